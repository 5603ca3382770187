import type { FieldError } from '@thoughtful/shared';
import { useCallback, useState } from 'react';

export type FieldErrorMap<F extends string> = Partial<Record<F, string>>;

function toMap<F extends string>(errors: readonly FieldError<F>[]): FieldErrorMap<F> {
  const map: FieldErrorMap<F> = {};
  // The first message per field: the rules list them in order of importance.
  for (const { field, msg } of errors) map[field] ??= msg;
  return map;
}

/**
 * Form errors shown after a submit (spec accounts §5). While the user edits, a flagged field is
 * re-checked and its highlighting clears once it is correct; fields not flagged yet stay quiet
 * until the next submit, so nobody is scolded for a field they have not finished.
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<FieldErrorMap<F>>({});

  /** Shows the errors of a submit; true when there are none. */
  const showErrors = useCallback((list: readonly FieldError<F>[]) => {
    setErrors(toMap(list));
    return list.length === 0;
  }, []);

  /** Re-checks the flagged fields against the current values' errors. */
  const recheck = useCallback((list: readonly FieldError<F>[]) => {
    const current = toMap(list);
    setErrors((previous) => {
      const next: FieldErrorMap<F> = {};
      let changed = false;
      for (const field of Object.keys(previous) as F[]) {
        const msg = current[field];
        if (msg !== undefined) next[field] = msg;
        if (msg !== previous[field]) changed = true;
      }
      return changed ? next : previous;
    });
  }, []);

  return { errors, showErrors, recheck };
}
