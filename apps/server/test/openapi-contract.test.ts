import { Ajv2020 } from 'ajv/dist/2020.js';
import { LANGUAGE_MESSAGES } from '@thoughtful/shared';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from './helpers/activity-helpers';
import { createUser, loginToken } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
import { api, createAgent, createIdea, simpleIdea, type Method } from './helpers/content-helpers';
import { OpenApiContract, openApiPath } from './helpers/openapi-contract';
import { quickMember } from './helpers/scale-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

const UNKNOWN_ID = '0123456789abcdef01234567';
const PLATFORM = 'https://platform.example';
const TOOL = 'http://tool.test';

/**
 * The API against its document (issue 43): an outside validator proxied real requests and found
 * answers the document did not state. Here every answer of a broad set of real requests (each
 * tag's routes, their 2xx and main 4xx) is checked against the document the app serves: its
 * status documented, its media type documented, its JSON body valid against the documented
 * schema (helpers/openapi-contract.ts). And where the server refuses a body for its shape, the
 * documented request schema refuses it too, and accepts what the server accepts.
 */
describe.each(TEST_DIALECTS)('the API against its document on %s', (dialect) => {
  let ctx: TestContext;
  let document: Document;
  const contract = new OpenApiContract();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  let admin: string;
  let teacher: { id: string; token: string };
  let student: { id: string; token: string };
  let ideaA: string;
  let ideaB: string;
  let agentA: string;
  let agentB: string;
  let classId: string;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { contract, env: { PUBLIC_URL: TOOL } });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    document = res.json<Document>();
    await createUser(ctx, 'admin@example.org', { admin: true });
    admin = await loginToken(ctx, 'admin@example.org');
    teacher = await quickMember(ctx, 'teacher');
    student = await quickMember(ctx, 'student', { student: true });
    ideaA = (await createIdea(ctx, teacher.token, simpleIdea({ myContent: 'Trees cool streets' })))
      ._id;
    ideaB = (await createIdea(ctx, teacher.token, simpleIdea({ myContent: 'Shade saves water' })))
      ._id;
    agentA = (await createAgent(ctx, teacher.token, 'IPCC'))._id;
    agentB = (await createAgent(ctx, teacher.token, 'WMO'))._id;
    classId = await makeClass(ctx, 'Contract class', [teacher.id], [student.id]);
    await createActivity(ctx, teacher.token, {
      selection: 100,
      inTellExisting: ideaA,
      instructions1: 'Read it',
      classId,
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Sends a request; fails unless it answers `status` (a number, or its first digit). */
  async function send(
    method: Method,
    url: string,
    status: number | string,
    token?: string,
    payload?: unknown,
  ) {
    const res = await api(ctx, method, url, token, payload);
    if (typeof status === 'number')
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    else expect(String(res.statusCode)[0], `${method} ${url}: ${res.body}`).toBe(status[0]);
    return res;
  }

  /** The recorded answers the document does not state. */
  const violations = () => contract.violations(document);

  function requestSchema(method: string, route: string): object {
    const item = document.paths?.[openApiPath(route)] as Record<string, Operation>;
    const body = item[method.toLowerCase()]!.requestBody as OpenAPIV3_1.RequestBodyObject;
    return body.content['application/json']!.schema as object;
  }

  /** The server and the documented body schema agree on whether this body is well formed. */
  async function sameVerdict(route: string, body: unknown, status: number) {
    const res = await send('POST', route, status, teacher.token, body);
    const documented = ajv.validate(requestSchema('POST', route), body);
    expect(
      documented,
      `the document ${documented ? 'accepts' : 'refuses'} ${JSON.stringify(body)}`,
    ).toBe(res.statusCode < 400);
    return res;
  }

  it('documents the 200 of the two CSV downloads and of the JWKS', async () => {
    const interpretations = await send('GET', `/api/ideas/${ideaA}/scales.csv`, 200, teacher.token);
    expect(interpretations.headers['content-type']).toBe('text/csv; charset=utf-8');
    await send('GET', `/api/ideas/${UNKNOWN_ID}/scales.csv`, 404, teacher.token);
    await send('GET', `/api/ideas/${ideaA}/scales.csv`, 403, student.token);
    const answers = await send('GET', `/api/classes/${classId}/answers.csv`, 200, teacher.token);
    expect(answers.body).toContain('\r\n');
    await send('GET', `/api/classes/${classId}/answers.csv`, '4XX', student.token);
    await send('GET', `/api/classes/${classId}/answers.csv`, 401);
    const local = `/api/classes/${classId}/answers.csv?timeZone=Europe%2FParis`;
    await send('GET', local, 200, teacher.token);
    await send('GET', `/api/classes/${classId}/answers.csv?timeZone=Nowhere`, 400, teacher.token);
    await send('GET', `/api/classes/${classId}/grades`, 200, teacher.token);
    await send('GET', `/api/classes/${classId}/grades`, 403, student.token);
    const keys = await send('GET', '/api/lti/jwks', 200);
    expect(keys.json<{ keys: unknown[] }>().keys.length).toBeGreaterThan(0);
    expect(violations()).toEqual([]);
  });

  it("documents /api/lti/login's pages and its redirect, by GET and by POST", async () => {
    await send('POST', '/api/lti/platforms', 200, admin, {
      name: 'Contract platform',
      issuer: PLATFORM,
      clientId: 'tool-1',
      authLoginUrl: `${PLATFORM}/auth`,
      authTokenUrl: `${PLATFORM}/token`,
      keySetUrl: `${PLATFORM}/keys`,
      deploymentIds: ['1'],
    });
    const launch = encodeURIComponent(`${TOOL}/api/lti/launch`);
    const login = (iss: string, extra = '') =>
      `/api/lti/login?iss=${encodeURIComponent(iss)}&login_hint=a&target_link_uri=${launch}${extra}`;
    const unknown = await send('GET', login('https://unknown.example'), 400);
    expect(unknown.headers['content-type']).toContain('text/html');
    await send('GET', '/api/lti/login', 400);
    const redirect = await send('GET', login(PLATFORM, '&client_id=tool-1'), 302);
    expect(redirect.headers.location).toContain(`${PLATFORM}/auth`);
    const storage = await send(
      'GET',
      login(PLATFORM, '&client_id=tool-1&lti_storage_target=_parent'),
      200,
    );
    expect(storage.headers['content-type']).toContain('text/html');
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/lti/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `iss=${encodeURIComponent(PLATFORM)}&login_hint=a&client_id=tool-1&target_link_uri=${launch}`,
    });
    expect(posted.statusCode).toBe(302);
    await send('GET', '/api/lti/page.js', 200);
    await send('POST', '/api/lti/launch', 400, undefined, {});
    await send('GET', '/api/lti/register', '4XX');
    await send('GET', '/api/auth/oidc/start', 404);
    await send('GET', '/api/lti/platforms', 200, admin);
    await send('GET', '/api/lti/platforms', 403, teacher.token);
    await send('GET', '/api/lti/tool', 200, admin);
    expect(violations()).toEqual([]);
  });

  it('POST /api/agents: a missing or null url (or name) is refused by the server and the document alike', async () => {
    await sameVerdict('/api/agents', { name: 'Greenpeace', url: 'greenpeace.org' }, 201);
    await sameVerdict('/api/agents', { name: 'Greenpeace' }, 400);
    await sameVerdict('/api/agents', { name: 'Greenpeace', url: null }, 400);
    await sameVerdict('/api/agents', { url: 'greenpeace.org' }, 400);
    const both = await sameVerdict('/api/agents', {}, 400);
    expect(both.json()).toEqual({
      errors: [
        {
          msg: 'Invalid agent name. Please be more descriptive.',
          code: 'AGENT_MESSAGES.NAME_INVALID',
        },
        { msg: 'Invalid url.', code: 'AGENT_MESSAGES.URL_INVALID' },
      ],
    });
    const nothing = await sameVerdict('/api/agents', { name: 'Greenpeace', url: null }, 400);
    expect(nothing.json()).toEqual({
      errors: [{ msg: 'Invalid url.', code: 'AGENT_MESSAGES.URL_INVALID' }],
    });
    expect(violations()).toEqual([]);
  });

  it("the link routes' modes: the document takes exactly the modes the server takes", async () => {
    const ideaIdea = (modeOnSubmit: unknown) => ({
      ideaCause: ideaA,
      ideaEffect: ideaB,
      modeOnSubmit,
    });
    const ideaAgent = (modeOnSubmit: unknown) => ({ idea: ideaA, agent: agentA, modeOnSubmit });
    const agentAgent = (modeOnSubmit: unknown) => ({
      agent1: agentA,
      agent2: agentB,
      modeOnSubmit,
    });
    for (const mode of [19, 28, 30, 50, 20.5, '20']) {
      await sameVerdict('/api/linkIdeaIdeas', ideaIdea(mode), 400);
    }
    for (const mode of [20, 27]) await sameVerdict('/api/linkIdeaIdeas', ideaIdea(mode), 201);
    for (const mode of [29, 32, 35, 39, 42, 20]) {
      await sameVerdict('/api/linkIdeaAgents', ideaAgent(mode), 400);
    }
    for (const mode of [30, 41]) await sameVerdict('/api/linkIdeaAgents', ideaAgent(mode), 201);
    for (const mode of [49, 56, 20])
      await sameVerdict('/api/linkAgentAgents', agentAgent(mode), 400);
    for (const mode of [50, 55]) await sameVerdict('/api/linkAgentAgents', agentAgent(mode), 201);
    expect(violations()).toEqual([]);
  });

  it("answers every tag's routes as documented, their 2xx and main 4xx", async () => {
    // Health and settings
    await send('GET', '/api/health', 200);
    await send('GET', '/api/config', 200);
    await send('GET', '/api/setting', 200, teacher.token);
    await send('POST', '/api/setting', 403, student.token, { name: 'x' });
    // Accounts
    await send('GET', '/api/auth', 200, teacher.token);
    await send('GET', '/api/auth', 401);
    await send('POST', '/api/auth', 400, undefined, {});
    await send('POST', '/api/auth', '4XX', undefined, {
      email: 'admin@example.org',
      password: 'wrong-password',
    });
    await send('POST', '/api/users/me/language', 200, teacher.token, { language: 'es' });
    await send('POST', '/api/users/me/language', 200, teacher.token, { language: null });
    await send('POST', '/api/users/me/language', 401, undefined, { language: 'es' });
    // A refusal with its code (issue 44): the document's error schema states `code`.
    const refused = await send('POST', '/api/users/me/language', 400, teacher.token, {
      language: 'fr',
    });
    expect(refused.json()).toEqual({
      errors: [{ msg: LANGUAGE_MESSAGES.UNSUPPORTED, code: 'LANGUAGE_MESSAGES.UNSUPPORTED' }],
    });
    // Invitations
    await send('GET', '/api/invitations', 200, admin);
    await send('GET', '/api/invitations', 403, student.token);
    // inTells
    await send('GET', '/api/ideas?limitSize=10', 200, teacher.token);
    await send('GET', `/api/ideas/${ideaA}`, 200, teacher.token);
    await send('GET', `/api/ideas/${UNKNOWN_ID}`, 404, teacher.token);
    await send('POST', '/api/ideas', 201, teacher.token, simpleIdea({ myContent: 'Parks' }));
    await send('POST', '/api/ideas', 400, teacher.token, {});
    // Interpretations
    await send('GET', `/api/ideas/${ideaA}/scales`, 200, teacher.token);
    await send('GET', `/api/ideas/${ideaA}/notes`, 200, teacher.token);
    await send('GET', `/api/ideas/${UNKNOWN_ID}/scales`, 404, teacher.token);
    // waveMakers
    await send('GET', '/api/agents', 200, teacher.token);
    await send('GET', `/api/agents/${agentA}`, 200, teacher.token);
    await send('GET', `/api/agents/${UNKNOWN_ID}`, 404, teacher.token);
    // Links
    const link = await send('POST', '/api/linkIdeaIdeas', 201, teacher.token, {
      ideaCause: ideaB,
      ideaEffect: ideaA,
      modeOnSubmit: 22,
    });
    await send('GET', `/api/linkIdeaIdeas/${link.json<{ _id: string }>()._id}`, 200, teacher.token);
    await send('GET', `/api/linkIdeaIdeas/${UNKNOWN_ID}`, 404, teacher.token);
    // Classes
    await send('GET', '/api/classes', 200, teacher.token);
    await send('GET', `/api/classes/${classId}`, 200, teacher.token);
    await send('GET', `/api/classes/${classId}/roster`, 200, teacher.token);
    await send('GET', `/api/classes/${UNKNOWN_ID}`, 404, teacher.token);
    const another = (
      await send('POST', '/api/classes', 201, teacher.token, { name: 'Another class' })
    ).json<{ _id: string }>()._id;
    await send('POST', '/api/classes', 400, teacher.token, {});
    // Classes read together as one map (issue 43)
    const together = `/api/classes/${classId}/viewpoints?with=${another}`;
    await send('GET', together, 200, teacher.token);
    await send('GET', together, 403, student.token);
    await send('GET', `/api/classes/${classId}/viewpoints?with=no!`, 400, teacher.token);
    // Activities
    await send('GET', '/api/activity', 200, teacher.token);
    await send('GET', '/api/activity', 200, student.token);
    await send('POST', '/api/activity', 400, teacher.token, {});
    // Notifications
    await send('GET', '/api/notifications', 200, student.token);
    await send('GET', '/api/notifications', 401);
    // Profiles
    await send('GET', '/api/profile', 200, teacher.token);
    await send('GET', `/api/profile/user/${teacher.id}`, 200, teacher.token);
    // Reports
    await send('GET', '/api/report', 200, admin);
    await send('GET', '/api/report', 403, student.token);
    await send('POST', '/api/report', 400, teacher.token, {});
    expect(violations()).toEqual([]);
  });
});

describe('the contract check itself', () => {
  it('fails an undocumented status, an undocumented media type and a body off its schema', () => {
    const contract = new OpenApiContract();
    const document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/api/things/{id}': {
          get: {
            responses: {
              200: {
                description: 'a thing',
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      required: ['name'],
                      properties: { name: { type: 'string' } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    } as unknown as Document;
    const answer = { method: 'GET', route: '/api/things/:id', url: '/api/things/1', status: 200 };
    contract.answered.push(
      { ...answer, mediaType: 'application/json', payload: '{"name":"ok"}' },
      { ...answer, mediaType: 'application/json', payload: '{"name":3}' },
      { ...answer, mediaType: 'text/html', payload: '<p>' },
      { ...answer, status: 404, mediaType: 'application/json', payload: '{}' },
      { ...answer, route: '/api/other', mediaType: 'application/json', payload: '{}' },
    );
    expect(contract.violations(document).map((v) => v.problem)).toEqual([
      expect.stringContaining('does not match'),
      expect.stringContaining('text/html is answered'),
      'status 404 is not documented',
      'GET /api/other is not in the document',
    ]);
  });
});
