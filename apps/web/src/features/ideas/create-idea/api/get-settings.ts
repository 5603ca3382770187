import type { AgentRef, SettingList } from '@thoughtful/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /api/setting` (content §7): the settings, oldest first; the first is used. */
export function getSettings(): Promise<SettingList> {
  return apiFetch<SettingList>('/api/setting');
}

export const SETTINGS_QUERY_KEY = ['settings'] as const;

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: SETTINGS_QUERY_KEY,
    // No abort signal: with it TanStack re-sends the request after React's development remount.
    queryFn: () => getSettings(),
    staleTime: 60_000,
  });
}

const NO_WAVEMAKERS: readonly AgentRef[] = Object.freeze([]);

/** The default waveMaker list: the first setting's (content §7), empty when there is none yet. */
export function useDefaultWaveMakers() {
  const query = useQuery(settingsQueryOptions());
  return { ...query, defaultWaveMakers: query.data?.[0]?.defaultWaveMakers ?? NO_WAVEMAKERS };
}
