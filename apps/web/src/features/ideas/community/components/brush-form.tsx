import { SCALE_VALUE_RANGES } from '@thoughtful/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { brushAxis, normalizeRange, type BrushRange } from '../brush-selection';
import { useCommunityText, type PlottedScale } from '../community-text';

export interface BrushFormProps {
  scales: readonly { name: PlottedScale; label: string }[];
  range: BrushRange | null;
  onSelect: (range: BrushRange | null) => void;
}

/**
 * The brush without a pointer: a scale and a range typed in, for keyboard and screen-reader
 * users (and anyone who wants exact ends). The plots' brush and this form set the same selection.
 */
export function BrushForm({ scales, range, onSelect }: BrushFormProps) {
  const id = useId();
  const T = useCommunityText();
  const [scale, setScale] = useState<PlottedScale>(
    (range?.scale as PlottedScale | undefined) ?? scales[0]?.name ?? 'emotion',
  );
  const [from, setFrom] = useState(String(range?.min ?? SCALE_VALUE_RANGES[scale].min));
  const [to, setTo] = useState(String(range?.max ?? SCALE_VALUE_RANGES[scale].max));
  // Another scale has its own range (0 … 1 or -1 … 1): the ends start at its ends.
  const chooseScale = (next: PlottedScale) => {
    setScale(next);
    setFrom(String(SCALE_VALUE_RANGES[next].min));
    setTo(String(SCALE_VALUE_RANGES[next].max));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const a = Number(from);
    const b = Number(to);
    if (!Number.isFinite(a) || !Number.isFinite(b) || from.trim() === '' || to.trim() === '') {
      return;
    }
    onSelect(normalizeRange(scale, a, b));
  };
  // 0.025 steps reach 0 and every answer's 0.05 from either axis end (-1.15 or -0.075).
  const bounds = { ...brushAxis(scale), step: 0.025 };
  return (
    <details className="small mb-3">
      <summary>{T.brushFormSummary}</summary>
      <Form onSubmit={submit} className="d-flex flex-wrap align-items-end gap-2 mt-2">
        <Form.Group controlId={`${id}-scale`}>
          <Form.Label className="mb-0">{T.brushScale}</Form.Label>
          <Form.Select
            size="sm"
            value={scale}
            onChange={(event) => chooseScale(event.target.value as PlottedScale)}
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
