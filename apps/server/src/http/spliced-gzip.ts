import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip, GZIP_MIN_BYTES } from './compression';
import { crc32Combine, crc32Shift } from './crc32-combine';

/** The gzip member header: magic, deflate, no flags, no time, no extra flags, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** The most one stored deflate block holds. */
const STORED_BLOCK_MAX = 0xffff;

/**
 * `bytes` in memory of their own, exactly their size. What is kept must not be a slice: a slice
 * holds its whole parent alive, which for zlib's output is a 16 KB chunk and for a small
 * `Buffer.from` Node's shared 8 KB pool. Kept as slices, 2,000 inTells' parts held about 90 MB
 * (docs/benchmarks.md, the soak's memory).
 */
export function ownCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * A kept part's CRC-32 and what appending it does to a CRC (`crc32Combine`), computed once: the
 * gzip trailer of every answer it is in then needs no pass over its bytes.
 */
class KeptCrc {
  private value: { crc: number; shift: number } | undefined;

  constructor(private readonly bytes: Buffer) {}

  /** The CRC-32 of a run, then these bytes. */
  after(crc: number): number {
    this.value ??= { crc: zlib.crc32(this.bytes), shift: crc32Shift(this.bytes.length) };
    return crc32Combine(crc, this.value.crc, this.value.shift);
  }
}

/**
 * The JSON every reader of an answer shares, kept as UTF-8 and, once asked for, as raw deflate
 * (its last block final). `gzipWithHead` puts a reader's own part in front of it without
 * compressing the shared part again (docs/benchmarks.md: gzip was a fifth of the busy inTell's
 * time once its public part was kept).
 *
 * The deflate runs on the event loop, once per kept part: 0.1 ms for an inTell with a link, about
 * 2 ms for the busy inTell's 56 KB. zlib's asynchronous deflate hands the work to the thread pool
 * and comes back for each 16 KB through the event loop, and under load every one of those turns
 * waits behind all the other sockets: in the soak (200 members at once) inTell reads waited
 * 300 ms to 9 s for their own compression (docs/benchmarks.md, 'Mixed soak').
 */
export class SharedJson {
  readonly bytes: Buffer;
  readonly crc: KeptCrc;
  private deflated: Buffer | undefined;

  constructor(json: string) {
    this.bytes = ownCopy(Buffer.from(json, 'utf8'));
    this.crc = new KeptCrc(this.bytes);
  }

  /** Raw deflate of the bytes, made on first use and kept (a failure keeps nothing). */
  deflate(): Buffer {
    this.deflated ??= ownCopy(zlib.deflateRawSync(this.bytes));
    return this.deflated;
  }
}

/**
 * JSON kept per change of what it shows, sent between a reader's head and the shared part (an
 * inTell's aggregates): deflated once with a sync flush, so its blocks end on a byte boundary
 * without ending the stream and the shared part's blocks follow as they are.
 */
export class FlushedJson {
  readonly bytes: Buffer;
  readonly crc: KeptCrc;
  private deflated: Buffer | undefined;

  constructor(json: string) {
    this.bytes = ownCopy(Buffer.from(json, 'utf8'));
    this.crc = new KeptCrc(this.bytes);
  }

  deflate(): Buffer {
    this.deflated ??= ownCopy(
      zlib.deflateRawSync(this.bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    );
    return this.deflated;
  }
}

/**
 * `head` followed by `shared`'s bytes, as one gzip member: `head` goes in stored (uncompressed)
 * deflate blocks, not final, which end on a byte boundary, so the shared part's own deflate
 * blocks follow as they are; the trailer's CRC-32 and length cover both. RFC 1951 §3.2.4 (stored
 * blocks), RFC 1952 (the member). `middle`, when given, goes between them as its kept flushed
 * blocks. A reader's head is a few hundred bytes: storing it costs nothing
 * next to compressing it. The kept parts' CRCs are combined with the head's, not recomputed.
 */
export function gzipWithHead(head: Buffer, shared: SharedJson, middle?: FlushedJson): Buffer {
  const tail = shared.deflate();
  const blocks: Buffer[] = [GZIP_HEADER];
  for (let start = 0; start < head.length; start += STORED_BLOCK_MAX) {
    const chunk = head.subarray(start, start + STORED_BLOCK_MAX);
    const blockHeader = Buffer.alloc(5);
    blockHeader[0] = 0x00; // BFINAL 0, BTYPE 00 (stored), then padding to the byte
    blockHeader.writeUInt16LE(chunk.length, 1);
    blockHeader.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(blockHeader, chunk);
  }
  let crc = zlib.crc32(head);
  let length = head.length;
  if (middle !== undefined) {
    blocks.push(middle.deflate());
    crc = middle.crc.after(crc);
    length += middle.bytes.length;
  }
  blocks.push(tail);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(shared.crc.after(crc), 0);
  trailer.writeUInt32LE((length + shared.bytes.length) % 2 ** 32, 4);
  blocks.push(trailer);
  return Buffer.concat(blocks);
}

/**
 * Sends `head` then `shared` as one JSON answer: gzipped (`gzipWithHead`) for a client that
 * accepts gzip when it is large enough to gain, as `gzipWhenAccepted` decides for other answers.
 */
export function sendSplicedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  parts: { head: string; middle?: FlushedJson; shared: SharedJson },
): FastifyReply {
  const { middle, shared } = parts;
  const head = Buffer.from(parts.head, 'utf8');
  reply.type('application/json; charset=utf-8');
  const length = head.length + (middle?.bytes.length ?? 0) + shared.bytes.length;
  if (length >= GZIP_MIN_BYTES) {
    reply.header('vary', 'accept-encoding');
    if (acceptsGzip(request.headers['accept-encoding'])) {
      const gzipped = gzipWithHead(head, shared, middle);
      // Only once the body exists: an error answer must not go out labelled gzip.
      reply.header('content-encoding', 'gzip');
      return reply.send(gzipped);
    }
  }
  return reply.send(Buffer.concat([head, ...(middle ? [middle.bytes] : []), shared.bytes]));
}
