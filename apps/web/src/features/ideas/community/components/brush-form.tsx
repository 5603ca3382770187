import { PLOT_AXIS_RANGE } from '@thoughtful/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { normalizeRange, type BrushRange } from '../brush-selection';
import { COMMUNITY_TEXT as T, type CommunityScale } from '../community-text';

export interface BrushFormProps {
  scales: readonly { name: CommunityScale; label: string }[];
  range: BrushRange | null;
  onSelect: (range: BrushRange | null) => void;
}

/**
 * The brush without a pointer: a scale and a range typed in, for keyboard and screen-reader
 * users (and anyone who wants exact ends). The plots' brush and this form set the same selection.
 */
export function BrushForm({ scales, range, onSelect }: BrushFormProps) {
  const id = useId();
  const [scale, setScale] = useState<CommunityScale>(
    (range?.scale as CommunityScale | undefined) ?? scales[0]?.name ?? 'emotion',
  );
  const [from, setFrom] = useState(String(range?.min ?? -1));
  const [to, setTo] = useState(String(range?.max ?? 1));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const a = Number(from);
    const b = Number(to);
    if (!Number.isFinite(a) || !Number.isFinite(b) || from.trim() === '' || to.trim() === '') {
      return;
    }
    onSelect(normalizeRange(scale, a, b));
  };
  const bounds = { min: PLOT_AXIS_RANGE.MIN, max: PLOT_AXIS_RANGE.MAX, step: 0.05 };
  return (
    <details className="small mb-3">
      <summary>{T.brushFormSummary}</summary>
      <Form onSubmit={submit} className="d-flex flex-wrap align-items-end gap-2 mt-2">
        <Form.Group controlId={`${id}-scale`}>
          <Form.Label className="mb-0">{T.brushScale}</Form.Label>
          <Form.Select
            size="sm"
            value={scale}
            onChange={(event) => setScale(event.target.value as CommunityScale)}
          >
            {scales.map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-from`}>
          <Form.Label className="mb-0">{T.brushFrom}</Form.Label>
          <Form.Control
            size="sm"
            type="number"
            {...bounds}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            className="brush-form-number"
          />
        </Form.Group>
        <Form.Group controlId={`${id}-to`}>
          <Form.Label className="mb-0">{T.brushTo}</Form.Label>
          <Form.Control
            size="sm"
            type="number"
            {...bounds}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            className="brush-form-number"
          />
        </Form.Group>
        <Button type="submit" size="sm" variant="outline-primary">
          {T.brushApply}
        </Button>
      </Form>
    </details>
  );
}
