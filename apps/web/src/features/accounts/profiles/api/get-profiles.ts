import type { ProfileList } from '@thoughtful/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /api/profile`: every saved profile, most recently saved first (content §7). */
export function getProfiles(): Promise<ProfileList> {
  return apiFetch<ProfileList>('/api/profile');
}

export const PROFILES_QUERY_KEY = ['profiles'] as const;

export function profilesQueryOptions() {
  return queryOptions({
    queryKey: [...PROFILES_QUERY_KEY, 'list'] as const,
    // No abort signal: with it TanStack re-sends the request after React's development remount.
    queryFn: () => getProfiles(),
  });
}

export function useProfiles() {
  return useQuery(profilesQueryOptions());
}
