import { normalizeEmail, type PublicConfig } from '@thoughtful/shared';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePasswordRequired } from './api/login-id';

/** How long typing must pause before the login screen asks the server about the ID. */
export const LOGIN_ID_CHECK_DELAY_MS = 300;

/**
 * Spec accounts §2: the password field (and the Register and 'Forgot my password' links) show
 * unless the build is in anonymous education mode. There they show once the server says the
 * typed ID needs a password: the admin ID, and any account that has one (only students log in
 * with an ID alone). Until it answers, or if it cannot, the student's form stays as it is.
 */
export function usePasswordShown(loginId: string, config: PublicConfig | undefined): boolean {
  const anonymousEducation = config !== undefined && config.education && config.anonymous;
  const typed = normalizeEmail(loginId);
  const settled = useDebouncedValue(typed, LOGIN_ID_CHECK_DELAY_MS);
  const answer = usePasswordRequired(settled, anonymousEducation);

  if (!anonymousEducation) return true;
  // An answer for an ID typed earlier does not apply to what is in the field now.
  return settled === typed && answer.data?.passwordRequired === true;
}
