import { answer, emptyInterpretation, type InterpretationState } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import {
  answerWithUndo,
  clearedSteps,
  hasGivenAnswers,
  skipWithUndo,
  undoChange,
  withoutUndo,
} from './interpretation-undo';

/** Emotion, intent (one-sided, so good faith is asked), good faith and soundness answered. */
function answered(): InterpretationState {
  let state = emptyInterpretation();
  state = answer(state, 'understanding', 'Buses should be free');
  state = answer(state, 'emotion', 0.3);
  state = answer(state, 'authorIntent', 0.4);
  state = answer(state, 'goodFaith', 0.7);
  state = answer(state, 'sound', 0.6);
  return state;
}

describe('Undo for a change that cleared answers', () => {
  it('a change that clears answered questions keeps the rule and offers the flow before it', () => {
    const before = answered();
    const flow = answerWithUndo(withoutUndo(before), 'emotion', -0.5);
    // The spec's rule still holds: every later answer is cleared.
    expect(flow.current.answers.emotion).toBe(-0.5);
    expect(flow.current.answers.authorIntent).toBeNull();
    expect(flow.current.answers.sound).toBeNull();
    // The understanding is a gate before it: kept, and not counted as cleared.
    expect(flow.current.answers.understanding).toBe('Buses should be free');
    expect(flow.undo).toEqual({
      before,
      step: 'emotion',
      cleared: ['authorIntent', 'goodFaith', 'sound'],
    });

    const undone = undoChange(flow);
    expect(undone.current).toBe(before);
    expect(undone.undo).toBeNull();
  });

  it('a change that clears nothing offers nothing', () => {
    const flow = answerWithUndo(withoutUndo(answered()), 'sound', 0.9);
    expect(flow.current.answers.sound).toBe(0.9);
    expect(flow.undo).toBeNull();
    // The first answer of a fresh flow clears nothing either.
    expect(answerWithUndo(withoutUndo(emptyInterpretation()), 'emotion', 1).undo).toBeNull();
    expect(undoChange(flow)).toBe(flow);
  });

  it('the offer outlives a drag of the same question, and Undo goes back to before the first move', () => {
    const before = answered();
    let flow = answerWithUndo(withoutUndo(before), 'emotion', 0.25);
    flow = answerWithUndo(flow, 'emotion', 0.2);
    flow = answerWithUndo(flow, 'emotion', 0.15);
    expect(flow.undo?.before).toBe(before);
    expect(flow.undo?.cleared).toEqual(['authorIntent', 'goodFaith', 'sound']);
    expect(undoChange(flow).current.answers).toEqual(before.answers);
  });

  it('goes away at the next change of another question', () => {
    const flow = answerWithUndo(withoutUndo(answered()), 'emotion', -0.5);
    const next = answerWithUndo(flow, 'authorIntent', 0.9);
    expect(next.current.answers.authorIntent).toBe(0.9);
    expect(next.undo).toBeNull();
    expect(undoChange(next)).toBe(next);
    // Rewording the understanding is a change too.
    expect(answerWithUndo(flow, 'understanding', 'Buses should cost nothing').undo).toBeNull();
  });

  it('an answer that changes nothing keeps the offer (a text left as it was)', () => {
    const flow = answerWithUndo(withoutUndo(answered()), 'emotion', -0.5);
    expect(answerWithUndo(flow, 'understanding', 'Buses should be free')).toBe(flow);
  });

  it('a new clearing change replaces the offer with one for itself', () => {
    let flow = withoutUndo(answered());
    flow = answerWithUndo(flow, 'sound', 0.9);
    const beforeIntent = flow.current;
    flow = answerWithUndo(flow, 'authorIntent', 0.8);
    expect(flow.undo).toEqual({
      before: beforeIntent,
      step: 'authorIntent',
      cleared: ['goodFaith', 'sound'],
    });
  });

  it('ticking or unticking Skip ends the offer, and the answers survive the skip', () => {
    const flow = answerWithUndo(withoutUndo(answered()), 'emotion', -0.5);
    const skipped = skipWithUndo(flow, true);
    expect(skipped.current.skipped).toBe(true);
    expect(skipped.undo).toBeNull();
    expect(skipWithUndo(skipped, true)).toBe(skipped);
    const back = skipWithUndo(skipped, false);
    expect(back.current).toEqual(flow.current);
    expect(back.undo).toBeNull();
  });
});

describe('clearedSteps', () => {
  it('counts only what was given: empty texts, choices and reasons are nothing lost', () => {
    const before = {
      ...emptyInterpretation().answers,
      emotion: 0.5,
      values: [],
      note: '  ',
      divisive: 0,
      potie: 1,
    } as const;
    const after = emptyInterpretation().answers;
    expect(clearedSteps(before, after, 'understanding')).toEqual(['emotion', 'potie']);
    expect(clearedSteps(before, after, 'emotion')).toEqual(['potie']);
  });
});

describe('hasGivenAnswers', () => {
  it('is false for a fresh flow or blank texts, true once anything is given', () => {
    expect(hasGivenAnswers(emptyInterpretation().answers)).toBe(false);
    const blank = answer(emptyInterpretation(), 'understanding', '   ');
    expect(hasGivenAnswers(blank.answers)).toBe(false);
    expect(hasGivenAnswers(answered().answers)).toBe(true);
  });
});
