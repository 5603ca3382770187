import type { IdeaCruxes, IdeaViewpoints } from '@thoughtful/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/*
 * The answers are typed, not parsed: the inTell's screen loads no Zod (bundle-budget.spec); the
 * server checks its answers against the same schemas (packages/shared viewpoint-schemas.ts).
 */

const scoped = (path: string, classId: string | null) =>
  classId === null ? path : `${path}?classId=${encodeURIComponent(classId)}`;

/** `GET /api/ideas/{id}/viewpoints` (DESIGN.md §12), the class's groups with `classId`. */
export function getIdeaViewpoints(id: string, classId: string | null): Promise<IdeaViewpoints> {
  return apiFetch<IdeaViewpoints>(
    scoped(`/api/ideas/${encodeURIComponent(id)}/viewpoints`, classId),
  );
}

/** `GET /api/ideas/{id}/cruxes` (DESIGN.md §12): at most three, for a guiding question. */
export function getIdeaCruxes(id: string, classId: string | null): Promise<IdeaCruxes> {
  return apiFetch<IdeaCruxes>(scoped(`/api/ideas/${encodeURIComponent(id)}/cruxes`, classId));
}

/**
 * An inTell's viewpoints. Like the plots', the key carries the interpretation count, so a new or
 * changed interpretation reads them again.
 */
export function useIdeaViewpoints(
  id: string,
  classId: string | null,
  scaleCount: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['ideas', 'viewpoints', id, classId ?? 'all', scaleCount] as const,
    queryFn: () => getIdeaViewpoints(id, classId),
    enabled,
  });
}

export function useIdeaCruxes(
  id: string,
  classId: string | null,
  scaleCount: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['ideas', 'cruxes', id, classId ?? 'all', scaleCount] as const,
    queryFn: () => getIdeaCruxes(id, classId),
    enabled,
  });
}
