import type { ReactNode } from 'react';
import { localizeServerError, useSpokenLanguage } from '../lib/i18n';
import { AlertCircleIcon } from '../theme/icons';

/**
 * A field's validation message, right under the field (one problem is said once, where
 * it is). The field names it with aria-describedby, so it is read when the field takes focus.
 */
export function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  // Drawn again when the language changes: a check's message (a shared constant's English words,
  // as the validators return it) shows in the reader's language.
  useSpokenLanguage();
  return (
    <div id={id} className="invalid-feedback d-flex align-items-start gap-1">
      <AlertCircleIcon size={16} className="th-icon mt-1" />
      <span>
        {typeof children === 'string' ? localizeServerError({ msg: children }) : children}
      </span>
    </div>
  );
}
