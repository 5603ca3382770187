import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Web pages for the create journeys to fetch (content §7 'Page fetch'), served by the test itself
 * on 127.0.0.1, which the e2e server may scrape (SCRAPE_ALLOW_LOOPBACK).
 *
 * The product's address rule refuses bare IP addresses and 'localhost'
 * (docs/decisions/2026-11-21-intells-and-wavemakers.md, 'Addresses'), so an inTell or waveMaker
 * cannot point at 127.0.0.1, and no dotted name resolves to this machine offline. The pages are
 * therefore published under a made-up https origin, PUBLIC_ORIGIN, that only this browser knows:
 * `publish(page)` answers the browser's requests to it from the local server, and rewrites the
 * address of each `/api/scrape` call to the local one (and the image addresses of its answer back).
 * The server really fetches, parses and probes the page.
 */
export const PUBLIC_ORIGIN = 'https://pages.e2e.test';

/** A solid-colour PNG of the given size, made with zlib (no image files in the repository). */
export function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface ServedFile {
  status?: number;
  type: string;
  body: string | Buffer;
}

export interface PageServer {
  /** http://127.0.0.1:{port} */
  localOrigin: string;
  /** The address under which the browser sees a path: PUBLIC_ORIGIN + path. */
  publicUrl: (path: string) => string;
  /** Paths the server (scraper or browser) asked for, in order. */
  requests: string[];
  /** Serves PUBLIC_ORIGIN from here and rewrites `/api/scrape` calls for this page. */
  publish: (page: Page) => Promise<void>;
  close: () => Promise<void>;
}

export async function startPageServer(files: Record<string, ServedFile>): Promise<PageServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    // One connection a request: a kept-alive socket this server closed after its idle time, just
    // as a route's fetch reused it, answered ECONNRESET (a flaky 'from a URL' journey).
    response.setHeader('connection', 'close');
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const file = files[path];
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(file.status ?? 200, { 'content-type': file.type }).end(file.body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const localOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const toLocal = (url: string) =>
    url.startsWith(PUBLIC_ORIGIN) ? localOrigin + url.slice(PUBLIC_ORIGIN.length) : url;

  return {
    localOrigin,
    publicUrl: (path) => PUBLIC_ORIGIN + path,
    requests,
    publish: async (page) => {
      await page.route(`${PUBLIC_ORIGIN}/**`, async (route) => {
        const response = await route.fetch({ url: toLocal(route.request().url()) });
        await route.fulfill({ response });
      });
      await page.route(/\/api\/scrape\?/, async (route) => {
        const address = new URL(route.request().url());
        const target = address.searchParams.get('url') ?? '';
        address.searchParams.set('url', toLocal(target));
        const response = await route.fetch({ url: address.href });
        const text = (await response.text()).replaceAll(localOrigin, PUBLIC_ORIGIN);
        await route.fulfill({ response, body: text });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
