import { normalizeWebUrl, type ScrapedImage, type ScrapeResponse } from '@thoughtful/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { errorMessages } from '../../components/alerts/error-messages';
import { isRefusedAddress, scrapeQueryKey, scrapeQueryOptions } from './api/scrape-page';

/** How long typing must pause before the page is fetched. */
export const SCRAPE_DEBOUNCE_MS = 500;

/** Where fetching the typed address stands (content §7 'Page fetch'). */
export type PageScrapeResult =
  /** Nothing typed. */
  | { status: 'empty' }
  /** Not a web address, or one the server could not fetch: 'Invalid url.' */
  | { status: 'invalid' }
  /** Waiting for the typing to pause, or for the server. */
  | { status: 'pending'; url: string }
  | { status: 'scraped'; url: string; title: string; images: ScrapedImage[] }
  /**
   * A valid address whose page could not be read: it answered 403 ('forbidden'), or the server
   * could not reach it at all ('unreachable': offline, a school filter). The member types the title.
   */
  | { status: 'not-scraped'; url: string; reason: 'forbidden' | 'unreachable' }
  /** The server or the network failed, not the address. */
  | { status: 'failed'; url: string; messages: string[] };

export type PageScrapeStatus = PageScrapeResult['status'];

/** The address to fetch and store for what the user typed: `https://` added when missing. */
export function pageUrlOf(typed: string): string | null {
  return typed.trim() === '' ? null : normalizeWebUrl(typed);
}

/** The outcome of one fetch of `url`. */
export function scrapeOutcome(url: string, data: ScrapeResponse): PageScrapeResult {
  return data.scraped
    ? { status: 'scraped', url, title: data.title, images: data.images }
    : { status: 'not-scraped', url, reason: data.reason ?? 'forbidden' };
}

export function scrapeFailure(url: string, error: unknown): PageScrapeResult {
  return isRefusedAddress(error)
    ? { status: 'invalid' }
    : { status: 'failed', url, messages: errorMessages(error) };
}

/** A fetched page (even one that answered 403) makes a valid address. */
export function isFetched(result: PageScrapeResult): boolean {
  return result.status === 'scraped' || result.status === 'not-scraped';
}

/**
 * Fetches the page at the typed address once typing pauses (content §4: 'the URL must be valid
 * and fetched'). `ensure()` answers for the address as typed right now, waiting for the fetch if
 * needed, so a quick submit does not race the pause. With `enabled` false only the address's
 * form is judged (an online video is checked by its player instead).
 */
export function usePageScrape(typed: string, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const url = pageUrlOf(typed);
  const settledUrl = pageUrlOf(useDebouncedValue(typed, SCRAPE_DEBOUNCE_MS));
  const query = useQuery({
    ...scrapeQueryOptions(settledUrl ?? ''),
    enabled: enabled && settledUrl !== null,
  });

  let result: PageScrapeResult;
  if (typed.trim() === '') result = { status: 'empty' };
  else if (url === null) result = { status: 'invalid' };
  else if (!enabled) result = { status: 'pending', url };
  else if (url !== settledUrl || query.isPending) result = { status: 'pending', url };
  else if (query.isError) result = scrapeFailure(url, query.error);
  else result = scrapeOutcome(url, query.data);

  const ensure = useCallback(async (): Promise<PageScrapeResult> => {
    if (typed.trim() === '') return { status: 'empty' };
    if (url === null) return { status: 'invalid' };
    const state = queryClient.getQueryState(scrapeQueryKey(url));
    // A refusal is final; fetching the same address again would only make the user wait.
    if (state?.status === 'error' && isRefusedAddress(state.error)) return { status: 'invalid' };
    try {
      return scrapeOutcome(url, await queryClient.fetchQuery(scrapeQueryOptions(url)));
    } catch (error) {
      return scrapeFailure(url, error);
    }
  }, [queryClient, typed, url]);

  return { result, ensure };
}
