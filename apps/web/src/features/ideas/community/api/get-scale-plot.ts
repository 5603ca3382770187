import type { IdeaScalePlotData } from '@thoughtful/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/**
 * `GET /api/ideas/{id}/scales`: the plots' numbers, one column per scale, the reader's first.
 * Opened from an activity, those of its class (a student: of her group, issue 43).
 */
export function getScalePlot(id: string, activityId?: string): Promise<IdeaScalePlotData> {
  const from = activityId === undefined ? '' : `?activity=${encodeURIComponent(activityId)}`;
  return apiFetch<IdeaScalePlotData>(`/api/ideas/${encodeURIComponent(id)}/scales${from}`);
}

/**
 * The plots' numbers. The key carries the inTell's interpretation count, so that a new or
 * changed interpretation (which updates the inTell in the cache) reads them again.
 */
export function useScalePlot(
  id: string,
  scaleCount: number,
  enabled: boolean,
  activityId?: string,
) {
  return useQuery({
    queryKey: ['ideas', 'scales', id, scaleCount, activityId ?? null] as const,
    queryFn: () => getScalePlot(id, activityId),
    enabled,
  });
}
