/**
 * Similar inTells' numbers (issue 45), apart from their schemas: the web imports them without
 * Zod's classes (a schema module's constants bring its schemas along).
 */

/** The longest text the similar inTells are looked for with: a long body's start is enough. */
export const SIMILAR_TEXT_MAX_LENGTH = 2000;
/** How many similar inTells are answered at most. */
export const SIMILAR_IDEAS_LIMIT = 3;
