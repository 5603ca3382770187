import fc from 'fast-check';
import type { SettingDto } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, createAgent, createIdea, fullIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Whatever a client sends to a content endpoint, the answer is never a 5xx and every refusal has
 * the `{ errors: [{ msg }] }` body. Run on both databases: PostgreSQL refuses some text (NUL)
 * that SQLite stores, and the two search syntaxes differ.
 */
describe.each(TEST_DIALECTS)(
  'content endpoints under random and malformed input on %s',
  (dialect) => {
    let ctx: TestContext;
    let admin: string;
    let agentId: string;
    let ideaId: string;
    let settingId: string;
    beforeAll(async () => {
      ctx = await createTestApp(dialect);
      await createUser(ctx, 'admin@example.org', { admin: true });
      admin = await loginToken(ctx, 'admin@example.org');
      agentId = (await createAgent(ctx, admin, 'Fuzz Agent'))._id;
      ideaId = (await createIdea(ctx, admin, fullIdea({ myPoint: 'Fuzz target idea' })))._id;
      settingId = (await api(ctx, 'GET', '/api/setting', admin)).json<SettingDto[]>()[0]!._id;
    });
    afterAll(async () => {
      await ctx.close();
    });

    const nastyText = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.constantFrom(
        '\u0000',
        'a\u0000b',
        '\ud800',
        '"\'`;--',
        "' or 1=1 --",
        'NEAR(a b)',
        'a:* & !b',
        '/media/../x',
        'javascript:alert(1)',
        'https://example.org',
        'example.org',
        'x'.repeat(70),
      ),
    );
    const ref = fc.oneof(
      fc.record({ _id: fc.oneof(nastyText, fc.constant('placeholder')), name: nastyText }),
      fc.anything(),
    );
    const fieldValue = fc.oneof(
      nastyText,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(ref, { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
    );
    const record = (keys: string[]) =>
      fc.record(Object.fromEntries(keys.map((k) => [k, fieldValue])), { requiredKeys: [] });

    const IDEA_KEYS = [
      'myPoint',
      'myContent',
      'text',
      'image',
      'isPdf',
      'isVideo',
      'url',
      'frameContext',
      'frameResolution',
      'myConcern',
      'criticConcern',
      'criticContent',
      'errorCorrection',
      'proxyLevel',
      'proxySources',
      'players',
      'agents',
      'atCore',
      'goodIntentLevel',
      'ideaReferenced',
    ];
    /** Replaces the placeholder id with a real one, so some references exist. */
    const withRealIds = (body: unknown): unknown =>
      JSON.parse(
        JSON.stringify(body ?? null)?.replaceAll('"placeholder"', `"${agentId}"`) ?? 'null',
      );

    function expectClean(res: { statusCode: number; body: string }) {
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode >= 400) {
        const body = JSON.parse(res.body) as { errors: { msg: string }[] };
        expect(body.errors.length).toBeGreaterThan(0);
        for (const e of body.errors) expect(typeof e.msg).toBe('string');
      }
    }

    const bodies: [string, () => string, fc.Arbitrary<unknown>][] = [
      ['/api/ideas', () => '/api/ideas', fc.oneof(fc.anything(), record(IDEA_KEYS))],
      [
        '/api/agents',
        () => '/api/agents',
        fc.oneof(fc.anything(), record(['name', 'url', 'image'])),
      ],
      ['/api/profile', () => '/api/profile', fc.oneof(fc.anything(), record(['aka', 'bio']))],
      [
        '/api/setting',
        () => '/api/setting',
        fc.oneof(fc.anything(), record(['name', 'defaultWaveMakers'])),
      ],
      [
        '/api/setting/{id}',
        () => `/api/setting/${settingId}`,
        fc.oneof(fc.anything(), record(['settingID', 'name', 'defaultWaveMakers'])),
      ],
      [
        '/api/ideas/{id}/quotes',
        () => `/api/ideas/${ideaId}/quotes`,
        fc.oneof(fc.anything(), record(['text', 'keyPoint'])),
      ],
      [
        '/api/ideas/{id}/keyPoints',
        () => `/api/ideas/${ideaId}/keyPoints`,
        fc.oneof(fc.anything(), record(['myPoint'])),
      ],
      [
        '/api/linkIdeaIdeas',
        () => '/api/linkIdeaIdeas',
        fc.oneof(fc.anything(), record(['ideaCause', 'ideaEffect', 'modeOnSubmit'])),
      ],
      [
        '/api/linkIdeaAgents',
        () => '/api/linkIdeaAgents',
        fc.oneof(fc.anything(), record(['idea', 'agent', 'modeOnSubmit'])),
      ],
      [
        '/api/ideas/scale/{id}',
        () => `/api/ideas/scale/${ideaId}`,
        fc.oneof(
          fc.anything(),
          record([
            'myEmotion',
            'authorIntent',
            'sound',
            'goodFaith',
            'heartOfIssue',
            'confidence',
            'divisive',
            'values',
            'valuesAgent',
            'haveChanged',
            'note',
            'ideaCreated',
            'activityType',
            'cannotOverwriteExisting',
            'addLinkIdeaIdeaScale',
          ]),
        ),
      ],
      [
        '/api/agents/scale/{id}',
        () => `/api/agents/scale/${agentId}`,
        fc.oneof(fc.anything(), record(['x', 'y', 'confidence'])),
      ],
      [
        '/api/linkAgentAgents',
        () => '/api/linkAgentAgents',
        fc.oneof(fc.anything(), record(['agent1', 'agent2', 'modeOnSubmit'])),
      ],
    ];

    it.each(bodies)('POST %s', async (_name, url, body) => {
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          const res = await ctx.app.inject({
            method: 'POST',
            url: url(),
            payload: JSON.stringify(withRealIds(value)) ?? 'null',
            headers: { 'content-type': 'application/json', 'x-auth-token': admin },
          });
          expectClean(res);
        }),
        { numRuns: 60 },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.string(), fc.constant('{"myPoint": '), fc.constant('')),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          async (payload, type) => {
            const res = await ctx.app.inject({
              method: 'POST',
              url: url(),
              payload,
              headers: { 'content-type': type, 'x-auth-token': admin },
            });
            expectClean(res);
            expect(res.statusCode).toBeGreaterThanOrEqual(400);
          },
        ),
        { numRuns: 20 },
      );
    });

    it.each(['/api/ideas', '/api/agents'])('GET %s with random queries', async (path) => {
      await fc.assert(
        fc.asyncProperty(
          fc.option(nastyText, { nil: undefined }),
          fc.option(fc.oneof(fc.string(), fc.integer().map(String)), { nil: undefined }),
          async (searchString, limitSize) => {
            const qs = new URLSearchParams();
            if (searchString !== undefined) qs.set('searchString', searchString);
            if (limitSize !== undefined) qs.set('limitSize', limitSize);
            const res = await api(ctx, 'GET', `${path}?${qs.toString()}`, admin);
            expectClean(res);
            if (res.statusCode === 200) {
              expect(res.json<unknown[]>().length).toBeLessThanOrEqual(10);
            }
          },
        ),
        { numRuns: 120 },
      );
      const repeated = await api(ctx, 'GET', `${path}?searchString=a&searchString=b`, admin);
      expectClean(repeated);
    });

    it('GET /api/{ideas,agents,profile/user}/{id} with random ids', async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(nastyText, fc.constantFrom(ideaId, agentId)), async (id) => {
          // encodeURIComponent refuses lone surrogates; the raw escapes below cover odd bytes.
          const wellFormed = id.replace(/[\ud800-\udfff]/g, '\ufffd');
          const encoded = encodeURIComponent(wellFormed) || 'x';
          for (const prefix of ['/api/ideas/', '/api/agents/', '/api/profile/user/']) {
            expectClean(await api(ctx, 'GET', prefix + encoded, admin));
          }
        }),
        { numRuns: 60 },
      );
      for (const raw of ['%00', 'a%2Fb', '..%2F..']) {
        for (const prefix of ['/api/ideas/', '/api/agents/', '/api/profile/user/']) {
          expectClean(await api(ctx, 'GET', prefix + raw, admin));
        }
      }
      // Broken escapes are refused by Fastify's router before any route runs (a 400 whose body is
      // the framework's own, app-wide; see the report): never a 5xx.
      for (const raw of ['%ZZ', '%ff%fe', '%E0%A4%A']) {
        const res = await api(ctx, 'GET', `/api/ideas/${raw}`, admin);
        expect(res.statusCode).toBe(400);
      }
    });
  },
);
