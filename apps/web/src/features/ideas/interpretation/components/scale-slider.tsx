import type { SliderScale } from '@thoughtful/shared';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useTouchKeptFromSwipe } from '../../../../components/widgets/use-touch-kept-from-swipe';
import { useCoarsePointer } from '../../../../lib/use-coarse-pointer';
import { INTERPRETATION_TEXT as T } from '../interpretation-text';
import { sliderValueWords, sliderWordsOf } from '../scale-words';
import './scale-slider.css';
import { useSpokenLanguage } from '../../../../lib/i18n';

/** The interpretation sliders' scales: emotion -1 … 1, the others 0 … 1 (DESIGN.md §6). */
export type ScaleSliderScale = Exclude<SliderScale, 'supportLevel'>;

/** A step of 0.05: the arrow keys move in steps a reader can tell apart, 10 to 'Somewhat'. */
export const SCALE_SLIDER_STEP = 0.05;

const RANGES: Readonly<Record<ScaleSliderScale, { min: number; max: number }>> = {
  emotion: { min: -1, max: 1 },
  authorIntent: { min: 0, max: 1 },
  sound: { min: 0, max: 1 },
  goodFaith: { min: 0, max: 1 },
  heartOfIssue: { min: 0, max: 1 },
};

/** Keys that move a range input (a key up of any other, e.g. Tab, places nothing). */
/* eslint-disable lingui/no-unlocalized-strings -- the keys' names, not words */
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

export interface ScaleSliderProps {
  /** The input's id (the step's anchor for focus after the submit guidance). */
  id: string;
  scale: ScaleSliderScale;
  /** The question. */
  label: string;
  /** Null until placed. */
  value: number | null;
  onChange: (value: number) => void;
  /**
   * Called when the reader lets go: the pointer is released or a moving key comes up. A drag or
   * a held key changes the value many times; this is once (the emotion pause waits for it).
   */
  onSettle?: (value: number) => void;
}

/**
 * A native range input (keyboard: arrows, Page Up/Down, Home, End) for one interpretation scale.
 * Until placed it shows no thumb and asks 'CLICK ON THE SCALE BELOW' (content §5; 'TAP OR DRAG …'
 * on a touch screen), and says 'Not answered' to assistive technology; placed, it shows and says its value in words
 * ('Somewhat positive (0.5)', `sliderValueWords`, shared `sliderValueText`'s English). Its ends and middle are worded under it.
 */
export function ScaleSlider({ id, scale, label, value, onChange, onSettle }: ScaleSliderProps) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const { min, max } = RANGES[scale];
  const middle = (min + max) / 2;
  const set = value !== null;
  const endsId = useId();
  const input = useRef<HTMLInputElement>(null);
  const unsetPrompt = useCoarsePointer() ? T.tapOnScale : T.clickOnScale;

  // Dragging the slider by touch must not switch the screen's views.
  useTouchKeptFromSwipe(input);

  function read(element: HTMLInputElement): number {
    return Number(element.value);
  }

  function settle(element: HTMLInputElement) {
    const current = read(element);
    // A press on the spot where the hidden thumb already sits changes nothing, so it fires no
    // change event: letting go places the slider there.
    if (!set) onChange(current);
    onSettle?.(current);
  }

  function onKeyUp(event: KeyboardEvent<HTMLInputElement>) {
    if (MOVING_KEYS.has(event.key)) settle(event.currentTarget);
  }

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="fw-semibold mb-1">{label}</Form.Label>
      <p
        className={set ? 'mb-0 small' : 'mb-0 small fw-bold text-primary'}
        // The words are the slider's aria-valuetext already; read once, not twice.
        aria-hidden="true"
      >
        {set ? sliderValueWords(scale, value) : unsetPrompt}
      </p>
      <Form.Range
        ref={input}
        min={min}
        max={max}
        step={SCALE_SLIDER_STEP}
        value={set ? value : middle}
        className={set ? 'scale-slider' : 'scale-slider scale-slider-unset'}
        onChange={(event) => onChange(read(event.target))}
        onPointerUp={(event) => settle(event.currentTarget)}
        onKeyUp={onKeyUp}
        aria-valuetext={sliderValueWords(scale, value)}
        aria-describedby={endsId}
      />
      <div id={endsId} className="scale-slider-ends small text-body-secondary">
        <span>{sliderWordsOf(scale, min)}</span>
        <span className="text-center">{sliderWordsOf(scale, middle)}</span>
        <span className="text-end">{sliderWordsOf(scale, max)}</span>
      </div>
    </Form.Group>
  );
}
