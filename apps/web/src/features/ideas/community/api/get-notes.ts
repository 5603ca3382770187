import type { IdeaNote, IdeaNotesPage } from '@thoughtful/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /api/ideas/{id}/notes?cursor=`: a page of notes, newest first, each cut at 160. */
export function getNotes(id: string, cursor: string | null): Promise<IdeaNotesPage> {
  const query = cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`;
  return apiFetch<IdeaNotesPage>(`/api/ideas/${encodeURIComponent(id)}/notes${query}`);
}

/** The notes, page by page ('More' asks for the next cursor). */
export function useNotes(id: string, scaleCount: number) {
  return useInfiniteQuery({
    queryKey: ['ideas', 'notes', id, scaleCount] as const,
    queryFn: ({ pageParam }) => getNotes(id, pageParam),
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
