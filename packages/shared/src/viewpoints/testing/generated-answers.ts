import { VIEWPOINT_SCALE_RANGE, type ViewpointScale } from '../viewpoint-constants';
import type { GroupedAnswer, MemberAnswers, ViewpointAnswer } from '../viewpoint-inputs';
import { MAP_SCALES } from '../opinion-map';

/**
 * Generated classes and inTells with planted viewpoint groups, for the tests and the benchmark
 * (issue 31). Values are drawn on -1 … 1 and mapped to each scale's range.
 */

export type Random = () => number;

/** A normal draw (Box–Muller). */
export function normal(random: Random): number {
  const u = Math.max(1e-12, random());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

function clip(v: number): number {
  return Math.max(-1, Math.min(1, v));
}

function fromSigned(scale: ViewpointScale, signed: number): number {
  const { min, max } = VIEWPOINT_SCALE_RANGE[scale];
  return min + ((clip(signed) + 1) / 2) * (max - min);
}

/** An answer from signed values on the map's scales (score left out: it is made of them). */
export function answerFromSigned(
  signed: Partial<Record<ViewpointScale, number | null>>,
): ViewpointAnswer {
  const answer: ViewpointAnswer = {
    sound: null,
    authorIntent: null,
    goodFaith: null,
    values: null,
    emotion: null,
    score: null,
    supportLevel: null,
  };
  for (const scale of Object.keys(signed) as ViewpointScale[]) {
    const v = signed[scale];
    answer[scale] = v === null || v === undefined ? null : fromSigned(scale, v);
  }
  return answer;
}

export interface GeneratedScope {
  members: MemberAnswers[];
  /** The planted group of each member, in order. */
  truth: number[];
  ideaCount: number;
}

export interface ScopeOptions {
  members?: number;
  ideas?: number;
  /** 1: no planted groups. */
  groups?: number;
  /** Standard deviation of each answer around its group's view (on -1 … 1). */
  noise?: number;
  /** Chance that a member answers a given inTell. */
  answerRate?: number;
  /** Chance that the groups see a given inTell differently at all. */
  differRate?: number;
}

/**
 * A scope whose members fall in `groups` planted groups: every inTell has a common view on each
 * scale, and on a share of them (differRate) each group's view is moved by up to ±0.7; a member
 * answers her group's view plus noise, and leaves some inTells and some scales unanswered.
 */
export function generateScope(random: Random, options: ScopeOptions = {}): GeneratedScope {
  const {
    members = 30,
    ideas = 40,
    groups = 2,
    noise = 0.3,
    answerRate = 0.8,
    differRate = 0.5,
  } = options;
  const views: number[][][] = []; // [idea][group][scale]
  for (let i = 0; i < ideas; i += 1) {
    const common = MAP_SCALES.map(() => random() * 1.2 - 0.6);
    const differs = random() < differRate;
    views.push(
      Array.from({ length: groups }, () =>
        common.map((c) => (differs ? clip(c + (random() * 1.4 - 0.7)) : c)),
      ),
    );
  }
  const truth = Array.from({ length: members }, (_, m) => m % groups);
  // Shuffled so that ids do not give the groups away.
  for (let i = truth.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [truth[i], truth[j]] = [truth[j]!, truth[i]!];
  }
  const generated: MemberAnswers[] = truth.map((group, m) => {
    const answers: MemberAnswers['answers'][number][] = [];
    for (let i = 0; i < ideas; i += 1) {
      if (random() >= answerRate) continue;
      const signed: Partial<Record<ViewpointScale, number | null>> = {};
      MAP_SCALES.forEach((scale, s) => {
        const skip = scale === 'values' ? 0.3 : scale === 'supportLevel' ? 0.4 : 0.05;
        signed[scale] =
          random() < skip ? null : clip(views[i]![group]![s]! + noise * normal(random));
      });
      answers.push({ ideaIndex: i, answer: answerFromSigned(signed) });
    }
    return { memberId: `member-${String(m).padStart(5, '0')}`, answers };
  });
  return { members: generated, truth, ideaCount: ideas };
}

/** Adjusted Rand index of two labellings of the same items (1 the same, about 0 by chance). */
export function adjustedRandIndex(a: readonly number[], b: readonly number[]): number {
  const pairs = (n: number) => (n * (n - 1)) / 2;
  const table = new Map<string, number>();
  const rows = new Map<number, number>();
  const columns = new Map<number, number>();
  a.forEach((x, i) => {
    const y = b[i]!;
    table.set(`${x}:${y}`, (table.get(`${x}:${y}`) ?? 0) + 1);
    rows.set(x, (rows.get(x) ?? 0) + 1);
    columns.set(y, (columns.get(y) ?? 0) + 1);
  });
  const index = [...table.values()].reduce((s, n) => s + pairs(n), 0);
  const rowPairs = [...rows.values()].reduce((s, n) => s + pairs(n), 0);
  const columnPairs = [...columns.values()].reduce((s, n) => s + pairs(n), 0);
  const expected = (rowPairs * columnPairs) / pairs(a.length);
  const most = (rowPairs + columnPairs) / 2;
  return most === expected ? 1 : (index - expected) / (most - expected);
}

/**
 * One inTell's answers by two planted groups that differ only on `differOn` (by `gap` on
 * -1 … 1), alike on every other scale, with noise.
 */
export function generateSplitIdea(
  random: Random,
  differOn: ViewpointScale,
  options: { sizes?: readonly number[]; gap?: number; noise?: number } = {},
): GroupedAnswer[] {
  const { sizes = [12, 12], gap = 1, noise = 0.25 } = options;
  const common = Object.fromEntries(MAP_SCALES.map((s) => [s, random() * 1.2 - 0.6])) as Record<
    ViewpointScale,
    number
  >;
  const centre = common[differOn];
  const answers: GroupedAnswer[] = [];
  sizes.forEach((size, group) => {
    const own = centre + (group === 0 ? gap / 2 : -gap / 2);
    for (let m = 0; m < size; m += 1) {
      const signed: Partial<Record<ViewpointScale, number>> = {};
      for (const scale of MAP_SCALES) {
        signed[scale] = clip((scale === differOn ? own : common[scale]) + noise * normal(random));
      }
      answers.push({ group, answer: answerFromSigned(signed) });
    }
  });
  return answers;
}
