import type { ClassViewpoints } from '@thoughtful/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { CLASSES_QUERY_KEY } from './classes-api';

/**
 * `GET /api/classes/{id}/viewpoints` (DESIGN.md §12), teachers only: the class's opinion map,
 * the inTells that bridge and divide it, and its questions' cruxes. Typed, not parsed, as the
 * other class reads (classes-api.ts says why).
 */
export function getClassViewpoints(id: string, signal?: AbortSignal): Promise<ClassViewpoints> {
  return apiFetch<ClassViewpoints>(`/api/classes/${encodeURIComponent(id)}/viewpoints`, {
    signal,
  });
}

export function useClassViewpoints(id: string) {
  return useQuery({
    queryKey: [...CLASSES_QUERY_KEY, 'viewpoints', id],
    queryFn: ({ signal }) => getClassViewpoints(id, signal),
  });
}

/**
 * `POST /api/classes/{id}/viewpoints/release` (DESIGN.md §12), teachers only: the next recompute
 * publishes every inTell's figures as they stand, however few answers are new (204). Nothing is
 * read again: the teacher's own view shows the class as it stands already.
 */
export function useReleaseClassFigures(id: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch<void>(`/api/classes/${encodeURIComponent(id)}/viewpoints/release`, {
        method: 'POST',
      }),
  });
}
