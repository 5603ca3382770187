import { apiFetch } from '../../../lib/api-client';

/** `POST /api/classes/join`: a signed-in student joins with a code (the join screen's only call). */
export function joinClass(code: string): Promise<unknown> {
  return apiFetch('/api/classes/join', { method: 'POST', body: { code } });
}
