import type { FieldError } from '@thoughtful/shared';

/**
 * Moves focus to the first field a submit flagged (the rules list errors in form order), so
 * keyboard and screen-reader users land on the problem instead of hunting for it.
 */
export function focusFirstError<F extends string>(
  errors: readonly FieldError<F>[],
  elementIds: Record<F, string>,
): void {
  const first = errors[0];
  if (first) document.getElementById(elementIds[first.field])?.focus();
}
