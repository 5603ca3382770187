import type { ClassViewpoints } from '@thoughtful/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { CLASSES_QUERY_KEY } from './classes-api';

/**
 * `GET /api/classes/{id}/viewpoints` (DESIGN.md §12), teachers only: the class's opinion map,
 * the inTells that bridge and divide it, and its questions' cruxes; with `withClassIds`, those of
 * the classes read together as one map (issue 43). Typed, not parsed, as the other class reads
 * (classes-api.ts says why).
 */
export function getClassViewpoints(
  id: string,
  withClassIds: readonly string[] = [],
  signal?: AbortSignal,
): Promise<ClassViewpoints> {
  const together =
    withClassIds.length === 0 ? '' : `?with=${withClassIds.map(encodeURIComponent).join(',')}`;
  return apiFetch<ClassViewpoints>(`/api/classes/${encodeURIComponent(id)}/viewpoints${together}`, {
    signal,
  });
}

/**
 * How long to wait before reading a combination not yet worked out again, after `reads` reads:
 * 3 s, then twice as long each time up to a minute. Its first map takes seconds; a runner that is
 * behind, or a recompute retried after its lease, is not asked for the whole view every 3 s by every
 * open tab.
 */
export function combinedWaitMs(reads: number): number {
  return Math.min(3000 * 2 ** Math.max(0, reads - 1), 60_000);
}

export function useClassViewpoints(id: string, withClassIds: readonly string[] = []) {
  const others = [...withClassIds].sort();
  return useQuery({
    queryKey: [...CLASSES_QUERY_KEY, 'viewpoints', id, others],
    queryFn: ({ signal }) => getClassViewpoints(id, others, signal),
    // A combination's first read asks for its map (worked out in the background, within
    // seconds): read again until it is there. A class's own map comes with its answers.
    refetchInterval: (query) =>
      others.length > 0 && query.state.data?.computedAt === null
        ? combinedWaitMs(query.state.dataUpdateCount)
        : false,
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
