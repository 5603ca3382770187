import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inputString, MEDIA_MESSAGES, NOT_FOUND_MESSAGE } from '@thoughtful/shared';
import { BadRequestError, NotFoundError, ServiceUnavailableError } from '../../http/errors';
import { isMediaKey } from './media-keys';
import type { StoredMedia } from './media-storage';

/** Images cannot run anything; a sandboxed, empty policy keeps it so when opened directly. */
const IMAGE_POLICY = "default-src 'none'; sandbox";
/**
 * Browsers' built-in PDF viewers refuse to run in a sandboxed document (Chromium, Safari), so PDFs
 * get the empty policy without `sandbox`; the viewer runs in its own process, not in this origin.
 */
const PDF_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data: blob:";

/**
 * `GET /media/{key}`: uploaded files, readable without a token so that `<img>` tags can load them
 * (keys are 128-bit random, so only those given the address find a file). Every path under
 * /media/ is answered here, never by the web app's page fallback.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.services;

  // HEAD is its own method here, not Fastify's automatic one, which would read the whole file
  // (from the bucket or the database) only to drop it.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    schema: { params: z.object({ '*': inputString() }) },
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (!isMediaKey(key)) throw new BadRequestError(MEDIA_MESSAGES.INVALID_MEDIA_KEY);
      let media: StoredMedia | null;
      try {
        media = await storage.get(key);
      } catch (error) {
        // The database or the bucket did not answer: the API's error body, never a bare 500.
        request.log.error({ err: error, key }, 'media store failed to read');
        throw new ServiceUnavailableError(MEDIA_MESSAGES.STORE_UNAVAILABLE);
      }
      if (!media) throw new NotFoundError(NOT_FOUND_MESSAGE);
      const isPdf = media.contentType === 'application/pdf';
      reply
        .type(media.contentType)
        .header('content-length', media.size)
        // A key always names the same bytes.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', isPdf ? PDF_POLICY : IMAGE_POLICY);
      if (isPdf) reply.header('content-disposition', `inline; filename="${key}"`);
      if (request.method === 'HEAD') {
        // The headers are the answer: the bytes are not read (nor fetched from a bucket).
        media.stream.destroy();
        return reply.send();
      }
      return reply.send(media.stream);
    },
  });
};
