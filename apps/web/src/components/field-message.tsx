import type { ReactNode } from 'react';
import { AlertCircleIcon } from '../theme/icons';

/**
 * A field's validation message, right under the field (one problem is said once, where
 * it is). The field names it with aria-describedby, so it is read when the field takes focus.
 */
export function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="invalid-feedback d-flex align-items-start gap-1">
      <AlertCircleIcon size={16} className="th-icon mt-1" />
      <span>{children}</span>
    </div>
  );
}
