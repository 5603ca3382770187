import { SEARCH_LIMIT, type AgentList } from '@thoughtful/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface AgentListParams {
  /** Searches as the user types; without it the server answers the newest waveMakers. */
  searchString?: string;
  /** 1 … 10 (content §9). */
  limitSize?: number;
}

/** `GET /api/agents?searchString&limitSize` (content §7): `{ _id, name }` entries. */
export function getAgents(params: AgentListParams = {}, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (params.searchString !== undefined) query.set('searchString', params.searchString);
  query.set('limitSize', String(params.limitSize ?? SEARCH_LIMIT));
  return apiFetch<AgentList>(`/api/agents?${query.toString()}`, { signal });
}

export const AGENTS_QUERY_KEY = ['agents', 'list'] as const;

/**
 * waveMakers matching a search text. Each text is its own query, so the answer shown is always
 * the latest text's: a request for a text no longer asked for is cancelled (the signal), and a late
 * answer lands under its own key. A blank text asks nothing.
 */
export function agentSearchQueryOptions(searchString: string, limitSize: number = SEARCH_LIMIT) {
  const text = searchString.trim();
  return queryOptions({
    queryKey: [...AGENTS_QUERY_KEY, 'search', text, limitSize] as const,
    queryFn: ({ signal }) => getAgents({ searchString: text, limitSize }, signal),
    enabled: text !== '',
    staleTime: 30_000,
  });
}

export function useAgentSearch(searchString: string, limitSize: number = SEARCH_LIMIT) {
  return useQuery({
    ...agentSearchQueryOptions(searchString, limitSize),
    placeholderData: keepPreviousData,
  });
}
