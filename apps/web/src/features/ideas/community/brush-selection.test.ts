import type { IdeaScalePlotData } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import {
  countSelected,
  normalizeRange,
  selectRespondents,
  weightedColumn,
} from './brush-selection';

const data: IdeaScalePlotData = {
  total: 4,
  emotion: [0.5, -0.2, null, 1],
  authorIntent: [0.9, 0.1, 0.4, null],
  sound: [0.5, 0.5, 0.5, 0.5],
  score: [0.2, -0.3, null, 0.9],
  confidence: [1, null, 0.1, 4],
  supportLevel: [null, null, null, null],
  mine: 0,
};

describe('brush selection', () => {
  it('orders, clamps to the axis and rounds a brushed range', () => {
    expect(normalizeRange('emotion', 0.8, -0.3)).toEqual({ scale: 'emotion', min: -0.3, max: 0.8 });
    expect(normalizeRange('score', -3, 2)).toEqual({ scale: 'score', min: -1.15, max: 1.15 });
    // A 0 … 1 scale's axis is -0.075 … 1.075, its ends rounded to hundredths.
    expect(normalizeRange('authorIntent', -1, 2)).toEqual({
      scale: 'authorIntent',
      min: -0.07,
      max: 1.08,
    });
    expect(normalizeRange('sound', 0.12345, 0.6789)).toEqual({
      scale: 'sound',
      min: 0.12,
      max: 0.68,
    });
  });

  it('selects the answered respondents inside the range, ends included', () => {
    const mask = selectRespondents(data, { scale: 'emotion', min: -0.2, max: 0.5 });
    expect(mask).toEqual([true, true, false, false]);
    expect(countSelected(mask)).toBe(2);
    expect(selectRespondents(data, { scale: 'supportLevel', min: -1, max: 1 })).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('weights each answer by its confidence, 0.5 when none was given', () => {
    expect(weightedColumn(data, 'authorIntent')).toEqual({
      values: [0.9, 0.1, 0.4],
      weights: [1, 0.5, 0.1],
    });
    const mask = [false, true, true, true];
    expect(weightedColumn(data, 'score', mask)).toEqual({ values: [-0.3, 0.9], weights: [0.5, 4] });
  });
});
