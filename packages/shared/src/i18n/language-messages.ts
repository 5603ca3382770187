/** The words of choosing a language (issue 44), kept in one place (CONVENTIONS.md, habit 13). */
export const LANGUAGE_MESSAGES = {
  /** `POST /api/users/me/language` with anything but a language of SUPPORTED_LANGUAGES or null. */
  UNSUPPORTED: 'Please choose a language this site offers.',
} as const;
