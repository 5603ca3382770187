import type { LinkAgentAgentDto, LinkIdeaAgentDto, LinkIdeaIdeaDto } from '@thoughtful/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Where each kind of link lives in the API. */
export const LINK_PATHS = {
  ideaIdea: '/api/linkIdeaIdeas',
  ideaAgent: '/api/linkIdeaAgents',
  agentAgent: '/api/linkAgentAgents',
} as const;

export interface LinkDtos {
  ideaIdea: LinkIdeaIdeaDto;
  ideaAgent: LinkIdeaAgentDto;
  agentAgent: LinkAgentAgentDto;
}

/** `GET /api/linkIdeaIdeas/{id}`, `/api/linkIdeaAgents/{id}` or `/api/linkAgentAgents/{id}`. */
export function getLink<K extends keyof LinkDtos>(kind: K, id: string): Promise<LinkDtos[K]> {
  return apiFetch<LinkDtos[K]>(`${LINK_PATHS[kind]}/${encodeURIComponent(id)}`);
}

export function linkQueryOptions<K extends keyof LinkDtos>(kind: K, id: string) {
  return queryOptions({
    queryKey: ['links', kind, id] as const,
    queryFn: () => getLink(kind, id),
    enabled: id !== '',
  });
}

export function useLink<K extends keyof LinkDtos>(kind: K, id: string) {
  return useQuery(linkQueryOptions(kind, id));
}
