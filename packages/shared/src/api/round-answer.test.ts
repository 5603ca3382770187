import { describe, expect, it } from 'vitest';
import { ActivityLinkRatingInput } from '../activities/activity-schemas';
import { RateAgentBody } from '../agents/agent-schemas';
import { RateLinkIdeaIdeaBody } from '../links/link-schemas';
import { AddIdeaScaleBody } from '../scales/idea-scale-schemas';
import { ANSWER_DECIMALS, roundAnswer } from './common-schemas';

/** Answers are kept to six decimals, so that no product of two of them underflows. */
describe('roundAnswer', () => {
  it('keeps every value a form offers as it is', () => {
    for (const value of [-1, -0.66, -0.33, 0, 0.1, 0.33, 0.5, 0.66, 1, 2, 3, 4, 0.123456]) {
      expect(roundAnswer(value)).toBe(value);
    }
  });

  it('makes numbers too small to matter 0, never -0', () => {
    for (const value of [1e-200, -1e-200, 5e-324, -5e-324, -0, 4e-7, -4e-7, 1e-300]) {
      expect(Object.is(roundAnswer(value), 0), String(value)).toBe(true);
    }
  });

  it(`rounds to ${ANSWER_DECIMALS} places, so two nonzero answers multiply to at least 1e-12`, () => {
    expect(roundAnswer(0.9999999999999999)).toBe(1);
    expect(roundAnswer(6e-7)).toBe(0.000001);
    expect(roundAnswer(-0.3333333333)).toBe(-0.333333);
  });
});

describe('the schemas that take fractional answers round them', () => {
  const tiny = { level: 1e-200, confidence: 1e-200 };

  it('a link rating from its page, in an interpretation and in an activity', () => {
    expect(RateLinkIdeaIdeaBody.parse(tiny)).toMatchObject({ level: 0, confidence: 0 });
    expect(
      AddIdeaScaleBody.parse({ addLinkIdeaIdeaScale: { id: 'abc', ...tiny } }).addLinkIdeaIdeaScale,
    ).toMatchObject({ level: 0, confidence: 0 });
    expect(ActivityLinkRatingInput.parse(tiny)).toMatchObject({ level: 0, confidence: 0 });
  });

  it('an interpretation’s scales and confidence, unanswered staying unanswered', () => {
    const parsed = AddIdeaScaleBody.parse({
      myEmotion: -1e-200,
      sound: 5e-324,
      confidence: 1e-300,
    });
    expect(parsed).toMatchObject({ myEmotion: 0, sound: 0, confidence: 0, authorIntent: -2 });
    expect(Object.is(parsed.myEmotion, 0)).toBe(true);
  });

  it('a point on a waveMaker’s plane', () => {
    expect(RateAgentBody.parse({ x: 1e-200, y: -5e-324, confidence: 0.5 })).toEqual({
      x: 0,
      y: 0,
      confidence: 0.5,
    });
  });
});
