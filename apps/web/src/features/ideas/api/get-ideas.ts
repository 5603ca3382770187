import { LATEST_IDEAS_LIMIT, SEARCH_LIMIT, type IdeaSummaryList } from '@thoughtful/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface IdeaListParams {
  /** Searches as the user types; without it the server answers the latest inTells. */
  searchString?: string;
  /** 1 … 10 (content §9). */
  limitSize?: number;
}

/** `GET /api/ideas?searchString&limitSize` (content §7). */
export function getIdeas(params: IdeaListParams = {}, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (params.searchString !== undefined) query.set('searchString', params.searchString);
  query.set('limitSize', String(params.limitSize ?? SEARCH_LIMIT));
  return apiFetch<IdeaSummaryList>(`/api/ideas?${query.toString()}`, { signal });
}

export const IDEAS_QUERY_KEY = ['ideas', 'list'] as const;

/** The 10 latest inTells (content §1, §9). */
export function latestIdeasQueryOptions(limitSize: number = LATEST_IDEAS_LIMIT) {
  return queryOptions({
    queryKey: [...IDEAS_QUERY_KEY, 'latest', limitSize] as const,
    queryFn: () => getIdeas({ limitSize }),
  });
}

export function useLatestIdeas(limitSize: number = LATEST_IDEAS_LIMIT) {
  return useQuery(latestIdeasQueryOptions(limitSize));
}

/**
 * inTells matching a search text. Each text is its own query, so the answer shown is always the
 * latest text's: TanStack cancels the request of a text that is no longer asked for (the signal),
 * and an answer that arrives late lands under its own key and is never shown for another text.
 * A blank text asks nothing.
 */
export function ideaSearchQueryOptions(searchString: string, limitSize: number = SEARCH_LIMIT) {
  const text = searchString.trim();
  return queryOptions({
    queryKey: [...IDEAS_QUERY_KEY, 'search', text, limitSize] as const,
    queryFn: ({ signal }) => getIdeas({ searchString: text, limitSize }, signal),
    enabled: text !== '',
    staleTime: 30_000,
  });
}

export function useIdeaSearch(searchString: string, limitSize: number = SEARCH_LIMIT) {
  return useQuery({
    ...ideaSearchQueryOptions(searchString, limitSize),
    // Keeps the previous results on screen while the next text loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
