/**
 * Links between inTells and waveMakers: the four views that show them, the route modes that make
 * them, and the cause/effect threshold (C§2, C§4, C§9).
 *
 * Citations: "A§n" is section n of spec/accounts-and-access.md, "C§n" section n of
 * spec/content-and-learning.md, "D§n" section n of DESIGN.md.
 */

/**
 * Views of the idea and agent screens, numbered 1 to 4 (C§2). A§2 names the same four modes
 * 'interpret meaning', 'arguments', 'zoom', 'waveMakers'.
 */
export const IDEA_VIEW = Object.freeze({
  INTERPRET: 1,
  INTELL: 2,
  ARGUMENTS: 3,
  WAVEMAKERS: 4,
} as const);
export type IdeaView = (typeof IDEA_VIEW)[keyof typeof IDEA_VIEW];

/** Views of the agent screen (C§2). */
export const AGENT_VIEW = Object.freeze({
  RATING: 1,
  THEIR_INTELL: 2,
  INTELL_LINKS: 3,
  AGENT_LINKS: 4,
} as const);
export type AgentView = (typeof AGENT_VIEW)[keyof typeof AGENT_VIEW];

/** First and last view number; swiping stays within them (C§2). */
export const VIEW_RANGE = Object.freeze({ FIRST: 1, LAST: 4 } as const);

/**
 * Route `mode` of /idea/{id}/{mode}/{field} and /agent/… (C§2). Link modes create a link to the
 * item in `field`; "AS_CAUSE"/"AS_FIRST" means this screen's item is the cause / first agent.
 * The spec does not say how 30/31 differ from 40/41: they start from the idea screen and the
 * agent screen respectively and make the same link (docs/decisions/2026-11-21-links.md, 'Links:
 * modes, direction and reversed ratings'). INTERPRET_THEN_LINK modes go to the link screen named in
 * `field` after a successful interpretation; START_ON_VIEW opens the view number held in `field`.
 */
export const ROUTE_MODE = Object.freeze({
  IDEA_IDEA: Object.freeze({
    SUPPORT_AS_CAUSE: 20,
    SUPPORT_AS_EFFECT: 21,
    OPPOSE_AS_CAUSE: 22,
    OPPOSE_AS_EFFECT: 23,
    COMPLEX_AS_CAUSE: 24,
    COMPLEX_AS_EFFECT: 25,
    SIMILAR_AS_CAUSE: 26,
    SIMILAR_AS_EFFECT: 27,
  } as const),
  IDEA_AGENT: Object.freeze({
    SUPPORT_FROM_IDEA: 30,
    OPPOSE_FROM_IDEA: 31,
    SUPPORT_FROM_AGENT: 40,
    OPPOSE_FROM_AGENT: 41,
  } as const),
  AGENT_AGENT: Object.freeze({
    SUPPORT_AS_FIRST: 50,
    SUPPORT_AS_SECOND: 51,
    OPPOSE_AS_FIRST: 52,
    OPPOSE_AS_SECOND: 53,
    SIMILAR_AS_FIRST: 54,
    SIMILAR_AS_SECOND: 55,
  } as const),
  INTERPRET_THEN_LINK: Object.freeze([100, 200, 300, 400] as const),
  START_ON_VIEW: 1000,
} as const);

/** After creating an inTell, a route `field` of this value is ignored: go to /idea/{id} (C§2). */
export const CREATE_IGNORED_FIELD = 10;

/**
 * Link direction: the idea is the cause when avgLevelReversed is at most this, the effect when
 * above it (C§4, C§9).
 */
export const AVG_LEVEL_REVERSED_THRESHOLD = 0.5;

/**
 * How a link page words an average level from -1 to 1 (not in the spec): 'strong' from
 * 0.66, plain from 0.33, 'weak' above 0, mirrored below 0; the bands sit on the support/damage
 * scale's points (C§3: 0.33 'Somewhat', 0.66 'Mostly').
 */
export const LINK_LEVEL_BANDS = Object.freeze({ STRONG_FROM: 0.66, PLAIN_FROM: 0.33 } as const);
