import type { LogoutResponse } from '@thoughtful/shared';
import { apiFetch } from '../../../../lib/api-client';

/**
 * `POST /api/auth/logout`: ends this session on the server (the token answers 401 from then on),
 * and for a school sign-in says how to end the provider's session too.
 */
export function endSession(): Promise<LogoutResponse> {
  return apiFetch<LogoutResponse>('/api/auth/logout', { method: 'POST' });
}
