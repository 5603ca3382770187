import { ApiError } from './api-client';

/**
 * One retry rides out a blip without making a failing server wait through a backoff storm; a
 * refusal (4xx: bad token, forbidden, not found) will not get better, so it is not retried.
 */
export function retryOnceUnlessRefused(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failureCount < 1 && !refused;
}
