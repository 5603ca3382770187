import { type UserDto } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmLink, createUser, invite, loginToken, waitForMail } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * `EDUCATION=false`: no students, no teachers, only members, who all create content. The
 * non-student checks must read the flag: a row whose student flag was set while the education
 * build ran does not hold its member back once the build is off.
 */
describe.each(TEST_DIALECTS)('the API with EDUCATION=false on %s', (dialect) => {
  let ctx: TestContext;
  let former: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { EDUCATION: 'false', RATE_LIMIT_SCALE: '50' } });
    await createUser(ctx, 'former-student@example.org', { student: true });
    former = await loginToken(ctx, 'former-student@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('registers members, never students, even from an invitation without the teacher mark', async () => {
    await invite(ctx, 'newcomer@example.org');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'newcomer@example.org', password: 'newcomer-pass' },
    });
    expect(res.statusCode).toBe(201);
    const { path } = confirmLink(await waitForMail(ctx, 'newcomer@example.org'));
    expect((await ctx.app.inject({ method: 'GET', url: `/api${path}` })).statusCode).toBe(200);
    const token = await loginToken(ctx, 'newcomer@example.org', 'newcomer-pass');
    expect((await api(ctx, 'GET', '/api/auth', token)).json<UserDto>().isStudent).toBe(false);
    expect((await api(ctx, 'POST', '/api/ideas', token, simpleIdea())).statusCode).toBe(201);
  });

  it('lets a member with a leftover student flag create inTells, waveMakers, quotes and links', async () => {
    const idea = await api(ctx, 'POST', '/api/ideas', former, simpleIdea({ myContent: 'Parks' }));
    expect(idea.statusCode).toBe(201);
    const agent = await api(ctx, 'POST', '/api/agents', former, {
      name: 'A park keeper',
      url: 'https://example.org/keeper',
    });
    expect(agent.statusCode).toBe(201);
    const ideaId = idea.json<{ _id: string }>()._id;
    const keyPoint = await api(ctx, 'POST', `/api/ideas/${ideaId}/keyPoints`, former, {
      myPoint: 'Parks matter',
    });
    expect(keyPoint.statusCode).toBe(201);
    const other = (await createIdea(ctx, former, simpleIdea({ myContent: 'Shade' })))._id;
    const link = await api(ctx, 'POST', '/api/linkIdeaIdeas', former, {
      ideaCause: other,
      ideaEffect: ideaId,
      modeOnSubmit: 20,
    });
    expect(link.statusCode).toBe(201);
    const ideaAgent = await api(ctx, 'POST', '/api/linkIdeaAgents', former, {
      idea: ideaId,
      agent: agent.json<{ _id: string }>()._id,
      modeOnSubmit: 30,
    });
    expect(ideaAgent.statusCode).toBe(201);
  });
});
