import type { IdeaDto, OwnKey, ReadingRole, UnderstoodScales } from '@thoughtful/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../../lib/api-client';

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

export const ownKeyQueryKey = (ideaId: string) => ['ideas', 'key', ideaId] as const;

/** `GET /api/ideas/{id}/key`: the teacher's own key to the inTell; null when she gave none (404). */
export async function getOwnKey(ideaId: string): Promise<OwnKey | null> {
  try {
    return await apiFetch<OwnKey>(`/api/ideas/${encodeURIComponent(ideaId)}/key`);
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) return null;
    throw failure;
  }
}

/** Her own key, read for the teachers and admins who may give one. */
export function useOwnKey(ideaId: string) {
  return useQuery({
    queryKey: ownKeyQueryKey(ideaId),
    queryFn: () => getOwnKey(ideaId),
    enabled: ideaId !== '',
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

/**
 * Saves the author's reading or a key; the author's 'Was I understood?' is read again, a key is
 * read back from the server.
 */
export function useGiveReading(ideaId: string, role: Exclude<ReadingRole, 'reader'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ReferenceValues) => giveReading(ideaId, role, values),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: role === 'author' ? understoodQueryKey(ideaId) : ownKeyQueryKey(ideaId),
      }),
  });
}
