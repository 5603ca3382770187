import type { AgentDto, RateAgentBody } from '@thoughtful/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { agentQueryKey } from '../../api/get-agent';

/** `POST /api/agents/scale/{agentId}`: the reader's rating; answers the waveMaker with it. */
export function rateAgent(agentId: string, body: RateAgentBody): Promise<AgentDto> {
  return apiFetch<AgentDto>(`/api/agents/scale/${encodeURIComponent(agentId)}`, {
    method: 'POST',
    body,
  });
}

/** Rates a waveMaker; the answer replaces the cached waveMaker, so its screen shows the new point. */
export function useRateAgent(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateAgentBody) => rateAgent(agentId, body),
    onSuccess: (agent) => {
      queryClient.setQueryData(agentQueryKey(agentId), agent);
    },
  });
}
