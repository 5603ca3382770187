import type { ReportsPage } from '@thoughtful/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/report?cursor=`: a page of reports, newest first (admins only). */
export function getReports(cursor: string | null): Promise<ReportsPage> {
  const query = cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`;
  return apiFetch<ReportsPage>(`/api/report${query}`);
}

/** The reports, page by page ('More' asks for the next cursor). */
export function useReports() {
  return useInfiniteQuery({
    queryKey: ['reports'] as const,
    queryFn: ({ pageParam }) => getReports(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
