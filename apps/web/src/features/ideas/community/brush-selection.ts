import {
  DEFAULT_CONFIDENCE,
  PLOT_AXIS_RANGE,
  plotAxisRange,
  type IdeaScalePlotData,
  type PlotScaleName,
} from '@thoughtful/shared';

/**
 * Brushing the community's plots (content §9): a range on one scale selects the respondents whose
 * answer there lies in it; every plot then draws that selection against everyone. The plot data
 * is columnar, one respondent at the same index in every column, so a selection is a mask.
 */
export interface BrushRange {
  scale: PlotScaleName;
  min: number;
  max: number;
}

/** A scale's plot axis (the confidence column has no plot: the -1.15 … 1.15 axis). */
export function brushAxis(scale: PlotScaleName): { min: number; max: number } {
  return scale === 'confidence'
    ? { min: PLOT_AXIS_RANGE.MIN, max: PLOT_AXIS_RANGE.MAX }
    : plotAxisRange(scale);
}

/** A brush range with its ends in order and inside the scale's plot axis. */
export function normalizeRange(scale: PlotScaleName, a: number, b: number): BrushRange {
  const axis = brushAxis(scale);
  const clamp = (value: number) => Math.min(axis.max, Math.max(axis.min, value));
  const round = (value: number) => Math.round(value * 100) / 100;
  return { scale, min: round(clamp(Math.min(a, b))), max: round(clamp(Math.max(a, b))) };
}

/** Which respondents the range selects: answered on its scale, between its ends (inclusive). */
export function selectRespondents(data: IdeaScalePlotData, range: BrushRange): boolean[] {
  return data[range.scale].map(
    (value) => value !== null && value >= range.min && value <= range.max,
  );
}

/** How many respondents a mask selects. */
export function countSelected(mask: readonly boolean[]): number {
  return mask.reduce((sum, selected) => sum + (selected ? 1 : 0), 0);
}

export interface WeightedValues {
  values: number[];
  /** Each answer's weight: the respondent's confidence (0.5 when not given), as the scores count it. */
  weights: number[];
}

/**
 * One scale's answers with their weights, of everyone or of the respondents a mask selects;
 * unanswered ones are left out.
 */
export function weightedColumn(
  data: IdeaScalePlotData,
  scale: PlotScaleName,
  mask: readonly boolean[] | null = null,
): WeightedValues {
  const values: number[] = [];
  const weights: number[] = [];
  data[scale].forEach((value, index) => {
    if (value === null || (mask !== null && !mask[index])) return;
    values.push(value);
    weights.push(data.confidence[index] ?? DEFAULT_CONFIDENCE);
  });
  return { values, weights };
}
