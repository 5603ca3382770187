import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isAddressAllowed } from '../../security/address-policy';
import type {
  NetworkOverrides,
  ResolvedAddress,
  Resolver,
  Transport,
} from '../../security/network-overrides';

export type {
  NetworkOverrides,
  ResolvedAddress,
  Resolver,
  Transport,
} from '../../security/network-overrides';

/**
 * Fetches a user-given address without letting it reach inside (server-side request forgery,
 * DESIGN.md §4). On every hop, redirects included: only http(s); the name is resolved here and
 * every address it resolves to must be public; the connection then goes to those checked addresses
 * (the socket's `lookup` is pinned to them), so a name that changes its answer between the check
 * and the connection (DNS rebinding) cannot slip through. Redirects are followed by hand, so each
 * target is checked before anything is sent to it.
 */

export interface SafeFetchOptions {
  /** SCRAPE_ALLOW_LOOPBACK (tests only). */
  allowLoopback: boolean;
  network?: NetworkOverrides | undefined;
  /** Redirects followed at most; one more is a failure. */
  maxRedirects: number;
  /** Ends everything (DNS, connection, body) when it fires: the caller's time cap. */
  signal: AbortSignal;
  headers: Record<string, string>;
}

export type FetchFailure =
  'scheme' | 'dns' | 'address' | 'redirects' | 'bad-redirect' | 'encoding' | 'network';

/** The address could not be fetched, or was refused; `reason` is for the log. */
export class FetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'FetchError';
  }
}

export interface FetchedResponse {
  /** The address that answered, after redirects. */
  url: URL;
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, decompressed. Read what is needed, then `close()`. */
  body: Readable;
  close: () => void;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
};

export const defaultTransport: Transport = (url, options) =>
  url.protocol === 'https:' ? https.request(options) : http.request(options);

/** `[::1]` in a URL is `::1` on the wire. */
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

function hostPort(address: string, port: number): string {
  return net.isIPv6(address) ? `[${address}]:${port}` : `${address}:${port}`;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new FetchError('network', 'timed out'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new FetchError('network', 'timed out'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Resolves and checks every address of one hop; refuses the hop if any address is not allowed. */
async function checkedAddresses(
  url: URL,
  hop: number,
  options: SafeFetchOptions,
): Promise<ResolvedAddress[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('scheme', url.protocol);
  }
  const host = bareHost(url);
  let addresses: ResolvedAddress[];
  const literal = net.isIP(host);
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    const resolve = options.network?.resolve ?? systemResolver;
    try {
      addresses = await abortable(resolve(host), options.signal);
    } catch (error) {
      if (error instanceof FetchError) throw error;
      throw new FetchError('dns', host);
    }
  }
  if (addresses.length === 0) throw new FetchError('dns', host);
  const port = portOf(url);
  const firstHopAllowed = hop === 0 ? (options.network?.allowFirstHop ?? []) : [];
  for (const { address } of addresses) {
    const allowed =
      isAddressAllowed(address, { allowLoopback: options.allowLoopback }) ||
      firstHopAllowed.includes(hostPort(address, port));
    if (!allowed) throw new FetchError('address', `${host} -> ${address}`);
  }
  return addresses;
}

/** The socket's name lookup, answering only the addresses already checked. */
function pinnedLookup(addresses: ResolvedAddress[]): net.LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) {
      callback(null, addresses);
      return;
    }
    const wanted = lookupOptions.family;
    const choice =
      addresses.find((a) => wanted === undefined || wanted === 0 || a.family === wanted) ??
      addresses[0]!;
    callback(null, choice.address, choice.family);
  };
}

function sendOnce(
  url: URL,
  addresses: ResolvedAddress[],
  options: SafeFetchOptions,
): Promise<http.IncomingMessage> {
  const transport = options.network?.transport ?? defaultTransport;
  return new Promise((resolve, reject) => {
    let request: http.ClientRequest;
    try {
      request = transport(url, {
        method: 'GET',
        protocol: url.protocol,
        hostname: bareHost(url),
        port: portOf(url),
        // TLS checks the certificate against the name asked for, not the pinned address.
        ...(net.isIP(bareHost(url)) === 0 ? { servername: bareHost(url) } : {}),
        path: `${url.pathname}${url.search}`,
        headers: options.headers,
        lookup: pinnedLookup(addresses),
        // A socket of its own: a pooled one could have been opened for another check.
        agent: false,
        signal: options.signal,
      });
    } catch (error) {
      reject(new FetchError('network', error instanceof Error ? error.message : String(error)));
      return;
    }
    request.once('response', (response) => {
      // An abort after this point surfaces to whoever reads the body; without a listener here it
      // would crash the process when nobody is reading yet.
      response.on('error', () => undefined);
      resolve(response);
    });
    // `on`, not `once`: a second error (abort after a reset) must not become an uncaught one.
    request.on('error', (error) => reject(new FetchError('network', error.message)));
    request.end();
  });
}

function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  let decoder: zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress;
  switch (encoding) {
    case '':
    case 'identity':
      return response;
    case 'gzip':
    case 'x-gzip':
      decoder = zlib.createGunzip();
      break;
    case 'deflate':
      decoder = zlib.createInflate();
      break;
    case 'br':
      decoder = zlib.createBrotliDecompress();
      break;
    default:
      response.destroy();
      throw new FetchError('encoding', encoding);
  }
  response.on('error', (error) => decoder.destroy(error));
  decoder.on('error', () => undefined);
  return response.pipe(decoder);
}

/** Opens `input`, following at most `maxRedirects` redirects, each hop checked before it is sent. */
export async function safeFetch(input: URL, options: SafeFetchOptions): Promise<FetchedResponse> {
  let url = input;
  for (let hop = 0; ; hop++) {
    const addresses = await checkedAddresses(url, hop, options);
    const response = await sendOnce(url, addresses, options);
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (hop >= options.maxRedirects) throw new FetchError('redirects', String(hop + 1));
      try {
        url = new URL(location, url);
      } catch {
        throw new FetchError('bad-redirect', location);
      }
      continue;
    }
    const body = decoded(response);
    return {
      url,
      status: response.statusCode ?? 0,
      headers: response.headers,
      body,
      close: () => {
        body.destroy();
        response.destroy();
      },
    };
  }
}

/** Reads at most `maxBytes` of a body (then stops reading); `truncated` says whether it was cut. */
export async function readAtMost(
  body: Readable,
  maxBytes: number,
): Promise<{ data: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    if (chunk.length >= room) {
      chunks.push(chunk.subarray(0, room));
      body.destroy();
      return { data: Buffer.concat(chunks), truncated: chunk.length > room };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { data: Buffer.concat(chunks), truncated: false };
}
