import type { ViewpointScale } from './viewpoint-constants';
import type { CruxSaying } from './viewpoint-sentences';

/**
 * What the viewpoint maths reads and gives back (DESIGN.md §12), free of any database: the server
 * turns its rows into these, the maths (opinion-map.ts, idea-viewpoints.ts, cruxes.ts) works on
 * them.
 */

/** One interpretation on the viewpoint scales, each on its own range; null where unanswered. */
export type ViewpointAnswer = Record<ViewpointScale, number | null>;

/** The fields of a stored interpretation the viewpoint answer is read from. */
export interface InterpretationFields {
  /** -1 … 1, -2 unanswered (and so for the three below, 0 … 1). */
  emotion: number;
  authorIntent: number;
  sound: number;
  goodFaith: number;
  /** The value codes named (positive 1 … 5, negative -1 … -5), as stored or already parsed. */
  valueCodes: string | readonly number[];
  /** Signal − distortion, null when none. */
  score: number | null;
  /** -1 … 1, -2 none. */
  supportLevel: number;
}

/** One member's answers in a scope: `ideaIndex` numbers the scope's inTells from 0. */
export interface MemberAnswers {
  memberId: string;
  answers: ReadonlyArray<{ ideaIndex: number; answer: ViewpointAnswer }>;
}

/** Where a member sits on the opinion map, and her group (null: her group is too small). */
export interface PlacedMember {
  memberId: string;
  /** The map's two axes, scaled so that the farthest member is at most 1 from the centre. */
  x: number;
  y: number;
  group: number | null;
}

/** A scope's opinion map: groups numbered by size, largest first (0 = 'Group A'). */
export interface OpinionMap {
  placed: PlacedMember[];
  /** Members in each named group (each at least VIEWPOINT_MIN_GROUP_SIZE). */
  groupSizes: number[];
  /** The best grouping's mean silhouette, also when too low to split (then groupSizes is empty). */
  silhouette: number;
}

/** One respondent to an inTell, with her group in its scope's map (null: none). */
export interface GroupedAnswer {
  group: number | null;
  answer: ViewpointAnswer;
}

/** A linked pair in a question's tree, with each member's rating of it (-1 oppose … 1 support). */
export interface TreeLink {
  cause: string;
  effect: string;
  ratings: ReadonlyArray<{ memberId: string; level: number }>;
}

/** A guiding question's tree: its links, and each inTell's soundness answers by member. */
export interface QuestionTree {
  questionId: string;
  links: readonly TreeLink[];
  soundness: ReadonlyMap<string, ReadonlyArray<{ memberId: string; sound: number }>>;
}

export interface CruxFound {
  ideaId: string;
  reason: string;
  /** What the reason says, for the web app's words. */
  saying: CruxSaying;
  /** How much the question's answer hangs on it (for ordering; not shown). */
  weight: number;
}
