import http from 'node:http';
import https from 'node:https';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  LTI_DEEP_LINKING_MESSAGES as DL,
  LTI_PAGE_MESSAGES as M,
  LTI_REGISTRATION_MESSAGES as R,
} from '@thoughtful/shared';
import { hashCode } from '../src/lib/ids';
import { PlatformServices } from '../src/modules/lti/platform-services';
import { findIdentityUser, ltiIssuerKey } from '../src/modules/sign-in';
import type { ResolvedAddress } from '../src/security/network-overrides';
import { createUser, loginToken } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
import {
  FORM,
  formBody,
  LTI_CLAIMS,
  launchThrough,
  ROLES,
  startLaunchPlatform,
  type LaunchOptions,
  type LaunchPlatform,
  type Person,
} from './helpers/lti-platform';
import { startTestPlatform } from './helpers/lti-platform-services';
import { createTestApp, TEST_DIALECTS, testConfig, type TestContext } from './helpers/test-app';

/**
 * What a learning platform, or a browser on its way in, cannot make the tool do (DESIGN.md §13):
 * sign in to an existing account by the e-mail it names, or make a student a teacher (Deep Linking
 * here; launches and roster syncs in their own suites); make the server reach an internal address;
 * crash a request on PostgreSQL with a U+0000 in a parameter, a claim or a registration answer; or
 * flood the browser routes.
 */

const TOOL = 'http://tool.test';

/** The page's text, as a person reads it. */
function text(html: string): string {
  return html
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

describe.each(TEST_DIALECTS)('LTI 1.3 security on %s', (dialect) => {
  let ctx: TestContext;
  let platform: LaunchPlatform;
  let adminToken: string;
  /** Every connection the tool opened (its transport), and every name it resolved. */
  const connections: string[] = [];
  const lookups: string[] = [];
  /** Made-up names, resolved for the tool by the test (no real DNS here). */
  const names: Record<string, string> = {
    'metadata.test': '169.254.169.254',
    'intranet.test': '10.0.0.1',
    'public.test': '93.184.216.34',
  };

  beforeAll(async () => {
    const config = testConfig({ PUBLIC_URL: TOOL });
    config.scrape = {
      allowLoopback: true,
      network: {
        resolve: (host: string): Promise<ResolvedAddress[]> => {
          lookups.push(host);
          const address = names[host];
          return address
            ? Promise.resolve([{ address, family: 4 }])
            : Promise.reject(new Error(`ENOTFOUND ${host}`));
        },
        // Only the test's own servers on 127.0.0.1 are reached; anything else is recorded.
        transport: (url, options) => {
          connections.push(url.href);
          if (url.hostname !== '127.0.0.1') throw new Error(`no traffic to ${url.host}`);
          return url.protocol === 'https:' ? https.request(options) : http.request(options);
        },
      },
    };
    ctx = await createTestApp(dialect, { config });
    platform = await startLaunchPlatform({ toolUrl: TOOL });
    await createUser(ctx, 'admin@tool.test', { admin: true });
    adminToken = await loginToken(ctx, 'admin@tool.test');
    const res = await registerByHand(platform.registrationBody());
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await platform.close();
    await ctx.close();
  });
  afterEach(async () => {
    // A teacher's launch syncs the roster in the background: settled before the next test.
    await ctx.app.services.ltiRoster.idle();
    connections.length = 0;
    lookups.length = 0;
  });

  const registerByHand = (payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/lti/platforms',
      headers: { 'x-auth-token': adminToken },
      payload,
    });

  const launch = (options: LaunchOptions, extra?: Parameters<typeof launchThrough>[3]) =>
    launchThrough(ctx.app, platform, options, extra);

  async function identityUser(subject: string) {
    return findIdentityUser(
      ctx.database.db,
      ltiIssuerKey(platform.issuer, platform.clientId),
      subject,
    );
  }

  async function registrationLink(): Promise<string> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/lti/registrations',
      headers: { 'x-auth-token': adminToken },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ url: string }>().url.slice(TOOL.length);
  }

  function register(configurationUrl: string) {
    return registrationLink().then((link) =>
      ctx.app.inject({
        method: 'GET',
        url: `${link}&${new URLSearchParams({
          openid_configuration: configurationUrl,
          registration_token: platform.registrationToken,
        }).toString()}`,
      }),
    );
  }

  function expectPage(
    res: { statusCode: number; headers: Record<string, unknown>; body: string },
    status: number,
    message: string,
  ) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(text(res.body)).toContain(message);
  }

  describe('Deep Linking never links by e-mail, nor lets a student place anything', () => {
    it('makes a new teacher’s account for an instructor whose e-mail another account has', async () => {
      const existing = await createUser(ctx, 'kim@school.test', { student: false });
      await makeClass(ctx, 'Kim’s private class', [existing], []);
      const kim: Person = {
        sub: 'dl-kim',
        name: 'Kim',
        email: 'kim@school.test',
        roles: [ROLES.INSTRUCTOR],
      };
      const run = await launch({
        person: kim,
        messageType: 'LtiDeepLinkingRequest',
        context: { id: 'dl-course', title: 'DL course' },
      });
      expect(run.launch.statusCode, run.launch.body).toBe(200);
      // The picker is the new account's: none of the existing account's classes.
      expect(text(run.launch.body)).not.toContain('private class');
      const member = await identityUser('dl-kim');
      expect(member).toBeDefined();
      expect(member!.id).not.toBe(existing);
      expect(member!.email).toMatch(/^lti:/);
      expect(member!.is_student).toBe(0);
    });

    it('refuses a student’s account the platform calls an instructor, and leaves it a student', async () => {
      const teacher: Person = { sub: 'dl-teacher', roles: [ROLES.INSTRUCTOR] };
      const student: Person = { sub: 'dl-student', roles: [ROLES.LEARNER] };
      const course = { id: 'dl-course-2', title: 'Course 2' };
      expect((await launch({ person: teacher, context: course })).launch.statusCode).toBe(302);
      expect((await launch({ person: student, context: course })).launch.statusCode).toBe(302);
      const run = await launch({
        person: { ...student, roles: [ROLES.INSTRUCTOR] },
        messageType: 'LtiDeepLinkingRequest',
        context: course,
      });
      expectPage(run.launch, 403, DL.TEACHERS_ONLY);
      expect((await identityUser('dl-student'))?.is_student).toBe(1);
    });
  });

  describe('every request to a platform follows the address policy', () => {
    it.each([
      ['the metadata service', 'http://169.254.169.254/latest/meta-data/openid-configuration'],
      ['a private address', 'https://10.0.0.1/.well-known/openid-configuration'],
      ['a name that resolves to a private address', 'https://intranet.test/openid'],
      ['a name that resolves to the metadata service', 'https://metadata.test/openid'],
      ['a public address over plain http', 'http://public.test/openid'],
    ])(
      'refuses a Dynamic Registration whose configuration is at %s, without a request',
      async (_what, url) => {
        expectPage(await register(url), 400, R.ADDRESS_REFUSED);
        expect(connections).toEqual([]);
        // A name is refused for the addresses it resolves to.
        const host = new URL(url).hostname;
        expect(lookups).toEqual(host.endsWith('.test') ? [host] : []);
      },
    );

    it('refuses a configuration whose registration endpoint is internal, without a request to it', async () => {
      platform.routes.set('GET /internal-configuration', async () => ({
        status: 200,
        body: {
          issuer: platform.issuer,
          authorization_endpoint: platform.authLoginUrl,
          token_endpoint: platform.authTokenUrl,
          jwks_uri: platform.keySetUrl,
          registration_endpoint: 'https://10.0.0.1/register',
        },
      }));
      expectPage(
        await register(`${platform.issuer}/internal-configuration`),
        502,
        R.ADDRESS_REFUSED,
      );
      expect(connections).toEqual([`${platform.issuer}/internal-configuration`]);
      expect(platform.registrations).toEqual([]);
    });

    it.each([
      ['https://10.0.0.1/jwks', 'https://keys-private.test'],
      ['https://metadata.test/jwks', 'https://keys-metadata.test'],
    ])(
      'refuses a launch whose platform’s key set is at %s, without fetching it',
      async (keySetUrl, issuer) => {
        const res = await registerByHand({
          ...platform.registrationBody('Internal keys'),
          issuer,
          keySetUrl,
        });
        expect(res.statusCode, res.body).toBe(200);
        const run = await launch(
          { person: { sub: 'keys', roles: [ROLES.INSTRUCTOR] }, claims: { iss: issuer } },
          { login: { iss: issuer } },
        );
        expectPage(run.launch, 502, M.KEY_SET_REFUSED);
        expect(connections).toEqual([]);
      },
    );

    it('refuses a platform’s service (token endpoint) at an internal or, without the tests’ allowance, loopback address', async () => {
      const services = await startTestPlatform({
        clientId: platform.clientId,
        toolKeySet: async () => ctx.app.services.ltiKeys.publicKeySet(),
      });
      try {
        const call = (allowLoopback: boolean, tokenUrl: string) =>
          new PlatformServices({
            signingKey: () => ctx.app.services.ltiKeys.signingKey(),
            clock: () => new Date(),
            timeoutMs: 2000,
            addresses: { allowLoopback },
          }).call(
            {
              id: 'p',
              issuer: platform.issuer,
              client_id: platform.clientId,
              auth_token_url: tokenUrl,
              token_audience: null,
            },
            ['scope'],
            { method: 'GET', url: services.membershipsUrl('c'), accept: 'application/json' },
          );
        await expect(call(true, 'https://10.0.0.1/token')).rejects.toThrow(
          /10\.0\.0\.1.*not a public address/,
        );
        await expect(call(false, services.tokenUrl)).rejects.toThrow(/not a public address/);
        expect(services.tokenRequests).toEqual([]);
      } finally {
        await services.close();
      }
    });
  });

  describe('a U+0000 is refused with a page, never a 500', () => {
    const login = (fields: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/lti/login',
        headers: FORM,
        payload: formBody({
          iss: platform.issuer,
          login_hint: 'someone',
          target_link_uri: `${TOOL}/api/lti/launch`,
          client_id: platform.clientId,
          lti_deployment_id: platform.deploymentId,
          ...fields,
        }),
      });

    it.each([
      ['iss', () => ({ iss: `${platform.issuer}\u0000` })],
      ['iss (GET)', () => ({ iss: 'a\u0000' })],
      ['client_id', () => ({ client_id: `${platform.clientId}\u0000` })],
      ['lti_deployment_id', () => ({ lti_deployment_id: 'deployment-1\u0000' })],
      ['lti_storage_target', () => ({ lti_storage_target: '_parent\u0000' })],
      ['login_hint', () => ({ login_hint: 'someone\u0000' })],
    ])('in the login’s %s', async (name, fields) => {
      const res = name.endsWith('(GET)')
        ? await ctx.app.inject({
            method: 'GET',
            url: `/api/lti/login?${new URLSearchParams({
              login_hint: 'x',
              target_link_uri: `${TOOL}/api/lti/launch`,
              ...fields(),
            }).toString()}`,
          })
        : await login(fields());
      expectPage(res, 400, M.CONTROL_CHARACTERS);
    });

    it.each([
      ['name', { name: 'Ada\u0000' }],
      ['context.title', { [LTI_CLAIMS.CONTEXT]: { id: 'nul-course', title: 'Civics\u0000' } }],
      ['context.id', { [LTI_CLAIMS.CONTEXT]: { id: 'nul\u0000course', title: 'Civics' } }],
      ['sub', { sub: 'nul\u0000sub' }],
      ['deployment_id', { [LTI_CLAIMS.DEPLOYMENT_ID]: 'deployment-1\u0000' }],
    ])('in the launch’s claim %s', async (_name, claims) => {
      const run = await launch({ person: { sub: 'nul', roles: [ROLES.INSTRUCTOR] }, claims });
      expectPage(run.launch, 400, M.CONTROL_CHARACTERS);
      expect(await identityUser('nul')).toBeUndefined();
    });

    it('in a placed link’s activity id: no activity, the launch goes on', async () => {
      const run = await launch({
        person: { sub: 'nul-activity', roles: [ROLES.INSTRUCTOR] },
        context: { id: 'nul-activity-course' },
        resourceLinkId: 'nul-link',
        custom: { activityId: 'a\u0000b' },
      });
      expect(run.launch.statusCode, run.launch.body).toBe(302);
      const link = await ctx.database.db
        .selectFrom('lti_resource_links')
        .select('activity_id')
        .where('resource_link_id', '=', 'nul-link')
        .executeTakeFirstOrThrow();
      expect(link.activity_id).toBeNull();
    });

    it('in a registration’s parameters, and in the client id a platform answers', async () => {
      const link = await registrationLink();
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${link}&openid_configuration=${encodeURIComponent(`${platform.openidConfigurationUrl}\u0000`)}`,
      });
      expectPage(res, 400, M.CONTROL_CHARACTERS);

      platform.routes.set('GET /nul-configuration', async () => ({
        status: 200,
        body: {
          issuer: platform.issuer,
          authorization_endpoint: platform.authLoginUrl,
          token_endpoint: platform.authTokenUrl,
          jwks_uri: platform.keySetUrl,
          registration_endpoint: `${platform.issuer}/nul-register`,
        },
      }));
      platform.routes.set('POST /nul-register', async () => ({
        status: 200,
        body: { client_id: 'client\u0000id' },
      }));
      // The platform's answer is malformed: the page a refused registration gets (502).
      expectPage(await register(`${platform.issuer}/nul-configuration`), 502, R.REFUSED);
      const platforms = await ctx.database.db.selectFrom('lti_platforms').select('id').execute();
      expect(platforms.length).toBeGreaterThan(0);
      const bad = await ctx.database.db
        .selectFrom('lti_platforms')
        .select('id')
        .where('client_id', 'like', 'client%id')
        .execute();
      expect(bad).toEqual([]);
    });
  });

  it('clears the expired launch states at every login', async () => {
    await ctx.database.db
      .insertInto('lti_launch_states')
      .values({
        state_hash: hashCode('abandoned'),
        platform_id: (
          await ctx.database.db
            .selectFrom('lti_platforms')
            .select('id')
            .where('issuer', '=', platform.issuer)
            .executeTakeFirstOrThrow()
        ).id,
        nonce: 'n',
        storage_target: null,
        expires_at: new Date(Date.now() - 1000).toISOString(),
      })
      .execute();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/lti/login?${new URLSearchParams({
        iss: platform.issuer,
        client_id: platform.clientId,
        login_hint: 'x',
        target_link_uri: `${TOOL}/api/lti/launch`,
      }).toString()}`,
    });
    expect(res.statusCode, res.body).toBe(302);
    const left = await ctx.database.db
      .selectFrom('lti_launch_states')
      .select('state_hash')
      .where('state_hash', '=', hashCode('abandoned'))
      .execute();
    expect(left).toEqual([]);
  });
});

describe('the LTI browser routes’ limits per address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // 1% of each limit: 6 logins and launches, 1 Deep Linking choice and 1 registration.
    ctx = await createTestApp('sqlite', { env: { PUBLIC_URL: TOOL, RATE_LIMIT_SCALE: '0.01' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each([
    ['GET', '/api/lti/login', 6],
    ['POST', '/api/lti/launch', 6],
    ['POST', '/api/lti/deep-link', 1],
    ['GET', '/api/lti/register', 1],
  ] as const)('%s %s answers 429 with a page past its limit', async (method, url, max) => {
    const send = (remoteAddress = '203.0.113.9') =>
      ctx.app.inject({
        method,
        url,
        remoteAddress,
        ...(method === 'POST' ? { headers: FORM, payload: '' } : {}),
      });
    for (let i = 0; i < max; i++) expect((await send()).statusCode).not.toBe(429);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(text(refused.body)).toContain(M.TOO_MANY);
    // Another address is not held up.
    expect((await send('198.51.100.7')).statusCode).not.toBe(429);
  });
});
