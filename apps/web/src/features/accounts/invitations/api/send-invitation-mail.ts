import type { MessageResponse } from '@thoughtful/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /api/invitations/{email}/mail`: the invitation mail again (not in anonymous mode). */
export function sendInvitationMail(email: string): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(`/api/invitations/${encodeURIComponent(email)}/mail`, {
    method: 'POST',
  });
}

export function useSendInvitationMail() {
  return useMutation({ mutationFn: sendInvitationMail });
}
