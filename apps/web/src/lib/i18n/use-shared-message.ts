import { useCallback } from 'react';
import { sharedMessage } from './localize-server-error';
import { useSpokenLanguage } from './language-context';
import type { SharedMessageCode } from './shared-messages.generated';

/**
 * For screens that show a shared constant themselves (a form's check, a plot's sentence): the
 * constant's message in the reader's language, drawn again when she changes it. The constant's
 * English goes with its code, as it is shown in English:
 * `say('AUTH_VALIDATION.EMAIL_INVALID', AUTH_VALIDATION.EMAIL_INVALID)`; a function's arguments
 * by position: `say('ACTIVITY_ALERTS.modifyFailed', ACTIVITY_ALERTS.modifyFailed(msg), [msg])`.
 */
export function useSharedMessage(): (
  code: SharedMessageCode,
  english: string,
  values?: readonly (string | number)[],
) => string {
  const language = useSpokenLanguage();
  // A new function when the language changes, so that callers' memos follow it.
  return useCallback(
    (code, english, values) =>
      language === undefined ? english : sharedMessage(code, english, values),
    [language],
  );
}
