import type { ScrapeResponse } from '@thoughtful/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

/**
 * `GET /api/scrape?url=` (content §7 'Page fetch', DESIGN.md §4): the page's title and its images
 * larger than 10 × 10, `{ scraped: false }` for a page that answered 403, 422 'Invalid url.' for a
 * page that cannot be fetched. The address must be absolute http(s).
 */
export function scrapePage(url: string, signal?: AbortSignal): Promise<ScrapeResponse> {
  return apiFetch<ScrapeResponse>(`/api/scrape?${new URLSearchParams({ url }).toString()}`, {
    signal,
  });
}

export const scrapeQueryKey = (url: string) => ['scrape', url] as const;

export function scrapeQueryOptions(url: string) {
  return queryOptions({
    queryKey: scrapeQueryKey(url),
    // The signal cancels the fetch of an address the user has already typed past.
    queryFn: ({ signal }) => scrapePage(url, signal),
    enabled: url !== '',
    // A page is fetched once per visit to the form; its title and pictures rarely change.
    staleTime: 5 * 60_000,
    // A refused address will not get better, and a slow page already took up to 8 s.
    retry: false,
  });
}

/**
 * Content §7: 'any other non-OK answer means an invalid URL'. The server answers 400 or 422
 * 'Invalid url.' for those; other failures (no connection, too many fetches, a server error) are
 * not the address's fault and are told as they are.
 */
export function isRefusedAddress(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 422);
}
