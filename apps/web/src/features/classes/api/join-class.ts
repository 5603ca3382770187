import type { JoinClassPreview } from '@thoughtful/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/classes/join`: a signed-in student joins with a code (the join screen's only call). */
export function joinClass(code: string): Promise<unknown> {
  return apiFetch('/api/classes/join', { method: 'POST', body: { code } });
}

/** `GET /api/classes/join/{code}`: the class a code opens and its teachers (typed, not parsed). */
export function getJoinPreview(code: string): Promise<JoinClassPreview> {
  return apiFetch<JoinClassPreview>(`/api/classes/join/${encodeURIComponent(code)}`);
}

/**
 * Which class the join page is for, asked once: a wrong code is counted against the address, so
 * it is not asked again by itself.
 */
export function useJoinPreview(code: string) {
  return useQuery({
    queryKey: ['join-preview', code],
    queryFn: () => getJoinPreview(code),
    retry: false,
    staleTime: Infinity,
  });
}
