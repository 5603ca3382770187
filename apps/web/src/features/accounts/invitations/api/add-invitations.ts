import type { AddInvitationsBody, AddInvitationsResponse } from '@thoughtful/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { INVITATIONS_QUERY_KEY } from './get-invitations';

/** `POST /api/invitations`: many entries at once, all with one role. */
export function addInvitations(body: AddInvitationsBody): Promise<AddInvitationsResponse> {
  return apiFetch<AddInvitationsResponse>('/api/invitations', { method: 'POST', body });
}

export function useAddInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInvitations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}
