/**
 * Krippendorff's α for the interval metric (DESIGN.md §15, calibration keys and rater agreement):
 * how far a class's readings of the same inTells agree beyond what chance would give, from 1
 * (every reader placed each inTell alike) through 0 (no better than chance) to below 0 (readers
 * systematically disagree). Each unit is one inTell's values on one scale, one per reader; readers
 * need not have read every inTell (missing values are simply absent). Only units with two or more
 * values are pairable; the rest carry no information about agreement.
 *
 * With n pairable values in all, for the interval metric δ(a, b) = (a − b)²:
 *   Do = (1/n) Σ_u (1/(m_u − 1)) Σ_{i≠j in u} δ(v_i, v_j)
 *   De = (1/(n(n − 1))) Σ_{i≠j over all pairable values} δ(v_i, v_j)
 *   α = 1 − Do/De
 * Σ_{i≠j} (v_i − v_j)² = 2(m Σv² − (Σv)²), so a unit costs O(m), the whole O(n).
 */
export interface AgreementSums {
  /** Pairable values (in units with two or more). */
  values: number;
  /** Units with two or more values. */
  units: number;
  /** Σ_u of the unit's within-unit disagreement, already divided by m_u − 1. */
  within: number;
  sum: number;
  sumOfSquares: number;
}

/** One unit's share of the sums, or null when it is not pairable (fewer than two values). */
function unitSums(values: readonly number[]): AgreementSums | null {
  const m = values.length;
  if (m < 2) return null;
  let sum = 0;
  let sumOfSquares = 0;
  for (const v of values) {
    sum += v;
    sumOfSquares += v * v;
  }
  const pairsDisagreement = 2 * (m * sumOfSquares - sum * sum);
  return { values: m, units: 1, within: pairsDisagreement / (m - 1), sum, sumOfSquares };
}

function alphaOfSums(total: AgreementSums): number | null {
  const n = total.values;
  if (total.units === 0 || n < 2) return null;
  const observed = total.within / n;
  const expected = (2 * (n * total.sumOfSquares - total.sum * total.sum)) / (n * (n - 1));
  // Every value the same: agreement cannot be told from chance.
  if (expected <= 1e-12) return null;
  return 1 - observed / expected;
}

function addSums(into: AgreementSums, unit: AgreementSums): void {
  into.values += unit.values;
  into.units += unit.units;
  into.within += unit.within;
  into.sum += unit.sum;
  into.sumOfSquares += unit.sumOfSquares;
}

const noSums = (): AgreementSums => ({ values: 0, units: 0, within: 0, sum: 0, sumOfSquares: 0 });

/**
 * α (interval metric) of units of values; null when no unit has two values or every value is
 * the same.
 */
export function krippendorffAlpha(units: readonly (readonly number[])[]): number | null {
  const total = noSums();
  for (const unit of units) {
    const sums = unitSums(unit);
    if (sums) addSums(total, sums);
  }
  return alphaOfSums(total);
}

export interface RaterAgreement {
  alpha: number;
  /** The 95% band's ends (bootstrap over inTells, percentile method). */
  low: number;
  high: number;
  /** Pairable values and units α rests on. */
  values: number;
  items: number;
}

/** A small seeded generator (mulberry32): the same data always gives the same band. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The value at quantile q of sorted values (linear between neighbours). */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/**
 * α with its 95% band: the units (inTells) are drawn again with replacement `resamples` times and
 * α worked out for each draw; the band is the middle 95% of those. Drawing inTells rather than
 * single values keeps each inTell's readings together, as the class read them. Null when α itself
 * cannot be told.
 */
export function raterAgreement(
  units: readonly (readonly number[])[],
  options: { resamples?: number; seed?: number } = {},
): RaterAgreement | null {
  const pairable = units.map(unitSums).filter((sums): sums is AgreementSums => sums !== null);
  const total = noSums();
  for (const sums of pairable) addSums(total, sums);
  const alpha = alphaOfSums(total);
  if (alpha === null) return null;
  const resamples = options.resamples ?? 1000;
  const random = seededRandom(options.seed ?? 20261206);
  const alphas: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const draw = noSums();
    for (let i = 0; i < pairable.length; i++) {
      addSums(draw, pairable[Math.floor(random() * pairable.length)]!);
    }
    const drawn = alphaOfSums(draw);
    if (drawn !== null) alphas.push(drawn);
  }
  alphas.sort((a, b) => a - b);
  const band =
    alphas.length === 0
      ? { low: alpha, high: alpha }
      : { low: quantile(alphas, 0.025), high: quantile(alphas, 0.975) };
  return { alpha, ...band, values: total.values, items: total.units };
}
