import { useId } from 'react';
import { useKeyDistances, usePredictionOutcomes, usePredictionTrend } from '../../api/predictions';
import { PERCEPTION_TEXT as P, scaleName } from '../perception-text';
import { guessWords } from './guess-fields';

export interface GuessOutcomesProps {
  ideaId: string;
  /** The activity answered: the result as its plot counts it. */
  activityId: string | null;
}

/**
 * Her guesses beside the class's results (issue 45): per scale she guessed, where she thought
 * most of the class would land and where it did, and the agreeing shares; 'Not enough answers
 * yet' until 5 others answered. Nothing when she made no guess (or the read fails: the results
 * above stand on their own).
 */
export function GuessOutcomes({ ideaId, activityId }: GuessOutcomesProps) {
  const headingId = useId();
  const outcomes = usePredictionOutcomes(ideaId, activityId);
  if (!outcomes.data || outcomes.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h4 id={headingId} className="h6 fw-semibold">
        {P.outcomesHeading}
      </h4>
      <ul className="mb-0 ps-3">
        {outcomes.data.map((outcome) => {
          const name = scaleName(outcome.scale);
          const guessed = guessWords(outcome.scale, outcome.predicted);
          if (outcome.actual === null) {
            return <li key={outcome.scale}>{P.notEnoughYet(name, guessed)}</li>;
          }
          return (
            <li key={outcome.scale}>
              {P.landed(name, guessed, guessWords(outcome.scale, outcome.actual))}
              {outcome.predictedAgreeShare !== null && outcome.actualAgreeShare !== null
                ? ` ${P.agreeing(outcome.predictedAgreeShare, outcome.actualAgreeShare)}`
                : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * 'How well you read your class' (issue 45): whether her compared guesses come closer over
 * activities, with how many; nothing until one guess has been compared.
 */
export function GuessingTrend() {
  const trend = usePredictionTrend();
  const count = trend.data?.points.length ?? 0;
  if (!trend.data || count === 0) return null;
  return (
    <p className="guessing-trend small mb-3">
      <span className="fw-semibold">{P.trendHeading}:</span> {P.trend(trend.data.direction)}{' '}
      {P.guessesCounted(count)}
    </p>
  );
}

/**
 * Her reading beside her teacher's key, per scale, in feedback words (close, near, far): never a
 * number or a grade. Nothing when there is no key.
 */
export function KeyDistanceNote({ ideaId }: { ideaId: string }) {
  const headingId = useId();
  const distances = useKeyDistances(ideaId);
  if (!distances.data || distances.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h4 id={headingId} className="h6 fw-semibold mb-1">
        {P.keyHeading}
      </h4>
      <p className="small text-body-secondary mb-1">{P.keyNote}</p>
      <ul className="mb-0 ps-3">
        {distances.data.map((row) => (
          <li key={row.scale}>
            <span className="fw-semibold">{scaleName(row.scale)}:</span> {P.keySaid(row.said)}
          </li>
        ))}
      </ul>
    </section>
  );
}
