import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_EVENT_NAME, LIVE_HEARTBEAT_MS, type LiveEvent } from '@thoughtful/shared';
import { TooManyRequestsError } from '../../http/errors';
import { authenticate, currentUser } from '../auth';
import { STREAM_LIMIT_MESSAGES, STREAM_RETRY_AFTER_SECONDS } from './open-streams';

/** A stream that has fallen this far behind (bytes not yet sent) is closed; the client reconnects. */
const MAX_BACKLOG_BYTES = 1_000_000;

/**
 * `GET /api/events` (DESIGN.md §9): server-sent events for a signed-in member (`x-auth-token`),
 * each `change` event a JSON array of `{ type, id }`; a comment line every LIVE_HEARTBEAT_MS keeps
 * proxies from closing a quiet stream. A member and a client address may hold only so many
 * streams (`app.liveStreams`, 429 past them). Open streams end when the server closes.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preClose', async () => {
    app.liveStreams.closeAll();
  });

  app.get('/events', { preHandler: authenticate }, async (request, reply) => {
    const res = reply.raw;
    // The client may have left while `authenticate` read the database: its 'close' has already
    // fired, so nothing below would ever be undone (each such stream once kept its listener,
    // heartbeat and socket for good). Everything from here to `res.on('close')` is synchronous.
    if (res.destroyed || !res.socket || res.socket.destroyed) {
      reply.hijack();
      return;
    }
    const place = app.liveStreams.take(currentUser(request).id, request.ip, () => res.end());
    if (place === 'member' || place === 'address') {
      throw new TooManyRequestsError(
        STREAM_RETRY_AFTER_SECONDS,
        place === 'member' ? STREAM_LIMIT_MESSAGES.MEMBER : STREAM_LIMIT_MESSAGES.ADDRESS,
      );
    }
    reply.hijack();
    const memberId = currentUser(request).id;
    const send = (all: readonly LiveEvent[]) => {
      // A 'notification' names the member told: only her own streams hear of it.
      const events = all.filter((event) => event.type !== 'notification' || event.id === memberId);
      if (events.length === 0) return;
      if (res.writableLength > MAX_BACKLOG_BYTES) {
        res.end();
        return;
      }
      res.write(`event: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(events)}\n\n`);
    };
    const unsubscribe = app.liveEvents.subscribe(send);
    const heartbeat = setInterval(() => res.write(': ping\n\n'), LIVE_HEARTBEAT_MS);
    heartbeat.unref();
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      place.end();
    });
    // The headers set so far (security headers), which a hijacked reply does not send itself.
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined)
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n\n');
  });
};
