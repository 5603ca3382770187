import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { linkIdentity, ltiIssuerKey } from '../../src/modules/sign-in';

/**
 * A learning platform's service side, built in the test from the 1EdTech specifications, on
 * 127.0.0.1 at a port of its own:
 * - the OAuth 2 token endpoint (Security Framework §4.1): client credentials with a JWT client
 *   assertion, verified against the tool's key set (`toolKeySet`, the tool's `GET /api/lti/jwks`
 *   as the test fetches it), with iss = sub = client id, aud, exp, and a jti never seen before;
 * - Names and Role Provisioning 2.0: a course's memberships, a page at a time with
 *   `Link: <…>; rel="next"`;
 * - Assignment and Grade Services 2.0: each line item's `/scores`, every post recorded with its
 *   bearer token.
 * `failures` make it fail (an HTTP status, or down: the connection cut) for backoff tests.
 */

export const NRPS_MEDIA_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
export const SCORE_MEDIA_TYPE = 'application/vnd.ims.lis.v1.score+json';
export const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/membership';

export interface NrpsMember {
  user_id: string;
  roles: string[];
  status?: 'Active' | 'Inactive' | 'Deleted';
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
}

/** A failure the platform plays: an HTTP status (with a body), or 'down' (the connection cut). */
export type PlatformFailure = { status: number; body?: string } | 'down';

export interface TokenRequest {
  scopes: string[];
  /** The verified assertion's claims, or the reason it was refused. */
  claims: JWTPayload | null;
  refused: string | null;
  kid: string | undefined;
}

export interface PostedScore {
  lineItem: string;
  /** The path and query posted to. */
  path: string;
  token: string;
  contentType: string | undefined;
  score: Record<string, unknown>;
}

export interface TestPlatformOptions {
  clientId: string;
  /** The tool's public keys as the platform fetches them. */
  toolKeySet: () => Promise<JSONWebKeySet>;
  /** The platform's time (the tool's test clock, when the test moves time). */
  now?: () => Date;
  /** `expires_in` of the tokens it issues, in seconds. */
  tokenLifetimeS?: number;
  /** Members per NRPS page. */
  pageSize?: number;
  /** The `aud` it wants in assertions, when not its token endpoint's URL. */
  tokenAudience?: string;
  /**
   * Serve on another test server at `url` (a launch platform's `otherRequests`: one platform
   * with every endpoint) instead of a server of its own.
   */
  on?: { url: string; serve: (listener: http.RequestListener) => void };
}

export interface TestPlatform {
  /** `http://127.0.0.1:port` */
  url: string;
  tokenUrl: string;
  clientId: string;
  /** The course rosters, by context id: edit them between syncs. */
  courses: Map<string, NrpsMember[]>;
  pageSize: number;
  membershipsUrl(contextId: string): string;
  lineItemUrl(id: string, query?: string): string;
  tokenRequests: TokenRequest[];
  /** The tokens it issued, with their scopes. */
  issued: Map<string, string[]>;
  /** NRPS pages served (context, page number, token). */
  pagesServed: { contextId: string; page: number; token: string }[];
  scores: PostedScore[];
  failures: {
    token?: PlatformFailure;
    memberships?: PlatformFailure;
    /** The memberships failure plays from this page on (the earlier pages are served). */
    membershipsFromPage?: number;
    scores?: PlatformFailure;
  };
  /** Forgets every issued token: the next use of one answers 401. */
  revokeTokens(): void;
  close(): Promise<void>;
}

export async function startTestPlatform(options: TestPlatformOptions): Promise<TestPlatform> {
  const now = options.now ?? (() => new Date());
  const seenJti = new Set<string>();
  const server = options.on ? null : http.createServer();
  if (server) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = server
    ? `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    : options.on!.url;
  const platform: TestPlatform = {
    url,
    tokenUrl: `${url}/token`,
    clientId: options.clientId,
    courses: new Map(),
    pageSize: options.pageSize ?? 2,
    membershipsUrl: (contextId) => `${url}/courses/${encodeURIComponent(contextId)}/memberships`,
    lineItemUrl: (id, query) =>
      `${url}/lineitems/${encodeURIComponent(id)}/lineitem${query ? `?${query}` : ''}`,
    tokenRequests: [],
    issued: new Map(),
    pagesServed: [],
    scores: [],
    failures: {},
    revokeTokens: () => platform.issued.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  /** Plays the failure set for this endpoint, if any; whether it did. */
  function failed(res: http.ServerResponse, failure: PlatformFailure | undefined): boolean {
    if (failure === undefined) return false;
    if (failure === 'down') {
      res.socket?.destroy();
      return true;
    }
    res.writeHead(failure.status, { 'content-type': 'application/json' });
    res.end(failure.body ?? JSON.stringify({ error: `failure ${failure.status}` }));
    return true;
  }

  /** The bearer token if it was issued with `scope`; else answers 401 and undefined. */
  function authorised(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    scope: string,
  ): string | undefined {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (token === undefined || !platform.issued.get(token)?.includes(scope)) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_token' }));
      return undefined;
    }
    return token;
  }

  async function token(body: string, res: http.ServerResponse): Promise<void> {
    const form = new URLSearchParams(body);
    const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
    const assertion = form.get('client_assertion') ?? '';
    const record: TokenRequest = { scopes, claims: null, refused: null, kid: undefined };
    platform.tokenRequests.push(record);
    const refuse = (reason: string) => {
      record.refused = reason;
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_client', error_description: reason }));
    };
    if (form.get('grant_type') !== 'client_credentials') return refuse('grant_type');
    if (
      form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
    ) {
      return refuse('client_assertion_type');
    }
    try {
      const keys = createLocalJWKSet(await options.toolKeySet());
      const { payload, protectedHeader } = await jwtVerify(assertion, keys, {
        algorithms: ['RS256'],
        issuer: options.clientId,
        subject: options.clientId,
        audience: options.tokenAudience ?? platform.tokenUrl,
        currentDate: now(),
        // The leeway platforms give clocks that differ a little.
        clockTolerance: 60,
        requiredClaims: ['iat', 'exp', 'jti'],
        maxTokenAge: '10m',
      });
      record.kid = protectedHeader.kid;
      if (seenJti.has(payload.jti!)) return refuse('jti replayed');
      seenJti.add(payload.jti!);
      record.claims = payload;
    } catch (error) {
      return refuse(error instanceof Error ? error.message : String(error));
    }
    const accessToken = crypto.randomBytes(16).toString('hex');
    platform.issued.set(accessToken, scopes);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: options.tokenLifetimeS ?? 3600,
        scope: scopes.join(' '),
      }),
    );
  }

  function memberships(req: http.IncomingMessage, res: http.ServerResponse, path: URL): void {
    const contextId = decodeURIComponent(path.pathname.split('/')[2]!);
    const accessToken = authorised(
      req,
      res,
      'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
    );
    if (accessToken === undefined) return;
    if (!(req.headers.accept ?? '').includes(NRPS_MEDIA_TYPE)) {
      res.writeHead(406).end();
      return;
    }
    const members = platform.courses.get(contextId);
    if (!members) {
      res.writeHead(404).end();
      return;
    }
    const page = Number(path.searchParams.get('page') ?? '1');
    platform.pagesServed.push({ contextId, page, token: accessToken });
    const start = (page - 1) * platform.pageSize;
    const headers: Record<string, string> = { 'content-type': NRPS_MEDIA_TYPE };
    if (start + platform.pageSize < members.length) {
      headers.link = `<${platform.membershipsUrl(contextId)}?page=${page + 1}>; rel="next"`;
    }
    res.writeHead(200, headers);
    res.end(
      JSON.stringify({
        id: `${platform.membershipsUrl(contextId)}?page=${page}`,
        context: { id: contextId, label: contextId, title: `Course ${contextId}` },
        members: members.slice(start, start + platform.pageSize),
      }),
    );
  }

  function score(req: http.IncomingMessage, res: http.ServerResponse, body: string, path: URL) {
    const accessToken = authorised(req, res, 'https://purl.imsglobal.org/spec/lti-ags/scope/score');
    if (accessToken === undefined) return;
    if (req.headers['content-type'] !== SCORE_MEDIA_TYPE) {
      res.writeHead(415).end();
      return;
    }
    platform.scores.push({
      lineItem: decodeURIComponent(path.pathname.split('/')[2]!),
      path: `${path.pathname}${path.search}`,
      token: accessToken,
      contentType: req.headers['content-type'],
      score: JSON.parse(body) as Record<string, unknown>,
    });
    res.writeHead(204).end();
  }

  const listener: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', url);
      void (async () => {
        if (req.method === 'POST' && path.pathname === '/token') {
          if (!failed(res, platform.failures.token)) await token(body, res);
        } else if (req.method === 'GET' && /^\/courses\/[^/]+\/memberships$/.test(path.pathname)) {
          const page = Number(path.searchParams.get('page') ?? '1');
          const failure =
            page >= (platform.failures.membershipsFromPage ?? 1)
              ? platform.failures.memberships
              : undefined;
          if (!failed(res, failure)) memberships(req, res, path);
        } else if (
          req.method === 'POST' &&
          /^\/lineitems\/[^/]+\/lineitem\/scores$/.test(path.pathname)
        ) {
          if (!failed(res, platform.failures.scores)) score(req, res, body, path);
        } else {
          res.writeHead(404).end();
        }
      })().catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
  };
  if (server) server.on('request', listener);
  else options.on!.serve(listener);
  return platform;
}

/**
 * What a launch stores, written straight to the database (the launch itself is another suite's
 * subject): a registered platform, a course linked to a class, an activity placed through a
 * resource link, a student known to the platform.
 */
export const ltiFixture = {
  async platform(
    db: Kysely<Database>,
    platform: TestPlatform,
    fields: { name?: string; issuer?: string; tokenAudience?: string } = {},
  ): Promise<{ id: string; issuer: string; issuerKey: string }> {
    const id = newId();
    const issuer = fields.issuer ?? `https://lms-${id.toLowerCase()}.example.org`;
    await db
      .insertInto('lti_platforms')
      .values({
        id,
        name: fields.name ?? 'Moodle',
        issuer,
        client_id: platform.clientId,
        auth_login_url: `${platform.url}/auth`,
        auth_token_url: platform.tokenUrl,
        key_set_url: `${platform.url}/jwks`,
        token_audience: fields.tokenAudience ?? null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return { id, issuer, issuerKey: ltiIssuerKey(issuer, platform.clientId) };
  },

  async course(
    db: Kysely<Database>,
    platformId: string,
    contextId: string,
    classId: string,
    urls: { memberships?: string | null; lineitems?: string | null } = {},
  ): Promise<void> {
    await db
      .insertInto('lti_contexts')
      .values({
        platform_id: platformId,
        context_id: contextId,
        class_id: classId,
        deployment_id: 'deployment-1',
        memberships_url: urls.memberships ?? null,
        lineitems_url: urls.lineitems ?? null,
        created_at: new Date().toISOString(),
      })
      .execute();
  },

  async resourceLink(
    db: Kysely<Database>,
    platformId: string,
    classId: string,
    activityId: string | null,
    lineitemUrl: string | null,
  ): Promise<string> {
    const resourceLinkId = `link-${newId()}`;
    await db
      .insertInto('lti_resource_links')
      .values({
        platform_id: platformId,
        resource_link_id: resourceLinkId,
        class_id: classId,
        activity_id: activityId,
        lineitem_url: lineitemUrl,
      })
      .execute();
    return resourceLinkId;
  },

  async identity(db: Kysely<Database>, issuerKey: string, subject: string, userId: string) {
    await linkIdentity(db, issuerKey, subject, userId, new Date());
  },
};
