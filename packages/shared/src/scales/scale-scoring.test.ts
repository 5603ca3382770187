import { describe, expect, it } from 'vitest';
import {
  agreementScore,
  canPlot,
  densityBandwidth,
  densityCurve,
  isAnswered,
  isWideRange,
  readAgreement,
  readHeartOfIssue,
  readSentiment,
  readSignal,
  reputationAfter,
  responseScore,
  spreadOf,
} from './scale-scoring';

describe('responseScore (content §9, DESIGN §6)', () => {
  it('signal = intent × soundness × confidence; distortion = (1−intent)(1−soundness)confidence', () => {
    const score = responseScore({ authorIntent: 0.8, sound: 0.5, confidence: 1 })!;
    expect(score.signal).toBeCloseTo(0.4);
    expect(score.distortion).toBeCloseTo(0.1);
    expect(score.x).toBeCloseTo(0.3);
    expect(score.manipulative).toBe(false);
  });

  it('missing confidence is 0.5 and missing intent 0', () => {
    const score = responseScore({ sound: 0.2, confidence: -2, authorIntent: null })!;
    expect(score.signal).toBe(0);
    expect(score.distortion).toBeCloseTo(1 * 0.8 * 0.5);
  });

  it('a divisive flag forces confidence 1 and soundness 0, even without a soundness answer', () => {
    const score = responseScore({ authorIntent: 0.5, confidence: 0.1, divisive: 8 })!;
    expect(score.signal).toBe(0);
    expect(score.distortion).toBeCloseTo(0.5);
    expect(responseScore({ authorIntent: 0.5, sound: 1, divisive: 0 })!.signal).toBeCloseTo(0.25);
  });

  it('good faith multiplies intent and marks below 0.5 as manipulative, 0.5 itself not', () => {
    const low = responseScore({ authorIntent: 1, sound: 1, confidence: 1, goodFaith: 0.4 })!;
    expect(low.signal).toBeCloseTo(0.4);
    expect(low.manipulative).toBe(true);
    const half = responseScore({ authorIntent: 1, sound: 1, confidence: 1, goodFaith: 0.5 })!;
    expect(half.manipulative).toBe(false);
    expect(responseScore({ authorIntent: 1, sound: 1, goodFaith: -2 })!.manipulative).toBe(false);
  });

  it('heart of issue above 0.5 boosts the signal by (1 + heartOfIssue − 0.5); 0.5 does not', () => {
    const base = { authorIntent: 1, sound: 1, confidence: 1 };
    expect(responseScore({ ...base, heartOfIssue: 0.5 })!.signal).toBe(1);
    expect(responseScore({ ...base, heartOfIssue: 0.9 })!.signal).toBeCloseTo(1.4);
    // The boost leaves distortion alone.
    const mixed = responseScore({ authorIntent: 0.5, sound: 0.5, confidence: 1, heartOfIssue: 1 })!;
    expect(mixed.distortion).toBeCloseTo(0.25);
    expect(mixed.signal).toBeCloseTo(0.25 * 1.5);
  });

  it('expert confidence (2 to 4) scales both parts', () => {
    const score = responseScore({ authorIntent: 1, sound: 1, confidence: 4 })!;
    expect(score.signal).toBe(4);
  });

  it('has no score without a soundness answer (a skipped interpretation)', () => {
    expect(responseScore({ authorIntent: 1, sound: -2 })).toBeNull();
    expect(responseScore({})).toBeNull();
    expect(isAnswered(Number.NaN)).toBe(false);
    expect(isAnswered(0)).toBe(true);
  });
});

describe('agreement (content §9)', () => {
  it('is the mean over the population standard deviation', () => {
    const spread = spreadOf([1, 0, 1, 0])!;
    expect(spread).toEqual({ count: 4, mean: 0.5, deviation: 0.5 });
    expect(agreementScore(spread)).toBe(1);
    expect(spreadOf([])).toBeNull();
  });

  it('is infinite in the mean’s direction when every response is the same, 0 at 0', () => {
    expect(agreementScore(spreadOf([0.5, 0.5])!)).toBe(Number.POSITIVE_INFINITY);
    expect(agreementScore(spreadOf([-0.2, -0.2])!)).toBe(Number.NEGATIVE_INFINITY);
    expect(agreementScore(spreadOf([0, 0])!)).toBe(0);
  });

  it('reads each band from its lower bound, both ways', () => {
    const read = (score: number) => readAgreement(score);
    expect(read(0.149)).toEqual({ band: 'lackOfConsensus', direction: null });
    expect(read(-0.149)).toEqual({ band: 'lackOfConsensus', direction: null });
    expect(read(0.15)).toEqual({ band: 'slightlyMore', direction: 'agreement' });
    expect(read(-0.15)).toEqual({ band: 'slightlyMore', direction: 'disagreement' });
    expect(read(0.35).band).toBe('more');
    expect(read(0.649).band).toBe('more');
    expect(read(0.65).band).toBe('muchMore');
    expect(read(0.999).band).toBe('muchMore');
    expect(read(1).band).toBe('clear');
    expect(read(Number.NEGATIVE_INFINITY)).toEqual({ band: 'clear', direction: 'disagreement' });
  });

  it("calls a deviation more than 0.4 above |mean| a 'Wide range of responses'", () => {
    expect(isWideRange({ count: 4, mean: 0.1, deviation: 0.5 })).toBe(false);
    expect(isWideRange({ count: 4, mean: -0.1, deviation: 0.51 })).toBe(true);
  });
});

describe('readSignal (content §9)', () => {
  it('reads the signal bands and mirrors them for distortion', () => {
    const cases: [number, string][] = [
      [0, 'lackOfConsensus'],
      [0.149, 'lackOfConsensus'],
      [-0.149, 'lackOfConsensus'],
      [0.15, 'slightSignal'],
      [0.35, 'moderateSignal'],
      [0.65, 'strongSignal'],
      [0.999, 'strongSignal'],
      [1, 'clearSignal'],
      [1.999, 'clearSignal'],
      [2, 'loudAndClear'],
      [-0.15, 'slightDistortion'],
      [-0.35, 'moderateDistortion'],
      [-0.65, 'strongDistortion'],
      [-0.999, 'strongDistortion'],
      [-1, 'distortionDominates'],
      [-5, 'distortionDominates'],
    ];
    for (const [score, band] of cases) expect(readSignal(score), String(score)).toBe(band);
  });
});

describe('readSentiment and readHeartOfIssue (content §9)', () => {
  it('reads the mean emotion from 0.3, 0.5 and 1, both signs', () => {
    expect(readSentiment(0.299)).toBeNull();
    expect(readSentiment(0.3)).toEqual({ strength: 'somewhat', sign: 'positive' });
    expect(readSentiment(-0.5)).toEqual({ strength: 'generally', sign: 'negative' });
    expect(readSentiment(1)).toEqual({ strength: 'very', sign: 'positive' });
  });

  it('heart of issue: above 0.8 everyone, above 0.5 recommended, the bounds themselves not', () => {
    expect(readHeartOfIssue(0.5)).toBeNull();
    expect(readHeartOfIssue(0.51)).toBe('recommended');
    expect(readHeartOfIssue(0.8)).toBe('recommended');
    expect(readHeartOfIssue(0.81)).toBe('everyone');
  });
});

describe('plots and reputation', () => {
  it('plots from 4 responses', () => {
    expect(canPlot(3)).toBe(false);
    expect(canPlot(4)).toBe(true);
  });

  it('gives 10 points for a first interpretation, takes 2 per change, never below 0', () => {
    expect(reputationAfter(0, 'first')).toBe(10);
    expect(reputationAfter(10, 'change')).toBe(8);
    expect(reputationAfter(1, 'change')).toBe(0);
  });

  it('draws a density over the axis that integrates to about 1 and peaks near the values', () => {
    const curve = densityCurve([0.5, 0.52, 0.48, 0.5]);
    expect(curve[0]!.x).toBeCloseTo(-1.15);
    expect(curve.at(-1)!.x).toBeCloseTo(1.15);
    const step = curve[1]!.x - curve[0]!.x;
    const area = curve.reduce((sum, p) => sum + p.density * step, 0);
    expect(area).toBeGreaterThan(0.95);
    expect(area).toBeLessThan(1.05);
    const peak = curve.reduce((best, p) => (p.density > best.density ? p : best));
    expect(Math.abs(peak.x - 0.5)).toBeLessThan(0.05);
  });

  it('weights the values, and is flat zero with no values or no weight', () => {
    const curve = densityCurve([-0.8, 0.8], { weights: [1, 0.1] });
    const at = (x: number) =>
      curve.reduce((a, p) => (Math.abs(p.x - x) < Math.abs(a.x - x) ? p : a));
    expect(at(-0.8).density).toBeGreaterThan(at(0.8).density * 5);
    expect(densityCurve([]).every((p) => p.density === 0)).toBe(true);
    expect(densityCurve([0.2], { weights: [0] }).every((p) => p.density === 0)).toBe(true);
  });

  it("draws a part of a set on the whole's terms: never above it, its share of the area", () => {
    const all = [-0.5, 0.1, 0.2, 0.3, 0.9];
    const weights = [1, 0.5, 0.5, 1, 0.1];
    const whole = densityCurve(all, { weights });
    const bandwidth = densityBandwidth(all);
    const part = densityCurve([0.1, 0.2, 0.3], {
      weights: [0.5, 0.5, 1],
      bandwidth,
      totalWeight: 3.1,
    });
    part.forEach((p, i) => expect(p.density).toBeLessThanOrEqual(whole[i]!.density + 1e-12));
    const area = (curve: typeof whole) =>
      curve.reduce((sum, p) => sum + p.density, 0) * (2.3 / (curve.length - 1));
    expect(area(part) / area(whole)).toBeCloseTo(2 / 3.1, 1);
    // Without the whole's terms a tight part peaks higher than the whole.
    const alone = densityCurve([0.1, 0.2, 0.3], { weights: [0.5, 0.5, 1] });
    expect(Math.max(...alone.map((p) => p.density))).toBeGreaterThan(
      Math.max(...whole.map((p) => p.density)),
    );
    expect(densityBandwidth([])).toBe(0.05);
    expect(densityBandwidth([0.4, 0.4])).toBe(0.05);
  });
});

describe("densityCurve on a scale's own range", () => {
  const trapezoid = (curve: { x: number; density: number }[]) =>
    curve.slice(1).reduce((sum, p, i) => {
      const q = curve[i] as { x: number; density: number };
      return sum + ((p.density + q.density) / 2) * (p.x - q.x);
    }, 0);

  it('draws no density outside 0 … 1 and still integrates to about 1 inside it', () => {
    const curve = densityCurve([0, 0.05, 0.95, 1, 0.5], { domain: { min: 0, max: 1 } });
    expect(curve[0]?.x).toBe(0);
    expect(curve.at(-1)?.x).toBe(1);
    expect(curve.every((p) => p.x >= 0 && p.x <= 1)).toBe(true);
    expect(trapezoid(curve)).toBeCloseTo(1, 2);
  });

  it('folds the density that would spill past an end back inside (reflection)', () => {
    const plain = densityCurve([0, 0, 0, 0]);
    const folded = densityCurve([0, 0, 0, 0], { domain: { min: 0, max: 1 } });
    const atZero = (c: { x: number; density: number }[]) =>
      c.reduce((best, p) => (Math.abs(p.x) < Math.abs(best.x) ? p : best)).density;
    expect(atZero(folded)).toBeCloseTo(2 * atZero(plain), 1);
  });

  it('brings answers outside the range to its nearest end', () => {
    const domain = { min: 0, max: 1 };
    expect(densityCurve([-0.2, 1.3, 0.4], { domain })).toEqual(
      densityCurve([0, 1, 0.4], { domain }),
    );
  });
});
