/**
 * Viewpoint groups, bridging, kinds of disagreement and cruxes (DESIGN.md §12): the thresholds
 * and names both the server and the web app use. Apart from the schemas so that a screen reading
 * them loads no Zod.
 */
import { VIEWPOINT_GROUPS } from './viewpoint-sentence-messages';

/** Nothing is shown for an inTell with fewer respondents than this (D§12). */
export const VIEWPOINT_MIN_RESPONDENTS = 5;

/** A group is shown (and counted in a bridged score) from this many members (D§12). */
export const VIEWPOINT_MIN_GROUP_SIZE = 3;

/** A member is placed on the opinion map once she has interpreted this many inTells of its scope. */
export const VIEWPOINT_MIN_ANSWERS_TO_PLACE = 5;

/** The opinion map is worked out once this many members are placed (two groups of three). */
export const VIEWPOINT_MIN_PLACED = 2 * VIEWPOINT_MIN_GROUP_SIZE;

/** Classes taught together read as one map hold at most this many classes (issue 43). */
export const VIEWPOINT_MAX_COMBINED_CLASSES = 12;

/** Pol.is' range of viewpoint groups, chosen by silhouette (D§12). */
export const VIEWPOINT_GROUP_COUNT = Object.freeze({ MIN: 2, MAX: 5 } as const);

/** At most this many cruxes are named for a question (D§12). */
export const CRUX_LIMIT = 3;

/**
 * The scales a bridged score is worked out for, with their ranges: the sliders, the values an
 * interpretation names (their balance, -1 all negative … 1 all positive), its score and the
 * support level toward the guiding question.
 */
export const VIEWPOINT_SCALES = [
  'sound',
  'authorIntent',
  'goodFaith',
  'values',
  'emotion',
  'score',
  'supportLevel',
] as const;
export type ViewpointScale = (typeof VIEWPOINT_SCALES)[number];

/**
 * Each scale's range, for bridging (which works on the range mapped to 0 … 1). A score beyond
 * ±1 (an expert's confidence above 1) counts as ±1.
 */
export const VIEWPOINT_SCALE_RANGE: Readonly<Record<ViewpointScale, { min: number; max: number }>> =
  Object.freeze({
    sound: { min: 0, max: 1 },
    authorIntent: { min: 0, max: 1 },
    goodFaith: { min: 0, max: 1 },
    values: { min: -1, max: 1 },
    emotion: { min: -1, max: 1 },
    score: { min: -1, max: 1 },
    supportLevel: { min: -1, max: 1 },
  });

/** What an inTell's groups disagree about (D§12); `none` when they read it alike. */
export const DISAGREEMENT_KINDS = ['facts', 'values', 'trust', 'tone', 'none'] as const;
export type DisagreementKind = (typeof DISAGREEMENT_KINDS)[number];

/**
 * Groups' colours, in order: the Okabe–Ito palette, told apart by people with any common colour
 * blindness (blue, orange, bluish green, reddish purple, vermilion); everyone's curve stays the
 * plot's own colour. Each group also has its own dash pattern and a name in words.
 */
export const VIEWPOINT_GROUP_COLOURS = Object.freeze([
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#D55E00',
] as const);

/** Dash patterns of the groups' curves (SVG stroke-dasharray), so colour is not the only cue. */
export const VIEWPOINT_GROUP_DASHES = Object.freeze(['', '6 3', '2 3', '8 3 2 3', '1 2'] as const);

/** A group's name: 'Group A', 'Group B' … in order of size, largest first. */
export function viewpointGroupName(index: number): string {
  return VIEWPOINT_GROUPS.name(String.fromCharCode(65 + index));
}
