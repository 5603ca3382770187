import type { ClassList } from '@thoughtful/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * `GET /api/classes`: the classes the manager picks from (DESIGN.md §10). Read here, not through
 * the classes feature, so that the manager's page does not carry the class screens' code, nor
 * theirs the manager's (apps/web/build/screen-chunks.ts gives a shared module to the first screen
 * that loads it), and without the schema, whose Zod would bring the chunk that holds it; the key
 * is the Classes screen's, so both read one cached list.
 */
export function useManagerClassList() {
  return useQuery({
    queryKey: ['classes', 'list', { archived: false }],
    queryFn: () => apiFetch<ClassList>('/api/classes'),
  });
}
