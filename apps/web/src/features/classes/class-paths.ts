/** Where the class screens are (DESIGN.md §10). */
export const CLASSES_PATH = '/classes';

export const classPath = (id: string) => `${CLASSES_PATH}/${encodeURIComponent(id)}`;

/** The address a join code opens, as printed and drawn as a QR code. */
export const joinLink = (origin: string, code: string) =>
  `${origin}/join/${encodeURIComponent(code)}`;

/** The teacher's view of a class's viewpoints (DESIGN.md §12). */
export const classViewpointsPath = (id: string) => `${classPath(id)}/viewpoints`;

/**
 * The inTell screen's interpretation view, where the community's results are: its route mode
 * `ROUTE_MODE.START_ON_VIEW` and view 1. Written out, not imported: the shared constant's module
 * goes with the inTell screen's chunk, which every class screen would then load
 * (apps/web/build/screen-chunks.ts); class-viewpoints-screen.test.tsx checks that the two agree.
 */
const INTERPRETATION_VIEW = '1000/1';

/**
 * An inTell's screen inside a class, on its interpretation view: its viewpoints and cruxes are
 * the class's groups' (DESIGN.md §12).
 */
export const ideaInClassPath = (ideaId: string, classId: string) =>
  `/idea/${encodeURIComponent(ideaId)}/${INTERPRETATION_VIEW}?classId=${encodeURIComponent(classId)}`;

/** The teacher's view of how a class reads together: its agreement and its guesses (issue 45). */
export const classReadingPath = (id: string) => `${classPath(id)}/reading`;
