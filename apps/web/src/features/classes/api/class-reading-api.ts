import type { ClassAgreement, ClassPerceptionGaps } from '@thoughtful/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { CLASSES_QUERY_KEY } from './classes-api';

/*
 * How a class reads together (issue 45, DESIGN.md §15), for its teachers. Typed, not parsed, as
 * the other class reads (classes-api.ts says why).
 */

const classPath = (id: string) => `/api/classes/${encodeURIComponent(id)}`;

/** `GET /api/classes/{id}/agreement`: Krippendorff's α per scale, with its 95% band. */
export function useClassAgreement(id: string) {
  return useQuery({
    queryKey: [...CLASSES_QUERY_KEY, 'agreement', id],
    queryFn: ({ signal }) => apiFetch<ClassAgreement>(`${classPath(id)}/agreement`, { signal }),
  });
}

/** `GET /api/classes/{id}/perception-gap`: per inTell and scale, how far the guesses fell. */
export function useClassPerceptionGap(id: string) {
  return useQuery({
    queryKey: [...CLASSES_QUERY_KEY, 'perception-gap', id],
    queryFn: ({ signal }) =>
      apiFetch<ClassPerceptionGaps>(`${classPath(id)}/perception-gap`, { signal }),
  });
}
