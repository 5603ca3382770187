import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEDIA_MESSAGES, UPLOAD_MAX_BYTES, UploadResponse } from '@thoughtful/shared';
import { ServiceUnavailableError, UnsupportedMediaTypeError } from '../../http/errors';
import { MediaStoreError } from './uploads.service';
import { authenticate, currentUser } from '../auth';
import {
  countUploadedBytes,
  enforceUploadBudget,
  enforceUserLimit,
} from '../../security/user-limits';

/**
 * `POST /api/uploads` (DESIGN.md §4): any signed-in user, students included, since activities let
 * students add inTells with a picture or a PDF. Multipart is parsed only inside this plugin.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      // The parser stops reading a file at this size; the service refuses it at exactly this
      // size (uploads must be strictly under it), so no more than the limit is ever read.
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 2,
      fieldSize: 100,
      parts: 3,
      headerPairs: 20,
    },
    // The service counts the bytes itself and answers with the spec's message.
    throwFileSizeLimit: false,
  });
  const { uploads, storage } = app.services;
  // What a crashed run of this server left half-written goes at start; later sweeps (and those
  // of uploads nothing refers to) are the job runner's recurring jobs (jobs/upkeep-jobs.ts).
  app.addHook('onReady', async () => {
    try {
      const removed = await storage.sweepTemporaryFiles();
      if (removed > 0) app.log.info({ removed }, 'removed unfinished uploads of a crashed run');
    } catch (error) {
      app.log.warn({ err: error }, 'could not sweep unfinished uploads');
    }
  });

  app.post(
    '/uploads',
    { preHandler: authenticate, schema: { response: { 201: UploadResponse } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.NOT_MULTIPART);
      await enforceUserLimit(request, 'upload');
      await enforceUploadBudget(request, mostBytesIn(request.headers['content-length']));
      let answer: { url: string; bytes: number };
      try {
        answer = await uploads.receive(currentUser(request), request.parts());
      } catch (error) {
        if (!(error instanceof MediaStoreError)) throw error;
        // The disk, the database or the bucket failed: logged whole, answered in the API's words.
        request.log.error({ err: error }, 'media store failed to write');
        throw new ServiceUnavailableError(MEDIA_MESSAGES.STORE_UNAVAILABLE);
      }
      const { url, bytes } = answer;
      await countUploadedBytes(request, bytes);
      return reply.status(201).send({ url });
    },
  );
};

/**
 * The most file bytes a request can store: its Content-Length when it sends one (the body cannot
 * be longer), never more than the largest file; a chunked body may hold the largest file.
 */
function mostBytesIn(contentLength: string | undefined): number {
  const length = Number(contentLength);
  return Number.isSafeInteger(length) && length >= 0
    ? Math.min(length, UPLOAD_MAX_BYTES)
    : UPLOAD_MAX_BYTES;
}
