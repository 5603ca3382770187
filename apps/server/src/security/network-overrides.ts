import type http from 'node:http';
import type https from 'node:https';

/*
 * How the page fetcher reaches the network, replaceable by tests. It lives here, not in the
 * scrape module, because the configuration carries it (config.ts may not import modules).
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Sends one request. The options already carry the pinned `lookup`. */
export type Transport = (url: URL, options: https.RequestOptions) => http.ClientRequest;

/**
 * Tests only, never read from the environment: replace DNS and the transport (so a test can prove
 * no connection was attempted), and allow exact `address:port` pairs (`[::1]:80` for IPv6) on the
 * FIRST hop only, so a test server may answer a redirect whose target must still be refused.
 */
export interface NetworkOverrides {
  resolve?: Resolver;
  transport?: Transport;
  allowFirstHop?: readonly string[];
}
