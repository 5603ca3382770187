import {
  REFERENCE_SCALES,
  toggleValue,
  valueChoices,
  type ReferenceScale,
  type ValueCode,
} from '@thoughtful/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useSpokenLanguage } from '../../../../lib/i18n';
import { CheckGroup } from '../../interpretation/components/answer-controls';
import { ScaleSlider } from '../../interpretation/components/scale-slider';
import { valueName } from '../../interpretation/scale-words';
import type { ReferenceValues } from '../api/reference-readings';
import { UNDERSTOOD_TEXT as T } from '../understood-text';

const NOTHING_PLACED: ReferenceValues = {
  emotion: null,
  authorIntent: null,
  sound: null,
  goodFaith: null,
  values: [],
};

export interface ReferenceReadingFormProps {
  /** The question asked on each scale (the author's or the key's wording). */
  question: (scale: ReferenceScale) => string;
  /** The values the sliders start on (her saved reading); unplaced when absent. */
  initial?: ReferenceValues;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: ReferenceValues) => void;
  /** Ask for the values too, as readers pick them (the author's reading; a key has none). */
  withValues?: boolean;
}

/**
 * The values offered: by the sign of the emotion she means, as a reader's flow offers them
 * (positive: values it upholds; negative: values it offends); all ten while it is neutral or
 * unplaced, since she need not place the emotion to say her values.
 */
function offeredValues(emotion: number | null): readonly ValueCode[] {
  return valueChoices(emotion ?? 0);
}

/**
 * The compared scales (emotion, author intent, soundness, good faith) on the interpretation
 * flow's sliders, all at once, and for the author the values as the flow's checkboxes: the
 * author's 'How I mean it' and a teacher's key. A slider left unplaced is sent unanswered; at
 * least one is placed (or a value chosen) before it is saved.
 */
export function ReferenceReadingForm({
  question,
  initial = NOTHING_PLACED,
  submitLabel,
  submitting,
  onSubmit,
  withValues = false,
}: ReferenceReadingFormProps) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const id = useId();
  const [values, setValues] = useState<ReferenceValues>(initial);
  const offered = offeredValues(values.emotion);
  // A value no longer offered (the emotion changed sign) is not sent.
  const chosen = withValues
    ? (values.values ?? []).filter((code) => offered.includes(code as ValueCode))
    : [];
  const placed = REFERENCE_SCALES.some((scale) => values[scale] !== null) || chosen.length > 0;
  const hintId = `${id}-hint`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (placed && !submitting) onSubmit(withValues ? { ...values, values: chosen } : values);
  }

  const emotion = values.emotion ?? 0;

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
      {withValues ? (
        <CheckGroup<ValueCode>
          id={`${id}-values`}
          legend={T.valuesQuestion}
          hint={
            emotion > 0
              ? T.valuesHint.positive
              : emotion < 0
                ? T.valuesHint.negative
                : T.valuesHint.neutral
          }
          choices={offered.map((code) => ({ value: code, label: valueName(code) }))}
          isChecked={(code) => chosen.includes(code)}
          onToggle={(code) =>
            setValues((current) => ({
              ...current,
              values: toggleValue((current.values ?? []) as ValueCode[], code),
            }))
          }
        />
      ) : null}
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
