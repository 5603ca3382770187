import type { IdeaDto, IdeaScale } from '@thoughtful/shared';

/**
 * The reader's own interpretation of an inTell, or null: the one place the screens read it. The
 * inTell is read as its reader sees it, so it carries theirs (`myScale`); `userId` is the reader,
 * so that a screen without one (signed out) has none.
 */
export function ownInterpretation(
  idea: IdeaDto,
  userId: string | null | undefined,
): IdeaScale | null {
  if (userId === null || userId === undefined) return null;
  return idea.myScale;
}

/** The reader posted the inTell. */
export function isIdeaAuthor(idea: IdeaDto, userId: string | null | undefined): boolean {
  return userId !== null && userId !== undefined && idea.user._id === userId;
}

/**
 * The interpretation gate (content §2 'Interpretation gate'): the reader has interpreted the
 * inTell, or posted it having declared its intent (goodIntentLevel above 0), so the route's mode
 * action may run.
 */
export function interpretationDone(idea: IdeaDto, userId: string | null | undefined): boolean {
  return (
    ownInterpretation(idea, userId) !== null ||
    (isIdeaAuthor(idea, userId) && idea.goodIntentLevel > 0)
  );
}
