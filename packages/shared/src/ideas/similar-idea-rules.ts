import { ROUTE_MODE } from '../links/link-constants';

/**
 * Similar inTells' numbers (issue 45), apart from their schemas: the web imports them without
 * Zod's classes (a schema module's constants bring its schemas along).
 */

/** The longest text the similar inTells are looked for with: a long body's start is enough. */
export const SIMILAR_TEXT_MAX_LENGTH = 2000;
/** How many similar inTells are answered at most. */
export const SIMILAR_IDEAS_LIMIT = 3;

/**
 * How a new inTell may be posted linked to a similar one (`POST /api/ideas`'s `linkTo.as`,
 * DESIGN.md §15 'post mine linked as similar / synthesis'): as similar, or as a synthesis (a
 * complex link, content §4).
 */
export const IDEA_LINK_AS = ['similar', 'synthesis'] as const;
export type IdeaLinkAs = (typeof IDEA_LINK_AS)[number];

/**
 * The link mode `linkTo.as` makes, read from the new inTell's screen ("this" is the new one):
 * the existing inTell is the cause and the new one the effect, as a revision is 'a new inTell
 * linked as similar from the old' (DESIGN.md §15), so 27 (similar, this is the effect) and 25
 * (complex, this is the effect).
 */
export function ideaLinkAsMode(as: IdeaLinkAs) {
  return as === 'similar'
    ? ROUTE_MODE.IDEA_IDEA.SIMILAR_AS_EFFECT
    : ROUTE_MODE.IDEA_IDEA.COMPLEX_AS_EFFECT;
}
