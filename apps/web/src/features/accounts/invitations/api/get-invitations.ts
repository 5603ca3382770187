import type { InvitationDto } from '@thoughtful/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /api/invitations` (admins only). */
export function getInvitations(): Promise<InvitationDto[]> {
  return apiFetch<InvitationDto[]>('/api/invitations');
}

export const INVITATIONS_QUERY_KEY = ['invitations'] as const;

export function invitationsQueryOptions() {
  return queryOptions({
    queryKey: INVITATIONS_QUERY_KEY,
    // No abort signal: with it TanStack re-sends the request after React's development remount.
    queryFn: () => getInvitations(),
  });
}

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}
