import {
  DEFAULT_SETTING_NAME,
  type AgentRef,
  type CreateSettingPayload,
  type SettingDto,
  type SettingList,
  type UpdateSettingPayload,
} from '@thoughtful/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * The default waveMaker list (content §2 choice 0, §3 'Setting', §7). The key is the create
 * forms' (`['settings']`), so a saved list is what they offer next.
 */
const SETTINGS_QUERY_KEY = ['settings'] as const;

/** `GET /api/setting`: the settings, oldest first; the first is used. */
export function getSettings(): Promise<SettingList> {
  return apiFetch<SettingList>('/api/setting');
}

export function managerSettingsQueryOptions() {
  return queryOptions({
    queryKey: SETTINGS_QUERY_KEY,
    // No abort signal: with it TanStack re-sends the request after React's development remount.
    queryFn: () => getSettings(),
    staleTime: 60_000,
  });
}

export function useManagerSettings() {
  return useQuery(managerSettingsQueryOptions());
}

/** `POST /api/setting`: the first setting ('Original'). */
export function createSetting(body: CreateSettingPayload): Promise<SettingDto> {
  return apiFetch<SettingDto>('/api/setting', { method: 'POST', body });
}

/** `POST /api/setting/{settingID}`: replaces the default list. */
export function updateSetting(id: string, body: UpdateSettingPayload): Promise<SettingDto> {
  return apiFetch<SettingDto>(`/api/setting/${encodeURIComponent(id)}`, { method: 'POST', body });
}

export interface SaveDefaultWaveMakers {
  /** The setting to change; null when there is none yet (then one is created). */
  settingId: string | null;
  defaultWaveMakers: AgentRef[];
}

/** Saves the list: modifies the first setting, or adds one when there is none. */
export function useSaveDefaultWaveMakers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ settingId, defaultWaveMakers }: SaveDefaultWaveMakers) =>
      settingId === null
        ? createSetting({ name: DEFAULT_SETTING_NAME, defaultWaveMakers })
        : updateSetting(settingId, { settingID: settingId, defaultWaveMakers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY }),
  });
}
