import type { CreateKeyPointPayload, CreateQuotePayload, IdeaDto } from '@thoughtful/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { ideaQueryKey } from '../../api/get-idea';
import { IDEAS_QUERY_KEY } from '../../api/get-ideas';

/** `POST /api/ideas/{id}/quotes`: a quote of inTell {id}, with an optional key point of it. */
export function createQuote(sourceId: string, body: CreateQuotePayload): Promise<IdeaDto> {
  return apiFetch<IdeaDto>(`/api/ideas/${encodeURIComponent(sourceId)}/quotes`, {
    method: 'POST',
    body,
  });
}

/** `POST /api/ideas/{id}/keyPoints`: a key point summing up inTell {id}. */
export function createKeyPoint(sourceId: string, body: CreateKeyPointPayload): Promise<IdeaDto> {
  return apiFetch<IdeaDto>(`/api/ideas/${encodeURIComponent(sourceId)}/keyPoints`, {
    method: 'POST',
    body,
  });
}

/** After either: the new inTell is cached, the source's lists and the searches are stale. */
function useAfterCreate(sourceId: string) {
  const queryClient = useQueryClient();
  return async (created: IdeaDto) => {
    queryClient.setQueryData(ideaQueryKey(created._id), created);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ideaQueryKey(sourceId) }),
      queryClient.invalidateQueries({ queryKey: IDEAS_QUERY_KEY }),
    ]);
  };
}

export function useCreateQuote(sourceId: string) {
  const afterCreate = useAfterCreate(sourceId);
  return useMutation({
    mutationFn: (body: CreateQuotePayload) => createQuote(sourceId, body),
    onSuccess: afterCreate,
  });
}

export function useCreateKeyPoint(sourceId: string) {
  const afterCreate = useAfterCreate(sourceId);
  return useMutation({
    mutationFn: (body: CreateKeyPointPayload) => createKeyPoint(sourceId, body),
    onSuccess: afterCreate,
  });
}
