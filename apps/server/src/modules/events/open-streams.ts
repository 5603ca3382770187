import { scaledMax } from '../../security/rate-limit-store';

/**
 * How many `GET /api/events` streams one server keeps open
 * (docs/decisions/2026-11-28-security-second-review.md 'How many live streams'). One member's token
 * once held 8,000 streams, and at the process's file-descriptor limit every request failed. The web
 * app opens one stream per tab, so a member's cap is a few tabs on a few devices; an address's cap
 * is a whole school behind one public address. Both are multiplied by `RATE_LIMIT_SCALE`, like
 * every other limit.
 */
export const STREAMS_PER_MEMBER = 10;
export const STREAMS_PER_ADDRESS = 1_000;

// In the shared package, so its codes are the web app's message ids too (issue 44).
export { STREAM_LIMIT_MESSAGES } from '@thoughtful/shared';

/** What a refused stream is told to wait before trying again (the web app's longest back-off). */
export const STREAM_RETRY_AFTER_SECONDS = 30;

export interface StreamCaps {
  perMember: number;
  perAddress: number;
}

export function streamCaps(rateLimitScale: number): StreamCaps {
  return {
    perMember: scaledMax(STREAMS_PER_MEMBER, rateLimitScale),
    perAddress: scaledMax(STREAMS_PER_ADDRESS, rateLimitScale),
  };
}

/** A place taken for one stream: `end` gives it back (once, however often it is called). */
export interface StreamPlace {
  end: () => void;
}

/**
 * The streams this server holds open, counted by member and by client address. Counts live in
 * this process, because what they protect (sockets, memory) is this process's own. A count that
 * reaches zero leaves its map, so members and addresses that come and go leave nothing behind.
 */
export class OpenStreams {
  private readonly byMember = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();
  /** One entry per open stream (its own object, so two streams never share an entry). */
  private readonly open = new Set<{ close: () => void }>();

  constructor(private readonly caps: StreamCaps) {}

  /**
   * Takes a place for a member's stream from an address, or answers which cap refuses it.
   * `close` ends the stream at server shutdown (`closeAll`).
   */
  take(memberId: string, address: string, close: () => void): StreamPlace | 'member' | 'address' {
    if ((this.byMember.get(memberId) ?? 0) >= this.caps.perMember) return 'member';
    if ((this.byAddress.get(address) ?? 0) >= this.caps.perAddress) return 'address';
    increment(this.byMember, memberId);
    increment(this.byAddress, address);
    const stream = { close };
    this.open.add(stream);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.open.delete(stream);
      decrement(this.byMember, memberId);
      decrement(this.byAddress, address);
    };
    return { end };
  }

  /** Closes every open stream (server shutdown); each gives its place back as it closes. */
  closeAll(): void {
    for (const stream of [...this.open]) stream.close();
  }

  /** What is held now: every figure returns to 0 once every stream has closed. */
  get counts(): { streams: number; members: number; addresses: number } {
    return { streams: this.open.size, members: this.byMember.size, addresses: this.byAddress.size };
  }
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function decrement(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 0) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}
