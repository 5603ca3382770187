import { ROUTE_MODE } from '@thoughtful/shared';

/**
 * An inTell's screen on its interpretation view, where the community's results and viewpoints
 * are (after the reader's own interpretation); inside a class when `classId` is given: its
 * viewpoints and cruxes are then the class's groups' (the screen reads `?classId=`).
 */
export function ideaPathIn(ideaId: string, classId: string | null): string {
  const path = `/idea/${encodeURIComponent(ideaId)}/${ROUTE_MODE.START_ON_VIEW}/1`;
  return classId === null ? path : `${path}?classId=${encodeURIComponent(classId)}`;
}

/** The query parameter the inTell's screen reads its class from. */
export const CLASS_ID_PARAM = 'classId';
