import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { SharedMessageCode } from './shared-messages.generated';

/**
 * For screens that show a shared constant themselves (a form's check, a plot's sentence): the
 * constant's message by its code in the reader's language, drawn again when she changes it.
 * `say('AUTH_VALIDATION.EMAIL_INVALID')`; a function's arguments by position:
 * `say('ACTIVITY_ALERTS.modifyFailed', [msg])`.
 */
export function useSharedMessage(): (
  code: SharedMessageCode,
  values?: readonly (string | number)[],
) => string {
  // `_` is a new function whenever the language changes, so callers re-render with it.
  const { _ } = useLingui();
  return useCallback(
    (code, values = []) =>
      _(code, Object.fromEntries(values.map((value, index) => [String(index), value]))),
    [_],
  );
}
