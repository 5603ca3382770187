import {
  LtiPlatformDto,
  LtiPlatformList,
  LtiRegistrationLink,
  LtiToolUrls,
  MessageResponse,
  type CreateLtiPlatformBody,
} from '@thoughtful/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The admins' learning platform routes (DESIGN.md §13). */

export const PLATFORMS_QUERY_KEY = ['lti', 'platforms'] as const;
export const TOOL_URLS_QUERY_KEY = ['lti', 'tool'] as const;

export function platformsQueryOptions() {
  return queryOptions({
    queryKey: PLATFORMS_QUERY_KEY,
    queryFn: () => apiFetch('/api/lti/platforms', { schema: LtiPlatformList }),
  });
}

export function usePlatforms() {
  return useQuery(platformsQueryOptions());
}

export function useToolUrls() {
  return useQuery({
    queryKey: TOOL_URLS_QUERY_KEY,
    queryFn: () => apiFetch('/api/lti/tool', { schema: LtiToolUrls }),
    staleTime: Infinity,
  });
}

export function useAddPlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLtiPlatformBody) =>
      apiFetch('/api/lti/platforms', { method: 'POST', body, schema: LtiPlatformDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLATFORMS_QUERY_KEY }),
  });
}

export function useRemovePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/lti/platforms/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: MessageResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLATFORMS_QUERY_KEY }),
  });
}

export function useRegistrationLink() {
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/lti/registrations', { method: 'POST', schema: LtiRegistrationLink }),
  });
}

export function useRotateKeys() {
  return useMutation({
    mutationFn: () => apiFetch('/api/lti/keys/rotate', { method: 'POST', schema: MessageResponse }),
  });
}
