/** Bug reports (C§9). */

/** Longest report message: the server refuses more, and the report form stops typing there. */
export const REPORT_MESSAGE_MAX_LENGTH = 5_000;
