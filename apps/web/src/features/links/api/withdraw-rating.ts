import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { LINK_PATHS, linkQueryOptions, type LinkDtos } from './get-link';

export type LinkKindName = keyof LinkDtos;

/** `WithdrawnLinkIdeaIdea` and its siblings in `shared`. */
interface Withdrawal<K extends LinkKindName> {
  link: LinkDtos[K] | null;
}

/**
 * `DELETE /api/linkIdeaIdeas/{id}/scale` and its siblings: the reader withdraws his or
 * her own rating. Answers the link without it, or `{ link: null }` when it was the link's last and
 * the link is gone.
 */
export function withdrawLinkRating<K extends LinkKindName>(
  kind: K,
  linkId: string,
): Promise<Withdrawal<K>> {
  return apiFetch<Withdrawal<K>>(`${LINK_PATHS[kind]}/${encodeURIComponent(linkId)}/scale`, {
    method: 'DELETE',
  });
}

/**
 * Withdraws the reader's rating. A link that stays replaces the cached one, so its page follows
 * at once; a removed link is left to its page, which says so. Either way the inTell and
 * waveMaker screens, whose columns the figures decide, are refetched when next shown.
 */
export function useWithdrawLinkRating<K extends LinkKindName>(kind: K, linkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawLinkRating(kind, linkId),
    onSuccess: (answer) => {
      if (answer.link !== null) {
        queryClient.setQueryData(linkQueryOptions(kind, linkId).queryKey, answer.link);
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ideas', 'detail'] }),
        queryClient.invalidateQueries({ queryKey: ['agents', 'detail'] }),
      ]);
    },
  });
}
