import type { IdeaDto } from '@thoughtful/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/ideas/{id}`: one inTell with its author, waveMakers and framing (content §7). */
export function getIdea(id: string): Promise<IdeaDto> {
  return apiFetch<IdeaDto>(`/api/ideas/${encodeURIComponent(id)}`);
}

export const ideaQueryKey = (id: string) => ['ideas', 'detail', id] as const;

/**
 * How long a read inTell counts as fresh: its route starts the read (router.tsx), and the screen
 * that mounts meanwhile shows that answer instead of reading it again. Changes made here update or
 * invalidate it, and live updates invalidate others' changes, whatever its age.
 */
export const IDEA_FRESH_MS = 5_000;

export function ideaQueryOptions(id: string) {
  return queryOptions({
    queryKey: ideaQueryKey(id),
    staleTime: IDEA_FRESH_MS,
    // No abort signal: with it TanStack re-sends the request after React's development remount.
    queryFn: () => getIdea(id),
    enabled: id !== '',
  });
}

/** One inTell; the screen turns a failure into 'Failed To Retrieve Idea From Server: {msg}'. */
export function useIdea(id: string) {
  return useQuery(ideaQueryOptions(id));
}
