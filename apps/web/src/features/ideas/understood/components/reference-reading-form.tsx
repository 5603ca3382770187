import { REFERENCE_SCALES, type ReferenceScale } from '@thoughtful/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useSpokenLanguage } from '../../../../lib/i18n';
import { ScaleSlider } from '../../interpretation/components/scale-slider';
import type { ReferenceValues } from '../api/reference-readings';
import { UNDERSTOOD_TEXT as T } from '../understood-text';

const NOTHING_PLACED: ReferenceValues = {
  emotion: null,
  authorIntent: null,
  sound: null,
  goodFaith: null,
};

export interface ReferenceReadingFormProps {
  /** The question asked on each scale (the author's or the key's wording). */
  question: (scale: ReferenceScale) => string;
  /** The values the sliders start on (her saved reading); unplaced when absent. */
  initial?: ReferenceValues;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: ReferenceValues) => void;
}

/**
 * The compared scales (emotion, author intent, soundness, good faith) on the interpretation
 * flow's sliders, all at once: the author's 'How I mean it' and a teacher's key. A slider left
 * unplaced is sent unanswered; at least one is placed before it is saved.
 */
export function ReferenceReadingForm({
  question,
  initial = NOTHING_PLACED,
  submitLabel,
  submitting,
  onSubmit,
}: ReferenceReadingFormProps) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const id = useId();
  const [values, setValues] = useState<ReferenceValues>(initial);
  const placed = REFERENCE_SCALES.some((scale) => values[scale] !== null);
  const hintId = `${id}-hint`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (placed && !submitting) onSubmit(values);
  }

  return (
    <Form onSubmit={submit} noValidate>
      {REFERENCE_SCALES.map((scale) => (
        <ScaleSlider
          key={scale}
          id={`${id}-${scale}`}
          scale={scale}
          label={question(scale)}
          value={values[scale]}
          onChange={(value) => setValues((current) => ({ ...current, [scale]: value }))}
        />
      ))}
      {placed ? null : (
        <p id={hintId} className="small text-body-secondary mb-2">
          {T.placeOne}
        </p>
      )}
      <Button
        type="submit"
        variant="primary"
        disabled={!placed || submitting}
        aria-describedby={placed ? undefined : hintId}
      >
        {submitting ? T.saving : submitLabel}
      </Button>
    </Form>
  );
}
