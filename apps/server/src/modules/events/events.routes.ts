import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_EVENT_NAME, LIVE_HEARTBEAT_MS, type LiveEvent } from '@thoughtful/shared';
import { authenticate } from '../auth';

/** A stream that has fallen this far behind (bytes not yet sent) is closed; the client reconnects. */
const MAX_BACKLOG_BYTES = 1_000_000;

/**
 * `GET /api/events` (DESIGN.md §9): server-sent events for a signed-in member (`x-auth-token`),
 * each `change` event a JSON array of `{ type, id }`; a comment line every LIVE_HEARTBEAT_MS keeps
 * proxies from closing a quiet stream. Open streams end when the server closes.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    open.clear();
  });

  app.get('/events', { preHandler: authenticate }, async (request, reply) => {
    const res = reply.raw;
    reply.hijack();
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
    open.add(res);
    const send = (events: readonly LiveEvent[]) => {
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
      open.delete(res);
    });
  });
};
