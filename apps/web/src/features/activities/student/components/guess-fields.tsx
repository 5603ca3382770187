import {
  PREDICTION_SCALE_RANGES,
  type AddIdeaScalePayload,
  type PredictionScale,
} from '@thoughtful/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { t } from '@lingui/core/macro';
import { formatNumber } from '../../../../lib/i18n';
import { useCoarsePointer } from '../../../../lib/use-coarse-pointer';
import { sliderValueWords, sliderWordsOf } from '../../../ideas';
import {
  EMPTY_GUESS,
  guessableScales,
  nearestPosition,
  type GuessDraft,
  type GuessDrafts,
} from '../perception-model';
import { howManyLegend, PERCEPTION_TEXT as P, scaleName, shareChoices } from '../perception-text';
import { POSITION_CHOICES, positionEndWords, STUDENT_TEXT as T } from '../student-text';
import { RadioQuestion } from './radio-question';
import './confidence-slider.css';

const STEP = 0.05;
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

/** A value on a guessable scale in words with its number, as its slider says it. */
export function guessWords(scale: PredictionScale, value: number): string {
  if (scale !== 'supportLevel') return sliderValueWords(scale, value);
  const position = nearestPosition(value);
  const label = POSITION_CHOICES.find((choice) => choice.value === position)?.label ?? '';
  const rounded = Number(value.toFixed(2));
  const number = formatNumber(rounded === 0 ? 0 : rounded, {
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  return t({
    message: `${label} (${number})`,
    comment:
      "A guess on the guiding question: the nearest answer, then its number: 'I agree (0.8)'",
  });
}

/** The words under a guess slider: its ends and middle. */
function endWords(scale: PredictionScale): [string, string, string] {
  const { min, max } = PREDICTION_SCALE_RANGES[scale];
  if (scale === 'supportLevel') {
    const ends = positionEndWords();
    return [ends.min, POSITION_CHOICES.find((c) => c.value === 0)?.label ?? '', ends.max];
  }
  return [
    sliderWordsOf(scale, min),
    sliderWordsOf(scale, (min + max) / 2),
    sliderWordsOf(scale, max),
  ];
}

interface GuessSliderProps {
  id: string;
  scale: PredictionScale;
  value: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/**
 * 'Where will most of your class land?' on the scale she answered: a native range input like the
 * interpretation's (no thumb until placed, 'Not answered' to assistive technology).
 */
function GuessSlider({ id, scale, value, onChange, disabled = false }: GuessSliderProps) {
  const endsId = useId();
  const { min, max } = PREDICTION_SCALE_RANGES[scale];
  const set = value !== null;
  const unsetPrompt = useCoarsePointer() ? T.confidenceUnsetTouch : T.confidenceUnset;
  const ends = endWords(scale);

  function settle(element: HTMLInputElement) {
    if (!set) onChange(Number(element.value));
  }

  function onKeyUp(event: KeyboardEvent<HTMLInputElement>) {
    if (MOVING_KEYS.has(event.key)) settle(event.currentTarget);
  }

  return (
    <Form.Group className="mb-2" controlId={id}>
      <Form.Label className="fw-semibold mb-1">{P.whereLabel}</Form.Label>
      <p className={set ? 'mb-0 small' : 'mb-0 small fw-bold text-primary'} aria-hidden="true">
        {set ? guessWords(scale, value) : unsetPrompt}
      </p>
      <Form.Range
        min={min}
        max={max}
        step={STEP}
        value={set ? value : (min + max) / 2}
        disabled={disabled}
        className={set ? 'confidence-slider' : 'confidence-slider confidence-slider-unset'}
        onChange={(event) => onChange(Number(event.target.value))}
        onPointerUp={(event) => settle(event.currentTarget)}
        onKeyUp={onKeyUp}
        aria-valuetext={set ? guessWords(scale, value) : T.notAnswered}
        aria-describedby={endsId}
      />
      <div id={endsId} className="d-flex justify-content-between gap-2 small text-body-secondary">
        <span>{ends[0]}</span>
        <span className="text-center">{ends[1]}</span>
        <span className="text-end">{ends[2]}</span>
      </div>
    </Form.Group>
  );
}

export interface GuessFieldsProps {
  id: string;
  scale: PredictionScale;
  guess: GuessDraft;
  onChange: (guess: GuessDraft) => void;
  disabled?: boolean;
  /** The scale's name above its two questions (several scales); none for one alone. */
  named?: boolean;
}

/**
 * One scale's guess: where most of the class will land, then, once placed, how many will agree.
 */
export function GuessFields({
  id,
  scale,
  guess,
  onChange,
  disabled = false,
  named = true,
}: GuessFieldsProps) {
  const headingId = `${id}-name`;
  return (
    <div
      role="group"
      aria-labelledby={named ? headingId : undefined}
      aria-label={named ? undefined : scaleName(scale)}
      className="mb-3"
    >
      {named ? (
        <h4 id={headingId} className="h6 mb-1 text-primary-emphasis">
          {scaleName(scale)}
        </h4>
      ) : null}
      <GuessSlider
        id={`${id}-where`}
        scale={scale}
        value={guess.predicted}
        disabled={disabled}
        onChange={(predicted) => onChange({ ...guess, predicted })}
      />
      {guess.predicted !== null ? (
        <RadioQuestion
          id={`${id}-share`}
          legend={howManyLegend(scale)}
          choices={shareChoices()}
          value={guess.agreeShare}
          disabled={disabled}
          onChange={(agreeShare) => onChange({ ...guess, agreeShare })}
        />
      ) : null}
    </div>
  );
}

export interface GuessStepProps {
  /** The interpretation about to be sent: the scales it answered are guessed. */
  body: AddIdeaScalePayload;
  submitting: boolean;
  /** Sends the guesses placed (none when skipped), then the interpretation. */
  onSubmit: (drafts: GuessDrafts) => void;
}

/**
 * 102's step between the interpretation's Submit and its results (issue 45): for each guessable
 * scale she answered, where most of the class will land and how many will agree. Every guess is
 * optional; 'Submit without guessing' sends the interpretation alone.
 */
export function GuessStep({ body, submitting, onSubmit }: GuessStepProps) {
  const prefix = useId();
  const scales = guessableScales(body);
  const [drafts, setDrafts] = useState<GuessDrafts>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step replaces the flow: its heading takes focus, where reading starts again.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={`${prefix}-heading`} className="mb-3">
      <h3 id={`${prefix}-heading`} ref={headingRef} tabIndex={-1} className="h5">
        {P.guessHeading}
      </h3>
      <p>{P.guessIntro}</p>
      {scales.map((scale) => (
        <GuessFields
          key={scale}
          id={`${prefix}-${scale}`}
          scale={scale}
          guess={drafts[scale] ?? EMPTY_GUESS}
          disabled={submitting}
          onChange={(guess) => setDrafts((current) => ({ ...current, [scale]: guess }))}
        />
      ))}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" disabled={submitting} onClick={() => onSubmit(drafts)}>
          {P.guessAndSubmit}
        </Button>
        <Button variant="outline-primary" disabled={submitting} onClick={() => onSubmit({})}>
          {P.submitWithoutGuessing}
        </Button>
      </div>
    </section>
  );
}
