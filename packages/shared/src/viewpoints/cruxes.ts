import { CRUX_LIMIT, VIEWPOINT_MIN_GROUP_SIZE } from './viewpoint-constants';
import { SAY_ENGLISH, sayCruxReason, type CruxSaying } from './viewpoint-sentences';
import { BRIDGING } from './idea-viewpoints';
import type { CruxFound, QuestionTree, TreeLink } from './viewpoint-inputs';

/**
 * The crux finder (DESIGN.md §12): on a guiding question's tree, the linked inTells on which the
 * groups' answers to the question most depend. Each inTell weighs how far the groups part on it —
 * the spread of their (shrunk) soundness, and of their ratings of its link toward the question —
 * times how much the question rests on it: the strength of each link on its path to the question
 * (how strongly people rate it, for or against, shrunk toward none by two ratings), multiplied.
 */
export const CRUXES = Object.freeze({
  /** Ratings' worth of 'no bearing' added to a link's strength. */
  PRIOR_RATINGS: 2,
  /** An inTell is named a crux from this weight (both spreads 0 … 1, times the reliance). */
  MIN_WEIGHT: 0.08,
} as const);

interface Step {
  /** The inTell one step nearer the question. */
  toward: string;
  link: TreeLink;
}

/** Each inTell's first step on its shortest path to the question (breadth first). */
function pathsToQuestion(tree: QuestionTree): Map<string, Step> {
  const neighbours = new Map<string, { other: string; link: TreeLink }[]>();
  const add = (from: string, other: string, link: TreeLink) => {
    const list = neighbours.get(from) ?? [];
    list.push({ other, link });
    neighbours.set(from, list);
  };
  for (const link of tree.links) {
    if (link.cause === link.effect) continue;
    add(link.cause, link.effect, link);
    add(link.effect, link.cause, link);
  }
  const steps = new Map<string, Step>();
  const seen = new Set([tree.questionId]);
  let frontier = [tree.questionId];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const { other, link } of neighbours.get(id) ?? []) {
        if (seen.has(other)) continue;
        seen.add(other);
        steps.set(other, { toward: id, link });
        next.push(other);
      }
    }
    frontier = next;
  }
  return steps;
}

/** How strongly a link is rated either way, 0 … 1, shrunk toward none for few ratings. */
function linkStrength(link: TreeLink): number {
  const total = link.ratings.reduce((s, r) => s + Math.min(1, Math.abs(r.level)), 0);
  return total / (link.ratings.length + CRUXES.PRIOR_RATINGS);
}

/**
 * The groups' shrunk means of some answers on 0 … 1 (only groups of at least three), and their
 * spread; null with fewer than two such groups.
 */
function groupSpread(
  answers: ReadonlyArray<{ memberId: string; unit: number }>,
  groupOf: (memberId: string) => number | null,
): { spread: number; high: number; low: number } | null {
  if (answers.length === 0) return null;
  const overall = answers.reduce((s, a) => s + a.unit, 0) / answers.length;
  const tallies = new Map<number, { count: number; sum: number }>();
  for (const a of answers) {
    const group = groupOf(a.memberId);
    if (group === null) continue;
    const t = tallies.get(group) ?? { count: 0, sum: 0 };
    t.count += 1;
    t.sum += a.unit;
    tallies.set(group, t);
  }
  const means = [...tallies.entries()]
    .filter(([, t]) => t.count >= VIEWPOINT_MIN_GROUP_SIZE)
    .map(([group, t]) => ({
      group,
      mean: (t.sum + BRIDGING.PRIOR_ANSWERS * overall) / (t.count + BRIDGING.PRIOR_ANSWERS),
    }))
    .sort((a, b) => b.mean - a.mean || a.group - b.group);
  if (means.length < 2) return null;
  return {
    spread: means[0]!.mean - means.at(-1)!.mean,
    high: means[0]!.group,
    low: means.at(-1)!.group,
  };
}

/** What a crux's reason says: who finds it sounder, who rates its link higher, how deep it is. */
export function cruxSayingOf(
  sound: { spread: number; high: number; low: number } | null,
  link: { spread: number; high: number; low: number } | null,
  depth: number,
): CruxSaying {
  const soundSpread = sound?.spread ?? 0;
  const linkSpread = link?.spread ?? 0;
  const sounder =
    sound && soundSpread >= linkSpread ? { higher: sound.high, lower: sound.low, far: true } : null;
  const supports =
    link && linkSpread > 0 && (linkSpread > soundSpread || linkSpread >= BRIDGING.SPLIT_FROM / 2)
      ? {
          higher: link.high,
          lower: link.low,
          target: depth === 1 ? ('question' as const) : ('linked' as const),
        }
      : null;
  return {
    // Neither said: the sounder group, not 'far'.
    sounder:
      sounder ??
      (supports === null && sound ? { higher: sound.high, lower: sound.low, far: false } : null),
    supports,
    depth,
  };
}

/**
 * The question's cruxes, strongest first, at most CRUX_LIMIT; none without two groups of three.
 * `groupOf` gives a member's group in the scope (null: none).
 */
export function findCruxes(
  tree: QuestionTree,
  groupOf: (memberId: string) => number | null,
): CruxFound[] {
  const steps = pathsToQuestion(tree);
  const found: CruxFound[] = [];
  for (const [ideaId, step] of steps) {
    let reliance = 1;
    let depth = 0;
    for (let at: Step | undefined = step; at; at = steps.get(at.toward)) {
      reliance *= linkStrength(at.link);
      depth += 1;
      if (at.toward === tree.questionId) break;
    }
    const sound = groupSpread(
      (tree.soundness.get(ideaId) ?? []).map((a) => ({
        memberId: a.memberId,
        unit: Math.min(1, Math.max(0, a.sound)),
      })),
      groupOf,
    );
    const link = groupSpread(
      step.link.ratings.map((r) => ({
        memberId: r.memberId,
        unit: (Math.min(1, Math.max(-1, r.level)) + 1) / 2,
      })),
      groupOf,
    );
    if (!sound && !link) continue;
    const weight = ((sound?.spread ?? 0) + (link?.spread ?? 0)) * reliance;
    if (weight < CRUXES.MIN_WEIGHT) continue;
    const saying = cruxSayingOf(sound, link, depth);
    found.push({ ideaId, reason: sayCruxReason(saying, SAY_ENGLISH), saying, weight });
  }
  return found
    .sort((a, b) => b.weight - a.weight || a.ideaId.localeCompare(b.ideaId))
    .slice(0, CRUX_LIMIT);
}
