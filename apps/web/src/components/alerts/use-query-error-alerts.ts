import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-client';
import { useAlerts } from './use-alerts';

export interface QueryErrorAlertOptions {
  /** Statuses a screen explains itself (e.g. 404 as a not-found message), so no alert is shown. */
  ignoreStatuses?: readonly number[];
}

/**
 * Shows a failed query as danger alerts, one per server message, each in the spec's wording
 * (content §8, e.g. 'Failed To Retrieve Idea From Server: {msg}'). Each failure alerts once,
 * however often the screen re-renders; a later failure (a retry) alerts again. `format` should
 * be a stable function (e.g. one from a *-text.ts file).
 */
export function useQueryErrorAlerts(
  error: unknown,
  errorUpdatedAt: number,
  format: (msg: string) => string,
  { ignoreStatuses = [] }: QueryErrorAlertOptions = {},
) {
  const { alertErrors } = useAlerts();
  const alertedAt = useRef(0);
  const ignored = ignoreStatuses.join(',');

  useEffect(() => {
    if (!error || errorUpdatedAt === alertedAt.current) return;
    alertedAt.current = errorUpdatedAt;
    if (error instanceof ApiError && ignored.split(',').includes(String(error.status))) return;
    alertErrors(error, format);
  }, [error, errorUpdatedAt, alertErrors, format, ignored]);
}

/** Whether a query failed because the item does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
