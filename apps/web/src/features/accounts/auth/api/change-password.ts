import type { MessageResponse, PasswordChangeBody } from '@thoughtful/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /api/users/password-change` with the id and code of a password-reset link. */
export function changePassword(body: PasswordChangeBody): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/users/password-change', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
