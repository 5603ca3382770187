import type { ProfileDto } from '@thoughtful/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { PROFILES_QUERY_KEY } from './get-profiles';

/** `GET /api/profile/user/{id}`: one member's profile (content §7). */
export function getProfile(userId: string): Promise<ProfileDto> {
  return apiFetch<ProfileDto>(`/api/profile/user/${encodeURIComponent(userId)}`);
}

export const profileQueryKey = (userId: string) => [...PROFILES_QUERY_KEY, 'user', userId] as const;

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: () => getProfile(userId),
    enabled: userId !== '',
  });
}

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
