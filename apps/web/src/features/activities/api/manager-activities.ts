import {
  ActivityList,
  type ActivityDto,
  type CreateActivityPayload,
  type UpdateActivityPayload,
} from '@thoughtful/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Every activity query starts with this key, so a change refreshes every view of them. */
export const ACTIVITIES_QUERY_KEY = ['activities'] as const;
const MANAGER_KEY = [...ACTIVITIES_QUERY_KEY, 'manager'] as const;

/**
 * `GET /api/activity?view=manager` (content §7, DESIGN.md §8): every activity in order, with who
 * completed it (teachers and admins).
 */
export function getManagerActivities(signal?: AbortSignal): Promise<ActivityList> {
  return apiFetch('/api/activity?view=manager', { schema: ActivityList, signal });
}

export interface ManagerActivitiesOptions {
  /** Reads again every this many ms (the progress view while a lesson runs); off when absent. */
  refetchIntervalMs?: number;
}

export function managerActivitiesQueryOptions() {
  return queryOptions({
    queryKey: MANAGER_KEY,
    queryFn: ({ signal }) => getManagerActivities(signal),
  });
}

export function useManagerActivities({ refetchIntervalMs }: ManagerActivitiesOptions = {}) {
  return useQuery({
    ...managerActivitiesQueryOptions(),
    refetchInterval: refetchIntervalMs ?? false,
    // A lesson is run with the tab in front; a hidden tab need not ask.
    refetchIntervalInBackground: false,
  });
}

/** `POST /api/activity`: the new activity, not live, last (DESIGN.md §8). */
export function createActivity(body: CreateActivityPayload): Promise<ActivityDto> {
  return apiFetch<ActivityDto>('/api/activity', { method: 'POST', body });
}

/** The manager's list answered by a change replaces the cached one; other views read again. */
function useStoreList() {
  const queryClient = useQueryClient();
  return async (list: ActivityList) => {
    queryClient.setQueryData(MANAGER_KEY, list);
    await queryClient.invalidateQueries({
      queryKey: ACTIVITIES_QUERY_KEY,
      predicate: (query) => query.queryKey[1] !== 'manager',
    });
  };
}

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY }),
  });
}

/**
 * `POST /api/activity/{id}` with a teacher's change (content §4 'Activity lifecycle'): Go Live
 * (`enabled`) or a new position (`order`: one step, or a jump); answers the manager's list.
 */
export function updateActivity(id: string, body: UpdateActivityPayload): Promise<ActivityList> {
  return apiFetch(`/api/activity/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { activityID: id, ...body },
    schema: ActivityList,
  });
}

export interface ActivityChange {
  id: string;
  body: Pick<UpdateActivityPayload, 'enabled' | 'order'>;
}

export function useUpdateActivity() {
  const store = useStoreList();
  return useMutation({
    mutationFn: ({ id, body }: ActivityChange) => updateActivity(id, body),
    onSuccess: store,
  });
}

/** `DELETE /api/activity/{id}`: the others close the gap; answers the manager's list. */
export function deleteActivity(id: string): Promise<ActivityList> {
  return apiFetch(`/api/activity/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: ActivityList,
  });
}

export function useDeleteActivity() {
  const store = useStoreList();
  return useMutation({ mutationFn: deleteActivity, onSuccess: store });
}
