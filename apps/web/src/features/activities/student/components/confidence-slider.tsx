import { useId, type KeyboardEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useCoarsePointer } from '../../../../lib/use-coarse-pointer';
import { STUDENT_TEXT as T } from '../student-text';
import './confidence-slider.css';

/** Steps of 0.05, like the interpretation sliders: arrows move by a step a reader can tell apart. */
const STEP = 0.05;
const MIDDLE = 0.5;
/* eslint-disable lingui/no-unlocalized-strings -- keyboard keys' names */
const MOVING_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
/* eslint-enable lingui/no-unlocalized-strings */

export interface ConfidenceSliderProps {
  id: string;
  /** Null until placed. */
  value: number | null;
  onChange: (value: number) => void;
}

/**
 * The confidence of an answer to the guiding question, 0 … 1 (content §4 '101'): a native range
 * input (arrows, Page Up/Down, Home, End). Until placed it shows no thumb, asks 'CLICK ON THE
 * SCALE BELOW' ('TAP OR DRAG …' on a touch screen) and says 'Not answered'; a press where the
 * hidden thumb sits places it there.
 */
export function ConfidenceSlider({ id, value, onChange }: ConfidenceSliderProps) {
  const endsId = useId();
  const set = value !== null;
  const unsetPrompt = useCoarsePointer() ? T.confidenceUnsetTouch : T.confidenceUnset;

  function settle(element: HTMLInputElement) {
    // A press on the hidden thumb's spot changes nothing, so no change event: letting go places it.
    if (!set) onChange(Number(element.value));
  }

  function onKeyUp(event: KeyboardEvent<HTMLInputElement>) {
    if (MOVING_KEYS.has(event.key)) settle(event.currentTarget);
  }

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="fw-semibold mb-1">{T.confidenceLabel}</Form.Label>
      <p className={set ? 'mb-0 small' : 'mb-0 small fw-bold text-primary'} aria-hidden="true">
        {set ? T.confidenceValue(value) : unsetPrompt}
      </p>
      <Form.Range
        min={0}
        max={1}
        step={STEP}
        value={set ? value : MIDDLE}
        className={set ? 'confidence-slider' : 'confidence-slider confidence-slider-unset'}
        onChange={(event) => onChange(Number(event.target.value))}
        onPointerUp={(event) => settle(event.currentTarget)}
        onKeyUp={onKeyUp}
        aria-valuetext={set ? T.confidenceValue(value) : T.notAnswered}
        aria-describedby={endsId}
      />
      <div id={endsId} className="d-flex justify-content-between gap-2 small text-body-secondary">
        <span>{T.confidenceEnds[0]}</span>
        <span className="text-end">{T.confidenceEnds[1]}</span>
      </div>
    </Form.Group>
  );
}
