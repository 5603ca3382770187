import type { AgentDto } from '@thoughtful/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/agents/{id}`: one waveMaker with its attributed and proxied inTells (content §7). */
export function getAgent(id: string): Promise<AgentDto> {
  return apiFetch<AgentDto>(`/api/agents/${encodeURIComponent(id)}`);
}

export const agentQueryKey = (id: string) => ['agents', 'detail', id] as const;

export function agentQueryOptions(id: string) {
  return queryOptions({
    queryKey: agentQueryKey(id),
    // No abort signal: with it TanStack re-sends the request after React's development remount.
    queryFn: () => getAgent(id),
    enabled: id !== '',
  });
}

/** One waveMaker; the screen turns a failure into 'Failed To Retrieve Agent From Server: {msg}'. */
export function useAgent(id: string) {
  return useQuery(agentQueryOptions(id));
}
