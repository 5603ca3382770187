import { describe, expect, it } from 'vitest';
import {
  agreeShare,
  classGapTrend,
  classPerceptionGap,
  comparePrediction,
  guessingTrend,
  keyDistance,
  medianOf,
  splitOf,
  understood,
} from './perception-gap';

const UNIT = { min: 0, max: 1 };
const EMOTION = { min: -1, max: 1 };

describe('the class’s answers a guess is compared with (DESIGN §15)', () => {
  it('lands where the median does, and counts who is past the middle as agreeing', () => {
    expect(medianOf([0.9, 0.1, 0.2])).toBe(0.2);
    expect(medianOf([0.1, 0.2, 0.3, 0.9])).toBeCloseTo(0.25);
    expect(medianOf([])).toBeNull();
    expect(agreeShare([0.2, 0.5, 0.6, 0.9], UNIT)).toBe(0.5);
    expect(agreeShare([-0.4, 0.1, 0.3], EMOTION)).toBeCloseTo(2 / 3);
    expect([splitOf(0.5), splitOf(0), splitOf(1), splitOf(0.3)]).toEqual([1, 0, 0, 0.6]);
  });
});

describe('a student’s guess beside the result', () => {
  const classOf = (values: number[]) => values;

  it('shows nothing below five respondents', () => {
    expect(comparePrediction({ predicted: 0.5 }, classOf([0.1, 0.2, 0.3, 0.4]), UNIT)).toBeNull();
  });

  it('gives the gap in the scale’s units and as a share of its length', () => {
    const outcome = comparePrediction(
      { predicted: 0.8, predictedAgreeShare: 0.55 },
      classOf([-0.2, 0, 0.2, 0.4, 0.6]),
      EMOTION,
    )!;
    expect(outcome).toMatchObject({ predicted: 0.8, actual: 0.2, respondents: 5 });
    expect(outcome.gap).toBeCloseTo(0.6);
    expect(outcome.error).toBeCloseTo(0.3);
    expect(outcome.actualAgreeShare).toBeCloseTo(0.6);
    expect(outcome.agreeShareGap).toBeCloseTo(-0.05);
    expect(
      comparePrediction({ predicted: 0.2 }, [0.2, 0.2, 0.2, 0.2, 0.2], UNIT)!.agreeShareGap,
    ).toBeNull();
  });

  it('tells whether her guesses come closer over activities', () => {
    const at = (day: number) => `2026-12-${String(day).padStart(2, '0')}T10:00:00.000Z`;
    const closer = guessingTrend([
      { at: at(3), error: 0.3 },
      { at: at(1), error: 0.5 },
      { at: at(5), error: 0.1 },
      { at: at(4), error: 0.2 },
    ]);
    expect(closer.points.map((p) => p.error)).toEqual([0.5, 0.3, 0.2, 0.1]);
    expect(closer.slope).toBeCloseTo(-0.13);
    expect(closer.direction).toBe('closer');
    expect(
      guessingTrend([
        { at: at(1), error: 0.1 },
        { at: at(2), error: 0.4 },
        { at: at(3), error: 0.6 },
      ]).direction,
    ).toBe('further');
    expect(
      guessingTrend([
        { at: at(1), error: 0.2 },
        { at: at(2), error: 0.2 },
        { at: at(3), error: 0.205 },
      ]).direction,
    ).toBe('steady');
    expect(
      guessingTrend([
        { at: at(1), error: 0.2 },
        { at: at(2), error: 0.1 },
      ]),
    ).toMatchObject({ slope: null, direction: null });
  });
});

describe('the class’s perception gap for the teacher', () => {
  // 30 students: 9 of them (30%) agree, as many held the view in More in Common's 'Perception
  // Gap' (2019), and the class guesses 55% on average.
  const answers = [...Array<number>(21).fill(0.2), ...Array<number>(9).fill(0.8)];
  const guesses = Array.from({ length: 30 }, (_, i) => ({
    predicted: 0.5,
    predictedAgreeShare: i % 2 === 0 ? 0.5 : 0.6,
  }));

  it('finds a class that expects more disagreement than there is', () => {
    const gap = classPerceptionGap(guesses, answers, UNIT)!;
    expect(gap).toMatchObject({
      respondents: 30,
      predictors: 30,
      actual: 0.2,
      expects: 'moreDisagreement',
    });
    expect(gap.actualSplit).toBeCloseTo(0.6);
    expect(gap.predictedSplit).toBeCloseTo(0.9);
    expect(gap.meanGap).toBeCloseTo(0.3);
    expect(gap.meanError).toBeCloseTo(0.3);
  });

  it('finds one that expects less, and one that is about right', () => {
    const unanimous = guesses.map((g) => ({ ...g, predictedAgreeShare: 0.05 }));
    expect(classPerceptionGap(unanimous, answers, UNIT)!.expects).toBe('lessDisagreement');
    const right = guesses.map((g) => ({ ...g, predictedAgreeShare: 0.3 }));
    expect(classPerceptionGap(right, answers, UNIT)!.expects).toBe('aboutRight');
    const noShares = guesses.map((g) => ({ predicted: g.predicted }));
    expect(classPerceptionGap(noShares, answers, UNIT)).toMatchObject({
      predictedSplit: null,
      expects: null,
    });
  });

  it('says nothing below five answers or without a guess', () => {
    expect(classPerceptionGap(guesses, answers.slice(0, 4), UNIT)).toBeNull();
    expect(classPerceptionGap([], answers, UNIT)).toBeNull();
  });
});

describe('whether the class’s gap shrinks, inTell after inTell', () => {
  /** A day of the term, as the guesses' times are stored. */
  const day = (d: number, hour = 10) => new Date(Date.UTC(2026, 8, 1 + d, hour)).toISOString();
  /** A class of `students` guessing on inTell `idea` on day `d`, each `error` off (± a wobble). */
  const week = (idea: string, d: number, error: number, students = 6) =>
    Array.from({ length: students }, (_, i) => ({
      ideaId: idea,
      at: day(d, 9 + i),
      error: Math.max(0, error + ((i % 3) - 1) * 0.02),
    }));

  it('finds a planted shrinking gap: 40% off at first, 10% by the sixth inTell', () => {
    const guesses = [0.4, 0.34, 0.28, 0.22, 0.16, 0.1].flatMap((error, k) =>
      week(`i${k}`, k * 7, error),
    );
    const trend = classGapTrend(guesses);
    expect(trend.verdict).toBe('shrinking');
    expect(trend.slope).toBeCloseTo(-0.06);
    expect(trend.points.map((p) => p.ideaId)).toEqual(['i0', 'i1', 'i2', 'i3', 'i4', 'i5']);
    expect(trend.points[0]).toMatchObject({ guesses: 6, at: day(0, 11) });
    expect(trend.points[0]!.meanError).toBeCloseTo(0.4);
    expect(trend.points.at(-1)!.meanError).toBeCloseTo(0.1);
  });

  it('finds a growing gap, and a steady one within a hundredth of the scale per inTell', () => {
    const growing = [0.1, 0.2, 0.3].flatMap((error, k) => week(`g${k}`, k, error));
    expect(classGapTrend(growing)).toMatchObject({ verdict: 'growing' });
    const steady = [0.2, 0.215, 0.19, 0.205].flatMap((error, k) => week(`s${k}`, k, error));
    const trend = classGapTrend(steady);
    expect(trend.verdict).toBe('steady');
    expect(Math.abs(trend.slope!)).toBeLessThan(0.01);
    // Just past the threshold: a hundredth and a bit per inTell is a trend.
    const barely = [0.2, 0.211, 0.222].flatMap((error, k) => week(`b${k}`, k, error, 1));
    expect(classGapTrend(barely).verdict).toBe('growing');
    const under = [0.2, 0.209, 0.218].flatMap((error, k) => week(`u${k}`, k, error, 1));
    expect(classGapTrend(under).verdict).toBe('steady');
  });

  it('orders inTells by the median time of their guesses, not by when one was first guessed', () => {
    // i1's first guess comes before all of i0's (a student who looked ahead), but most of its
    // guesses come a week later: it is the second point.
    const guesses = [
      ...week('i0', 7, 0.5),
      { ideaId: 'i1', at: day(0), error: 0.3 },
      ...week('i1', 14, 0.3),
      ...week('i2', 21, 0.1),
    ];
    const trend = classGapTrend(guesses);
    expect(trend.points.map((p) => p.ideaId)).toEqual(['i0', 'i1', 'i2']);
    expect(trend.verdict).toBe('shrinking');
  });

  it('gives no verdict below three inTells, and reads only the last ones', () => {
    expect(classGapTrend([])).toEqual({ points: [], slope: null, verdict: null });
    const two = classGapTrend([...week('a', 0, 0.4), ...week('b', 1, 0.1)]);
    expect(two).toMatchObject({ slope: null, verdict: null });
    expect(two.points).toHaveLength(2);
    // Up over the first four, down over the last three: all seven cancel, the last three shrink.
    const guesses = [0.1, 0.2, 0.3, 0.4, 0.3, 0.2, 0.1].flatMap((error, k) =>
      week(`t${k}`, k, error),
    );
    expect(classGapTrend(guesses).verdict).toBe('steady');
    const last = classGapTrend(guesses, 3);
    expect(last.points.map((p) => p.ideaId)).toEqual(['t4', 't5', 't6']);
    expect(last.verdict).toBe('shrinking');
  });
});

describe('was I understood?', () => {
  it('says readers read it as meant within 15% of the scale, else higher or lower', () => {
    expect(understood(0.7, [0.6, 0.65, 0.7, 0.75, 0.8], UNIT)).toMatchObject({
      readers: 0.7,
      said: 'asMeant',
      respondents: 5,
    });
    expect(understood(0, [0.4, 0.5, 0.5, 0.6, 0.9], EMOTION)).toMatchObject({
      readers: 0.5,
      gap: 0.5,
      said: 'higher',
    });
    expect(understood(0.9, [0.2, 0.3, 0.4, 0.5, 0.9], UNIT)!.said).toBe('lower');
    expect(understood(0.9, [0.2, 0.3, 0.4, 0.5], UNIT)).toBeNull();
  });
});

describe('a reading’s distance from the teacher’s key', () => {
  it('is close within 15% of the scale, near within 35%, else far', () => {
    expect(keyDistance(0.6, 0.7, UNIT)).toMatchObject({ said: 'close' });
    expect(keyDistance(0.4, 0.7, UNIT).said).toBe('near');
    expect(keyDistance(-0.5, 0.5, EMOTION)).toMatchObject({ distance: 0.5, said: 'far' });
  });
});
