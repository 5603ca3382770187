import { ActivityAnswers } from '@thoughtful/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ACTIVITIES_QUERY_KEY } from './manager-activities';

/**
 * `GET /api/activity/{id}/answers` (beyond the spec: the teacher's progress view): each student
 * who completed the activity, with their answer on the plot scales of the inTell it asks about.
 */
export function getActivityAnswers(id: string, signal?: AbortSignal): Promise<ActivityAnswers> {
  return apiFetch(`/api/activity/${encodeURIComponent(id)}/answers`, {
    schema: ActivityAnswers,
    signal,
  });
}

/**
 * The answers of one activity. The key carries how many completed it, so a new completion seen
 * in the (refreshed) list reads the answers again.
 */
export function useActivityAnswers(id: string | null, completedCount: number) {
  return useQuery({
    queryKey: [...ACTIVITIES_QUERY_KEY, 'answers', id, completedCount] as const,
    queryFn: ({ signal }) => getActivityAnswers(id ?? '', signal),
    enabled: id !== null,
  });
}
