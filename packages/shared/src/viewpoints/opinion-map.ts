import {
  VIEWPOINT_GROUP_COUNT,
  VIEWPOINT_MIN_ANSWERS_TO_PLACE,
  VIEWPOINT_MIN_GROUP_SIZE,
  VIEWPOINT_MIN_PLACED,
  VIEWPOINT_SCALE_RANGE,
  type ViewpointScale,
} from './viewpoint-constants';
import type { MemberAnswers, OpinionMap, PlacedMember, ViewpointAnswer } from './viewpoint-inputs';

/**
 * The opinion map of a scope (DESIGN.md §12), Pol.is' way: every member's answers as one row
 * (one column per inTell and scale, each centred on its mean; an unanswered one counts as that
 * mean), the two principal components by subspace iteration over the sparse rows, each member's
 * position scaled up by how few inTells she answered, then k-means for 2 … 5 groups keeping the k
 * with the best silhouette — and no groups at all unless that silhouette says they are clearly
 * apart (SPLIT_SILHOUETTE), so that one crowd is not cut in two.
 */

/** The scales a member's position is read from (score is made of them; emotion is one). */
export const MAP_SCALES: readonly ViewpointScale[] = [
  'sound',
  'authorIntent',
  'goodFaith',
  'values',
  'emotion',
  'supportLevel',
];

export const OPINION_MAP = Object.freeze({
  /**
   * A grouping is kept from this mean silhouette. One crowd with noise cut by k-means scores
   * about 0.35–0.5 (see docs/benchmarks.md, 'Viewpoints'), groups that are really apart 0.6 and
   * more.
   */
  SPLIT_SILHOUETTE: 0.55,
  /** Subspace iterations at most, and the change in the components under which it stops. */
  MAX_ITERATIONS: 40,
  TOLERANCE: 1e-5,
  /** k-means starts per k (the best kept), and rounds per start at most. */
  KMEANS_STARTS: 8,
  KMEANS_ROUNDS: 100,
  /** The silhouette is worked out on at most this many members (an even sample). */
  SILHOUETTE_SAMPLE: 1500,
} as const);

/** A small seeded generator (mulberry32), so that one scope's map is the same every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The members' answers as centred sparse rows (compressed: rowStart, column, value). */
interface SparseRows {
  rows: number;
  columns: number;
  rowStart: Int32Array;
  column: Int32Array;
  value: Float64Array;
  /** Per row: how many inTells she answered. */
  answered: Int32Array;
}

function toSigned(scale: ViewpointScale, value: number): number {
  const { min, max } = VIEWPOINT_SCALE_RANGE[scale];
  return Math.min(1, Math.max(-1, ((value - min) / (max - min)) * 2 - 1));
}

function sparseRows(members: readonly MemberAnswers[], ideaCount: number): SparseRows {
  const width = MAP_SCALES.length;
  const columns = ideaCount * width;
  let entries = 0;
  for (const m of members) entries += m.answers.length * width;
  const rowStart = new Int32Array(members.length + 1);
  const column = new Int32Array(entries);
  const value = new Float64Array(entries);
  const answered = new Int32Array(members.length);
  const sum = new Float64Array(columns);
  const count = new Int32Array(columns);
  let at = 0;
  members.forEach((m, row) => {
    rowStart[row] = at;
    const ideas = new Set<number>();
    for (const { ideaIndex, answer } of m.answers) {
      ideas.add(ideaIndex);
      MAP_SCALES.forEach((scale, s) => {
        const raw = answer[scale];
        if (raw === null) return;
        const c = ideaIndex * width + s;
        const v = toSigned(scale, raw);
        column[at] = c;
        value[at] = v;
        sum[c]! += v;
        count[c]! += 1;
        at += 1;
      });
    }
    answered[row] = ideas.size;
  });
  rowStart[members.length] = at;
  for (let i = 0; i < at; i += 1) {
    const c = column[i]!;
    value[i]! -= sum[c]! / count[c]!;
  }
  return {
    rows: members.length,
    columns,
    rowStart,
    column: column.subarray(0, at),
    value: value.subarray(0, at),
    answered,
  };
}

/** X·V for the two columns of V (each `columns` long): two numbers per row. */
function times(x: SparseRows, v0: Float64Array, v1: Float64Array): [Float64Array, Float64Array] {
  const y0 = new Float64Array(x.rows);
  const y1 = new Float64Array(x.rows);
  for (let r = 0; r < x.rows; r += 1) {
    let a = 0;
    let b = 0;
    for (let i = x.rowStart[r]!; i < x.rowStart[r + 1]!; i += 1) {
      const c = x.column[i]!;
      const v = x.value[i]!;
      a += v * v0[c]!;
      b += v * v1[c]!;
    }
    y0[r] = a;
    y1[r] = b;
  }
  return [y0, y1];
}

/** Xᵀ·Y for the two columns of Y. */
function timesTransposed(
  x: SparseRows,
  y0: Float64Array,
  y1: Float64Array,
): [Float64Array, Float64Array] {
  const w0 = new Float64Array(x.columns);
  const w1 = new Float64Array(x.columns);
  for (let r = 0; r < x.rows; r += 1) {
    const a = y0[r]!;
    const b = y1[r]!;
    for (let i = x.rowStart[r]!; i < x.rowStart[r + 1]!; i += 1) {
      const c = x.column[i]!;
      const v = x.value[i]!;
      w0[c]! += v * a;
      w1[c]! += v * b;
    }
  }
  return [w0, w1];
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i += 1) s += a[i]! * b[i]!;
  return s;
}

function normalise(a: Float64Array): boolean {
  const n = Math.sqrt(dot(a, a));
  if (n === 0 || !Number.isFinite(n)) return false;
  for (let i = 0; i < a.length; i += 1) a[i]! /= n;
  return true;
}

/** The sign that makes a component's largest entry positive, so that a map does not flip. */
function fixSign(a: Float64Array): void {
  let largest = 0;
  for (let i = 0; i < a.length; i += 1) if (Math.abs(a[i]!) > Math.abs(largest)) largest = a[i]!;
  if (largest < 0) for (let i = 0; i < a.length; i += 1) a[i] = -a[i]!;
}

/**
 * Turns the two directions within their plane so that the first carries the most variance (the
 * plane's 2×2 problem solved in closed form), as principal components are ordered.
 */
function alignWithinPlane(x: SparseRows, v0: Float64Array, v1: Float64Array): void {
  const [y0, y1] = times(x, v0, v1);
  const a = dot(y0, y0);
  const b = dot(y0, y1);
  const c = dot(y1, y1);
  const angle = 0.5 * Math.atan2(2 * b, a - c);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  for (let i = 0; i < v0.length; i += 1) {
    const p = v0[i]!;
    const q = v1[i]!;
    v0[i] = cos * p + sin * q;
    v1[i] = -sin * p + cos * q;
  }
}

/** The two leading principal directions of the centred rows (subspace iteration). */
function principalComponents(x: SparseRows, random: () => number): [Float64Array, Float64Array] {
  let v0: Float64Array = Float64Array.from({ length: x.columns }, () => random() - 0.5);
  let v1: Float64Array = Float64Array.from({ length: x.columns }, () => random() - 0.5);
  normalise(v0);
  normalise(v1);
  for (let round = 0; round < OPINION_MAP.MAX_ITERATIONS; round += 1) {
    const [y0, y1] = times(x, v0, v1);
    const [w0, w1] = timesTransposed(x, y0, y1);
    if (!normalise(w0)) break;
    const overlap = dot(w0, w1);
    for (let i = 0; i < w1.length; i += 1) w1[i]! -= overlap * w0[i]!;
    if (!normalise(w1)) w1.fill(0);
    // The plane they span has settled (the two may still turn within it: see the end).
    const kept = dot(w0, v0) ** 2 + dot(w0, v1) ** 2 + dot(w1, v0) ** 2 + dot(w1, v1) ** 2;
    const settled = 2 - kept < OPINION_MAP.TOLERANCE;
    v0 = w0;
    v1 = w1;
    if (settled) break;
  }
  alignWithinPlane(x, v0, v1);
  fixSign(v0);
  fixSign(v1);
  return [v0, v1];
}

type Point = readonly [number, number];

function distanceSquared(a: Point, b: Point): number {
  return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;
}

interface Clustering {
  labels: Int32Array;
  inertia: number;
}

/** k-means (Lloyd's, k-means++ starts), the best of several starts; plain loops, it runs often. */
export function kMeans(points: readonly Point[], k: number, random: () => number): Clustering {
  const n = points.length;
  const xs = Float64Array.from(points, (p) => p[0]);
  const ys = Float64Array.from(points, (p) => p[1]);
  const cx = new Float64Array(k);
  const cy = new Float64Array(k);
  const nearest = new Float64Array(n);
  const sumX = new Float64Array(k);
  const sumY = new Float64Array(k);
  const count = new Int32Array(k);
  let best: Clustering | null = null;
  for (let start = 0; start < OPINION_MAP.KMEANS_STARTS; start += 1) {
    const first = Math.floor(random() * n);
    cx[0] = xs[first]!;
    cy[0] = ys[first]!;
    for (let i = 0; i < n; i += 1) nearest[i] = (xs[i]! - cx[0]) ** 2 + (ys[i]! - cy[0]) ** 2;
    for (let c = 1; c < k; c += 1) {
      let total = 0;
      for (let i = 0; i < n; i += 1) total += nearest[i]!;
      let pick = random() * total;
      let chosen = n - 1;
      for (let i = 0; i < n; i += 1) {
        pick -= nearest[i]!;
        if (pick <= 0) {
          chosen = i;
          break;
        }
      }
      cx[c] = xs[chosen]!;
      cy[c] = ys[chosen]!;
      for (let i = 0; i < n; i += 1) {
        const d = (xs[i]! - cx[c]!) ** 2 + (ys[i]! - cy[c]!) ** 2;
        if (d < nearest[i]!) nearest[i] = d;
      }
    }
    const labels = new Int32Array(n).fill(-1);
    let inertia = 0;
    for (let round = 0; round < OPINION_MAP.KMEANS_ROUNDS; round += 1) {
      let moved = false;
      inertia = 0;
      sumX.fill(0);
      sumY.fill(0);
      count.fill(0);
      for (let i = 0; i < n; i += 1) {
        let label = 0;
        let d = Infinity;
        for (let c = 0; c < k; c += 1) {
          const e = (xs[i]! - cx[c]!) ** 2 + (ys[i]! - cy[c]!) ** 2;
          if (e < d) {
            d = e;
            label = c;
          }
        }
        if (labels[i] !== label) moved = true;
        labels[i] = label;
        inertia += d;
        sumX[label]! += xs[i]!;
        sumY[label]! += ys[i]!;
        count[label]! += 1;
      }
      for (let c = 0; c < k; c += 1) {
        if (count[c]! > 0) {
          cx[c] = sumX[c]! / count[c]!;
          cy[c] = sumY[c]! / count[c]!;
        }
      }
      if (!moved) break;
    }
    if (best === null || inertia < best.inertia) best = { labels, inertia };
  }
  return best!;
}

/** Mean silhouette of a clustering, on an even sample of at most SILHOUETTE_SAMPLE points. */
export function silhouette(points: readonly Point[], labels: Int32Array, k: number): number {
  const step = Math.max(1, Math.ceil(points.length / OPINION_MAP.SILHOUETTE_SAMPLE));
  const sample: number[] = [];
  for (let i = 0; i < points.length; i += step) sample.push(i);
  let total = 0;
  for (const i of sample) {
    const sums = new Float64Array(k);
    const counts = new Int32Array(k);
    for (const j of sample) {
      if (j === i) continue;
      sums[labels[j]!]! += Math.sqrt(distanceSquared(points[i]!, points[j]!));
      counts[labels[j]!]! += 1;
    }
    const own = labels[i]!;
    if (counts[own] === 0) continue;
    const a = sums[own]! / counts[own]!;
    let b = Infinity;
    for (let c = 0; c < k; c += 1)
      if (c !== own && counts[c]! > 0) b = Math.min(b, sums[c]! / counts[c]!);
    if (!Number.isFinite(b)) continue;
    const largest = Math.max(a, b);
    total += largest === 0 ? 0 : (b - a) / largest;
  }
  return sample.length === 0 ? 0 : total / sample.length;
}

/** Whether an answer says anything on the map's scales. */
export function answersAny(answer: ViewpointAnswer): boolean {
  return MAP_SCALES.some((scale) => answer[scale] !== null);
}

/** The seed of a scope's generator: from its size, so that the same answers give the same map. */
function seedOf(members: readonly MemberAnswers[], ideaCount: number): number {
  let h = 2166136261 ^ ideaCount;
  for (const m of members) {
    for (let i = 0; i < m.memberId.length; i += 1)
      h = Math.imul(h ^ m.memberId.charCodeAt(i), 16777619);
    h = Math.imul(h ^ m.answers.length, 16777619);
  }
  return h >>> 0;
}

/**
 * A scope's opinion map from its members' answers (`ideaIndex` below `ideaCount`). Members with
 * fewer than VIEWPOINT_MIN_ANSWERS_TO_PLACE inTells answered are left off; groups are numbered by
 * size, largest first.
 */
export function workOutOpinionMap(
  members: readonly MemberAnswers[],
  ideaCount: number,
  options: { splitSilhouette?: number } = {},
): OpinionMap {
  const splitFrom = options.splitSilhouette ?? OPINION_MAP.SPLIT_SILHOUETTE;
  // A skipped interpretation (nothing answered on the map's scales) places no one.
  const placeable = members
    .map((m) => ({ ...m, answers: m.answers.filter((a) => answersAny(a.answer)) }))
    .filter(
      (m) => new Set(m.answers.map((a) => a.ideaIndex)).size >= VIEWPOINT_MIN_ANSWERS_TO_PLACE,
    );
  if (placeable.length < VIEWPOINT_MIN_PLACED || ideaCount === 0) {
    return { placed: [], groupSizes: [], silhouette: 0 };
  }
  const random = seededRandom(seedOf(placeable, ideaCount));
  const x = sparseRows(placeable, ideaCount);
  const [v0, v1] = principalComponents(x, random);
  const [p0, p1] = times(x, v0, v1);
  const answeredIdeas = new Set<number>();
  for (const m of placeable) for (const a of m.answers) answeredIdeas.add(a.ideaIndex);
  const points: Point[] = placeable.map((_, r) => {
    const scale = Math.sqrt(answeredIdeas.size / Math.max(1, x.answered[r]!));
    return [p0[r]! * scale, p1[r]! * scale];
  });
  let best: { k: number; labels: Int32Array; silhouette: number } | null = null;
  for (let k = VIEWPOINT_GROUP_COUNT.MIN; k <= VIEWPOINT_GROUP_COUNT.MAX; k += 1) {
    if (points.length < k * VIEWPOINT_MIN_GROUP_SIZE) break;
    const { labels } = kMeans(points, k, random);
    const sizes = new Int32Array(k);
    labels.forEach((l) => {
      sizes[l]! += 1;
    });
    if (sizes.some((s) => s < VIEWPOINT_MIN_GROUP_SIZE)) continue;
    const score = silhouette(points, labels, k);
    if (best === null || score > best.silhouette) best = { k, labels, silhouette: score };
  }
  // A loop, not Math.max(...points): spreading 100,000 arguments overflows the stack.
  let largest = 1e-12;
  for (const p of points) largest = Math.max(largest, Math.hypot(p[0], p[1]));
  const split = best !== null && best.silhouette >= splitFrom ? best : null;
  let order: number[] = [];
  let groupSizes: number[] = [];
  if (split) {
    const sizes = Array.from({ length: split.k }, () => 0);
    const meanX = Array.from({ length: split.k }, () => 0);
    split.labels.forEach((l, i) => {
      sizes[l]! += 1;
      meanX[l]! += points[i]![0];
    });
    // Largest first; equal sizes by where they sit on the first axis, so the names stay put.
    const ranked = sizes
      .map((size, label) => ({ size, label, x: meanX[label]! / size }))
      .sort((a, b) => b.size - a.size || a.x - b.x);
    order = Array.from({ length: split.k }, () => 0);
    ranked.forEach((r, rank) => {
      order[r.label] = rank;
    });
    groupSizes = ranked.map((r) => r.size);
  }
  const placed: PlacedMember[] = placeable.map((m, i) => ({
    memberId: m.memberId,
    x: points[i]![0] / largest,
    y: points[i]![1] / largest,
    group: split ? order[split.labels[i]!]! : null,
  }));
  return { placed, groupSizes, silhouette: split?.silhouette ?? best?.silhouette ?? 0 };
}
