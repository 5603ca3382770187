/** Where the class screens are (DESIGN.md §10). */
export const CLASSES_PATH = '/classes';

export const classPath = (id: string) => `${CLASSES_PATH}/${encodeURIComponent(id)}`;

/** The address a join code opens, as printed and drawn as a QR code. */
export const joinLink = (origin: string, code: string) =>
  `${origin}/join/${encodeURIComponent(code)}`;
