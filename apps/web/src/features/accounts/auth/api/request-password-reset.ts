import type { MessageResponse, PasswordResetBody } from '@thoughtful/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /api/users/password-reset`: answers the same whether or not the e-mail has an account. */
export function requestPasswordReset(body: PasswordResetBody): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/users/password-reset', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
