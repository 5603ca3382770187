import {
  ActivityList,
  type ActivityDto,
  type CreateActivityPayload,
  type EditActivityPayload,
  type UpdateActivityPayload,
} from '@thoughtful/shared';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useManagerClassId } from '../manager/manager-class';

/** Every activity query starts with this key, so a change refreshes every view of them. */
export const ACTIVITIES_QUERY_KEY = ['activities'] as const;
const MANAGER_KEY = [...ACTIVITIES_QUERY_KEY, 'manager'] as const;
/** One class's list (DESIGN.md §10); 'all' without a class (a teacher of one class). */
const managerKey = (classId: string | null) => [...MANAGER_KEY, classId ?? 'all'] as const;

/**
 * `GET /api/activity?view=manager` (content §7, DESIGN.md §8): every activity in order, with who
 * completed it (teachers and admins); with `classId`, that class's only (DESIGN.md §10).
 */
export function getManagerActivities(
  classId: string | null,
  signal?: AbortSignal,
): Promise<ActivityList> {
  const path =
    classId === null
      ? '/api/activity?view=manager'
      : `/api/activity?view=manager&classId=${encodeURIComponent(classId)}`;
  return apiFetch(path, { schema: ActivityList, signal });
}

export interface ManagerActivitiesOptions {
  /** The class whose activities are read; null: all the reader's (one class). */
  classId: string | null;
  /** Reads again every this many ms (the progress view while a lesson runs); off when absent. */
  refetchIntervalMs?: number;
  /** False until the class is known, so the list is read once. */
  enabled?: boolean;
}

export function managerActivitiesQueryOptions(classId: string | null) {
  return queryOptions({
    queryKey: managerKey(classId),
    queryFn: ({ signal }) => getManagerActivities(classId, signal),
  });
}

export function useManagerActivities({
  classId,
  refetchIntervalMs,
  enabled = true,
}: ManagerActivitiesOptions) {
  return useQuery({
    ...managerActivitiesQueryOptions(classId),
    enabled,
    refetchInterval: refetchIntervalMs ?? false,
    // A lesson is run with the tab in front; a hidden tab need not ask.
    refetchIntervalInBackground: false,
  });
}

/** `POST /api/activity`: the new activity, not live, last (DESIGN.md §8). */
export function createActivity(body: CreateActivityPayload): Promise<ActivityDto> {
  return apiFetch<ActivityDto>('/api/activity', { method: 'POST', body });
}

/** Every change of the manager's list (Go Live, a move, a deletion) runs under this key. */
const CHANGE_KEY = [...MANAGER_KEY, 'change'] as const;

/** Whether changes overlapped since the list was last settled, per query client (per app). */
const overlaps = new WeakMap<QueryClient, { overlapped: boolean }>();

/**
 * The list a change answers replaces the cached one, and other views of activities read again.
 * Changes may overlap (a teacher flips two switches quickly): answers can then arrive in any
 * order, so none of them is trusted; once the last has settled the list is read afresh.
 */
function useListChanges() {
  const queryClient = useQueryClient();
  const listKey = managerKey(useManagerClassId());
  let overlapped = overlaps.get(queryClient);
  if (overlapped === undefined) {
    overlapped = { overlapped: false };
    overlaps.set(queryClient, overlapped);
  }
  const state = overlapped;
  const othersPending = () => queryClient.isMutating({ mutationKey: CHANGE_KEY }) > 1;
  const refreshOthers = () =>
    queryClient.invalidateQueries({
      queryKey: ACTIVITIES_QUERY_KEY,
      predicate: (query) => query.queryKey[1] !== 'manager',
    });
  /** Called as a change starts. */
  const started = () => {
    if (othersPending()) state.overlapped = true;
  };
  /** Called as a change settles: its answer, or null when it failed. */
  const settled = async (list: ActivityList | null, restore?: () => void) => {
    if (othersPending()) return;
    if (state.overlapped) {
      state.overlapped = false;
      await queryClient.invalidateQueries({ queryKey: MANAGER_KEY });
    } else if (list !== null) {
      queryClient.setQueryData(listKey, list);
    } else {
      restore?.();
    }
    await refreshOthers();
  };
  return { started, settled };
}

export function useCreateActivity() {
  const queryClient = useQueryClient();
  const classId = useManagerClassId();
  return useMutation({
    mutationFn: (body: CreateActivityPayload) =>
      createActivity(classId === null ? body : { ...body, classId }),
    // The first activity of a teacher without a class makes one ('My class'): read them again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
      ]),
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

/**
 * A teacher's change. Go Live shows at once (a switch answers the hand that flips it) and is put
 * back if the server refuses; a move waits for the list the server answers.
 */
export function useUpdateActivity() {
  const queryClient = useQueryClient();
  const changes = useListChanges();
  const listKey = managerKey(useManagerClassId());
  return useMutation({
    mutationKey: CHANGE_KEY,
    mutationFn: ({ id, body }: ActivityChange) => updateActivity(id, body),
    onMutate: async ({ id, body }: ActivityChange) => {
      changes.started();
      if (body.enabled == null) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<ActivityList>(listKey);
      const enabled = body.enabled;
      queryClient.setQueryData<ActivityList>(listKey, (list) =>
        list?.map((activity) => (activity._id === id ? { ...activity, enabled } : activity)),
      );
      return { previous };
    },
    onSuccess: (list) => changes.settled(list),
    onError: (_error, _change, context) =>
      changes.settled(null, () => {
        if (context?.previous !== undefined) {
          queryClient.setQueryData(listKey, context.previous);
        }
      }),
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
  const changes = useListChanges();
  return useMutation({
    mutationKey: CHANGE_KEY,
    mutationFn: deleteActivity,
    onMutate: () => changes.started(),
    onSuccess: (list) => changes.settled(list),
    onError: () => changes.settled(null),
  });
}

// Reuse (DESIGN.md §14; docs/decisions/2026-11-23-teacher-activity-manager.md 'Reuse').

/**
 * `PUT /api/activity/{id}`: the activity's fields replaced by the form's (its instructions only,
 * once a student has completed it); answers the manager's list.
 */
export function editActivity(id: string, body: EditActivityPayload): Promise<ActivityList> {
  return apiFetch(`/api/activity/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: ActivityList,
  });
}

export function useEditActivity() {
  const changes = useListChanges();
  return useMutation({
    mutationKey: CHANGE_KEY,
    mutationFn: ({ id, body }: { id: string; body: EditActivityPayload }) => editActivity(id, body),
    onMutate: () => changes.started(),
    onSuccess: (list) => changes.settled(list),
    onError: () => changes.settled(null),
  });
}

/** `POST /api/activity/{id}/duplicate`: the copy, not live, last in the class named. */
export function duplicateActivity(id: string, classId: string): Promise<ActivityDto> {
  return apiFetch<ActivityDto>(`/api/activity/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
    body: { classId },
  });
}

/** A copy may land in another class: every list of activities is read again. */
export function useDuplicateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, classId }: { id: string; classId: string }) =>
      duplicateActivity(id, classId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY }),
  });
}

/**
 * `POST /api/classes/{id}/activities/live`: several of a class's activities live, or off, all or
 * none; answers the class's list.
 */
export function setActivitiesLive(
  classId: string,
  activityIds: readonly string[],
  enabled: boolean,
): Promise<ActivityList> {
  return apiFetch(`/api/classes/${encodeURIComponent(classId)}/activities/live`, {
    method: 'POST',
    body: { activityIds, enabled },
    schema: ActivityList,
  });
}

export interface LiveChange {
  classId: string;
  activityIds: readonly string[];
  enabled: boolean;
}

export function useSetActivitiesLive() {
  const changes = useListChanges();
  return useMutation({
    mutationKey: CHANGE_KEY,
    mutationFn: ({ classId, activityIds, enabled }: LiveChange) =>
      setActivitiesLive(classId, activityIds, enabled),
    onMutate: () => changes.started(),
    onSuccess: (list) => changes.settled(list),
    onError: () => changes.settled(null),
  });
}

/**
 * `POST /api/classes/{id}/activities/copy`: the class's activities, in order and not live, after
 * those of another class (follow-ups stay); answers the copies.
 */
export function copySequence(fromClassId: string, toClassId: string): Promise<ActivityList> {
  return apiFetch(`/api/classes/${encodeURIComponent(fromClassId)}/activities/copy`, {
    method: 'POST',
    body: { toClassId },
    schema: ActivityList,
  });
}

export function useCopySequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fromClassId, toClassId }: { fromClassId: string; toClassId: string }) =>
      copySequence(fromClassId, toClassId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_QUERY_KEY }),
  });
}
