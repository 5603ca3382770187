import type { MessageResponse } from '@thoughtful/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { INVITATIONS_QUERY_KEY } from './get-invitations';

/** `DELETE /api/invitations/{email}`. */
export function removeInvitation(email: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/invitations/${encodeURIComponent(email)}`, {
    method: 'DELETE',
  });
}

export function useRemoveInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}
