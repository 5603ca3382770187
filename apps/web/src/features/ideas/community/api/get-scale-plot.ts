import type { IdeaScalePlotData } from '@thoughtful/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /api/ideas/{id}/scales`: the plots' numbers, one column per scale, the reader's first. */
export function getScalePlot(id: string): Promise<IdeaScalePlotData> {
  return apiFetch<IdeaScalePlotData>(`/api/ideas/${encodeURIComponent(id)}/scales`);
}

/**
 * The plots' numbers. The key carries the inTell's interpretation count, so that a new or
 * changed interpretation (which updates the inTell in the cache) reads them again.
 */
export function useScalePlot(id: string, scaleCount: number, enabled: boolean) {
  return useQuery({
    queryKey: ['ideas', 'scales', id, scaleCount] as const,
    queryFn: () => getScalePlot(id),
    enabled,
  });
}
