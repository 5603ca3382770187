import type { SignInTicketResponse } from '@thoughtful/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /api/auth/ticket`: a school sign-in's single-use ticket, traded for the member's token. */
export function redeemTicket(ticket: string): Promise<SignInTicketResponse> {
  return apiFetch<SignInTicketResponse>('/api/auth/ticket', { method: 'POST', body: { ticket } });
}

export function useRedeemTicket(options: {
  onSuccess: (response: SignInTicketResponse) => void;
  onError: (error: unknown) => void;
}) {
  // Callbacks on the mutation itself (not on mutate()) run even if the screen re-mounted meanwhile.
  return useMutation({ mutationFn: redeemTicket, ...options });
}
