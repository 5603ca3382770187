import { loadBuffer } from 'cheerio';
import probeImageSize from 'probe-image-size/sync.js';
import {
  SCRAPE_MESSAGES,
  SCRAPED_IMAGE_LARGER_THAN_PX,
  type ScrapedImage,
  type ScrapeResponse,
} from '@thoughtful/shared';
import type { UserRow } from '../../db/schema';
import { BadRequestError, UnprocessableError } from '../../http/errors';
import type { AccessPolicy } from '../access';
import {
  FetchError,
  readAtMost,
  safeFetch,
  type NetworkOverrides,
  type SafeFetchOptions,
} from './safe-fetch';

/** Limits of one page fetch (DESIGN.md §4): time for everything, bytes of HTML, images probed. */
export const SCRAPE_LIMITS = Object.freeze({
  totalMs: 8_000,
  maxRedirects: 3,
  htmlBytes: 2_000_000,
  imageCandidates: 20,
  imageConcurrency: 4,
  /** Each image probe also stops after this long, so one slow host cannot eat the whole budget. */
  imageMs: 4_000,
  /** Enough for the size field of every common format (JPEG's can sit behind EXIF data). */
  imageBytes: 256_000,
  titleLength: 300,
});

export interface ScrapeOptions {
  allowLoopback: boolean;
  network?: NetworkOverrides | undefined;
  /** Shorter caps for tests; defaults to SCRAPE_LIMITS. */
  limits?: Partial<typeof SCRAPE_LIMITS>;
  /** Told why a fetch failed (the answer itself only says 'Invalid url.'). */
  onFailure?: (error: unknown) => void;
}

const USER_AGENT = 'ThoughtfulBot/1.0 (link preview)';
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** Parses a user-given address: only absolute http(s) addresses are accepted. */
export function parsePageUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new BadRequestError(SCRAPE_MESSAGES.INVALID_URL);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw new BadRequestError(SCRAPE_MESSAGES.INVALID_URL);
  }
  return url;
}

function collapse(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function mediaType(header: string | string[] | undefined): { type: string; charset?: string } {
  const value = Array.isArray(header) ? header[0] : header;
  const [type = '', ...params] = String(value ?? '').split(';');
  const charset = params
    .map((p) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(p)?.[1])
    .find((c) => c !== undefined);
  return { type: type.trim().toLowerCase(), ...(charset ? { charset } : {}) };
}

export interface ParsedPage {
  title: string;
  /** Absolute http(s) image addresses, og:image first, without duplicates. */
  imageUrls: string[];
}

/** Reads the title and the image addresses of a page (pure: no network). */
export function parsePage(html: Buffer, pageUrl: URL, charset?: string): ParsedPage {
  const $ = loadBuffer(html, charset ? { encoding: { transportLayerEncodingLabel: charset } } : {});
  const titleElement = $('title')
    .filter((_, element) => $(element).closest('svg').length === 0)
    .first();
  const meta = (selector: string) => collapse($(selector).first().attr('content'));
  const title =
    collapse(titleElement.text()) ||
    meta('meta[property="og:title"]') ||
    meta('meta[name="og:title"]');

  let base = pageUrl;
  const baseHref = $('base[href]').first().attr('href');
  if (baseHref) {
    try {
      const candidate = new URL(baseHref.trim(), pageUrl);
      if (candidate.protocol === 'http:' || candidate.protocol === 'https:') base = candidate;
    } catch {
      // A broken <base> is ignored, as browsers do.
    }
  }

  const raw: string[] = [
    meta('meta[property="og:image"]'),
    meta('meta[property="og:image:url"]'),
    meta('meta[property="og:image:secure_url"]'),
    meta('meta[name="og:image"]'),
    meta('meta[name="twitter:image"]'),
    ...$('img')
      .map((_, element) => {
        const img = $(element);
        const src = img.attr('src')?.trim();
        return src && !src.startsWith('data:') ? src : (img.attr('data-src')?.trim() ?? '');
      })
      .get(),
  ];
  const seen = new Set<string>();
  const imageUrls: string[] = [];
  for (const value of raw) {
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value, base);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    url.hash = '';
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    imageUrls.push(url.href);
  }
  return { title, imageUrls };
}

async function probeImage(
  url: string,
  fetchOptions: SafeFetchOptions,
  maxBytes: number,
): Promise<{ width: number; height: number } | null> {
  const response = await safeFetch(new URL(url), fetchOptions);
  try {
    if (response.status < 200 || response.status > 299) return null;
    // Sizes are read from the first bytes; the rest of the image is never downloaded.
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      const found = probeImageSize(Buffer.concat(chunks));
      if (found) return { width: found.width, height: found.height };
      if (size >= maxBytes) return null;
    }
    return null;
  } finally {
    response.close();
  }
}

/** Runs `work` over `items` with at most `concurrency` at a time, keeping the order of results. */
async function mapLimited<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * The page could not be reached at all: no DNS answer, no connection, no answer in time. Not an
 * address refused by the network policy, a redirect or an answer that is an error or not HTML.
 */
function isUnreachable(error: unknown): boolean {
  return error instanceof FetchError && (error.reason === 'dns' || error.reason === 'network');
}

/**
 * `GET /api/scrape`: the page's title and its images larger than 10 by 10 pixels. A 403 answers
 * `{ scraped: false, reason: 'forbidden' }` (content spec §7, DESIGN.md §4), a page the server
 * cannot reach `{ scraped: false, reason: 'unreachable' }`; any other failure is 422
 * 'Invalid url.'.
 */
export async function scrapePage(rawUrl: string, options: ScrapeOptions): Promise<ScrapeResponse> {
  const limits = { ...SCRAPE_LIMITS, ...options.limits };
  const pageUrl = parsePageUrl(rawUrl);
  const deadline = AbortSignal.timeout(limits.totalMs);
  const base = {
    allowLoopback: options.allowLoopback,
    network: options.network,
    maxRedirects: limits.maxRedirects,
  };

  let parsed: ParsedPage;
  try {
    const response = await safeFetch(pageUrl, {
      ...base,
      signal: deadline,
      headers: {
        'user-agent': USER_AGENT,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    try {
      if (response.status === 403) return { scraped: false, reason: 'forbidden' };
      if (response.status < 200 || response.status > 299) {
        throw new Error(`page answered ${response.status}`);
      }
      const type = mediaType(response.headers['content-type']);
      if (!HTML_TYPES.has(type.type)) throw new Error(`not HTML: ${type.type || 'no type'}`);
      // A longer page is cut: the title and the first images are near the top.
      const { data } = await readAtMost(response.body, limits.htmlBytes);
      parsed = parsePage(data, response.url, type.charset);
    } finally {
      response.close();
    }
  } catch (error) {
    options.onFailure?.(error);
    // Offline machines and school filters cannot reach pages members can: valid, not fetched.
    if (isUnreachable(error)) return { scraped: false, reason: 'unreachable' };
    throw new UnprocessableError(SCRAPE_MESSAGES.INVALID_URL);
  }

  const candidates = parsed.imageUrls.slice(0, limits.imageCandidates);
  const sizes = await mapLimited(candidates, limits.imageConcurrency, (url) =>
    probeImage(
      url,
      {
        ...base,
        signal: AbortSignal.any([deadline, AbortSignal.timeout(limits.imageMs)]),
        headers: { 'user-agent': USER_AGENT, accept: 'image/*', 'accept-encoding': 'identity' },
      },
      limits.imageBytes,
    ).catch(() => null),
  );
  const images: ScrapedImage[] = [];
  candidates.forEach((url, index) => {
    const size = sizes[index];
    if (
      size &&
      size.width > SCRAPED_IMAGE_LARGER_THAN_PX &&
      size.height > SCRAPED_IMAGE_LARGER_THAN_PX
    ) {
      images.push({ url, width: size.width, height: size.height });
    }
  });
  return { scraped: true, title: parsed.title.slice(0, limits.titleLength), images };
}

export interface PageFetchDeps {
  access: AccessPolicy;
  allowLoopback: boolean;
  network?: NetworkOverrides | undefined;
}

/** `GET /api/scrape`: the access check, then `scrapePage` with the server's network settings. */
export class PageFetchService {
  constructor(private readonly deps: PageFetchDeps) {}

  async fetch(
    actor: UserRow,
    rawUrl: string,
    onFailure?: (error: unknown) => void,
  ): Promise<ScrapeResponse> {
    this.deps.access.requireUser(actor, 'page.fetch');
    return scrapePage(rawUrl, {
      allowLoopback: this.deps.allowLoopback,
      network: this.deps.network,
      ...(onFailure ? { onFailure } : {}),
    });
  }
}
