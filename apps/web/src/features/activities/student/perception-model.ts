import {
  PREDICTION_SCALE_RANGES,
  type AddIdeaScalePayload,
  type PredictionBody,
  type PredictionScale,
} from '@thoughtful/shared';

/**
 * Her guesses before the results (issue 45, DESIGN.md §15): one per guessable scale she
 * answered, each optional; the agreeing share goes with a placed guess only (the server needs
 * `predicted`).
 */
export interface GuessDraft {
  predicted: number | null;
  agreeShare: number | null;
}

export const EMPTY_GUESS: GuessDraft = { predicted: null, agreeShare: null };

export type GuessDrafts = Partial<Record<PredictionScale, GuessDraft>>;

/** The guessable scales an interpretation answered, in the flow's order. */
export function guessableScales(body: AddIdeaScalePayload): PredictionScale[] {
  const answered = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value);
  const scales: PredictionScale[] = [];
  if (answered(body.myEmotion)) scales.push('emotion');
  if (answered(body.authorIntent)) scales.push('authorIntent');
  if (answered(body.sound)) scales.push('sound');
  return scales;
}

/** The guesses to send: each placed one, with its share when she chose one. */
export function guessBodies(
  drafts: GuessDrafts,
  scales: readonly PredictionScale[],
): PredictionBody[] {
  const bodies: PredictionBody[] = [];
  for (const scale of scales) {
    const draft = drafts[scale];
    if (!draft || draft.predicted === null) continue;
    const { min, max } = PREDICTION_SCALE_RANGES[scale];
    const predicted = Math.min(max, Math.max(min, draft.predicted));
    bodies.push({
      scale,
      predicted,
      ...(draft.agreeShare === null ? {} : { predictedAgreeShare: draft.agreeShare }),
    });
  }
  return bodies;
}

/** A guiding question's position (-1, 0, 1) nearest a value: a third of the way is unsure's edge. */
export function nearestPosition(value: number): -1 | 0 | 1 {
  if (value <= -1 / 3) return -1;
  if (value >= 1 / 3) return 1;
  return 0;
}
