import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Learning platforms show the tool in a frame, while every other answer says
 * `frame-ancestors 'self'` (and `X-Frame-Options`). The web app's pages and the LTI pages are
 * framable by the registered platforms' origins only: their issuer's, their login endpoint's, and
 * those their verified launches named (a hosted Canvas's school domain). The list is read from
 * the database and kept in this process for FRAMING_MAX_AGE_MS, so every server agrees within
 * a minute; a page answer costs a string comparison and, when the list changed, one rewrite of
 * the header.
 */

/** How long a server frames by the list it read last; a change here refreshes it at once. */
export const FRAMING_MAX_AGE_MS = 30_000;

const FRAME_ANCESTORS = /frame-ancestors[^;]*/;

/** `value` if it is exactly an http(s) origin (no path, no wildcard), else null. */
export function exactOrigin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Second-level labels under which a country's registrable domains sit one level lower (school.co.uk,
 * school.edu.au). A short list rather than the Public Suffix List: it only decides which origins a
 * launch may add to the framing list, and a miss there makes the list shorter, never longer.
 */
const SECOND_LEVEL_SUFFIXES = new Set([
  'ac',
  'co',
  'com',
  'edu',
  'gov',
  'k12',
  'net',
  'org',
  'sch',
]);

/**
 * The registrable domain of a host, simply: its last two labels, or three under a country's
 * second-level suffix (`moodle.school.co.uk` → `school.co.uk`). An IP address or a one-label
 * name is its own.
 */
export function registrableDomain(host: string): string {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name.startsWith('[') || /^[\d.]+$/.test(name)) return name;
  const labels = name.split('.');
  const tld = labels[labels.length - 1] ?? '';
  const second = labels[labels.length - 2] ?? '';
  const keep = tld.length === 2 && SECOND_LEVEL_SUFFIXES.has(second) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/**
 * Whether a launch's origin may join its platform's framing list: on the registrable domain of the
 * platform's issuer or login endpoint (a hosted Canvas at canvas.instructure.com names its
 * school's school.instructure.com), so a platform cannot make the tool framable by anyone else.
 */
export function isPlatformOwnOrigin(
  origin: string,
  platform: { issuer: string; auth_login_url: string },
): boolean {
  const domains = [platform.issuer, platform.auth_login_url].flatMap((url) => {
    const own = exactOrigin(url);
    return own === null ? [] : [registrableDomain(new URL(own).hostname)];
  });
  const named = exactOrigin(origin);
  return named !== null && domains.includes(registrableDomain(new URL(named).hostname));
}

/** The origins that may frame a platform's launches, from its row. */
export function platformFrameOrigins(row: {
  issuer: string;
  auth_login_url: string;
  frame_origins: string | null;
}): string[] {
  let learnt: unknown = [];
  try {
    learnt = JSON.parse(row.frame_origins ?? '[]');
  } catch {
    learnt = [];
  }
  const listed: unknown[] = Array.isArray(learnt) ? (learnt as unknown[]) : [];
  return [row.issuer, row.auth_login_url, ...listed]
    .map(exactOrigin)
    .filter((origin): origin is string => origin !== null);
}

export class PlatformFraming {
  private origins: readonly string[] = [];
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;
  /** The last policy rewritten, and what it became: one rewrite per change of either. */
  private lastBase = '';
  private lastOrigins: readonly string[] | null = null;
  private lastPolicy = '';

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      log: FastifyBaseLogger;
      clock: () => Date;
    },
  ) {}

  /** The origins framing is allowed from now (reading them again when old, in the background). */
  current(): readonly string[] {
    if (this.deps.clock().getTime() - this.readAt >= FRAMING_MAX_AGE_MS) void this.refresh();
    return this.origins;
  }

  /** Reads the platforms' origins now (after a platform was added, removed or learnt). */
  refresh(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async read(): Promise<void> {
    try {
      const rows = await this.deps.db
        .selectFrom('lti_platforms')
        .select(['issuer', 'auth_login_url', 'frame_origins'])
        .execute();
      this.origins = [...new Set(rows.flatMap(platformFrameOrigins))].sort();
      this.readAt = this.deps.clock().getTime();
    } catch (error) {
      // The last list stays; the next page tries again.
      this.deps.log.warn({ err: error }, 'could not read the learning platforms to frame for');
    }
  }

  /**
   * Lets the registered platforms frame this answer (a page): its CSP's `frame-ancestors` gets
   * their origins and `X-Frame-Options` goes (CSP rules where both are given, but an old browser
   * would obey the header). Nothing changes while no platform is registered. `also`: origins
   * of this answer alone (the platform a Dynamic Registration is registering).
   */
  allowOn(reply: FastifyReply, also: readonly string[] = []): void {
    const registered = this.current();
    const origins = also.length === 0 ? registered : [...new Set([...registered, ...also])].sort();
    if (origins.length === 0) return;
    const base = reply.getHeader('content-security-policy');
    if (typeof base !== 'string') return;
    if (base !== this.lastBase || origins !== this.lastOrigins) {
      this.lastBase = base;
      this.lastOrigins = origins;
      const ancestors = `frame-ancestors 'self' ${origins.join(' ')}`;
      this.lastPolicy = FRAME_ANCESTORS.test(base)
        ? base.replace(FRAME_ANCESTORS, ancestors)
        : `${base};${ancestors}`;
    }
    reply.header('content-security-policy', this.lastPolicy);
    reply.removeHeader('x-frame-options');
  }
}
