import { describe, expect, it } from 'vitest';
import { VALUE_CODE } from '../scales/scale-constants';
import { UNDERSTOOD_MESSAGES } from './calibration-messages';
import {
  gapChange,
  gapChangeSentence,
  understoodValues,
  valueDifferenceSentence,
} from './understood-change';

const { CARE, FAIRNESS, UNITY, HARM } = VALUE_CODE;
const UNIT = { min: 0, max: 1 };
const EMOTION = { min: -1, max: 1 };

describe('values as meant beside the values readers saw (a set, not a slider)', () => {
  it('rests on five readers who chose values; a reader never asked for values is not one', () => {
    const four = [[CARE], [CARE], [CARE], [CARE], [], []];
    expect(understoodValues([CARE], four)).toBeNull();
    expect(understoodValues([CARE], [...four, [CARE]])).toMatchObject({ respondents: 5 });
    // She chose none: nothing to compare.
    expect(understoodValues([], [[CARE], [CARE], [CARE], [CARE], [CARE]])).toBeNull();
  });

  it('says which value most readers saw that she did not mean, and which she meant that most missed', () => {
    // Planted: 4 of 5 saw fairness (she did not mean it); 2 of 5 saw care (she meant it).
    const outcome = understoodValues(
      [CARE],
      [[FAIRNESS], [FAIRNESS, CARE], [FAIRNESS], [FAIRNESS, CARE], [UNITY]],
    )!;
    expect(outcome.said).toBe('differently');
    expect(outcome.seen).toEqual([
      { code: FAIRNESS, meant: false, share: 0.8 },
      { code: CARE, meant: true, share: 0.4 },
      { code: UNITY, meant: false, share: 0.2 },
    ]);
    expect(outcome.differences).toEqual([
      { code: FAIRNESS, kind: 'unmeant', share: 0.8 },
      { code: CARE, kind: 'missed', share: 0.4 },
    ]);
    // The widest difference: fairness, 0.8 of the readers against her 0.
    expect(outcome.gap).toBeCloseTo(0.8);
    expect(valueDifferenceSentence(outcome.differences[0]!)).toBe(
      'Most readers saw fairness in it; you did not mean it.',
    );
    expect(valueDifferenceSentence(outcome.differences[1]!)).toBe(
      'You meant care; most readers did not see it.',
    );
  });

  it('is as meant when most readers saw each of her values and no other', () => {
    const outcome = understoodValues(
      [CARE, UNITY],
      [[CARE, UNITY], [CARE, UNITY], [CARE], [CARE, UNITY, HARM], [UNITY]],
    )!;
    expect(outcome).toMatchObject({ said: 'asMeant', differences: [] });
    // Unity: 4 of 5 against her 1; care 4 of 5; harm 1 of 5 against her 0.
    expect(outcome.gap).toBeCloseTo(0.2);
  });

  it('needs more than half for "most": half is neither seen by most nor missed by most', () => {
    const outcome = understoodValues(
      [CARE],
      [[CARE], [CARE], [CARE], [FAIRNESS], [FAIRNESS], [FAIRNESS]],
    )!;
    expect(outcome.differences).toEqual([]);
    expect(outcome.gap).toBeCloseTo(0.5);
  });
});

describe('whether a revision closed the gap', () => {
  const v = (gap: number, respondents = 5) => ({ gap, respondents });

  it('compares the gaps as shares of the scale, whichever side readers were on', () => {
    expect(gapChange(v(-0.4), v(0.1), UNIT)).toEqual({ before: 0.4, after: 0.1, said: 'closed' });
    expect(gapChange(v(0.2), v(-0.6), EMOTION)).toEqual({
      before: 0.1,
      after: 0.3,
      said: 'grew',
    });
  });

  it('calls a change of up to 0.05 of the scale about the same', () => {
    expect(gapChange(v(0.4), v(0.35), UNIT)?.said).toBe('same');
    expect(gapChange(v(0.4), v(0.45), UNIT)?.said).toBe('same');
    expect(gapChange(v(0.4), v(0.34), UNIT)?.said).toBe('closed');
    expect(gapChange(v(0.4), v(0.46), UNIT)?.said).toBe('grew');
  });

  it('says nothing unless both versions rest on five readers', () => {
    expect(gapChange(v(0.4, 4), v(0.1), UNIT)).toBeNull();
    expect(gapChange(v(0.4), v(0.1, 4), UNIT)).toBeNull();
    expect(gapChange(null, v(0.1), UNIT)).toBeNull();
  });

  it('words it with the scale’s name and both gaps', () => {
    expect(gapChangeSentence('sound', { before: 0.4, after: 0.1, said: 'closed' })).toBe(
      'The gap on soundness closed: 0.40 → 0.10 of the scale.',
    );
    expect(gapChangeSentence('values', { before: 0.2, after: 0.6, said: 'grew' })).toBe(
      UNDERSTOOD_MESSAGES.GAP_GREW('values', '0.20', '0.60'),
    );
    expect(gapChangeSentence('authorIntent', { before: 0.3, after: 0.28, said: 'same' })).toBe(
      'The gap on author intent stayed about the same: 0.30 → 0.28 of the scale.',
    );
  });
});
