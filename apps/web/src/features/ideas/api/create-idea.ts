import type { CreateIdeaPayload, IdeaDto } from '@thoughtful/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ideaQueryKey } from './get-idea';
import { IDEAS_QUERY_KEY } from './get-ideas';

/**
 * `POST /api/ideas`, both variants of content §7 (the full, framed one and the simple one with
 * `agents`). Answers the created inTell (201). The caller shows failures as
 * their own alerts.
 */
export function createIdea(body: CreateIdeaPayload): Promise<IdeaDto> {
  return apiFetch<IdeaDto>('/api/ideas', { method: 'POST', body });
}

export function useCreateIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIdea,
    onSuccess: (idea) => {
      queryClient.setQueryData(ideaQueryKey(idea._id), idea);
      // The latest list and searches now miss the new inTell.
      return queryClient.invalidateQueries({ queryKey: IDEAS_QUERY_KEY });
    },
  });
}
