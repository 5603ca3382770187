import { CONTROL_CHARACTERS_MESSAGE, type SettingDto } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createAgent, createIdea, fullIdea, type Method } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Control characters (docs/decisions/2026-11-23-security-review.md 'Control characters') in any
 * string a request carries are refused with 400 and one message naming the field, on both
 * databases: PostgreSQL cannot store U+0000 and used to answer 500, SQLite stored it. Each case
 * puts a NUL in one field of an otherwise well-formed request.
 */
const NUL = '\u0000';

interface Case {
  /** The field as the message names it. */
  field: string;
  method: Method;
  url: string;
  body?: unknown;
  /** An admin's token instead of a member's. */
  admin?: boolean;
}

describe.each(TEST_DIALECTS)('control characters in requests on %s', (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let member: string;
  let memberId: string;
  let agentId: string;
  let ideaId: string;
  let otherIdeaId: string;
  let settingId: string;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '100000' } });
    await createUser(ctx, 'admin@example.org', { admin: true });
    memberId = await createUser(ctx, 'member@example.org', { student: false });
    admin = await loginToken(ctx, 'admin@example.org');
    member = await loginToken(ctx, 'member@example.org');
    agentId = (await createAgent(ctx, member, 'Control Agent'))._id;
    ideaId = (await createIdea(ctx, member, fullIdea({ myPoint: 'Control target idea' })))._id;
    otherIdeaId = (await createIdea(ctx, member, fullIdea({ myPoint: 'Another idea here' })))._id;
    settingId = (await api(ctx, 'GET', '/api/setting', admin)).json<SettingDto[]>()[0]!._id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const expected = (field: string) => [`${field}: ${CONTROL_CHARACTERS_MESSAGE}`];

  /** `fields` of `body`, each in turn given a NUL (ids keep their valid value before it). */
  const eachField = (
    method: Method,
    url: string,
    body: Record<string, unknown>,
    fields: string[],
    asAdmin = false,
  ): Case[] =>
    fields.map((field) => {
      const copy = structuredClone(body);
      const steps = field.split('.');
      let at = copy;
      for (const step of steps.slice(0, -1)) at = at[step] as Record<string, unknown>;
      const last = steps.at(-1)!;
      const before = at[last];
      at[last] = `${typeof before === 'string' ? before : 'text'}${NUL}x`;
      return { field, method, url, body: copy, admin: asAdmin };
    });

  /** A NUL in the path segment or query value named `field`. */
  const inUrl = (field: string, method: Method, url: string, body?: unknown, asAdmin = false) => ({
    field,
    method,
    url,
    body,
    admin: asAdmin,
  });

  const send = (c: Case) => api(ctx, c.method, c.url, c.admin ? admin : member, c.body);

  const authCases = (): Case[] => [
    ...eachField(
      'POST',
      '/api/users',
      { name: 'New Person', email: 'new@example.org', password: 'secret123' },
      ['name', 'email', 'password'],
    ),
    ...eachField('POST', '/api/auth', { email: 'member@example.org', password: 'secret123' }, [
      'email',
      'password',
    ]),
    ...eachField('POST', '/api/auth/login-id', { email: 'member@example.org' }, ['email']),
    ...eachField('POST', '/api/users/password-reset', { email: 'member@example.org' }, ['email']),
    ...eachField(
      'POST',
      '/api/users/password-change',
      { userId: memberId, confirmationString: 'abcdef', password: 'secret123' },
      ['userId', 'confirmationString', 'password'],
    ),
    inUrl('id', 'GET', `/api/confirm/${memberId}%00/abcdef`),
    inUrl('code', 'GET', `/api/confirm/${memberId}/abc%00def`),
    ...eachField(
      'POST',
      '/api/invitations',
      { emails: ['invitee@example.org'], role: 'student' },
      ['emails.0'],
      true,
    ),
    inUrl('email', 'DELETE', '/api/invitations/invitee%00%40example.org', undefined, true),
    ...eachField('POST', '/api/report', { message: 'The search box is slow today' }, ['message']),
  ];

  const ref = () => [{ _id: agentId, name: 'Control Agent' }];
  const contentCases = (): Case[] => [
    inUrl('searchString', 'GET', '/api/ideas?searchString=tree%00s'),
    inUrl('limitSize', 'GET', '/api/ideas?limitSize=5%00'),
    inUrl('searchString', 'GET', '/api/agents?searchString=agent%00'),
    inUrl('limitSize', 'GET', '/api/agents?limitSize=%005'),
    ...[
      '/api/ideas/',
      '/api/agents/',
      '/api/profile/user/',
      '/api/linkIdeaIdeas/',
      '/api/linkIdeaAgents/',
      '/api/linkAgentAgents/',
    ].map((prefix) => inUrl('id', 'GET', `${prefix}${ideaId}%00`)),
    ...eachField(
      'POST',
      '/api/ideas',
      {
        ...fullIdea({ text: 'A quotation', ideaReferenced: otherIdeaId }),
        proxySources: ref(),
        players: ref(),
      },
      [
        'myPoint',
        'myContent',
        'text',
        'image',
        'url',
        'frameContext',
        'frameResolution',
        'myConcern',
        'criticConcern',
        'criticContent',
        'errorCorrection',
        'ideaReferenced',
        'proxySources.0._id',
        'proxySources.0.name',
        'players.0._id',
        'players.0.name',
      ],
    ),
    ...eachField('POST', '/api/ideas', { goodIntentLevel: 1, myContent: 'Mine', agents: ref() }, [
      'agents.0._id',
      'agents.0.name',
    ]),
    inUrl('id', 'POST', `/api/ideas/${ideaId}%00/quotes`, { text: 'Control target' }),
    ...eachField('POST', `/api/ideas/${ideaId}/quotes`, { text: 'Control', keyPoint: 'A point' }, [
      'text',
      'keyPoint',
    ]),
    inUrl('id', 'POST', `/api/ideas/${ideaId}%00/keyPoints`, { myPoint: 'A key point' }),
    ...eachField('POST', `/api/ideas/${ideaId}/keyPoints`, { myPoint: 'A key point' }, ['myPoint']),
    inUrl('id', 'POST', `/api/ideas/scale/${ideaId}%00`, {}),
    ...eachField(
      'POST',
      `/api/ideas/scale/${ideaId}`,
      {
        valuesAgent: agentId,
        ideaCreated: otherIdeaId,
        note: 'n',
        whyManipulative: 'w',
        myExpertise: 'm',
        otherSide: 'o',
        solution: 's',
        addLinkIdeaIdeaScale: { id: 'someLinkId', level: 1 },
      },
      [
        'valuesAgent',
        'ideaCreated',
        'note',
        'whyManipulative',
        'myExpertise',
        'otherSide',
        'solution',
        'addLinkIdeaIdeaScale.id',
      ],
    ),
    ...eachField(
      'POST',
      '/api/agents',
      { name: 'Another Agent', url: 'https://example.org/another', image: '' },
      ['name', 'url', 'image'],
    ),
    inUrl('id', 'POST', `/api/agents/scale/${agentId}%00`, { x: 0, y: 0, confidence: 1 }),
    ...eachField(
      'POST',
      '/api/linkIdeaIdeas',
      { ideaCause: ideaId, ideaEffect: otherIdeaId, modeOnSubmit: 20 },
      ['ideaCause', 'ideaEffect'],
    ),
    ...eachField(
      'POST',
      '/api/linkIdeaAgents',
      { idea: ideaId, agent: agentId, modeOnSubmit: 30 },
      ['idea', 'agent'],
    ),
    ...eachField(
      'POST',
      '/api/linkAgentAgents',
      { agent1: agentId, agent2: agentId, modeOnSubmit: 50 },
      ['agent1', 'agent2'],
    ),
    ...eachField('POST', '/api/profile', { aka: 'Controller', bio: 'I test things' }, [
      'aka',
      'bio',
    ]),
    ...eachField(
      'POST',
      '/api/setting',
      { name: 'Classroom', defaultWaveMakers: ref() },
      ['name', 'defaultWaveMakers.0._id', 'defaultWaveMakers.0.name'],
      true,
    ),
    inUrl('id', 'POST', `/api/setting/${settingId}%00`, { defaultWaveMakers: [] }, true),
    ...eachField(
      'POST',
      `/api/setting/${settingId}`,
      { settingID: settingId, name: 'Renamed', defaultWaveMakers: ref() },
      ['settingID', 'name', 'defaultWaveMakers.0._id', 'defaultWaveMakers.0.name'],
      true,
    ),
    // A NUL in the host: refused before any address is parsed or fetched.
    inUrl('url', 'GET', '/api/scrape?url=https%3A%2F%2Fexa%00mple.org%2F'),
    inUrl('*', 'GET', '/media/abc%00.png'),
  ];

  it('refuses a NUL in every string field of the account endpoints with 400', async () => {
    for (const c of authCases()) {
      const res = await send(c);
      expect(res.statusCode, `${c.method} ${c.url} ${c.field}: ${res.body}`).toBe(400);
      expect(messages(res.body), `${c.method} ${c.url}`).toEqual(expected(c.field));
    }
  });

  it('refuses a NUL in every string field of the content endpoints with 400', async () => {
    for (const c of contentCases()) {
      const res = await send(c);
      expect(res.statusCode, `${c.method} ${c.url} ${c.field}: ${res.body}`).toBe(400);
      expect(messages(res.body), `${c.method} ${c.url}`).toEqual(expected(c.field));
    }
  });

  it('refuses every C0 control but TAB, LF and CR, and DEL; stores nothing of them', async () => {
    const refused = [1, 8, 11, 12, 14, 27, 31, 127].map((code) => String.fromCharCode(code));
    for (const control of refused) {
      const report = await api(ctx, 'POST', '/api/report', member, {
        message: `Bad${control}report text`,
      });
      expect(report.statusCode).toBe(400);
      expect(messages(report.body)).toEqual(expected('message'));
      const idea = await api(ctx, 'POST', '/api/ideas', member, fullIdea({ myPoint: control }));
      expect(idea.statusCode).toBe(400);
      expect(messages(idea.body)).toEqual(expected('myPoint'));
    }
    const reports = await ctx.database.db.selectFrom('reports').select('message').execute();
    expect(reports).toEqual([]);
  });

  it('accepts TAB, LF and CR in text', async () => {
    const report = await api(ctx, 'POST', '/api/report', member, {
      message: 'Line one\r\nLine two\n\tindented',
    });
    expect(report.statusCode).toBe(201);
    const profile = await api(ctx, 'POST', '/api/profile', member, {
      aka: 'Tab\tName',
      bio: 'First line\nSecond line',
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ bio: string }>().bio).toBe('First line\nSecond line');
  });

  it('names nested fields, and lists each field once, in one answer', async () => {
    const res = await api(ctx, 'POST', '/api/invitations', admin, {
      emails: ['a@example.org', `b${NUL}@example.org`, `c${NUL}@example.org`],
      role: 'student',
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([...expected('emails.1'), ...expected('emails.2')]);
  });

  it('refuses a control character in a field name without echoing it', async () => {
    const res = await api(ctx, 'POST', '/api/report', member, {
      message: 'A perfectly fine report',
      [`extra${NUL}`]: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('walks a deeply nested body without failing', async () => {
    const depth = 50_000;
    const payload = `${'['.repeat(depth)}"${'\\u0000'}"${']'.repeat(depth)}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/report',
      payload,
      headers: { 'content-type': 'application/json', 'x-auth-token': member },
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([
      `${Array.from({ length: 10 }, () => '0').join('.')}.…: ${CONTROL_CHARACTERS_MESSAGE}`,
    ]);
  });
});
