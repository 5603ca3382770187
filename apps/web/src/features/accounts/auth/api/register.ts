import type { MessageResponse, RegisterBody } from '@thoughtful/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /api/users`: creates the account and mails a confirmation link. */
export function register(body: RegisterBody): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/users', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
