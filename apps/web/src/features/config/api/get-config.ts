import { PublicConfig } from '@thoughtful/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function getConfig(): Promise<PublicConfig> {
  return apiFetch('/api/config', { schema: PublicConfig });
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
    refetchOnReconnect: false,
  });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
