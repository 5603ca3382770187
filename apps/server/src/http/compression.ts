import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: gzip's header would eat the gain. */
export const GZIP_MIN_BYTES = 1_024;

/** Whether an Accept-Encoding header accepts gzip (named, or `*`, with a q above 0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let gzipQ: number | null = null;
  let anyQ: number | null = null;
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (name.trim() === 'gzip') gzipQ = Number.isFinite(q) ? q : 0;
    else if (name.trim() === '*') anyQ = Number.isFinite(q) ? q : 0;
  }
  return (gzipQ ?? anyQ ?? 0) > 0;
}

/**
 * A route's onSend hook that gzips its answer for a client that accepts gzip: for the few large
 * answers whose size is a budget (the plot data; docs/decisions/2026-11-23-data-and-speed.md).
 * Node's zlib, no dependency; the server has no compression in front of it. Compressed on the event
 * loop, as the kept inTell parts are: zlib's thread pool hands each 16 KB back through the event
 * loop, which under load made such answers wait seconds for their own compression
 * (docs/decisions/2026-11-23-speed.md).
 */
export async function gzipWhenAccepted(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' || Buffer.byteLength(payload) < GZIP_MIN_BYTES) return payload;
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
  reply.header('content-encoding', 'gzip');
  reply.removeHeader('content-length');
  // Fastify takes an onSend hook's answer from its promise (a plain return value would be lost).
  return gzipSync(payload);
}
