import { describe, expect, it } from 'vitest';
import {
  engagementCount,
  summarizeIdeaScales,
  summarizePositions,
  summarizeScale,
  summarizeSpread,
  type ScaleSummary,
} from './interpretation-summary';
import { aggregateOf, emptyIdeaScaleAggregates, type ScaleName } from './scale-aggregate';

/** Summary of `count` answers with this mean and deviation. */
const summary = (scale: ScaleName, mean: number, deviation: number, count = 10) =>
  summarizeSpread(scale, { count, mean, deviation });
const texts = (s: ScaleSummary) => s.lines.map((line) => line.text);
const first = (s: ScaleSummary) => s.lines[0]?.text;

describe("'Limited …' messages (content §8, §9: at least 4)", () => {
  it('fewer than 4 members: limited community engagement, no plot', () => {
    const three = summarizeScale('emotion', aggregateOf([0.1, 0.2, 0.3]));
    expect(three.canPlot).toBe(false);
    expect(texts(three)).toEqual(['Limited community engagement so far. Please check back later.']);
    expect(three.lines[0]?.howWorkedOut).toBe(
      '3 members have interpreted this inTell so far; a plot needs at least 4.',
    );
    expect(summarizeScale('emotion', aggregateOf([0.1, 0.2, 0.3, 0.4])).canPlot).toBe(true);
  });

  it('4 members but fewer than 4 answers on the scale: limited data points', () => {
    const heart = summarizeScale('heartOfIssue', aggregateOf([0.9, 0.9, 0.9]), 4);
    expect(texts(heart)).toEqual(['Limited data points so far. Please check back later.']);
    expect(heart.lines[0]?.howWorkedOut).toBe(
      '3 answers on this scale so far; a plot needs at least 4.',
    );
    expect(texts(summarizeScale('heartOfIssue', aggregateOf([]), 4))).toEqual([
      'Limited data points so far. Please check back later.',
    ]);
    expect(summarizeScale('heartOfIssue', aggregateOf([0.9, 0.9, 0.9, 0.9]), 4).canPlot).toBe(true);
  });

  it('counts engagement across the scales', () => {
    const aggregates = emptyIdeaScaleAggregates();
    expect(engagementCount(aggregates)).toBe(0);
    aggregates.emotion = aggregateOf([0.5, 0.5, -0.5, 1, 0]);
    aggregates.heartOfIssue = aggregateOf([0.9]);
    expect(engagementCount(aggregates)).toBe(5);
    const all = summarizeIdeaScales(aggregates);
    expect(first(all.emotion)).toBe('Sentiment is somewhat positive');
    expect(first(all.heartOfIssue)).toBe('Limited data points so far. Please check back later.');
    expect(first(all.score)).toBe('Limited data points so far. Please check back later.');
    aggregates.emotion = aggregateOf([0.5, 0.5, -0.5]);
    expect(first(summarizeIdeaScales(aggregates).emotion)).toBe(
      'Limited community engagement so far. Please check back later.',
    );
  });
});

describe('agreement bands of the support level (content §9, ratio = mean ÷ deviation)', () => {
  it('words every band at and around its bounds, both ways', () => {
    const cases: [number, string][] = [
      [-2, 'Clear agreement that it damages the guiding question'],
      [-1, 'Clear agreement that it damages the guiding question'],
      [-0.99, 'Much more agreement than disagreement that it damages the guiding question'],
      [-0.65, 'Much more agreement than disagreement that it damages the guiding question'],
      [-0.64, 'More agreement than disagreement that it damages the guiding question'],
      [-0.35, 'More agreement than disagreement that it damages the guiding question'],
      [-0.34, 'Slightly more agreement than disagreement that it damages the guiding question'],
      [-0.15, 'Slightly more agreement than disagreement that it damages the guiding question'],
      [-0.14, 'Lack of consensus on whether it supports or damages the guiding question'],
      [0, 'Lack of consensus on whether it supports or damages the guiding question'],
      [0.14, 'Lack of consensus on whether it supports or damages the guiding question'],
      [0.15, 'Slightly more agreement than disagreement that it supports the guiding question'],
      [0.34, 'Slightly more agreement than disagreement that it supports the guiding question'],
      [0.35, 'More agreement than disagreement that it supports the guiding question'],
      [0.64, 'More agreement than disagreement that it supports the guiding question'],
      [0.65, 'Much more agreement than disagreement that it supports the guiding question'],
      [0.99, 'Much more agreement than disagreement that it supports the guiding question'],
      [1, 'Clear agreement that it supports the guiding question'],
    ];
    for (const [ratio, text] of cases) {
      expect([ratio, first(summary('supportLevel', ratio, 1))]).toEqual([ratio, text]);
    }
  });

  it('explains the numbers behind the sentence', () => {
    expect(summary('supportLevel', 0.5, 0.4, 12).lines[0]?.howWorkedOut).toBe(
      "12 responses; average 0.5; spread (standard deviation) 0.4. The ratio average ÷ spread is 1.25. 'Clear agreement that it supports the guiding question' is when the ratio is 1 or more.",
    );
    expect(summary('supportLevel', -0.2, 1).lines[0]?.howWorkedOut).toContain(
      "'Slightly more agreement than disagreement that it damages the guiding question' is when the ratio is above -0.35 and at most -0.15.",
    );
    expect(summary('supportLevel', 0, 1).lines[0]?.howWorkedOut).toContain(
      "'Lack of consensus on whether it supports or damages the guiding question' is when the ratio is above -0.15 and under 0.15.",
    );
    expect(summary('supportLevel', 0.7, 0).lines[0]?.howWorkedOut).toContain(
      'Every answer is the same, so the spread is 0 and the ratio average ÷ spread counts as infinite.',
    );
    expect(first(summary('supportLevel', 0, 0))).toBe(
      'Lack of consensus on whether it supports or damages the guiding question',
    );
  });

  it('names the way the class leans, never "disagreement" for a class agreeing on damage', () => {
    // Everyone says the inTell damages the question: the average is negative, the spread small.
    const damaged = summarizeScale('supportLevel', aggregateOf([-1, -0.66, -1, -0.66]));
    expect(first(damaged)).toBe('Clear agreement that it damages the guiding question');
    const supported = summarizeScale('supportLevel', aggregateOf([1, 0.66, 1, 0.66]));
    expect(first(supported)).toBe('Clear agreement that it supports the guiding question');
  });
});

describe('a guiding question’s answers (content §4 ‘101’: agree, disagree, unsure)', () => {
  it('words the same bands as agreement or disagreement with the question itself', () => {
    const positions = (mean: number, deviation: number) =>
      first(summarizePositions({ count: 10, mean, deviation }));
    expect(positions(0.85, 0.3)).toBe('Clear agreement with the guiding question');
    expect(positions(0.5, 1)).toBe('More agreement than disagreement with the guiding question');
    expect(positions(-0.2, 1)).toBe(
      'Slightly more disagreement than agreement with the guiding question',
    );
    expect(positions(-0.9, 0.1)).toBe('Clear disagreement with the guiding question');
    expect(positions(0, 1)).toBe('Lack of consensus on the guiding question');
    const lines = summarizePositions({ count: 8, mean: -0.5, deviation: 0.6 }).lines;
    expect(lines[0]?.howWorkedOut).toContain(
      "'Much more disagreement than agreement with the guiding question' is when the ratio is",
    );
    // Never the support scale's words for the question's own answers.
    for (const line of lines) expect(line.text).not.toMatch(/supports|damages/);
    expect(first(summarizePositions({ count: 3, mean: 1, deviation: 0 }))).toBe(
      'Limited community engagement so far. Please check back later.',
    );
  });
});

describe("'Wide range of responses' (content §9: deviation − |mean| above 0.4)", () => {
  it('adds the line on signed scales only above 0.4', () => {
    expect(texts(summary('supportLevel', 0.6, 1))).toEqual([
      'More agreement than disagreement that it supports the guiding question',
    ]);
    expect(texts(summary('supportLevel', 0.59, 1))).toEqual([
      'More agreement than disagreement that it supports the guiding question',
      'Wide range of responses',
    ]);
    expect(texts(summary('emotion', -0.59, 1))).toContain('Wide range of responses');
    expect(texts(summary('score', 0, 0.41))).toContain('Wide range of responses');
    expect(texts(summary('score', 0, 0.4))).not.toContain('Wide range of responses');
    expect(summary('emotion', 0.1, 0.6).lines[1]?.howWorkedOut).toBe(
      '10 responses; average 0.1; spread (standard deviation) 0.6. Spread 0.6 minus the size of the average 0.1 is 0.5, above 0.4.',
    );
  });
});

describe('signal and distortion bands of the score (content §9)', () => {
  it('words every band at and around its bounds', () => {
    const cases: [number, string][] = [
      [-2, 'Distortion dominates'],
      [-1, 'Distortion dominates'],
      [-0.99, 'Strong distortion'],
      [-0.65, 'Strong distortion'],
      [-0.64, 'Moderate distortion'],
      [-0.35, 'Moderate distortion'],
      [-0.34, 'Slight distortion'],
      [-0.15, 'Slight distortion'],
      [-0.14, 'Lack of consensus'],
      [0.14, 'Lack of consensus'],
      [0.15, 'Slight signal'],
      [0.34, 'Slight signal'],
      [0.35, 'Moderate signal'],
      [0.64, 'Moderate signal'],
      [0.65, 'Strong signal'],
      [0.99, 'Strong signal'],
      [1, 'Clear signal'],
      [1.99, 'Clear signal'],
      [2, 'Signal is loud and clear'],
    ];
    for (const [ratio, text] of cases) {
      expect([ratio, first(summary('score', ratio, 1))]).toEqual([ratio, text]);
    }
  });

  it("explains the score and the band's bounds", () => {
    const how = summary('score', 1.5, 1, 8).lines[0]?.howWorkedOut;
    expect(how).toBe(
      "Each response's score is its signal minus its distortion: signal = intent × soundness × confidence, distortion = (1 − intent) × (1 − soundness) × confidence. 8 responses; average 1.5; spread (standard deviation) 1. The ratio average ÷ spread is 1.5. 'Clear signal' is when the ratio is at least 1 and under 2.",
    );
    expect(summary('score', -0.7, 1).lines[0]?.howWorkedOut).toContain(
      "'Strong distortion' is when the ratio is above -1 and at most -0.65.",
    );
    expect(summary('score', -3, 1).lines[0]?.howWorkedOut).toContain(
      "'Distortion dominates' is when the ratio is -1 or less.",
    );
    expect(summary('score', 3, 1).lines[0]?.howWorkedOut).toContain(
      "'Signal is loud and clear' is when the ratio is 2 or more.",
    );
  });
});

describe('sentiment of the emotion (content §9)', () => {
  it('words the mean at and around 0.3, 0.5 and 1, both ways', () => {
    const cases: [number, string][] = [
      [-1, 'Sentiment is very negative'],
      [-0.99, 'Sentiment is generally negative'],
      [-0.5, 'Sentiment is generally negative'],
      [-0.49, 'Sentiment is somewhat negative'],
      [-0.3, 'Sentiment is somewhat negative'],
      [-0.29, 'Sentiment is neutral'],
      [0, 'Sentiment is neutral'],
      [0.29, 'Sentiment is neutral'],
      [0.3, 'Sentiment is somewhat positive'],
      [0.49, 'Sentiment is somewhat positive'],
      [0.5, 'Sentiment is generally positive'],
      [0.99, 'Sentiment is generally positive'],
      [1, 'Sentiment is very positive'],
    ];
    for (const [mean, text] of cases) {
      expect([mean, first(summary('emotion', mean, 0.1))]).toEqual([mean, text]);
    }
    expect(summary('emotion', -0.4, 0.1).lines[0]?.howWorkedOut).toBe(
      "10 responses; average -0.4; spread (standard deviation) 0.1. The average emotion is -0.4 (-1 very negative … 1 very positive). 'Sentiment is somewhat negative' is when the average is above -0.5 and at most -0.3.",
    );
  });
});

describe("good faith: 'Manipulative' below 0.5 (content §9)", () => {
  it('marks an average below 0.5, words 0.5 and above by the slider', () => {
    expect(first(summary('goodFaith', 0.49, 0.1))).toBe('Manipulative');
    expect(summary('goodFaith', 0.49, 0.1).lines[0]?.howWorkedOut).toBe(
      '10 responses; average 0.49; spread (standard deviation) 0.1. The average good faith is 0.49, below 0.5.',
    );
    expect(first(summary('goodFaith', 0.5, 0.1))).toBe('On average: somewhat in good faith');
    expect(first(summary('goodFaith', 0.9, 0.1))).toBe('On average: very much in good faith');
  });
});

describe('heart of issue (content §9: above 0.5, above 0.8)', () => {
  it('recommends above 0.5 and asks everyone above 0.8', () => {
    expect(first(summary('heartOfIssue', 0.5, 0.1))).toBe('On average: somewhat important');
    expect(first(summary('heartOfIssue', 0.51, 0.1))).toBe('Recommended');
    expect(first(summary('heartOfIssue', 0.8, 0.1))).toBe('Recommended');
    expect(first(summary('heartOfIssue', 0.81, 0.1))).toBe("Requires everyone's attention");
    expect(summary('heartOfIssue', 0.6, 0.1).lines[0]?.howWorkedOut).toBe(
      "10 responses; average 0.6; spread (standard deviation) 0.1. The average advocate review is 0.6. 'Recommended' is when the average is above 0.5 and at most 0.8.",
    );
    expect(summary('heartOfIssue', 0.9, 0.1).lines[0]?.howWorkedOut).toContain(
      "'Requires everyone's attention' is when the average is above 0.8.",
    );
  });
});

describe('author intent and soundness: the average in the slider words', () => {
  it('words the average', () => {
    expect(texts(summary('authorIntent', 0.2, 0.1))).toEqual(['On average: one-sided']);
    expect(texts(summary('sound', 0.8, 0.1))).toEqual(['On average: very sound']);
    expect(summary('sound', 0.5, 0.1).lines[0]?.howWorkedOut).toBe(
      "10 responses; average 0.5; spread (standard deviation) 0.1. The average answer is 0.5, which the slider words as 'Somewhat sound' ('Somewhat' from 0.25, 'Very' from 0.75).",
    );
  });

  it('gives the count, mean and deviation with the sentences', () => {
    const s = summarizeScale('sound', aggregateOf([0, 1, 0, 1]));
    expect(s).toMatchObject({ scale: 'sound', count: 4, mean: 0.5, deviation: 0.5, canPlot: true });
    expect(summarizeSpread('sound', null)).toMatchObject({ count: 0, mean: null, canPlot: false });
  });
});
