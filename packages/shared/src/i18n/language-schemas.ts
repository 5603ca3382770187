import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages';
import { LANGUAGE_MESSAGES } from './language-messages';

/** A language the site offers; any other value is refused with one plain sentence. */
export const LanguageCode = z.enum(SUPPORTED_LANGUAGES, { error: LANGUAGE_MESSAGES.UNSUPPORTED });

/** The member's stored choice: null when she never chose (the installation's default applies). */
export const StoredLanguage = LanguageCode.nullable();

/** `POST /api/users/me/language`: her choice, or null to clear it. */
export const SetLanguageBody = z.object(
  { language: z.union([LanguageCode, z.null()], { error: LANGUAGE_MESSAGES.UNSUPPORTED }) },
  { error: LANGUAGE_MESSAGES.UNSUPPORTED },
);
export type SetLanguageBody = z.infer<typeof SetLanguageBody>;

export const SetLanguageResponse = z.object({ language: StoredLanguage });
export type SetLanguageResponse = z.infer<typeof SetLanguageResponse>;
