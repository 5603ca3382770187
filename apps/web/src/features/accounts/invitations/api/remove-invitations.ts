import type { RemoveInvitationsBody, RemoveInvitationsResponse } from '@thoughtful/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { INVITATIONS_QUERY_KEY } from './get-invitations';

/** `POST /api/invitations/remove`: several entries at once, answered with one summary. */
export function removeInvitations(body: RemoveInvitationsBody): Promise<RemoveInvitationsResponse> {
  return apiFetch<RemoveInvitationsResponse>('/api/invitations/remove', { method: 'POST', body });
}

export function useRemoveInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInvitations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}
