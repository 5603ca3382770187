import type { ClassGroups } from '@thoughtful/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { CLASSES_QUERY_KEY } from './classes-api';

/** A class's small groups (issue 43). Every write answers the groups, which the cache takes. */

const groupsPath = (classId: string) => `/api/classes/${encodeURIComponent(classId)}/groups`;
const groupsKey = (classId: string) => [...CLASSES_QUERY_KEY, 'groups', classId] as const;

/** `GET /api/classes/{id}/groups`. */
export function useClassGroups(classId: string) {
  return useQuery({
    queryKey: groupsKey(classId),
    queryFn: () => apiFetch<ClassGroups>(groupsPath(classId)),
  });
}

/** The groups' writes, each answering the class's groups. */
export type GroupsChange =
  | { kind: 'create'; name: string }
  | { kind: 'rename'; groupId: string; name: string }
  | { kind: 'delete'; groupId: string }
  | { kind: 'split'; count: number }
  | { kind: 'assign'; userId: string; groupId: string | null };

function send(classId: string, change: GroupsChange): Promise<ClassGroups> {
  const path = groupsPath(classId);
  switch (change.kind) {
    case 'create':
      return apiFetch(path, { method: 'POST', body: { name: change.name } });
    case 'rename':
      return apiFetch(`${path}/${encodeURIComponent(change.groupId)}`, {
        method: 'POST',
        body: { name: change.name },
      });
    case 'delete':
      return apiFetch(`${path}/${encodeURIComponent(change.groupId)}`, { method: 'DELETE' });
    case 'split':
      return apiFetch(`${path}/split`, { method: 'POST', body: { count: change.count } });
    case 'assign':
      return apiFetch(
        `/api/classes/${encodeURIComponent(classId)}/roster/${encodeURIComponent(change.userId)}/group`,
        { method: 'POST', body: { groupId: change.groupId } },
      );
  }
}

export function useChangeGroups(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GroupsChange) => send(classId, change),
    onSuccess: (groups) => queryClient.setQueryData(groupsKey(classId), groups),
  });
}
