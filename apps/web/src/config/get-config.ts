import type { PublicConfig } from '@thoughtful/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';

/**
 * Typed, not parsed: the server validates this answer against `PublicConfig` on the way out, and
 * parsing it again here would put Zod into the bundle every route loads first.
 */
export function getConfig(): Promise<PublicConfig> {
  return apiFetch<PublicConfig>('/api/config');
}

export function configQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    // No abort signal: consuming it makes TanStack cancel and re-send the request whenever the
    // last observer unmounts (React's development double-mount included), for a tiny response.
    queryFn: () => getConfig(),
    // The flags change only when the server restarts with new settings: read them once per visit.
    staleTime: Infinity,
    // A failure is shown as alerts at once; retrying would only delay them.
    retry: false,
    // Screens mounting after a failure would otherwise each fetch (and alert) again; a reload
    // tries afresh.
    retryOnMount: false,
    refetchOnReconnect: false,
  });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
