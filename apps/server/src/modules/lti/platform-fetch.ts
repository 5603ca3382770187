/**
 * Requests to a learning platform's own URLs (its key set, its OpenID configuration, its
 * registration endpoint). Those URLs come from an admin's form or a Dynamic Registration the
 * admin's link allowed, so they are fetched as given (no address filtering, unlike the page
 * scraper), but never without a time limit or a size limit: a slow or endless answer cannot
 * hold a launch or the server's memory.
 */

export const PLATFORM_FETCH_TIMEOUT_MS = 5_000;
/** Key sets and configurations are a few kilobytes; a registration answer too. */
export const PLATFORM_ANSWER_MAX_BYTES = 256 * 1024;

export class PlatformFetchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PlatformFetchError';
  }
}

/** The answer's body, read up to `maxBytes` (more is an error, not a truncation). */
async function cappedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new PlatformFetchError(`the answer is larger than ${maxBytes} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = (await reader.read()) as { done: boolean; value?: Uint8Array };
    if (done || value === undefined) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new PlatformFetchError(`the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface PlatformAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** One request to a platform URL, within the time and size limits; redirects are not followed. */
export async function fetchFromPlatform(
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
  signal?: AbortSignal,
): Promise<PlatformAnswer> {
  const timeout = AbortSignal.timeout(PLATFORM_FETCH_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body,
      redirect: 'manual',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    throw new PlatformFetchError(
      `could not reach ${url}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    return {
      status: response.status,
      headers: response.headers,
      text: await cappedText(response, PLATFORM_ANSWER_MAX_BYTES),
    };
  } catch (error) {
    if (error instanceof PlatformFetchError) throw error;
    throw new PlatformFetchError(
      `could not read the answer of ${url}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** A JSON object from a platform URL; anything else (a status other than 2xx) is an error. */
export async function fetchPlatformJson(
  url: string,
  init: Parameters<typeof fetchFromPlatform>[1] = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetchFromPlatform(url, {
    ...init,
    headers: { accept: 'application/json', ...init.headers },
  });
  if (answer.status < 200 || answer.status >= 300) {
    throw new PlatformFetchError(`${url} answered ${answer.status}`, answer.status);
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new PlatformFetchError(`${url} did not answer JSON`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new PlatformFetchError(`${url} did not answer a JSON object`);
  }
  return { status: answer.status, body: body as Record<string, unknown> };
}

/**
 * The same limits for `jose`'s remote key sets (its `customFetch`): the capped body handed back
 * as a Response, as jose expects.
 */
export async function keySetFetch(
  url: string,
  options: { headers: Headers; method: 'GET'; redirect: 'manual'; signal: AbortSignal },
): Promise<Response> {
  const headers: Record<string, string> = {};
  options.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const answer = await fetchFromPlatform(url, { method: 'GET', headers }, options.signal);
  return new Response(answer.text, {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
  });
}
