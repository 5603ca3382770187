/**
 * Live updates (DESIGN.md §9): `GET /api/events` streams server-sent events that name what changed
 * and its id, never its content or who changed it; the web app turns each into a refetch of what
 * is on screen.
 */
/** 'notification' names the member who has a new one; only her streams are sent it. */
export const LIVE_EVENT_TYPES = [
  'idea',
  'agent',
  'link',
  'activity',
  'class',
  'notification',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  type: LiveEventType;
  id: string;
}

/** The SSE event name of a change; its data is a JSON array of LiveEvents. */
export const LIVE_EVENT_NAME = 'change';
/** A comment line this often keeps proxies from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Changes are gathered this long before they are sent: a burst becomes one event per item. */
export const LIVE_COALESCE_MS = 250;

export function isLiveEvent(value: unknown): value is LiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { type, id } = value as { type?: unknown; id?: unknown };
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= 64 &&
    (LIVE_EVENT_TYPES as readonly unknown[]).includes(type)
  );
}

/** The events of one SSE `data` line; anything malformed is left out. */
export function parseLiveEvents(data: string): LiveEvent[] {
  try {
    const parsed: unknown = JSON.parse(data);
    return Array.isArray(parsed) ? parsed.filter(isLiveEvent) : [];
  } catch {
    return [];
  }
}
