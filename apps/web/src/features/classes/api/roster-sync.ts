import type { RosterSyncResult } from '@thoughtful/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { CLASSES_QUERY_KEY } from './classes-api';

/**
 * `POST /api/classes/{id}/lti/roster-sync` (DESIGN.md §13): the linked course's roster into the
 * class; the class, its roster and its teachers are read again after it.
 */
export function useSyncRoster(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<RosterSyncResult>(`/api/classes/${encodeURIComponent(classId)}/lti/roster-sync`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASSES_QUERY_KEY }),
  });
}
