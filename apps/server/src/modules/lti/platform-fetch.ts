import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { classifyAddress, isAddressAllowed } from '../../security/address-policy';
import type { NetworkOverrides, ResolvedAddress } from '../../security/network-overrides';

/**
 * Requests to a learning platform's URLs (its key set, its OpenID configuration, its
 * registration endpoint, its token endpoint and services). Those URLs come from an admin's form,
 * from a browser (Dynamic Registration's `openid_configuration`) or from the platform itself (its
 * configuration, the service URLs of its launches), so every request goes through the page
 * scraper's address policy (security/address-policy.ts, DESIGN.md §4): the name is resolved here,
 * every address must be public, and the socket connects to those checked addresses only (a name
 * that changes its answer in between cannot reach inside); plain http only to loopback, which
 * tests alone allow (SCRAPE_ALLOW_LOOPBACK). Never without a time limit or a size limit either: a
 * slow or endless answer cannot hold a launch or the server's memory.
 */

export const PLATFORM_FETCH_TIMEOUT_MS = 5_000;
/** Key sets and configurations are a few kilobytes; a registration answer too. */
export const PLATFORM_ANSWER_MAX_BYTES = 256 * 1024;

/** The address policy of platform requests: the scraper's (`config.scrape`). */
export interface PlatformAddressRules {
  /** SCRAPE_ALLOW_LOOPBACK (tests only): 127.0.0.0/8 and ::1 are allowed, over http too. */
  allowLoopback: boolean;
  /** Tests only: replaced DNS and transport. */
  network?: NetworkOverrides | undefined;
}

export class PlatformFetchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PlatformFetchError';
  }
}

/** A platform URL the address policy refuses: nothing was sent to it. */
export class PlatformAddressRefused extends PlatformFetchError {
  constructor(message: string) {
    super(message);
    this.name = 'PlatformAddressRefused';
  }
}

const systemResolver = async (hostname: string): Promise<ResolvedAddress[]> => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
};

function beforeAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new PlatformFetchError('no answer in time'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The addresses of the URL's host, each one the policy allows; refused before any request. */
async function allowedAddresses(
  url: URL,
  rules: PlatformAddressRules,
  signal: AbortSignal,
): Promise<ResolvedAddress[]> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PlatformAddressRefused(`${url.protocol} is not http(s)`);
  }
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const literal = net.isIP(host);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await beforeAbort((rules.network?.resolve ?? systemResolver)(host), signal);
    } catch (error) {
      if (error instanceof PlatformFetchError) throw error;
      throw new PlatformFetchError(`could not resolve ${host}`);
    }
  }
  if (addresses.length === 0) throw new PlatformFetchError(`could not resolve ${host}`);
  for (const { address } of addresses) {
    if (!isAddressAllowed(address, { allowLoopback: rules.allowLoopback })) {
      throw new PlatformAddressRefused(`${host} (${address}) is not a public address`);
    }
    if (url.protocol === 'http:' && classifyAddress(address) !== 'loopback') {
      throw new PlatformAddressRefused(`${url.origin} is not https`);
    }
  }
  return addresses;
}

/** The socket's name lookup, answering only the addresses already checked. */
function pinnedLookup(addresses: ResolvedAddress[]): net.LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) return callback(null, addresses);
    const choice =
      addresses.find((a) => !options.family || a.family === options.family) ?? addresses[0]!;
    callback(null, choice.address, choice.family);
  };
}

/**
 * One HTTP exchange with a platform URL under the address policy (redirects are not followed),
 * answered as a fetch Response whose body streams; `signal` ends it all.
 */
export async function platformRequest(
  url: string,
  init: {
    method: 'GET' | 'POST';
    headers?: Record<string, string> | undefined;
    body?: string | undefined;
    signal: AbortSignal;
  },
  rules: PlatformAddressRules,
): Promise<Response> {
  const target = new URL(url);
  const addresses = await allowedAddresses(target, rules, init.signal);
  const host = target.hostname.startsWith('[') ? target.hostname.slice(1, -1) : target.hostname;
  const transport =
    rules.network?.transport ??
    ((to: URL, options: https.RequestOptions) =>
      to.protocol === 'https:' ? https.request(options) : http.request(options));
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
    let request: http.ClientRequest;
    try {
      request = transport(target, {
        method: init.method,
        protocol: target.protocol,
        hostname: host,
        port: target.port === '' ? (target.protocol === 'https:' ? 443 : 80) : Number(target.port),
        // TLS checks the certificate against the name asked for, not the pinned address.
        ...(net.isIP(host) === 0 ? { servername: host } : {}),
        path: `${target.pathname}${target.search}`,
        headers: {
          ...init.headers,
          ...(init.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(init.body)) }),
        },
        lookup: pinnedLookup(addresses),
        // A socket of its own: a pooled one could have been opened to another address.
        agent: false,
        signal: init.signal,
      });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    request.once('response', (response) => {
      // An abort while nobody reads the body yet must not become an uncaught error.
      response.on('error', () => undefined);
      resolve(response);
    });
    request.on('error', reject);
    request.end(init.body);
  });
  const headers = new Headers();
  for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
    headers.append(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
  }
  const status = answer.statusCode ?? 0;
  const bodiless = status === 204 || status === 205 || status === 304;
  if (bodiless) answer.resume();
  return new Response(
    bodiless ? null : (Readable.toWeb(answer) as WebReadableStream<Uint8Array> as ReadableStream),
    { status, headers },
  );
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
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  rules: PlatformAddressRules,
  signal?: AbortSignal,
): Promise<PlatformAnswer> {
  const timeout = AbortSignal.timeout(PLATFORM_FETCH_TIMEOUT_MS);
  let response: Response;
  try {
    response = await platformRequest(
      url,
      {
        method: init.method ?? 'GET',
        headers: init.headers,
        body: init.body,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      },
      rules,
    );
  } catch (error) {
    if (error instanceof PlatformFetchError) throw error;
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
  init: Parameters<typeof fetchFromPlatform>[1],
  rules: PlatformAddressRules,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetchFromPlatform(
    url,
    { ...init, headers: { accept: 'application/json', ...init.headers } },
    rules,
  );
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
  rules: PlatformAddressRules,
): Promise<Response> {
  const headers: Record<string, string> = {};
  options.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const answer = await fetchFromPlatform(url, { method: 'GET', headers }, rules, options.signal);
  return new Response(answer.text, {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
  });
}
