import { ActivityList, type UpdateActivityPayload } from '@thoughtful/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * The student's list: `GET /api/activity` in the student's view (content §7, DESIGN.md §8): the
 * live activities in order, each saying whether the reader completed it. A teacher's 'View as
 * Student' asks for the same view (`?view=student`); students always get it.
 */
const STUDENT_LIST_PATH = '/api/activity?view=student';

export function getStudentActivities(): Promise<ActivityList> {
  return apiFetch(STUDENT_LIST_PATH, { schema: ActivityList });
}

export const studentActivitiesQueryKey = ['activities', 'student'] as const;

export function studentActivitiesQueryOptions() {
  return queryOptions({
    queryKey: studentActivitiesQueryKey,
    // No abort signal: with it TanStack re-sends the request after React's development remount.
    queryFn: () => getStudentActivities(),
  });
}

/** The reader's activities; the screen turns a failure into 'Failed To Retrieve Activities …'. */
export function useStudentActivities() {
  return useQuery(studentActivitiesQueryOptions());
}

/**
 * `POST /api/activity/{id}` with `studentIDCompleted` (the reader's own id) and what the activity
 * asks for, in one call; the server answers the reader's list as it now is.
 */
export function completeActivity(
  activityId: string,
  body: UpdateActivityPayload,
): Promise<ActivityList> {
  return apiFetch(`/api/activity/${encodeURIComponent(activityId)}`, {
    method: 'POST',
    body,
    schema: ActivityList,
  });
}

/**
 * Completes an activity. The answer replaces the cached list; the inTells the completion wrote
 * on (a new inTell, the guiding question's answers, an interpretation) are read again where a
 * screen shows them, and the manager's lists (another key under 'activities') are stale.
 */
export function useCompleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, body }: { activityId: string; body: UpdateActivityPayload }) =>
      completeActivity(activityId, body),
    onSuccess: async (list) => {
      queryClient.setQueryData(studentActivitiesQueryKey, list);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ideas'] }),
        queryClient.invalidateQueries({
          queryKey: ['activities'],
          predicate: (query) => query.queryKey[1] !== studentActivitiesQueryKey[1],
        }),
      ]);
    },
    // The activity may have been deleted or taken offline meanwhile: read the list again.
    onError: () => queryClient.invalidateQueries({ queryKey: studentActivitiesQueryKey }),
  });
}
