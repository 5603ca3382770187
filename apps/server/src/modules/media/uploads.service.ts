import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { MEDIA_MESSAGES, UPLOAD_MAX_BYTES, UploadKind } from '@thoughtful/shared';
import {
  BadRequestError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../../http/errors';
import { MEDIA_TYPES, mediaPath, newMediaKey, type MediaExtension } from './media-keys';
import type { UserRow } from '../../db/schema';
import type { AccessPolicy } from '../access';
import type { MediaStorage } from './media-storage';

/** The form field that carries the file. */
export const UPLOAD_FILE_FIELD = 'file';

/** file-type decides every format the product accepts within its first 4100 bytes. */
const DETECTION_BYTES = 4100;

/** What the bytes say → how the file is kept. Anything else (SVG, HEIC, BMP, HTML …) is refused. */
const ACCEPTED: Readonly<Record<string, MediaExtension>> = {
  'image/png': 'png',
  // An animated PNG is a PNG every browser shows; it is kept and served as one.
  'image/apng': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
};

/** The refusal of a file whose bytes are not what the chosen mode accepts (content spec §5). */
function wrongType(kind: UploadKind | undefined): UnsupportedMediaTypeError {
  return new UnsupportedMediaTypeError(
    kind === 'pdf' ? MEDIA_MESSAGES.NOT_A_PDF : MEDIA_MESSAGES.NOT_AN_IMAGE,
  );
}

function tooLarge(): PayloadTooLargeError {
  return new PayloadTooLargeError(MEDIA_MESSAGES.TOO_LARGE);
}

/** Decides a file's type from its first bytes; undefined when it is not one the product accepts. */
export async function detectMediaType(head: Uint8Array): Promise<MediaExtension | undefined> {
  const detected = await fileTypeFromBuffer(head);
  return detected ? ACCEPTED[detected.mime] : undefined;
}

type FilePart = Extract<Multipart, { type: 'file' }>;

/** The media store refused or failed to keep a file (the disk, the database or the bucket). */
export class MediaStoreError extends Error {
  constructor(cause: unknown) {
    super(
      `media store failed to write: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = 'MediaStoreError';
  }
}

interface StoredFile {
  key: string;
  extension: MediaExtension;
  bytes: number;
}

/**
 * Stores one uploaded file: its first bytes decide the type, the rest streams to storage. The size
 * is counted as it streams (multipart's own cap stops reading at UPLOAD_MAX_BYTES), so no more than
 * the limit is ever read, and nothing is buffered beyond the first bytes.
 */
async function storeFile(
  part: FilePart,
  kind: UploadKind | undefined,
  storage: MediaStorage,
): Promise<StoredFile> {
  const file = part.file;
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    let head = Buffer.alloc(0);
    while (head.length < DETECTION_BYTES) {
      const next = await chunks.next();
      if (next.done) break;
      head = Buffer.concat([head, next.value]);
    }
    if (head.length === 0) throw new BadRequestError(MEDIA_MESSAGES.EMPTY_FILE);

    const extension = await detectMediaType(head);
    if (!extension || (kind !== undefined && MEDIA_TYPES[extension].kind !== kind)) {
      throw wrongType(kind);
    }

    const key = newMediaKey(extension);
    let size = head.length;
    // Whether the client's side of the copy failed (too large, a broken body): the store then
    // fails with that error, which is the answer; otherwise the store itself failed.
    let bodyFailed = false;
    async function* body() {
      try {
        yield head;
        for (;;) {
          const next = await chunks.next();
          if (next.done) break;
          size += next.value.length;
          // Strictly under the limit (content spec §9): exactly UPLOAD_MAX_BYTES is refused.
          if (size >= UPLOAD_MAX_BYTES) throw tooLarge();
          yield next.value;
        }
        if (file.truncated) throw tooLarge();
      } catch (error) {
        bodyFailed = true;
        throw error;
      }
    }
    try {
      await storage.put(key, Readable.from(body()), MEDIA_TYPES[extension].contentType);
    } catch (error) {
      if (bodyFailed) throw error;
      throw new MediaStoreError(error);
    }
    return { key, extension, bytes: size };
  } catch (error) {
    discardRest(chunks);
    throw error;
  }
}

/**
 * Reads and drops what is left of a refused file in the background, so the parser reaches the end
 * of the request and the client gets the answer rather than a reset connection. The parser's own
 * cap bounds how much that can be; nothing of it is kept.
 */
function discardRest(chunks: AsyncIterator<Buffer>): void {
  void (async () => {
    try {
      for (;;) {
        if ((await chunks.next()).done) return;
      }
    } catch {
      // The request ended or broke: nothing left to discard.
    }
  })();
}

/**
 * `POST /api/uploads`: reads the multipart parts in any order (`kind` may come before or after the
 * file), stores the file and answers where it is served and how many bytes it holds (the member's
 * upload budget counts them). A refused upload leaves nothing stored.
 */
export async function receiveUpload(
  parts: AsyncIterableIterator<Multipart>,
  storage: MediaStorage,
): Promise<{ url: string; bytes: number }> {
  let kind: UploadKind | undefined;
  let stored: StoredFile | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        // A `file` field without a file name is text, not a file.
        if (part.fieldname === UPLOAD_FILE_FIELD) throw new BadRequestError(MEDIA_MESSAGES.NO_FILE);
        if (part.fieldname !== 'kind') throw new BadRequestError(MEDIA_MESSAGES.ONLY_FILE_AND_KIND);
        const parsed = UploadKind.safeParse(part.value);
        if (!parsed.success) throw new BadRequestError(MEDIA_MESSAGES.INVALID_KIND);
        kind = parsed.data;
        if (stored && MEDIA_TYPES[stored.extension].kind !== kind) throw wrongType(kind);
        continue;
      }
      if (part.fieldname !== UPLOAD_FILE_FIELD) {
        part.file.resume();
        throw new BadRequestError(MEDIA_MESSAGES.NO_FILE);
      }
      stored = await storeFile(part, kind, storage);
    }
  } catch (error) {
    // The refused file's key was never given out; should the store fail to remove it too, the
    // refusal is still the answer.
    if (stored) await storage.delete(stored.key).catch(() => undefined);
    throw translateMultipartError(error);
  }
  if (!stored) throw new BadRequestError(MEDIA_MESSAGES.NO_FILE);
  return { url: mediaPath(stored.key), bytes: stored.bytes };
}

/**
 * What the multipart parser (busboy, inside @fastify/multipart) throws for a body it cannot read:
 * plain errors without a code, known only by their words. A content type without a boundary, a
 * boundary too long to search for, a body that ends before the closing boundary (cut short, the
 * boundary never appears, garbage after the part headers) or a part that ends early.
 */
const MALFORMED_MULTIPART_ERRORS = [
  /^Multipart: Boundary not found$/,
  /^The needle cannot (be an empty|have a length bigger)/,
  /unexpected end of multipart data$/i,
];

function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || 'code' in error) return false;
  return MALFORMED_MULTIPART_ERRORS.some((pattern) => pattern.test(error.message));
}

/**
 * The multipart parser's own errors, in the words of this API: its limits, and a body it cannot
 * read (400, never a 500: the client sent it). The store failing is a MediaStoreError (503).
 */
function translateMultipartError(error: unknown): unknown {
  if (isMalformedMultipart(error)) return new BadRequestError(MEDIA_MESSAGES.MALFORMED_MULTIPART);
  if (error instanceof Error && error.message === 'Unsupported Content-Type.') {
    return new UnsupportedMediaTypeError(MEDIA_MESSAGES.NOT_MULTIPART);
  }
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new BadRequestError(MEDIA_MESSAGES.ONE_FILE);
    // A field named `__proto__` (or another Object.prototype name) is not "file" or "kind" either.
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new BadRequestError(MEDIA_MESSAGES.ONLY_FILE_AND_KIND);
    // A field declared `application/json` that is not JSON (the parser answers 406), and the
    // client closing the request before the body ended.
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new BadRequestError(MEDIA_MESSAGES.MALFORMED_MULTIPART);
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UnsupportedMediaTypeError(MEDIA_MESSAGES.NOT_MULTIPART);
    default:
      return error;
  }
}

export interface UploadsDeps {
  access: AccessPolicy;
  storage: MediaStorage;
}

/** Files members attach to what they post: the access check, then `receiveUpload`. */
export class UploadsService {
  constructor(private readonly deps: UploadsDeps) {}

  async receive(
    actor: UserRow,
    parts: AsyncIterableIterator<Multipart>,
  ): Promise<{ url: string; bytes: number }> {
    this.deps.access.requireUser(actor, 'upload.create');
    return receiveUpload(parts, this.deps.storage);
  }
}
