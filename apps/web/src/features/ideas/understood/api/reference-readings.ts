import type { IdeaDto, ReadingRole, UnderstoodScales } from '@thoughtful/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** A reading on the compared scales: a value, or null when the slider was not placed. */
export interface ReferenceValues {
  emotion: number | null;
  authorIntent: number | null;
  sound: number | null;
  goodFaith: number | null;
  /** The value codes she means it to touch (the author's reading only; a key has none). */
  values?: readonly number[];
}

/** What the server keeps for an unanswered scale. */
const UNANSWERED = -2;

export const understoodQueryKey = (ideaId: string) => ['ideas', 'understood', ideaId] as const;

/** `GET /api/ideas/{id}/understood`: the author's reading beside the readers', per scale. */
export function getUnderstood(ideaId: string): Promise<UnderstoodScales> {
  return apiFetch<UnderstoodScales>(`/api/ideas/${encodeURIComponent(ideaId)}/understood`);
}

/** 'Was I understood?', read for the inTell's author only (others get 403 from the server). */
export function useUnderstood(ideaId: string, isAuthor: boolean) {
  return useQuery({
    queryKey: understoodQueryKey(ideaId),
    queryFn: () => getUnderstood(ideaId),
    enabled: isAuthor && ideaId !== '',
    retry: false,
  });
}

/**
 * `POST /api/ideas/scale/{id}` with `role: 'author'` (how she means it) or `'key'` (a teacher's
 * key): kept beside the results, never counted in them.
 */
export function giveReading(
  ideaId: string,
  role: Exclude<ReadingRole, 'reader'>,
  values: ReferenceValues,
): Promise<IdeaDto> {
  return apiFetch<IdeaDto>(`/api/ideas/scale/${encodeURIComponent(ideaId)}`, {
    method: 'POST',
    body: {
      role,
      myEmotion: values.emotion ?? UNANSWERED,
      authorIntent: values.authorIntent ?? UNANSWERED,
      sound: values.sound ?? UNANSWERED,
      goodFaith: values.goodFaith ?? UNANSWERED,
      ...(role === 'author' ? { values: values.values ?? [] } : {}),
    },
  });
}

/** Saves the author's reading or a key; the author's 'Was I understood?' is read again. */
export function useGiveReading(ideaId: string, role: Exclude<ReadingRole, 'reader'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ReferenceValues) => giveReading(ideaId, role, values),
    onSuccess: () =>
      role === 'author'
        ? queryClient.invalidateQueries({ queryKey: understoodQueryKey(ideaId) })
        : undefined,
  });
}
