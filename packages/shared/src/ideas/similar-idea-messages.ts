/**
 * The words of 'similar inTells while typing' (issue 45, DESIGN.md §15): the request's checks.
 * The spec has none of these; the choices are in docs/decisions (issue 45).
 */
export const SIMILAR_IDEAS_MESSAGES = {
  TEXT: 'text must be from 1 to 2000 characters',
  // `POST /api/ideas`'s `linkTo` (post mine linked as similar / synthesis).
  LINK_TO: 'linkTo must be { ideaId, as }',
  LINK_TO_ID: 'linkTo.ideaId must be the id of an inTell',
  LINK_TO_AS: "linkTo.as must be 'similar' or 'synthesis'",
  /** The inTell to link to is gone or outside the writer's scope: nothing was posted. */
  LINK_TO_NOT_FOUND: 'linkTo: the inTell to link to was not found',
} as const;
