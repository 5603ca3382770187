import { LIVE_EVENT_NAME, parseLiveEvents, type LiveEvent } from '@thoughtful/shared';
import type { Query } from '@tanstack/react-query';

/**
 * Reads a server-sent event stream in pieces: `push` takes the text received so far and gives the
 * events of every block it completes (`event: change` blocks; comments and other events ignored).
 */
export function sseReader(): { push: (text: string) => LiveEvent[] } {
  let buffer = '';
  return {
    push(text) {
      buffer += text.replace(/\r\n?/g, '\n');
      const events: LiveEvent[] = [];
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let name = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) name = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (name === LIVE_EVENT_NAME && data.length > 0)
          events.push(...parseLiveEvents(data.join('\n')));
        end = buffer.indexOf('\n\n');
      }
      return events;
    },
  };
}

/** Wait before reconnecting after `attempt` failures: 1 s, 2 s, 4 s … 30 s, with some jitter. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * Whether a query shows something an event names (docs/decisions/2026-11-23-live-updates.md): an
 * inTell's screen, plots and notes, and the lists a new inTell may join; a waveMaker's screen and
 * lists; a link's page; every activity query (the teacher's manager and progress, the student's To
 * Do).
 */
export function queryShows(events: readonly LiveEvent[], query: Pick<Query, 'queryKey'>): boolean {
  const [area, kind, id] = query.queryKey;
  return events.some((event) => {
    switch (event.type) {
      case 'idea':
        return area === 'ideas' && (kind === 'list' || id === event.id);
      case 'agent':
        return area === 'agents' && (kind === 'list' || id === event.id);
      case 'link':
        return area === 'links' && id === event.id;
      case 'activity':
        return area === 'activities';
      case 'class':
        return area === 'classes';
      // Only the member named is sent it: her own list.
      case 'notification':
        return area === 'notifications' && id === event.id;
    }
  });
}
