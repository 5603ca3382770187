/**
 * 'Was I understood?' on the values (a set of chosen values, not a slider) and whether a revised
 * version closed the gap of its earlier one (issue 45, DESIGN.md §15), as pure functions. The
 * choices are in docs/decisions/2026-12-06-perception-and-calibration.md.
 */
import { VALUE_NAMES } from '../activities/answer-words';
import type { UnderstoodScale } from './calibration-constants';
import { UNDERSTOOD_MESSAGES, UNDERSTOOD_SCALE_NAMES } from './calibration-messages';
import { MIN_RESPONDENTS, type ScaleRange } from './perception-gap';

/** 'Most readers' is more than half of those who chose values. */
export const MOST_READERS = 0.5;

/** A revision's gap within this share of the scale of its earlier version's is 'about the same'. */
export const GAP_CHANGE_MARGIN = 0.05;

export interface ValueSeen {
  code: number;
  meant: boolean;
  /** The share of the readers who chose values that chose this one (0…1). */
  share: number;
}

export interface ValueDifference {
  code: number;
  /** 'unmeant': most readers saw it, she did not mean it; 'missed': she meant it, most did not. */
  kind: 'unmeant' | 'missed';
  share: number;
}

export interface ValuesOutcome {
  meant: number[];
  /** Readers who chose at least one value (a reader never asked for values is not counted). */
  respondents: number;
  /** Each value she meant or a reader saw, most seen first. */
  seen: ValueSeen[];
  /** The values she and most readers differ on: the unmeant ones (most seen first), then the missed. */
  differences: ValueDifference[];
  /**
   * The widest difference on any one value between her (1: meant, 0: not) and the share of
   * readers who saw it: 0 when every reader saw exactly her values, 1 when all saw one she did not
   * mean or none saw one she meant. A share of the 'scale', as a slider's gap is.
   */
  gap: number;
  said: 'asMeant' | 'differently';
}

/**
 * Her chosen values beside the sets readers chose; null below MIN_RESPONDENTS readers who chose
 * any, or when she chose none.
 */
export function understoodValues(
  meant: readonly number[],
  readerSets: readonly (readonly number[])[],
): ValuesOutcome | null {
  const sets = readerSets.filter((set) => set.length > 0).map((set) => new Set(set));
  if (meant.length === 0 || sets.length < MIN_RESPONDENTS) return null;
  const mine = new Set(meant);
  const counts = new Map<number, number>();
  for (const code of mine) counts.set(code, 0);
  for (const set of sets) for (const code of set) counts.set(code, (counts.get(code) ?? 0) + 1);
  const seen = [...counts.entries()]
    .map(([code, count]) => ({ code, meant: mine.has(code), share: count / sets.length }))
    // Most seen first; among equals her own first, then by code, so that one answer reads one way.
    .sort((a, b) => b.share - a.share || Number(b.meant) - Number(a.meant) || a.code - b.code);
  const unmeant: ValueDifference[] = seen
    .filter((value) => !value.meant && value.share > MOST_READERS)
    .map(({ code, share }) => ({ code, kind: 'unmeant', share }));
  const missed: ValueDifference[] = seen
    .filter((value) => value.meant && value.share < MOST_READERS)
    .reverse()
    .map(({ code, share }) => ({ code, kind: 'missed', share }));
  const gap = seen.reduce(
    (widest, value) => Math.max(widest, Math.abs((value.meant ? 1 : 0) - value.share)),
    0,
  );
  const differences = [...unmeant, ...missed];
  return {
    meant: [...mine],
    respondents: sets.length,
    seen,
    differences,
    gap,
    said: differences.length === 0 ? 'asMeant' : 'differently',
  };
}

export interface VersionGap {
  /** The gap in the scale's units (its sign is ignored: the size is compared). */
  gap: number;
  respondents: number;
}

export interface GapChange {
  /** The earlier version's |gap| as a share of the scale's length. */
  before: number;
  after: number;
  said: 'closed' | 'grew' | 'same';
}

/**
 * Whether a revision closed the gap between how its author meant it and how readers read it:
 * the two gaps as shares of the scale, 'same' within GAP_CHANGE_MARGIN. Null unless both rest on
 * MIN_RESPONDENTS readers or more.
 */
export function gapChange(
  earlier: VersionGap | null,
  later: VersionGap | null,
  range: ScaleRange,
): GapChange | null {
  if (!earlier || !later) return null;
  if (earlier.respondents < MIN_RESPONDENTS || later.respondents < MIN_RESPONDENTS) return null;
  const length = range.max - range.min;
  const before = Math.abs(earlier.gap) / length;
  const after = Math.abs(later.gap) / length;
  // A change of exactly the margin (up to rounding) is still 'about the same'.
  const change = after - before;
  const said =
    change < -GAP_CHANGE_MARGIN - 1e-9
      ? 'closed'
      : change > GAP_CHANGE_MARGIN + 1e-9
        ? 'grew'
        : 'same';
  return { before, after, said };
}

/** A value's name inside a sentence: 'fairness'. */
export function valueWord(code: number): string {
  return (VALUE_NAMES as Record<number, string | undefined>)[code]?.toLowerCase() ?? String(code);
}

/** The server's English sentence for one value she and most readers differ on. */
export function valueDifferenceSentence(
  difference: Pick<ValueDifference, 'code' | 'kind'>,
): string {
  const word = valueWord(difference.code);
  return difference.kind === 'unmeant'
    ? UNDERSTOOD_MESSAGES.VALUE_UNMEANT(word)
    : UNDERSTOOD_MESSAGES.VALUE_MISSED(word);
}

/** A gap as the sentences give it: a share of the scale with two decimals ('0.40'). */
export function gapShareWords(share: number): string {
  return share.toFixed(2);
}

/** The server's English sentence for a revision's gap beside its earlier version's. */
export function gapChangeSentence(scale: UnderstoodScale, change: GapChange): string {
  const words = [
    UNDERSTOOD_SCALE_NAMES[scale],
    gapShareWords(change.before),
    gapShareWords(change.after),
  ] as const;
  return change.said === 'closed'
    ? UNDERSTOOD_MESSAGES.GAP_CLOSED(...words)
    : change.said === 'grew'
      ? UNDERSTOOD_MESSAGES.GAP_GREW(...words)
      : UNDERSTOOD_MESSAGES.GAP_SAME(...words);
}
