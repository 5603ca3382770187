import type { IdeaNote, IdeaNotesPage } from '@thoughtful/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import type { BrushRange } from '../brush-selection';

/**
 * `GET /api/ideas/{id}/notes?cursor=&scale=&min=&max=`: a page of notes, newest first, each cut
 * at 160; with a brushed range, only the respondents inside it.
 */
export function getNotes(
  id: string,
  cursor: string | null,
  range: BrushRange | null = null,
): Promise<IdeaNotesPage> {
  const params = new URLSearchParams();
  if (cursor !== null) params.set('cursor', cursor);
  if (range !== null) {
    params.set('scale', range.scale);
    params.set('min', String(range.min));
    params.set('max', String(range.max));
  }
  const query = params.size === 0 ? '' : `?${params.toString()}`;
  return apiFetch<IdeaNotesPage>(`/api/ideas/${encodeURIComponent(id)}/notes${query}`);
}

/** The notes, page by page ('More' asks for the next cursor), of the brushed respondents. */
export function useNotes(id: string, scaleCount: number, range: BrushRange | null = null) {
  return useInfiniteQuery({
    queryKey: ['ideas', 'notes', id, scaleCount, range] as const,
    queryFn: ({ pageParam }) => getNotes(id, pageParam, range),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** `GET /api/ideas/{id}/notes/{userId}`: one note whole, with the expertise it claims. */
export function getNote(id: string, userId: string): Promise<IdeaNote> {
  return apiFetch<IdeaNote>(
    `/api/ideas/${encodeURIComponent(id)}/notes/${encodeURIComponent(userId)}`,
  );
}

/** One note in full, read when its dialog opens. */
export function useNote(id: string, userId: string | null) {
  return useQuery({
    queryKey: ['ideas', 'note', id, userId] as const,
    queryFn: () => getNote(id, userId ?? ''),
    enabled: userId !== null,
  });
}
