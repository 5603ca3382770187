import { binIndex } from '../scales/scale-aggregate';
import { AGGREGATE_HISTOGRAM } from '../constants';
import {
  VIEWPOINT_MIN_GROUP_SIZE,
  VIEWPOINT_MIN_RESPONDENTS,
  VIEWPOINT_SCALE_RANGE,
  VIEWPOINT_SCALES,
  type DisagreementKind,
  type ViewpointScale,
} from './viewpoint-constants';
import type { GroupedAnswer } from './viewpoint-inputs';
import {
  SAY_ENGLISH,
  sayDisagreement,
  sayScaleSentence,
  type ScaleSaying,
} from './viewpoint-sentences';
import type {
  Disagreement,
  ViewpointGroup,
  ViewpointGroupScale,
  ViewpointScaleSummary,
} from './viewpoint-schemas';

/**
 * Bridging on every scale and what kind of disagreement an inTell draws (DESIGN.md §12).
 *
 * Each group's mean is shrunk toward everyone's by PRIOR_ANSWERS answers, and a group weighs
 * n / (n + PRIOR_ANSWERS) in the geometric mean of the groups' shrunk means (on the scale mapped to
 * 0 … 1): the bridged score is high only when every group is high, and a handful of people cannot
 * swing it (Community Notes' intercept asks the same; this is its closed-form cousin, which needs
 * no model fitted per request).
 */
export const BRIDGING = Object.freeze({
  /** Answers' worth of everyone's mean added to each group's. */
  PRIOR_ANSWERS: 5,
  /** A spread (0 … 1 of the scale's range) from which the groups are said to differ. */
  SPLIT_FROM: 0.25,
  /**
   * Share of a scale's variance the groups explain (η²) from which the scale is said to split
   * them, for the kind of disagreement.
   */
  KIND_FROM: 0.3,
  /** Geometric means are taken of shrunk means no lower than this (log 0 is -∞). */
  FLOOR: 0.01,
} as const);

/** The bridged score's five bands on the scale mapped to 0 … 1, each 0.2 wide. */
export function bridgedBand(unit: number): 0 | 1 | 2 | 3 | 4 {
  return Math.min(4, Math.max(0, Math.floor(unit * 5))) as 0 | 1 | 2 | 3 | 4;
}

function toUnit(scale: ViewpointScale, value: number): number {
  const { min, max } = VIEWPOINT_SCALE_RANGE[scale];
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

function fromUnit(scale: ViewpointScale, unit: number): number {
  const { min, max } = VIEWPOINT_SCALE_RANGE[scale];
  return min + unit * (max - min);
}

/** One group's answers on a scale, mapped to 0 … 1. */
export interface GroupTally {
  count: number;
  sum: number;
}

/**
 * A scale's bridged score and spread from its groups' tallies (all on 0 … 1) and everyone's mean.
 * Pure arithmetic on any groups given: the callers leave out groups under three.
 */
export function bridgeGroups(
  groups: readonly GroupTally[],
  overallMean: number,
): { bridged: number; spread: number; shrunkMeans: number[] } {
  const k = BRIDGING.PRIOR_ANSWERS;
  const shrunkMeans = groups.map((g) => (g.sum + k * overallMean) / (g.count + k));
  let weighted = 0;
  let weights = 0;
  shrunkMeans.forEach((mean, i) => {
    const weight = groups[i]!.count / (groups[i]!.count + k);
    weighted += weight * Math.log(Math.max(BRIDGING.FLOOR, mean));
    weights += weight;
  });
  const bridged = weights === 0 ? overallMean : Math.exp(weighted / weights);
  const spread = shrunkMeans.length === 0 ? 0 : Math.max(...shrunkMeans) - Math.min(...shrunkMeans);
  return { bridged, spread, shrunkMeans };
}

/** Share of the answers' variance that the groups explain (η², 0 … 1). */
export function explainedByGroups(groups: readonly (readonly number[])[]): number {
  const all = groups.flat();
  if (all.length < 2) return 0;
  const mean = all.reduce((s, v) => s + v, 0) / all.length;
  const total = all.reduce((s, v) => s + (v - mean) ** 2, 0);
  // Answers all alike leave only rounding: nothing for the groups to explain.
  if (total < 1e-9 * all.length) return 0;
  const between = groups.reduce((s, g) => {
    if (g.length === 0) return s;
    const m = g.reduce((a, v) => a + v, 0) / g.length;
    return s + g.length * (m - mean) ** 2;
  }, 0);
  return between / total;
}

/** A scale's sentence: what every group grants, or where the groups part (its words' saying). */
export function bridgingSaying(
  bridgedUnit: number,
  spreadUnit: number,
  groups: readonly { index: number; unitMean: number }[],
): ScaleSaying {
  if (spreadUnit < BRIDGING.SPLIT_FROM) {
    return { kind: 'alike', groups: groups.length, band: bridgedBand(bridgedUnit) };
  }
  const ordered = [...groups].sort((a, b) => b.unitMean - a.unitMean);
  return {
    kind: 'differ',
    groups: ordered.map((g) => ({ index: g.index, band: bridgedBand(g.unitMean) })),
  };
}

/** A scale's sentence in English: what every group grants, or where the groups part. */
export function bridgingSentence(
  scale: ViewpointScale,
  bridgedUnit: number,
  spreadUnit: number,
  groups: readonly { index: number; unitMean: number }[],
): string {
  return sayScaleSentence(scale, bridgingSaying(bridgedUnit, spreadUnit, groups), SAY_ENGLISH);
}

/** Which scales tell of each kind of disagreement (D§12). */
const KIND_SCALES: Readonly<Record<Exclude<DisagreementKind, 'none'>, readonly ViewpointScale[]>> =
  {
    facts: ['sound'],
    values: ['values'],
    trust: ['authorIntent', 'goodFaith'],
    tone: ['emotion'],
  };

/**
 * What kind of disagreement the groups' answers show: the kind whose scales the groups explain
 * most of (η² from KIND_FROM), tone only when emotion alone splits them.
 */
export function disagreementOf(explained: Partial<Record<ViewpointScale, number>>): Disagreement {
  const strength = (kind: Exclude<DisagreementKind, 'none'>) =>
    Math.max(0, ...KIND_SCALES[kind].map((scale) => explained[scale] ?? 0));
  const above = (['facts', 'values', 'trust', 'tone'] as const)
    .map((kind) => ({ kind, share: strength(kind) }))
    .filter((k) => k.share >= BRIDGING.KIND_FROM)
    .sort((a, b) => b.share - a.share);
  const beyondTone = above.filter((k) => k.kind !== 'tone');
  const kind: DisagreementKind = beyondTone[0]?.kind ?? above[0]?.kind ?? 'none';
  return { kind, sentence: sayDisagreement(kind, SAY_ENGLISH) };
}

interface ScaleWork {
  scale: ViewpointScale;
  summary: ViewpointScaleSummary;
  saying: ScaleSaying;
  bridgedUnit: number;
  spreadUnit: number;
  explained: number;
}

function groupSizes(answers: readonly GroupedAnswer[]): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const { group } of answers) {
    if (group !== null) sizes.set(group, (sizes.get(group) ?? 0) + 1);
  }
  return sizes;
}

function scaleWork(answers: readonly GroupedAnswer[], scale: ViewpointScale): ScaleWork | null {
  const byGroup = new Map<number, number[]>();
  let respondents = 0;
  let unitSum = 0;
  for (const { group, answer } of answers) {
    const value = answer[scale];
    if (value === null) continue;
    respondents += 1;
    unitSum += toUnit(scale, value);
    if (group === null) continue;
    const list = byGroup.get(group) ?? [];
    list.push(value);
    byGroup.set(group, list);
  }
  const named = [...byGroup.entries()]
    .filter(([, values]) => values.length >= VIEWPOINT_MIN_GROUP_SIZE)
    .sort(([a], [b]) => a - b);
  if (respondents < VIEWPOINT_MIN_RESPONDENTS || named.length < 2) return null;
  const overall = unitSum / respondents;
  const { bridged, spread, shrunkMeans } = bridgeGroups(
    named.map(([, values]) => ({
      count: values.length,
      sum: values.reduce((s, v) => s + toUnit(scale, v), 0),
    })),
    overall,
  );
  const groups: ViewpointGroupScale[] = named.map(([index, values]) => {
    const histogram = Array.from({ length: AGGREGATE_HISTOGRAM.BINS }, () => 0);
    for (const v of values) histogram[binIndex(v)]! += 1;
    return {
      index,
      respondents: values.length,
      mean: values.reduce((s, v) => s + v, 0) / values.length,
      histogram,
    };
  });
  const { min, max } = VIEWPOINT_SCALE_RANGE[scale];
  const saying = bridgingSaying(
    bridged,
    spread,
    named.map(([index], i) => ({ index, unitMean: shrunkMeans[i]! })),
  );
  return {
    scale,
    saying,
    bridgedUnit: bridged,
    spreadUnit: spread,
    explained: explainedByGroups(named.map(([, values]) => values)),
    summary: {
      scale,
      bridged: fromUnit(scale, bridged),
      spread: spread * (max - min),
      sentence: sayScaleSentence(scale, saying, SAY_ENGLISH),
      saying,
      respondents,
      groups,
    },
  };
}

export interface IdeaViewpointSummary {
  respondents: number;
  groups: ViewpointGroup[];
  scales: ViewpointScaleSummary[];
  disagreement: Disagreement | null;
}

/**
 * An inTell's viewpoints from its respondents in one scope, each with her group there (D§12):
 * only groups of at least three respondents are named, and nothing is worked out below five
 * respondents or two named groups.
 */
export function summariseIdeaViewpoints(answers: readonly GroupedAnswer[]): IdeaViewpointSummary {
  const respondents = answers.length;
  const groups = [...groupSizes(answers).entries()]
    .filter(([, size]) => size >= VIEWPOINT_MIN_GROUP_SIZE)
    .sort(([a], [b]) => a - b)
    .map(([index, size]) => ({ index, size }));
  if (respondents < VIEWPOINT_MIN_RESPONDENTS || groups.length < 2) {
    return { respondents, groups: groups.length < 2 ? [] : groups, scales: [], disagreement: null };
  }
  const work = VIEWPOINT_SCALES.map((scale) => scaleWork(answers, scale)).filter(
    (w): w is ScaleWork => w !== null,
  );
  if (work.length === 0) return { respondents, groups, scales: [], disagreement: null };
  const explained = Object.fromEntries(work.map((w) => [w.scale, w.explained]));
  return {
    respondents,
    groups,
    scales: work.map((w) => w.summary),
    disagreement: disagreementOf(explained),
  };
}

/** From this spread (0 … 1 of a scale's range) on some scale an inTell divides a class. */
export const DIVIDING_FROM = BRIDGING.SPLIT_FROM;

export interface ClassIdeaFigures {
  respondents: number;
  /** Bridged soundness on 0 … 1; null when too few answered soundness in two groups. */
  bridgedSound: number | null;
  /** The widest spread on any scale, 0 … 1 of its range. */
  division: number;
  kind: DisagreementKind;
  sentence: string;
  /** The scale the sentence is about, and what it says (for the web app's words). */
  scale: ViewpointScale;
  saying: ScaleSaying;
}

/**
 * An inTell's figures for a class's 'bridges' and 'divides' lists: its bridged soundness, the
 * widest spread on any scale, and the sentence that tells which (null below the thresholds).
 */
export function classIdeaFigures(answers: readonly GroupedAnswer[]): ClassIdeaFigures | null {
  const respondents = answers.length;
  if (respondents < VIEWPOINT_MIN_RESPONDENTS) return null;
  const work = VIEWPOINT_SCALES.map((scale) => scaleWork(answers, scale)).filter(
    (w): w is ScaleWork => w !== null,
  );
  if (work.length === 0) return null;
  const widest = work.reduce((a, b) => (b.spreadUnit > a.spreadUnit ? b : a));
  const sound = work.find((w) => w.scale === 'sound') ?? null;
  const disagreement = disagreementOf(Object.fromEntries(work.map((w) => [w.scale, w.explained])));
  const divides = widest.spreadUnit >= DIVIDING_FROM;
  const said = divides ? widest : (sound ?? widest);
  return {
    respondents,
    bridgedSound: sound?.bridgedUnit ?? null,
    division: widest.spreadUnit,
    kind: divides ? disagreement.kind : 'none',
    sentence: said.summary.sentence,
    scale: said.scale,
    saying: said.saying,
  };
}
