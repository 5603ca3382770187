import type { MessageResponse } from '@thoughtful/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export interface ConfirmLink {
  id: string;
  code: string;
}

/**
 * `GET /api/confirm/{id}/{code}`. A mutation, not a query, although it is a GET: it confirms the
 * account (or spends nothing but reads a reset link), so it must run once and never be refetched.
 */
export function confirmAccount({ id, code }: ConfirmLink): Promise<MessageResponse> {
  return apiFetch<MessageResponse>(
    `/api/confirm/${encodeURIComponent(id)}/${encodeURIComponent(code)}`,
  );
}

export function useConfirmAccount(options: {
  onSuccess: (response: MessageResponse) => void;
  onError: (error: unknown) => void;
}) {
  // Callbacks on the mutation itself (not on mutate()) run even if the screen re-mounted meanwhile.
  return useMutation({ mutationFn: confirmAccount, ...options });
}
