import type { LiveEvent } from '@thoughtful/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../accounts';
import { queryShows, reconnectDelayMs, sseReader } from './live-events-client';

/** Events are gathered this long before the screens refetch: a burst is one refetch. */
const SETTLE_MS = 300;
/** A stream that stayed open this long resets the back-off. */
const HEALTHY_MS = 10_000;

/**
 * Live updates for a signed-in member (DESIGN.md §9): reads `GET /api/events` with fetch (the
 * token goes in the `x-auth-token` header, which EventSource cannot send), turns the changes it
 * names into refetches of the queries on screen, and reconnects with back-off when the stream
 * ends. Nothing happens signed out.
 */
export function useLiveEvents(): void {
  const { token } = useAuth();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (token === null || typeof fetch !== 'function') return;
    const stop = new AbortController();
    let pending: LiveEvent[] = [];
    let settle: ReturnType<typeof setTimeout> | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;

    const apply = () => {
      settle = null;
      const events = pending;
      pending = [];
      void queryClient.invalidateQueries({ predicate: (query) => queryShows(events, query) });
    };

    const connect = async (attempt: number) => {
      const opened = Date.now();
      try {
        const res = await fetch('/api/events', {
          headers: { 'x-auth-token': token, accept: 'text/event-stream' },
          signal: stop.signal,
          cache: 'no-store',
        });
        if (res.status === 401 || res.status === 403) return; // signed out: the app handles it
        if (!res.ok || res.body === null) throw new Error(`events: ${res.status}`);
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        const sse = sseReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const events = sse.push(value);
          if (events.length > 0) {
            pending.push(...events);
            settle ??= setTimeout(apply, SETTLE_MS);
          }
        }
      } catch {
        if (stop.signal.aborted) return;
      }
      if (stop.signal.aborted) return;
      const next = Date.now() - opened > HEALTHY_MS ? 0 : attempt + 1;
      retry = setTimeout(() => void connect(next), reconnectDelayMs(next));
    };

    void connect(0);
    return () => {
      stop.abort();
      if (settle !== null) clearTimeout(settle);
      if (retry !== null) clearTimeout(retry);
    };
  }, [token, queryClient]);
}

/** Mounted once inside the app's providers. */
export function LiveUpdates(): null {
  useLiveEvents();
  return null;
}
