import type { SimilarIdeas } from '@thoughtful/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /api/ideas/similar?text=` (issue 45): the three inTells most like the text, best first. */
export function getSimilarIdeas(text: string, signal?: AbortSignal): Promise<SimilarIdeas> {
  const query = new URLSearchParams({ text });
  return apiFetch<SimilarIdeas>(`/api/ideas/similar?${query.toString()}`, { signal });
}

export const SIMILAR_IDEAS_QUERY_KEY = ['ideas', 'similar'] as const;

/**
 * The inTells like a text being written; a blank text asks nothing. Each text is its own query
 * (a late answer lands under its own text), and the previous text's stay on screen while the
 * next one loads, so the list does not flash empty between words.
 */
export function similarIdeasQueryOptions(text: string) {
  return queryOptions({
    queryKey: [...SIMILAR_IDEAS_QUERY_KEY, text] as const,
    queryFn: ({ signal }) => getSimilarIdeas(text, signal),
    enabled: text !== '',
    staleTime: 30_000,
    // A failure leaves the list out: the author is writing, not asking (no alert, no retry).
    retry: false,
  });
}

export function useSimilarIdeas(text: string) {
  return useQuery({ ...similarIdeasQueryOptions(text), placeholderData: keepPreviousData });
}
