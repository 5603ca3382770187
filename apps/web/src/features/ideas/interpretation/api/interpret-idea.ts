import type { AddIdeaScalePayload, IdeaDto } from '@thoughtful/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { ideaQueryKey } from '../../api/get-idea';

/** `POST /api/ideas/scale/{ideaId}`: the reader's interpretation; answers the inTell as they now see it. */
export function interpretIdea(ideaId: string, body: AddIdeaScalePayload): Promise<IdeaDto> {
  return apiFetch<IdeaDto>(`/api/ideas/scale/${encodeURIComponent(ideaId)}`, {
    method: 'POST',
    body,
  });
}

/**
 * Interprets an inTell; the answer replaces the cached inTell, so its screen shows the saved
 * interpretation (and the gate opens). A failure refreshes the inTell: a 409 means an
 * interpretation exists that this screen did not know of.
 */
export function useInterpretIdea(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddIdeaScalePayload) => interpretIdea(ideaId, body),
    onSuccess: (idea) => {
      queryClient.setQueryData(ideaQueryKey(ideaId), idea);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: ideaQueryKey(ideaId) }),
  });
}
