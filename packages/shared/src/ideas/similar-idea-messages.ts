/**
 * The words of 'similar inTells while typing' (issue 45, DESIGN.md §15): the request's checks.
 * The spec has none of these; the choices are in docs/decisions (issue 45).
 */
export const SIMILAR_IDEAS_MESSAGES = {
  TEXT: 'text must be from 1 to 2000 characters',
} as const;
