import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AUTH_MESSAGES,
  OIDC_PROBLEMS,
  PublicConfig,
  type LogoutResponse,
  type ClassDto,
  type UserDto,
} from '@thoughtful/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { SIGN_IN_COOKIE } from '../src/modules/sign-in';
import { createUser, invite, loginToken, messages } from './helpers/auth-helpers';
import { api } from './helpers/content-helpers';
import {
  authorizeAtProvider,
  CookieJar,
  logoutAtProvider,
  startOidcProvider,
  type ProviderAccount,
  type TestOidcProvider,
} from './helpers/oidc-provider';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

const PUBLIC_URL = 'http://thoughtful.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;
const PROVIDER_NAME = 'School ID';
const ALLOWED_DOMAIN = 'pupils.example.org';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The problem page's title and message, as the person reads them (HTML-escaped). */
function expectPage(res: LightMyRequestResponse, status: number, problem: { title: string }) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toContain(
    `<h1 style="font-size: 1.5rem;">${problem.title.replace(/'/g, '&#39;')}</h1>`,
  );
}

/** The e-mail address as the problem page writes it (its text is HTML-escaped). */
function pageText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
}

/**
 * School sign-in through a real OpenID provider (oidc-provider) started in the test (DESIGN.md
 * §13): the test drives the browser's redirects itself, the provider's with fetch and a cookie
 * jar, the app's with `inject` and its flow cookie.
 */
describe.each(TEST_DIALECTS)('OpenID Connect sign-in on %s', (dialect) => {
  let provider: TestOidcProvider;
  let ctx: TestContext;
  let teacherToken: string;

  beforeAll(async () => {
    provider = await startOidcProvider({
      redirectUri: CALLBACK,
      postLogoutRedirectUri: `${PUBLIC_URL}/login`,
    });
    ctx = await createTestApp(dialect, {
      env: {
        PUBLIC_URL,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_NAME: PROVIDER_NAME,
        OIDC_ALLOWED_DOMAINS: ` ${ALLOWED_DOMAIN} , Other.Example.org`,
        RATE_LIMIT_SCALE: '100',
      },
    });
    await createUser(ctx, 'teacher@example.org', { student: false });
    teacherToken = await loginToken(ctx, 'teacher@example.org');
  });
  afterAll(async () => {
    await ctx?.close();
    await provider?.close();
  });

  function person(account: ProviderAccount): string {
    provider.accounts.set(account.sub, account);
    return account.sub;
  }

  /** A browser's visit to the start route: the provider's URL and the flow cookie. */
  async function start(next?: string) {
    const query = next === undefined ? '' : `?next=${encodeURIComponent(next)}`;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/auth/oidc/start${query}` });
    expect(res.statusCode, res.body).toBe(302);
    const setCookie = String(res.headers['set-cookie']);
    return {
      authorizationUrl: String(res.headers.location),
      setCookie,
      cookie: setCookie.split(';')[0]!,
      state: new URL(String(res.headers.location)).searchParams.get('state')!,
    };
  }

  /** The provider's way back to the app, as the browser would follow it. */
  function callback(callbackUrl: string, cookie: string | undefined) {
    const url = new URL(callbackUrl);
    return ctx.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: cookie === undefined ? {} : { cookie },
    });
  }

  /** Starts, signs in at the provider as `sub`, and comes back: the callback's answer. */
  async function signIn(sub: string, next?: string) {
    provider.signInAs(sub);
    const started = await start(next);
    const back = await authorizeAtProvider(started.authorizationUrl, CALLBACK);
    return callback(back, started.cookie);
  }

  /** The sign-in cookie each ticket's redirect set: the browser that signed in sends it back. */
  const signInCookies = new Map<string, string>();

  function ticketOf(res: LightMyRequestResponse): string {
    expect(res.statusCode, res.body).toBe(302);
    const location = String(res.headers.location);
    expect(location.startsWith(`${PUBLIC_URL}/signin#ticket=`), location).toBe(true);
    const ticket = decodeURIComponent(
      location.slice(location.indexOf('#ticket=') + '#ticket='.length),
    );
    const setCookies = [res.headers['set-cookie'] ?? []].flat().map(String);
    const binding = setCookies.find((each) => each.startsWith(`${SIGN_IN_COOKIE}=`));
    expect(binding, 'the redirect sets the sign-in cookie').toBeDefined();
    expect(binding).toContain('HttpOnly');
    expect(binding).toContain('Path=/api/auth/ticket');
    signInCookies.set(ticket, binding!.split(';')[0]!);
    return ticket;
  }

  /** Trades a ticket as the browser that signed in would (with its cookie), or as another. */
  function trade(ticket: string, browser: 'same' | 'other' = 'same') {
    const cookie = browser === 'same' ? signInCookies.get(ticket) : undefined;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/ticket',
      payload: { ticket },
      headers: cookie === undefined ? {} : { cookie },
    });
  }

  /** The member a successful sign-in signs in, through the ticket and the token it trades for. */
  async function signedIn(res: LightMyRequestResponse) {
    const traded = await trade(ticketOf(res));
    expect(traded.statusCode, traded.body).toBe(200);
    const { token, next } = traded.json<{ token: string; next: string }>();
    const me = await api(ctx, 'GET', '/api/auth', token);
    expect(me.statusCode, me.body).toBe(200);
    return { user: me.json<UserDto>(), token, next };
  }

  const userByEmail = (email: string) =>
    ctx.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const identitiesOf = (userId: string) =>
    ctx.database.db
      .selectFrom('external_identities')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();

  it('names the provider in the configuration', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(PublicConfig.parse(res.json()).oidc).toEqual({ name: PROVIDER_NAME });
  });

  it('sends the browser to the provider with PKCE, state and nonce, bound to this browser', async () => {
    const started = await start('/activity-students');
    const url = new URL(started.authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.nonce).toMatch(/^[\w-]{43}$/);
    expect(started.setCookie).toMatch(/HttpOnly/);
    expect(started.setCookie).toMatch(/SameSite=Lax/);
    expect(started.setCookie).toMatch(/Path=\/api\/auth\/oidc(;|$)/);
    // PUBLIC_URL is plain http here: a Secure cookie would never come back.
    expect(started.setCookie).not.toMatch(/Secure/);
    expect(started.cookie).toBe(`thoughtful_oidc_flow=${params.state}`);
    // The state is kept only as its hash; the verifier's challenge is the one sent.
    const flows = await ctx.database.db.selectFrom('oidc_flows').selectAll().execute();
    expect(flows.some((flow) => flow.state_hash === params.state)).toBe(false);
    const flow = flows.find((each) => each.state_hash === sha256(params.state!));
    expect(flow).toMatchObject({ nonce: params.nonce, next_path: '/activity-students' });
    const challenge = crypto.createHash('sha256').update(flow!.code_verifier).digest('base64url');
    expect(challenge).toBe(params.code_challenge);
    const expiresIn = new Date(flow!.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
  });

  it("makes an invited student's account on her first sign-in, in her roster invitation's class", async () => {
    const made = await api(ctx, 'POST', '/api/classes', teacherToken, { name: 'Year 8' });
    const klass = made.json<ClassDto>();
    const added = await api(ctx, 'POST', `/api/classes/${klass._id}/roster`, teacherToken, {
      emails: 'ada@school.example.org',
    });
    expect(added.statusCode, added.body).toBe(200);
    const sub = person({
      sub: 'ada-1',
      email: 'Ada@School.example.org',
      email_verified: true,
      name: 'Ada L.',
    });

    const { user, token, next } = await signedIn(await signIn(sub, '/activity-students'));
    expect(user).toMatchObject({
      email: 'ada@school.example.org',
      name: 'Ada L.',
      isStudent: true,
    });
    expect(next).toBe('/activity-students');
    const classes = await api(ctx, 'GET', '/api/classes', token);
    expect(classes.json<ClassDto[]>().map((c) => c._id)).toEqual([klass._id]);
    const row = await userByEmail('ada@school.example.org');
    expect(row?.confirmed).toBe(1);
    expect(await identitiesOf(user._id)).toEqual([
      expect.objectContaining({ issuer: provider.issuer, subject: 'ada-1' }),
    ]);

    // Next time she is found by her subject, whatever her e-mail has become at the provider.
    provider.accounts.set(sub, { sub, email: 'ada.new@elsewhere.org', email_verified: true });
    const again = await signedIn(await signIn(sub));
    expect(again.user._id).toBe(user._id);
    expect(again.next).toBe('/');
  });

  it("makes a teacher's account for an e-mail invited as a teacher", async () => {
    await invite(ctx, 'tess@example.org', true);
    const sub = person({ sub: 'tess-1', email: 'tess@example.org', email_verified: true });
    const { user } = await signedIn(await signIn(sub));
    expect(user).toMatchObject({
      email: 'tess@example.org',
      isStudent: false,
      name: 'tess@example.org',
    });
  });

  it('refuses a first sign-in of an e-mail with no invitation, and makes no account', async () => {
    const sub = person({ sub: 'eve-1', email: 'eve@elsewhere.org', email_verified: true });
    const res = await signIn(sub);
    const problem = OIDC_PROBLEMS.notInvited('eve@elsewhere.org');
    expectPage(res, 403, problem);
    expect(res.body).toContain('has no invitation here. Ask your teacher');
    expect(await userByEmail('eve@elsewhere.org')).toBeUndefined();
    const identities = await ctx.database.db
      .selectFrom('external_identities')
      .selectAll()
      .where('subject', '=', 'eve-1')
      .execute();
    expect(identities).toEqual([]);
  });

  it('links an existing password account by its verified e-mail, whose password still works', async () => {
    const id = await createUser(ctx, 'bob@example.org', {
      password: 'bobs-password',
      student: false,
    });
    const sub = person({ sub: 'bob-1', email: 'BOB@example.org', email_verified: true });
    const { user } = await signedIn(await signIn(sub));
    expect(user._id).toBe(id);
    expect(await identitiesOf(id)).toHaveLength(1);
    expect(await loginToken(ctx, 'bob@example.org', 'bobs-password')).toBeTruthy();
  });

  it('never hands over by e-mail an account a learning platform opens (a platform may claim any address)', async () => {
    const id = await createUser(ctx, 'dora@example.org');
    await ctx.database.db
      .insertInto('external_identities')
      .values({
        issuer: 'https://lms.example.org#client-1',
        subject: 'platform-user-7',
        user_id: id,
        created_at: new Date().toISOString(),
      })
      .execute();
    const sub = person({ sub: 'dora-1', email: 'dora@example.org', email_verified: true });
    expectPage(await signIn(sub), 403, OIDC_PROBLEMS.openedFromPlatform());
    expect((await identitiesOf(id)).map((each) => each.issuer)).toEqual([
      'https://lms.example.org#client-1',
    ]);
  });

  it.each([
    ['email_verified false', { email_verified: false }],
    ['no email_verified', {}],
    ['email_verified as the string "true"', { email_verified: 'true' as unknown as boolean }],
  ])('never links by an e-mail the provider does not vouch for (%s)', async (label, claims) => {
    const email = `carol-${label.length}@example.org`;
    const id = await createUser(ctx, email);
    const sub = person({ sub: `carol-${label}`, email, ...claims });
    expectPage(await signIn(sub), 403, OIDC_PROBLEMS.emailNotVerified(PROVIDER_NAME));
    expect(await identitiesOf(id)).toEqual([]);
  });

  it("links by Entra's xms_edov when the provider never says email_verified, and never against it", async () => {
    const id = await createUser(ctx, 'rita@example.org');
    const rita = person({ sub: 'rita-1', email: 'rita@example.org', xms_edov: true });
    expect((await signedIn(await signIn(rita))).user._id).toBe(id);
    const id2 = await createUser(ctx, 'sam@example.org');
    const sam = person({
      sub: 'sam-1',
      email: 'sam@example.org',
      email_verified: false,
      xms_edov: true,
    });
    expectPage(await signIn(sam), 403, OIDC_PROBLEMS.emailNotVerified(PROVIDER_NAME));
    expect(await identitiesOf(id2)).toEqual([]);
  });

  it('refuses a provider account without an e-mail', async () => {
    const sub = person({ sub: 'no-mail-1' });
    expectPage(await signIn(sub), 403, OIDC_PROBLEMS.emailNotVerified(PROVIDER_NAME));
  });

  it('makes a student for any verified e-mail of an allowed domain', async () => {
    const sub = person({ sub: 'dan-1', email: `dan@${ALLOWED_DOMAIN}`, email_verified: true });
    const { user, token } = await signedIn(await signIn(sub));
    expect(user).toMatchObject({ email: `dan@${ALLOWED_DOMAIN}`, isStudent: true });
    expect((await api(ctx, 'GET', '/api/classes', token)).json()).toEqual([]);
    // The list is read case-insensitively; a look-alike domain is not in it.
    const other = person({ sub: 'dan-2', email: 'dan@other.example.org', email_verified: true });
    expect((await signedIn(await signIn(other))).user.email).toBe('dan@other.example.org');
    const lookalike = person({
      sub: 'dan-3',
      email: `dan@evil${ALLOWED_DOMAIN}`,
      email_verified: true,
    });
    expect((await signIn(lookalike)).statusCode).toBe(403);
  });

  it('takes an unconfirmed account over from whoever registered its address, and ends their password', async () => {
    const id = await createUser(ctx, 'frank@example.org', {
      password: 'registrant1',
      confirmed: false,
    });
    const before = await userByEmail('frank@example.org');
    const sub = person({ sub: 'frank-1', email: 'frank@example.org', email_verified: true });
    const { user } = await signedIn(await signIn(sub));
    expect(user._id).toBe(id);
    const after = await userByEmail('frank@example.org');
    expect(after?.confirmed).toBe(1);
    expect(after!.token_version).toBe(before!.token_version + 1);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'frank@example.org', password: 'registrant1' },
    });
    expect(login.statusCode).toBe(400);
    expect(messages(login.body)).toEqual([AUTH_MESSAGES.INVALID_CREDENTIALS]);
  });

  describe('a forged state', () => {
    it('refuses a state this server never issued', async () => {
      const forged = `${CALLBACK}?code=made-up&state=forged-state`;
      expectPage(
        await callback(forged, 'thoughtful_oidc_flow=forged-state'),
        400,
        OIDC_PROBLEMS.flowGone(),
      );
      expectPage(await callback(forged, undefined), 400, OIDC_PROBLEMS.notThisBrowser());
      expectPage(
        await callback(`${CALLBACK}?code=made-up`, undefined),
        400,
        OIDC_PROBLEMS.notThisBrowser(),
      );
    });

    it('refuses a real callback in another browser (login CSRF), and it still works in its own', async () => {
      const sub = person({ sub: 'hal-1', email: 'hal@example.org', email_verified: true });
      await createUser(ctx, 'hal@example.org');
      provider.signInAs(sub);
      const attacker = await start();
      const back = await authorizeAtProvider(attacker.authorizationUrl, CALLBACK);
      const victim = await start();
      const res = await callback(back, victim.cookie);
      expectPage(res, 400, OIDC_PROBLEMS.notThisBrowser());
      expect(await identitiesOf((await userByEmail('hal@example.org'))!.id)).toEqual([]);
      expect((await signedIn(await callback(back, attacker.cookie))).user.email).toBe(
        'hal@example.org',
      );
    });

    it('refuses a state given twice', async () => {
      const started = await start();
      const url = `${CALLBACK}?code=x&state=${started.state}&state=${started.state}`;
      expectPage(await callback(url, started.cookie), 400, OIDC_PROBLEMS.notThisBrowser());
    });
  });

  it('refuses a callback replayed: its state is spent at first use', async () => {
    const sub = person({ sub: 'ivy-1', email: 'ivy@example.org', email_verified: true });
    await createUser(ctx, 'ivy@example.org');
    provider.signInAs(sub);
    const started = await start();
    const back = await authorizeAtProvider(started.authorizationUrl, CALLBACK);
    ticketOf(await callback(back, started.cookie));
    expectPage(await callback(back, started.cookie), 400, OIDC_PROBLEMS.flowGone());
  });

  it('refuses a replayed code: the provider says invalid_grant', async () => {
    const sub = person({ sub: 'jo-1', email: 'jo@example.org', email_verified: true });
    await createUser(ctx, 'jo@example.org');
    provider.signInAs(sub);
    const started = await start();
    const back = await authorizeAtProvider(started.authorizationUrl, CALLBACK);
    const flow = await ctx.database.db
      .selectFrom('oidc_flows')
      .selectAll()
      .where('state_hash', '=', sha256(started.state))
      .executeTakeFirstOrThrow();
    ticketOf(await callback(back, started.cookie));
    // Even with the flow put back (as if the state check were passed), the code is spent.
    await ctx.database.db.insertInto('oidc_flows').values(flow).execute();
    const res = await callback(back, started.cookie);
    expectPage(res, 400, OIDC_PROBLEMS.codeRefused(PROVIDER_NAME));
    expect(res.body).toContain(pageText('it may have been used already'));
  });

  it('refuses a stolen code brought into another sign-in: PKCE ties it to its own', async () => {
    const sub = person({ sub: 'kim-1', email: 'kim@example.org', email_verified: true });
    await createUser(ctx, 'kim@example.org');
    provider.signInAs(sub);
    const victim = await start();
    const stolen = new URL(await authorizeAtProvider(victim.authorizationUrl, CALLBACK));
    const attacker = await start();
    stolen.searchParams.set('state', attacker.state);
    expectPage(
      await callback(stolen.href, attacker.cookie),
      400,
      OIDC_PROBLEMS.codeRefused(PROVIDER_NAME),
    );
  });

  it('refuses a flow older than ten minutes', async () => {
    const sub = person({ sub: 'lee-1', email: 'lee@example.org', email_verified: true });
    await createUser(ctx, 'lee@example.org');
    provider.signInAs(sub);
    const started = await start();
    const back = await authorizeAtProvider(started.authorizationUrl, CALLBACK);
    await ctx.database.db
      .updateTable('oidc_flows')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('state_hash', '=', sha256(started.state))
      .execute();
    expectPage(await callback(back, started.cookie), 400, OIDC_PROBLEMS.flowGone());
  });

  it("shows the provider's refusal as a page, and spends the flow", async () => {
    const started = await start();
    const url = `${CALLBACK}?error=access_denied&error_description=%3Cscript%3E&state=${started.state}`;
    const res = await callback(url, started.cookie);
    expectPage(res, 400, OIDC_PROBLEMS.providerRefused(PROVIDER_NAME));
    expect(res.body).not.toContain('<script>');
    expect(
      await ctx.database.db
        .selectFrom('oidc_flows')
        .select('state_hash')
        .where('state_hash', '=', sha256(started.state))
        .execute(),
    ).toEqual([]);
    // The flow cookie is cleared whatever the outcome.
    expect(String(res.headers['set-cookie'])).toMatch(/^thoughtful_oidc_flow=; Max-Age=0/);
  });

  it('refuses banned e-mails and banned accounts', async () => {
    await invite(ctx, 'mia@example.org');
    await ctx.database.db
      .insertInto('bans')
      .values({ email: 'mia@example.org', created_at: new Date().toISOString() })
      .execute();
    const mia = person({ sub: 'mia-1', email: 'mia@example.org', email_verified: true });
    expectPage(await signIn(mia), 403, OIDC_PROBLEMS.banned());
    expect(await userByEmail('mia@example.org')).toBeUndefined();

    const ned = person({ sub: 'ned-1', email: 'ned@example.org', email_verified: true });
    const id = await createUser(ctx, 'ned@example.org');
    await signedIn(await signIn(ned));
    await ctx.database.db.updateTable('users').set({ banned: 1 }).where('id', '=', id).execute();
    expectPage(await signIn(ned), 403, OIDC_PROBLEMS.banned());
  });

  it('hands over a ticket that works only in the browser that signed in (no login CSRF)', async () => {
    const sub = person({ sub: 'quinn-1', email: 'quinn@example.org', email_verified: true });
    await createUser(ctx, 'quinn@example.org');
    // Someone signs in as herself and sends her /signin#ticket=… address to another person.
    const ticket = ticketOf(await signIn(sub));
    const elsewhere = await trade(ticket, 'other');
    expect(elsewhere.statusCode).toBe(401);
    expect(messages(elsewhere.body)).toEqual([AUTH_MESSAGES.SIGN_IN_TICKET_INVALID]);
    // A refused trade does not spend it (else anyone who saw it could cancel the sign-in): its
    // own browser still trades it, once.
    expect((await trade(ticket)).statusCode).toBe(200);
    expect((await trade(ticket)).statusCode).toBe(401);
    const wrongCookie = ticketOf(await signIn(sub));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/ticket',
      payload: { ticket: wrongCookie },
      headers: { cookie: `${SIGN_IN_COOKIE}=not-this-browser` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('hands over a ticket that works once, and not after a minute', async () => {
    const sub = person({ sub: 'olga-1', email: 'olga@example.org', email_verified: true });
    await createUser(ctx, 'olga@example.org');
    const ticket = ticketOf(await signIn(sub));
    const row = await ctx.database.db
      .selectFrom('sign_in_tickets')
      .selectAll()
      .where('ticket_hash', '=', sha256(ticket))
      .executeTakeFirstOrThrow();
    const lifetime = new Date(row.expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
    expect((await trade(ticket)).statusCode).toBe(200);
    const again = await trade(ticket);
    expect(again.statusCode).toBe(401);
    expect(messages(again.body)).toEqual([AUTH_MESSAGES.SIGN_IN_TICKET_INVALID]);

    const late = ticketOf(await signIn(sub));
    await ctx.database.db
      .updateTable('sign_in_tickets')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('ticket_hash', '=', sha256(late))
      .execute();
    expect((await trade(late)).statusCode).toBe(401);
  });

  /** Where the provider sends this browser at the start of a sign-in: the app, or its login. */
  async function providerAnswerTo(jar: CookieJar): Promise<string> {
    const started = await start();
    const res = await fetch(started.authorizationUrl, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    return new URL(res.headers.get('location')!, provider.issuer).href;
  }

  it("logs out at the provider too, so the next 'Sign in with …' in this browser asks who it is (issue 41)", async () => {
    const sub = person({ sub: 'rosa-1', email: 'rosa@example.org', email_verified: true });
    await createUser(ctx, 'rosa@example.org');
    // One browser, a shared school computer: the provider's cookies stay in it.
    const jar = new CookieJar();
    provider.signInAs(sub);
    const started = await start();
    const back = await authorizeAtProvider(started.authorizationUrl, CALLBACK, jar);
    const { token } = await signedIn(await callback(back, started.cookie));
    // Signed in at the provider: a new sign-in would come straight back, no password asked.
    expect((await providerAnswerTo(jar)).startsWith(CALLBACK)).toBe(true);

    const res = await api(ctx, 'POST', '/api/auth/logout', token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<LogoutResponse>();
    expect(answer.provider?.name).toBe(PROVIDER_NAME);
    const logoutUrl = new URL(answer.provider!.logoutUrl!);
    expect(`${logoutUrl.origin}${logoutUrl.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(Object.fromEntries(logoutUrl.searchParams)).toEqual({
      client_id: provider.clientId,
      post_logout_redirect_uri: `${PUBLIC_URL}/login`,
    });
    expect((await api(ctx, 'GET', '/api/auth', token)).statusCode).toBe(401);

    expect(await logoutAtProvider(logoutUrl.href, `${PUBLIC_URL}/`, jar)).toBe(
      `${PUBLIC_URL}/login`,
    );
    // The next pupil at this computer is asked who she is.
    expect(new URL(await providerAnswerTo(jar)).pathname).toMatch(/^\/interaction\//);
  });

  it('names no provider at the logout of a password session', async () => {
    await createUser(ctx, 'pwd-only@example.org');
    const res = await api(
      ctx,
      'POST',
      '/api/auth/logout',
      await loginToken(ctx, 'pwd-only@example.org'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: AUTH_MESSAGES.LOGGED_OUT });
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
    'never sends the browser off the site: next=%s',
    async (next) => {
      const sub = person({ sub: 'pat-1', email: 'pat@example.org', email_verified: true });
      if (!(await userByEmail('pat@example.org'))) await createUser(ctx, 'pat@example.org');
      const res = await signIn(sub, next);
      expect(String(res.headers.location).startsWith(`${PUBLIC_URL}/signin#`)).toBe(true);
      expect((await signedIn(res)).next).toBe('/');
    },
  );
});

describe.each(TEST_DIALECTS)(
  'OpenID Connect sign-in with claims in the ID token on %s',
  (dialect) => {
    let provider: TestOidcProvider;
    let ctx: TestContext;
    beforeAll(async () => {
      // As Google: the e-mail in the ID token, and no end_session_endpoint.
      provider = await startOidcProvider({
        redirectUri: CALLBACK,
        claimsInIdToken: true,
        withoutEndSession: true,
      });
      ctx = await createTestApp(dialect, {
        env: {
          PUBLIC_URL,
          OIDC_ISSUER: provider.issuer,
          OIDC_CLIENT_ID: provider.clientId,
          OIDC_CLIENT_SECRET: provider.clientSecret,
        },
      });
    });
    afterAll(async () => {
      await ctx?.close();
      await provider?.close();
    });

    it('reads the e-mail from the ID token (as Google and Entra send it)', async () => {
      await invite(ctx, 'quinn@example.org');
      provider.accounts.set('quinn-1', {
        sub: 'quinn-1',
        email: 'quinn@example.org',
        email_verified: true,
      });
      provider.signInAs('quinn-1');
      const started = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      const back = new URL(
        await authorizeAtProvider(String(started.headers.location), CALLBACK, new CookieJar()),
      );
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: String(started.headers['set-cookie']).split(';')[0]! },
      });
      expect(res.statusCode, res.body).toBe(302);
      const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      // Without OIDC_NAME the button says 'Sign in with your school account'.
      expect(config.json<PublicConfig>().oidc).toEqual({ name: 'your school account' });

      // A provider without RP-initiated logout: the answer says its session goes on (issue 41).
      const location = String(res.headers.location);
      const ticket = decodeURIComponent(location.slice(location.indexOf('#ticket=') + 8));
      const setCookies = [res.headers['set-cookie'] ?? []].flat().map(String);
      const binding = setCookies.find((each) => each.startsWith(`${SIGN_IN_COOKIE}=`))!;
      const traded = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/ticket',
        payload: { ticket },
        headers: { cookie: binding.split(';')[0]! },
      });
      const { token } = traded.json<{ token: string }>();
      const logout = await api(ctx, 'POST', '/api/auth/logout', token);
      expect(logout.statusCode, logout.body).toBe(200);
      expect(logout.json()).toEqual({
        msg: AUTH_MESSAGES.LOGGED_OUT,
        provider: { name: 'your school account', logoutUrl: null },
      });
    });
  },
);

describe('OpenID Connect client secrets with characters form-encoding changes (issue 41)', () => {
  const SECRET = `Se-_.~!*'()cret-${crypto.randomBytes(12).toString('base64url')}`;
  it.each([
    ['a provider that decodes Basic credentials (RFC 6749 §2.3.1)', SECRET, false],
    ['a provider that compares them as sent (LemonLDAP::NG)', SECRET, true],
    ['a provider that compares them as sent, with % and + in the secret', `a%2Bb+c${SECRET}`, true],
  ])('signs in against %s', async (_name, clientSecret, basicCredentialsAsSent) => {
    const provider = await startOidcProvider({
      redirectUri: CALLBACK,
      clientSecret,
      basicCredentialsAsSent,
    });
    const ctx = await createTestApp('sqlite', {
      env: {
        PUBLIC_URL,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: clientSecret,
      },
    });
    try {
      await invite(ctx, 'sasha@example.org');
      provider.accounts.set('sasha-1', {
        sub: 'sasha-1',
        email: 'sasha@example.org',
        email_verified: true,
      });
      provider.signInAs('sasha-1');
      const started = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      const back = new URL(await authorizeAtProvider(String(started.headers.location), CALLBACK));
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: String(started.headers['set-cookie']).split(';')[0]! },
      });
      expect(res.statusCode, res.body).toBe(302);
      expect(String(res.headers.location)).toContain('/signin#ticket=');
    } finally {
      await ctx.close();
      await provider.close();
    }
  });
});

describe('OpenID Connect sign-in when the provider is down at first', () => {
  it('starts the server, refuses with a page, and discovers the provider on a later sign-in', async () => {
    // A port nobody listens on, for now.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const ctx = await createTestApp('sqlite', {
      env: {
        PUBLIC_URL,
        OIDC_ISSUER: `http://127.0.0.1:${port}`,
        OIDC_CLIENT_ID: 'thoughtful-test',
        OIDC_CLIENT_SECRET: 'secret',
        OIDC_NAME: PROVIDER_NAME,
      },
    });
    let provider: TestOidcProvider | undefined;
    try {
      const down = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expectPage(down, 503, OIDC_PROBLEMS.providerUnreachable(PROVIDER_NAME));
      expect(down.headers['set-cookie']).toBeUndefined();
      provider = await startOidcProvider({ redirectUri: CALLBACK, port });
      const up = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(up.statusCode).toBe(302);
      expect(String(up.headers.location).startsWith(`${provider.issuer}/`)).toBe(true);
    } finally {
      await ctx.close();
      await provider?.close();
    }
  });
});

describe('OpenID Connect sign-in switched off', () => {
  it('answers 404 and names no provider when none is configured', async () => {
    const ctx = await createTestApp('sqlite');
    try {
      const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json<PublicConfig>().oidc).toBeNull();
      const started = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(started.statusCode).toBe(404);
      expect(messages(started.body)).toEqual([OIDC_PROBLEMS.notConfigured().message]);
      const back = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/oidc/callback?code=x&state=y',
      });
      expectPage(back, 404, OIDC_PROBLEMS.notConfigured());
    } finally {
      await ctx.close();
    }
  });

  it('is off in anonymous mode, which keeps its ID login', async () => {
    const ctx = await createTestApp('sqlite', {
      env: {
        ANONYMOUS: 'true',
        EDU_ADMIN_ID: 'admin-id',
        OIDC_ISSUER: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
      },
    });
    try {
      const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json<PublicConfig>()).toMatchObject({ anonymous: true, oidc: null });
      const started = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(started.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

describe('OpenID Connect settings', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('reads the provider, its name and the allowed domains', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_NAME: 'Microsoft',
      OIDC_ALLOWED_DOMAINS: 'School.example.org, @pupils.example.org,',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://login.microsoftonline.com/tenant-id/v2.0',
      clientId: 'client',
      clientSecret: 'secret',
      name: 'Microsoft',
      allowedDomains: ['school.example.org', 'pupils.example.org'],
    });
    expect(loadConfig({}).oidc).toBeUndefined();
  });

  it('wants the issuer, client id and secret together, or none', () => {
    expect(problemsOf({ OIDC_ISSUER: 'https://accounts.google.com' })).toEqual([
      expect.stringMatching(/^OIDC_CLIENT_ID is required when OIDC_ISSUER is set/),
      expect.stringMatching(/^OIDC_CLIENT_SECRET is required when OIDC_ISSUER is set/),
    ]);
    expect(problemsOf({ OIDC_CLIENT_ID: 'x', OIDC_NAME: 'Google' })).toEqual([
      expect.stringMatching(/^OIDC_CLIENT_ID, OIDC_NAME are set but OIDC_ISSUER is not/),
    ]);
  });

  it.each([
    ['http://accounts.example.org', 'OIDC_ISSUER'],
    ['https://accounts.example.org/?tenant=1', 'OIDC_ISSUER'],
    ['not a url', 'OIDC_ISSUER'],
  ])('refuses the issuer %s', (issuer, variable) => {
    const problems = problemsOf({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'x',
      OIDC_CLIENT_SECRET: 'y',
    });
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${variable} must be the https URL`)),
    ]);
  });

  it('takes plain http only on this machine, and refuses a domain that is not one', () => {
    const local = { OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' };
    expect(problemsOf({ ...local, OIDC_ISSUER: 'http://127.0.0.1:4000' })).toEqual([]);
    expect(problemsOf({ ...local, OIDC_ISSUER: 'http://localhost:4000/realm' })).toEqual([]);
    expect(
      problemsOf({
        ...local,
        OIDC_ISSUER: 'https://accounts.google.com',
        OIDC_ALLOWED_DOMAINS: 'school, x.org',
      }),
    ).toEqual([expect.stringMatching(/^OIDC_ALLOWED_DOMAINS must be domain names/)]);
  });
});
