import type { ErrorBody } from './errors';

/**
 * A plain check of the error body, for the browser's always-loaded code: it avoids pulling Zod
 * into the first bundle (the server has already validated what it sends).
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const errors = (value as { errors?: unknown }).errors;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(
      (e) =>
        typeof e === 'object' && e !== null && typeof (e as { msg?: unknown }).msg === 'string',
    )
  );
}
