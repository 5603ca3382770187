import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LTI_ADMIN_MESSAGES,
  LTI_REGISTRATION_MESSAGES as R,
  type LtiPlatformDto,
  type LtiToolUrls,
} from '@thoughtful/shared';
import { runCli } from '../src/cli/run-cli';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createServicesFor } from '../src/services';
import { quietLog } from '../src/cli/quiet-log';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import {
  launchThrough,
  pageData,
  ROLES,
  startLaunchPlatform,
  type LaunchPlatform,
} from './helpers/lti-platform';
import { createTestApp, TEST_DIALECTS, testConfig, type TestContext } from './helpers/test-app';

/**
 * Registering learning platforms (DESIGN.md §13): the admins' routes and who may call them, a
 * platform registered by hand, and LTI Dynamic Registration end to end against a platform built in
 * the test (its OpenID configuration and registration endpoint), with the admin's single-use link.
 */

const TOOL = 'http://tool.test';

function directive(policy: unknown, name: string): string[] {
  const part = String(policy)
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${name} `));
  return part ? part.split(/\s+/).slice(1) : [];
}

describe.each(TEST_DIALECTS)('learning platforms’ registration on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let teacher: string;
  let student: string;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { config: testConfig({ PUBLIC_URL: TOOL }) });
    await createUser(ctx, 'admin@tool.test', { admin: true });
    await createUser(ctx, 'teacher@tool.test', { student: false });
    await createUser(ctx, 'student@tool.test', { student: true });
    admin = await loginToken(ctx, 'admin@tool.test');
    teacher = await loginToken(ctx, 'teacher@tool.test');
    student = await loginToken(ctx, 'student@tool.test');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url,
      ...(token ? { headers: { 'x-auth-token': token } } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('the admins’ routes', () => {
    let platform: LaunchPlatform;
    beforeAll(async () => {
      platform = await startLaunchPlatform({ toolUrl: TOOL });
    });
    afterAll(async () => {
      await platform.close();
    });

    it('answer 401 to nobody and 403 to teachers and students, and change nothing', async () => {
      const routes: ['GET' | 'POST' | 'DELETE', string, unknown?][] = [
        ['GET', '/api/lti/platforms'],
        ['POST', '/api/lti/platforms', platform.registrationBody()],
        ['DELETE', '/api/lti/platforms/abc'],
        ['POST', '/api/lti/registrations'],
        ['POST', '/api/lti/keys/rotate'],
        ['GET', '/api/lti/tool'],
      ];
      for (const [method, url, body] of routes) {
        expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
        expect((await call(method, url, teacher, body)).statusCode, `${method} ${url}`).toBe(403);
        expect((await call(method, url, student, body)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect(await ctx.database.db.selectFrom('lti_platforms').selectAll().execute()).toEqual([]);
      expect(
        await ctx.database.db.selectFrom('lti_registration_tokens').selectAll().execute(),
      ).toEqual([]);
      expect(await ctx.database.db.selectFrom('lti_tool_keys').selectAll().execute()).toEqual([]);
    });

    it('register a platform by hand, list it with its deployments, refuse it twice, and remove it', async () => {
      const created = await call('POST', '/api/lti/platforms', admin, {
        ...platform.registrationBody('School Moodle'),
        deploymentIds: ['2', '1', '2'],
      });
      expect(created.statusCode, created.body).toBe(200);
      const dto = created.json<LtiPlatformDto>();
      expect(dto).toMatchObject({
        name: 'School Moodle',
        issuer: platform.issuer,
        clientId: platform.clientId,
        keySetUrl: platform.keySetUrl,
        deploymentIds: ['1', '2'],
      });
      const list = (await call('GET', '/api/lti/platforms', admin)).json<LtiPlatformDto[]>();
      expect(list).toEqual([dto]);
      const again = await call('POST', '/api/lti/platforms', admin, platform.registrationBody());
      expect(again.statusCode).toBe(409);
      expect(messages(again.body)).toEqual([LTI_ADMIN_MESSAGES.PLATFORM_EXISTS]);

      expect((await call('DELETE', `/api/lti/platforms/${dto._id}`, admin)).json()).toEqual({
        msg: LTI_ADMIN_MESSAGES.PLATFORM_REMOVED,
      });
      expect((await call('DELETE', `/api/lti/platforms/${dto._id}`, admin)).statusCode).toBe(404);
      expect((await call('GET', '/api/lti/platforms', admin)).json()).toEqual([]);
      expect(await ctx.database.db.selectFrom('lti_deployments').selectAll().execute()).toEqual([]);
    });

    it('refuse bad input with 400, never 500', async () => {
      const good = platform.registrationBody();
      const bad: unknown[] = [
        {},
        { ...good, issuer: 'not a url' },
        { ...good, issuer: 'ftp://platform.test' },
        { ...good, keySetUrl: 'javascript:alert(1)' },
        { ...good, authLoginUrl: 'http://user:pw@platform.test/auth' },
        { ...good, authTokenUrl: 42 },
        { ...good, name: '' },
        { ...good, name: 'x'.repeat(500) },
        { ...good, clientId: '' },
        { ...good, clientId: 'a\u0000b' },
        { ...good, deploymentIds: [] },
        { ...good, deploymentIds: 'deployment-1' },
        { ...good, deploymentIds: [''] },
        { ...good, deploymentIds: Array.from({ length: 500 }, (_, i) => `d${i}`) },
        { ...good, issuer: `http://platform.test/${'a'.repeat(5000)}` },
        [],
      ];
      for (const body of bad) {
        const res = await call('POST', '/api/lti/platforms', admin, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(messages(res.body).length).toBeGreaterThan(0);
      }
      // A body that is not JSON is refused for its type.
      expect((await call('POST', '/api/lti/platforms', admin, 'text')).statusCode).toBe(415);
      expect((await call('DELETE', '/api/lti/platforms/..%2F..', admin)).statusCode).toBe(400);
      expect(await ctx.database.db.selectFrom('lti_platforms').selectAll().execute()).toEqual([]);
    });

    it('give the tool’s addresses for a registration by hand', async () => {
      const urls = (await call('GET', '/api/lti/tool', admin)).json<LtiToolUrls>();
      expect(urls).toEqual({
        loginUrl: `${TOOL}/api/lti/login`,
        launchUrl: `${TOOL}/api/lti/launch`,
        keySetUrl: `${TOOL}/api/lti/jwks`,
        deepLinkingUrl: `${TOOL}/api/lti/launch`,
        registrationUrl: `${TOOL}/api/lti/register`,
        domain: 'tool.test',
      });
    });
  });

  describe('Dynamic Registration', () => {
    let platform: LaunchPlatform;
    beforeAll(async () => {
      platform = await startLaunchPlatform({ toolUrl: TOOL, deploymentId: 'moodle-deployment-7' });
    });
    afterAll(async () => {
      await platform.close();
    });

    async function registrationLink(): Promise<string> {
      const res = await call('POST', '/api/lti/registrations', admin);
      expect(res.statusCode, res.body).toBe(200);
      const { url, expiresAt } = res.json<{ url: string; expiresAt: string }>();
      expect(url.startsWith(`${TOOL}/api/lti/register?token=`)).toBe(true);
      const hours = (Date.parse(expiresAt) - Date.now()) / 3600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      return url.slice(TOOL.length);
    }

    /** The platform opens the link as Moodle does, adding its configuration and token. */
    function openAsPlatform(link: string, extra: Record<string, string> = {}) {
      const query = new URLSearchParams({
        openid_configuration: platform.openidConfigurationUrl,
        registration_token: platform.registrationToken,
        ...extra,
      });
      return ctx.app.inject({ method: 'GET', url: `${link}&${query.toString()}` });
    }

    it('refuses without a valid link, with a page', async () => {
      for (const url of ['/api/lti/register', '/api/lti/register?token=made-up']) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(403);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain(R.TOKEN_INVALID_TITLE);
      }
      expect(platform.registrations).toHaveLength(0);
    });

    it('refuses a configuration whose issuer is on another host, and spends the link at that first attempt', async () => {
      const link = await registrationLink();
      platform.configurationIssuer = 'http://elsewhere.test';
      try {
        const res = await openAsPlatform(link);
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain('issuer on another host');
      } finally {
        platform.configurationIssuer = undefined;
      }
      expect(platform.registrations).toHaveLength(0);
      // Spent before anything was fetched: another try needs a new link, and fetches nothing.
      const configuration = platform.routes.get('GET /.well-known/openid-configuration')!;
      let reads = 0;
      platform.routes.set('GET /.well-known/openid-configuration', (request, body) => {
        reads += 1;
        return configuration(request, body);
      });
      try {
        const again = await openAsPlatform(link);
        expect(again.statusCode).toBe(403);
        expect(again.body).toContain(R.TOKEN_INVALID_TITLE);
      } finally {
        platform.routes.set('GET /.well-known/openid-configuration', configuration);
      }
      expect(reads).toBe(0);
      expect(platform.registrations).toHaveLength(0);

      const unreachable = await openAsPlatform(await registrationLink(), {
        openid_configuration: 'http://127.0.0.1:9/config',
      });
      expect(unreachable.statusCode).toBe(502);
      expect(unreachable.body).toContain('configuration could not be read');
      const wrongToken = await openAsPlatform(await registrationLink(), {
        registration_token: 'not-the-token',
      });
      expect(wrongToken.statusCode).toBe(502);
      expect(await ctx.database.db.selectFrom('lti_platforms').selectAll().execute()).toEqual([]);
      // A link opened without a configuration to read is no attempt: it stays valid.
      const bare = await registrationLink();
      const incomplete = await ctx.app.inject({ method: 'GET', url: bare });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.body).toContain('did not say where its configuration is');
      expect(
        await ctx.database.db.selectFrom('lti_registration_tokens').selectAll().execute(),
      ).toHaveLength(1);
      await ctx.database.db.deleteFrom('lti_registration_tokens').execute();
    });

    it('registers the tool with the platform, stores the platform, and a launch through it works', async () => {
      platform.registrations.length = 0;
      const link = await registrationLink();
      const res = await openAsPlatform(link);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(R.DONE_TITLE);
      expect(pageData(res.body)).toEqual({ step: 'close' });
      // The platform being registered frames the page (Moodle shows it in a dialog).
      expect(directive(res.headers['content-security-policy'], 'frame-ancestors')).toContain(
        platform.issuer,
      );

      expect(platform.registrations).toHaveLength(1);
      const [request] = platform.registrations;
      expect(request!.authorization).toBe(`Bearer ${platform.registrationToken}`);
      expect(request!.body).toMatchObject({
        application_type: 'web',
        initiate_login_uri: `${TOOL}/api/lti/login`,
        redirect_uris: [`${TOOL}/api/lti/launch`],
        jwks_uri: `${TOOL}/api/lti/jwks`,
        token_endpoint_auth_method: 'private_key_jwt',
        grant_types: ['implicit', 'client_credentials'],
        response_types: ['id_token'],
        'https://purl.imsglobal.org/spec/lti-tool-configuration': {
          domain: 'tool.test',
          target_link_uri: `${TOOL}/api/lti/launch`,
          claims: expect.arrayContaining(['iss', 'sub', 'name', 'email']) as unknown,
          messages: expect.arrayContaining([
            expect.objectContaining({ type: 'LtiResourceLinkRequest' }),
            expect.objectContaining({ type: 'LtiDeepLinkingRequest' }),
          ]) as unknown,
        },
      });
      expect(String(request!.body.scope).split(' ').sort()).toEqual([
        'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
        'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
        'https://purl.imsglobal.org/spec/lti-ags/scope/score',
        'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
      ]);

      const list = (await call('GET', '/api/lti/platforms', admin)).json<LtiPlatformDto[]>();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        name: `Moodle (${new URL(platform.issuer).host})`,
        issuer: platform.issuer,
        clientId: platform.clientId,
        authLoginUrl: platform.authLoginUrl,
        authTokenUrl: platform.authTokenUrl,
        keySetUrl: platform.keySetUrl,
        deploymentIds: ['moodle-deployment-7'],
      });

      // The link is spent.
      const again = await openAsPlatform(link);
      expect(again.statusCode).toBe(403);
      expect(again.body).toContain(R.TOKEN_INVALID_TITLE);
      expect(platform.registrations).toHaveLength(1);

      const run = await launchThrough(ctx.app, platform, {
        person: { sub: 'moodle-teacher', roles: [ROLES.INSTRUCTOR], email: 'mt@school.test' },
        context: { id: 'moodle-course', title: 'Moodle course' },
      });
      expect(run.launch.statusCode, run.launch.body).toBe(302);
    });

    it('never replaces a registered platform: a registration for its issuer and client id is refused', async () => {
      const [before] = await ctx.database.db.selectFrom('lti_platforms').selectAll().execute();
      expect(before?.client_id).toBe(platform.clientId);
      // The configuration now names another key set; the registration endpoint answers the same
      // client id.
      const configuration = platform.routes.get('GET /.well-known/openid-configuration')!;
      platform.routes.set('GET /.well-known/openid-configuration', async (request, body) => {
        const answer = await configuration(request, body);
        return {
          ...answer,
          body: { ...(answer.body as object), jwks_uri: `${platform.issuer}/other-jwks` },
        };
      });
      try {
        const res = await openAsPlatform(await registrationLink());
        expect(res.statusCode, res.body).toBe(409);
        expect(res.body).toContain(R.ALREADY_REGISTERED.slice(0, 40));
      } finally {
        platform.routes.set('GET /.well-known/openid-configuration', configuration);
      }
      const after = await ctx.database.db.selectFrom('lti_platforms').selectAll().execute();
      expect(after).toEqual([before]);
    });

    it('takes the link by POST too, and refuses an expired one', async () => {
      const link = await registrationLink();
      await ctx.database.db
        .updateTable('lti_registration_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const res = await openAsPlatform(link);
      expect(res.statusCode).toBe(403);
      const posted = await ctx.app.inject({
        method: 'POST',
        url: '/api/lti/register',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${link.split('token=')[1]}&openid_configuration=x`,
      });
      expect(posted.statusCode).toBe(403);
    });
  });
});

describe('npm run cli -- lti:rotate-keys', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('makes a new signing key and keeps the old one published', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-lti-cli-'));
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await runCli(['lti:rotate-keys'])).toBe(0);
      expect(await runCli(['lti:rotate-keys'])).toBe(0);
      const printed = log.mock.calls.map((args) => args.map(String).join(' '));
      expect(printed[1]).toMatch(/^New signing key [0-9a-f]{24};/);
      expect(await runCli(['lti:rotate-keys', 'extra'])).toBe(1);

      const config = loadConfig({ DATA_DIR: dataDir });
      const database = openDatabase(config.database);
      try {
        const services = createServicesFor(database, config, quietLog());
        const { keys } = await services.lti.keys.publicKeySet();
        expect(keys).toHaveLength(2);
        expect(keys[0]!.kid).toBe(printed[1]!.split(' ')[3]!.replace(';', ''));
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
