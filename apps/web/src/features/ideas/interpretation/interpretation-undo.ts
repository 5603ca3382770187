import {
  answer,
  INTERPRETATION_STEPS,
  setSkipped,
  type InterpretationAnswers,
  type InterpretationState,
  type InterpretationStep,
} from '@thoughtful/shared';

/**
 * The interpretation flow with an Undo for a change that cleared answers. The spec's
 * rule stays (content §4: 'Changing an earlier answer clears all later ones', shared `answer`),
 * but one stray tap on an early slider must not cost a reader everything after it: the flow
 * remembers what it was before such a change and offers it back until the next change.
 */

/** What Undo gives back. */
export interface UndoOffer {
  /** The flow as it was before the change. */
  before: InterpretationState;
  /** The question whose change cleared the others: the notice shows under it. */
  step: InterpretationStep;
  /** The answered questions the change cleared, in the flow's order. */
  cleared: readonly InterpretationStep[];
}

export interface InterpretationWithUndo {
  current: InterpretationState;
  /** Null when there is nothing to undo. */
  undo: UndoOffer | null;
}

/** A flow to start from, with nothing to undo. */
export function withoutUndo(state: InterpretationState): InterpretationWithUndo {
  return { current: state, undo: null };
}

/** Whether an answer holds something the reader gave (an empty text or choice is nothing lost). */
function isGiven(step: InterpretationStep, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  // The divisive reasons are a mask: 0 is no reason picked.
  if (step === 'divisive') return value !== 0;
  return true;
}

/** Whether any question holds an answer the reader gave. */
export function hasGivenAnswers(answers: InterpretationAnswers): boolean {
  return INTERPRETATION_STEPS.some((step) => isGiven(step, answers[step]));
}

/** The questions answered in `before` and no longer in `after`, other than `changed`. */
export function clearedSteps(
  before: InterpretationAnswers,
  after: InterpretationAnswers,
  changed: InterpretationStep,
): InterpretationStep[] {
  return INTERPRETATION_STEPS.filter(
    (step) => step !== changed && isGiven(step, before[step]) && !isGiven(step, after[step]),
  );
}

/**
 * Answers one question (shared `answer`, which clears the later ones). A change that clears
 * answered questions offers Undo back to the flow before it. Any other change ends the offer,
 * except a further change of the same question: a drag or a held arrow key is many changes, and
 * the offer must outlive the gesture that made it (Undo still goes back to before the first).
 * An answer that changes nothing changes nothing here either.
 */
export function answerWithUndo<S extends InterpretationStep>(
  flow: InterpretationWithUndo,
  step: S,
  value: InterpretationAnswers[S],
): InterpretationWithUndo {
  const next = answer(flow.current, step, value);
  if (next === flow.current) return flow;
  const cleared = clearedSteps(flow.current.answers, next.answers, step);
  const sameQuestion = flow.undo !== null && flow.undo.step === step;
  if (sameQuestion) return { current: next, undo: flow.undo };
  if (cleared.length > 0) return { current: next, undo: { before: flow.current, step, cleared } };
  return { current: next, undo: null };
}

/** The skip checkbox (shared `setSkipped`, which keeps the answers until Confirm skip). */
export function skipWithUndo(
  flow: InterpretationWithUndo,
  skipped: boolean,
): InterpretationWithUndo {
  const next = setSkipped(flow.current, skipped);
  if (next === flow.current) return flow;
  return { current: next, undo: null };
}

/** Undo: the flow as it was before the change, every cleared answer with it. */
export function undoChange(flow: InterpretationWithUndo): InterpretationWithUndo {
  if (flow.undo === null) return flow;
  return { current: flow.undo.before, undo: null };
}
