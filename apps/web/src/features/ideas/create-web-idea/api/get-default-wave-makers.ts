import type { AgentRef, SettingList } from '@thoughtful/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /api/setting` (content §7): the settings, oldest first; the first one is used. */
export function getSettings(): Promise<SettingList> {
  return apiFetch<SettingList>('/api/setting');
}

/** The same key and answer as /create1's, so both forms share one cached copy. */
export function settingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'] as const,
    // No abort signal: with it TanStack re-sends the request after React's development remount.
    queryFn: () => getSettings(),
    staleTime: 60_000,
  });
}

const NONE: readonly AgentRef[] = Object.freeze([]);

/** The default waveMaker list (content §4): the first setting's, empty when there is none. */
export function useDefaultWaveMakers() {
  const query = useQuery(settingsQueryOptions());
  return { ...query, defaultWaveMakers: query.data?.[0]?.defaultWaveMakers ?? NONE };
}
