import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGGREGATE_HISTOGRAM } from '../constants';
import {
  addToAggregate,
  answersAnyScale,
  aggregateOf,
  aggregateSpread,
  binCentre,
  binIndex,
  emptyAggregate,
  emptyIdeaScaleAggregates,
  scaleValuesOf,
  updateIdeaScaleAggregates,
} from './scale-aggregate';
import { IdeaScaleAggregates, ScaleAggregate } from './scale-aggregate-schemas';
import { spreadOf } from './scale-scoring';

describe('histogram bins (47 bins of 0.05 centred on -1.15 … 1.15)', () => {
  it('puts the axis ends, -1, 0 and 1 in the middle of their bins', () => {
    expect(AGGREGATE_HISTOGRAM).toEqual({ BINS: 47, WIDTH: 0.05 });
    expect(binIndex(-1.15)).toBe(0);
    expect(binIndex(-1)).toBe(3);
    expect(binIndex(0)).toBe(23);
    expect(binIndex(1)).toBe(43);
    expect(binIndex(1.15)).toBe(46);
    expect(binCentre(0)).toBe(-1.15);
    expect(binCentre(23)).toBe(0);
    expect(binCentre(43)).toBe(1);
    expect(binCentre(46)).toBe(1.15);
  });

  it('sends a value half-way between two centres to the upper bin', () => {
    expect(binIndex(0.024)).toBe(23);
    expect(binIndex(0.025)).toBe(24);
    expect(binIndex(-0.025)).toBe(23);
    expect(binIndex(-0.026)).toBe(22);
    expect(binIndex(0.33)).toBe(30);
    expect(binIndex(-0.66)).toBe(10);
  });

  it('counts values beyond the axis in the end bins, and refuses non-numbers', () => {
    expect(binIndex(-1.175)).toBe(0);
    expect(binIndex(-4)).toBe(0);
    expect(binIndex(1.174)).toBe(46);
    expect(binIndex(6)).toBe(46);
    expect(() => binIndex(Number.NaN)).toThrow(RangeError);
    expect(() => binIndex(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('addToAggregate (DESIGN.md §6: O(1) per write)', () => {
  it('adds a first answer, changes it, and removes it', () => {
    const one = addToAggregate(emptyAggregate(), null, 0.5);
    expect(one).toMatchObject({ count: 1, sum: 0.5, sumOfSquares: 0.25 });
    expect(one.histogram[binIndex(0.5)]).toBe(1);
    const changed = addToAggregate(one, 0.5, -1);
    expect(changed).toMatchObject({ count: 1, sum: -1, sumOfSquares: 1 });
    expect(changed.histogram[binIndex(0.5)]).toBe(0);
    expect(changed.histogram[binIndex(-1)]).toBe(1);
    expect(addToAggregate(changed, -1, null)).toEqual(emptyAggregate());
    expect(addToAggregate(one, null, null)).toBe(one);
  });

  it('refuses to remove what it does not hold', () => {
    expect(() => addToAggregate(emptyAggregate(), 0.5, null)).toThrow(RangeError);
    const one = aggregateOf([0.5]);
    expect(() => addToAggregate(one, -0.5, 0.1)).toThrow(RangeError);
  });

  it('equals the aggregate recomputed from scratch after any inserts and changes', () => {
    const value = fc.oneof(
      fc.double({ min: -4, max: 6, noNaN: true }),
      fc.constantFrom(-1, -0.5, 0, 0.025, 0.33, 0.5, 1),
    );
    const op = fc.record({ member: fc.nat({ max: 9 }), value: fc.option(value) });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const answers = new Map<number, number>();
        let aggregate = emptyAggregate();
        for (const { member, value: next } of ops) {
          aggregate = addToAggregate(aggregate, answers.get(member) ?? null, next);
          if (next === null) answers.delete(member);
          else answers.set(member, next);
        }
        const fresh = aggregateOf([...answers.values()]);
        expect(aggregate.count).toBe(fresh.count);
        expect(aggregate.histogram).toEqual(fresh.histogram);
        expect(aggregate.sum).toBeCloseTo(fresh.sum, 9);
        expect(aggregate.sumOfSquares).toBeCloseTo(fresh.sumOfSquares, 9);
        expect(ScaleAggregate.safeParse(aggregate).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('aggregateSpread', () => {
  it('gives the mean and population deviation that spreadOf gives', () => {
    const values = [-1, -0.5, 0.2, 0.9, 1];
    const spread = aggregateSpread(aggregateOf(values))!;
    const direct = spreadOf(values)!;
    expect(spread.count).toBe(5);
    expect(spread.mean).toBeCloseTo(direct.mean, 12);
    expect(spread.deviation).toBeCloseTo(direct.deviation, 12);
    expect(aggregateSpread(emptyAggregate())).toBeNull();
  });

  it('reads equal answers as no spread at all, despite rounding', () => {
    expect(aggregateSpread(aggregateOf([0.1, 0.1, 0.1, 0.1]))!.deviation).toBe(0);
  });
});

describe('the stored shape', () => {
  it('checks the histogram length and that its counts add up to count', () => {
    expect(ScaleAggregate.safeParse(aggregateOf([0.1, 0.2])).success).toBe(true);
    expect(ScaleAggregate.safeParse({ ...emptyAggregate(), count: 1 }).success).toBe(false);
    expect(ScaleAggregate.safeParse({ ...emptyAggregate(), histogram: [0] }).success).toBe(false);
    expect(IdeaScaleAggregates.safeParse(emptyIdeaScaleAggregates()).success).toBe(true);
    expect(Object.keys(emptyIdeaScaleAggregates())).toEqual([
      'emotion',
      'authorIntent',
      'sound',
      'score',
      'goodFaith',
      'heartOfIssue',
      'supportLevel',
    ]);
  });
});

describe('one interpretation on every scale', () => {
  it('takes the answers, the score x and the support level; -2 is none', () => {
    expect(
      scaleValuesOf(
        {
          myEmotion: -0.5,
          authorIntent: 0.8,
          sound: 0.5,
          confidence: 1,
          goodFaith: -2,
          heartOfIssue: -2,
        },
        0.66,
      ),
    ).toEqual({
      emotion: -0.5,
      authorIntent: 0.8,
      sound: 0.5,
      score: expect.closeTo(0.3, 12) as number,
      goodFaith: null,
      heartOfIssue: null,
      supportLevel: 0.66,
    });
    const skipped = scaleValuesOf({ myEmotion: -2, authorIntent: -2, sound: -2 });
    expect(Object.values(skipped).every((v) => v === null)).toBe(true);
  });

  it('updates every scale of an inTell for a first interpretation and a change', () => {
    const first = scaleValuesOf({ myEmotion: 1, authorIntent: 1, sound: 1, confidence: 1 });
    const second = scaleValuesOf({ myEmotion: -1, authorIntent: 0, sound: 0, confidence: 1 });
    let aggregates = updateIdeaScaleAggregates(emptyIdeaScaleAggregates(), null, first);
    expect(aggregates.emotion.sum).toBe(1);
    expect(aggregates.score.sum).toBe(1);
    expect(aggregates.goodFaith.count).toBe(0);
    aggregates = updateIdeaScaleAggregates(aggregates, first, second);
    expect(aggregates.emotion).toEqual(aggregateOf([-1]));
    expect(aggregates.score).toEqual(aggregateOf([-1]));
    expect(aggregates.authorIntent).toEqual(aggregateOf([0]));
  });
});

describe('answersAnyScale', () => {
  it('is false for a skip, whatever else it carries, and true once one scale is answered', () => {
    expect(answersAnyScale(scaleValuesOf({}))).toBe(false);
    expect(answersAnyScale(scaleValuesOf({ myEmotion: -2, sound: null, confidence: 1 }))).toBe(
      false,
    );
    expect(answersAnyScale(scaleValuesOf({ myEmotion: 0 }))).toBe(true);
    expect(answersAnyScale(scaleValuesOf({ sound: 0.5 }))).toBe(true);
    expect(answersAnyScale(scaleValuesOf({}, 0))).toBe(true);
  });
});
