import type { LoginIdResponse } from '@thoughtful/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/**
 * `POST /api/auth/login-id`: in anonymous mode, whether the typed ID needs a password (the
 * admin ID, accounts with a password, IDs invited as teachers). The server answers it rate
 * limited; nothing about the admin ID is sent to browsers before someone types it.
 */
export function askPasswordRequired(loginId: string): Promise<LoginIdResponse> {
  return apiFetch<LoginIdResponse>('/api/auth/login-id', {
    method: 'POST',
    body: { email: loginId },
  });
}

export function passwordRequiredQueryOptions(loginId: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['auth', 'login-id', loginId],
    queryFn: () => askPasswordRequired(loginId),
    enabled: enabled && loginId !== '',
    // An ID's need for a password changes only when its account does; ask once a minute at most.
    staleTime: 60_000,
    // A refusal (429, 400) is an answer: hidden, as for a student.
    retry: false,
  });
}

export function usePasswordRequired(loginId: string, enabled: boolean) {
  return useQuery(passwordRequiredQueryOptions(loginId, enabled));
}
