import type { LoginBody, TokenResponse } from '@thoughtful/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /api/auth`. Without a password for students in anonymous mode. */
export function login(body: LoginBody): Promise<TokenResponse> {
  return apiFetch<TokenResponse>('/api/auth', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
