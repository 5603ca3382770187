import type { AgentDto, CreateAgentPayload } from '@thoughtful/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { agentQueryKey } from './get-agent';
import { AGENTS_QUERY_KEY } from './get-agents';

/** `POST /api/agents`: name, url, optional image (content §7). Answers the created waveMaker. */
export function createAgent(body: CreateAgentPayload): Promise<AgentDto> {
  return apiFetch<AgentDto>('/api/agents', { method: 'POST', body });
}

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgent,
    onSuccess: (agent) => {
      queryClient.setQueryData(agentQueryKey(agent._id), agent);
      return queryClient.invalidateQueries({ queryKey: AGENTS_QUERY_KEY });
    },
  });
}
