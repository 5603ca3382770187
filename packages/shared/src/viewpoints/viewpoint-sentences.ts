import type { DisagreementKind, ViewpointScale } from './viewpoint-constants';
import {
  CRUX_REASONS,
  DISAGREEMENT_SENTENCES,
  VIEWPOINT_GROUPS,
  VIEWPOINT_PHRASES,
  VIEWPOINT_SENTENCES,
  VIEWPOINT_TOPICS,
} from './viewpoint-sentence-messages';

/**
 * The one composer of the viewpoints' sentences (DESIGN.md §12, issue 44): from what a sentence
 * says (a `saying`, which the server sends beside its English) and a `say` that words one message
 * by its code. The server says them in English (`SAY_ENGLISH`: each constant as it is); the web
 * app with `useSharedMessage()`, in the reader's language. Every word goes through `say`.
 */

/**
 * Words one message: its code (`VIEWPOINT_PHRASES.sound4Many`), its English as the constant
 * makes it, and a function's arguments by position (already said, in the same language).
 */
export type ViewpointSay = (
  code: string,
  english: string,
  values?: readonly (string | number)[],
) => string;

/** Each message as its constant says it: the server's English. */
export const SAY_ENGLISH: ViewpointSay = (_code, english) => english;

/** A bridged band: 0 (low) … 4 (high) on the scale mapped to 0 … 1. */
export type SayingBand = 0 | 1 | 2 | 3 | 4;

/**
 * What a scale's sentence says: every group alike, in the bridged band; or where the groups part,
 * each group's band, in the order the sentence names them (highest first).
 */
export type ScaleSaying =
  | { kind: 'alike'; groups: number; band: SayingBand }
  | { kind: 'differ'; groups: { index: number; band: SayingBand }[] };

/** Two groups, the higher first. */
export interface GroupPair {
  higher: number;
  lower: number;
}

/**
 * What a crux's reason says: which group finds it (far) sounder, which rates it as supporting the
 * question or what it is linked to (`target`), each when said; and how many links away from the
 * question it is (`depth`, 1: linked to it).
 */
export interface CruxSaying {
  sounder: (GroupPair & { far: boolean }) | null;
  supports: (GroupPair & { target: 'question' | 'linked' }) | null;
  depth: number;
}

/** 'Group A', 'Group B' … by the group's index (0 = A). */
export function sayGroupName(index: number, say: ViewpointSay): string {
  const letter = String.fromCharCode(65 + index);
  return say('VIEWPOINT_GROUPS.name', VIEWPOINT_GROUPS.name(letter), [letter]);
}

function sayPhrase(
  scale: ViewpointScale,
  band: SayingBand,
  form: 'Many' | 'One',
  say: ViewpointSay,
): string {
  const key: keyof typeof VIEWPOINT_PHRASES = `${scale}${band}${form}`;
  return say(`VIEWPOINT_PHRASES.${key}`, VIEWPOINT_PHRASES[key]);
}

/** A scale's sentence: what every group grants, or where the groups part. */
export function sayScaleSentence(
  scale: ViewpointScale,
  saying: ScaleSaying,
  say: ViewpointSay,
): string {
  const S = VIEWPOINT_SENTENCES;
  if (saying.kind === 'alike') {
    const phrase = sayPhrase(scale, saying.band, 'Many', say);
    return saying.groups === 2
      ? say('VIEWPOINT_SENTENCES.bothGroups', S.bothGroups(phrase), [phrase])
      : say('VIEWPOINT_SENTENCES.allGroups', S.allGroups(saying.groups, phrase), [
          saying.groups,
          phrase,
        ]);
  }
  const parts = saying.groups.map(({ index, band }) => {
    const group = sayGroupName(index, say);
    const phrase = sayPhrase(scale, band, 'One', say);
    return say('VIEWPOINT_SENTENCES.groupSays', S.groupSays(group, phrase), [group, phrase]);
  });
  let listed = parts[0] ?? '';
  if (parts.length === 2) {
    listed = say('VIEWPOINT_SENTENCES.twoGroups', S.twoGroups(listed, parts[1]!), [
      listed,
      parts[1]!,
    ]);
  } else if (parts.length > 2) {
    for (const next of parts.slice(1, -1)) {
      listed = say('VIEWPOINT_SENTENCES.listMore', S.listMore(listed, next), [listed, next]);
    }
    const last = parts.at(-1)!;
    listed = say('VIEWPOINT_SENTENCES.listLast', S.listLast(listed, last), [listed, last]);
  }
  const topic = say(`VIEWPOINT_TOPICS.${scale}`, VIEWPOINT_TOPICS[scale]);
  return say('VIEWPOINT_SENTENCES.differ', S.differ(topic, listed), [topic, listed]);
}

/** What kind of disagreement the groups show, in a sentence. */
export function sayDisagreement(kind: DisagreementKind, say: ViewpointSay): string {
  return say(`DISAGREEMENT_SENTENCES.${kind}`, DISAGREEMENT_SENTENCES[kind]);
}

/** Why an inTell is a crux: who parts from whom on it, and how it bears on the question. */
export function sayCruxReason(saying: CruxSaying, say: ViewpointSay): string {
  const R = CRUX_REASONS;
  const pair = (
    code: 'farSounder' | 'sounder' | 'supportsQuestion' | 'supportsLinked',
    { higher, lower }: GroupPair,
  ) => {
    const first = sayGroupName(higher, say);
    const second = sayGroupName(lower, say);
    return say(`CRUX_REASONS.${code}`, R[code](first, second), [first, second]);
  };
  const parts: string[] = [];
  if (saying.sounder)
    parts.push(pair(saying.sounder.far ? 'farSounder' : 'sounder', saying.sounder));
  if (saying.supports) {
    parts.push(
      pair(
        saying.supports.target === 'question' ? 'supportsQuestion' : 'supportsLinked',
        saying.supports,
      ),
    );
  }
  const joined =
    parts.length === 2
      ? say('CRUX_REASONS.both', R.both(parts[0]!, parts[1]!), [parts[0]!, parts[1]!])
      : (parts[0] ?? '');
  const said = `${joined.charAt(0).toUpperCase()}${joined.slice(1)}`;
  const through = saying.depth - 1;
  const bearing =
    saying.depth <= 1
      ? say('CRUX_REASONS.bearsDirectly', R.bearsDirectly)
      : through === 1
        ? say('CRUX_REASONS.bearsThroughOne', R.bearsThroughOne)
        : say('CRUX_REASONS.bearsThroughMany', R.bearsThroughMany(through), [through]);
  return say('CRUX_REASONS.reason', R.reason(said, bearing), [said, bearing]);
}
