import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { LinkRequest } from '../link-model';

export interface CreatedLink {
  _id: string;
}

/** `POST /api/linkIdeaIdeas`, `/api/linkIdeaAgents` or `/api/linkAgentAgents` (content §7). */
export function createLink(request: LinkRequest): Promise<CreatedLink> {
  return apiFetch<CreatedLink>(request.path, { method: 'POST', body: request.body });
}

/** Creates a link; both ends' screens are refetched so the new link shows in its column. */
export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLink,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ideas', 'detail'] }),
        queryClient.invalidateQueries({ queryKey: ['agents', 'detail'] }),
      ]),
  });
}
