import type { LinkIdeaIdeaDto, RateLinkIdeaIdeaPayload } from '@thoughtful/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { linkQueryOptions } from './get-link';

/**
 * `POST /api/linkIdeaIdeas/{id}/scale`: the reader's rating of the link from its page;
 * answers the link with the new figures, counts and the reader's rating.
 */
export function rateLinkIdeaIdea(
  linkId: string,
  body: RateLinkIdeaIdeaPayload,
): Promise<LinkIdeaIdeaDto> {
  return apiFetch<LinkIdeaIdeaDto>(`/api/linkIdeaIdeas/${encodeURIComponent(linkId)}/scale`, {
    method: 'POST',
    body,
  });
}

/**
 * Rates a link; the answer replaces the cached link, so its page's sentences follow at once, and
 * the inTell screens (whose columns the figures decide) are refetched when next shown.
 */
export function useRateLinkIdeaIdea(linkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateLinkIdeaIdeaPayload) => rateLinkIdeaIdea(linkId, body),
    onSuccess: (link) => {
      queryClient.setQueryData(linkQueryOptions('ideaIdea', linkId).queryKey, link);
      return queryClient.invalidateQueries({ queryKey: ['ideas', 'detail'] });
    },
  });
}
