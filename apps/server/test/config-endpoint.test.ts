import { PublicConfig } from '@thoughtful/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app';

describe('GET /api/config', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('answers the default product flags and the limits', async () => {
    ctx = await createTestApp('sqlite');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = PublicConfig.parse(res.json());
    expect(body).toMatchObject({
      productName: 'Thoughtful',
      education: true,
      anonymous: false,
      inviteOnly: true,
      nameField: false,
    });
    expect(body.limits).toEqual({
      minPasswordLength: 6,
      headlineMaxLength: 60,
      instructionsMaxLength: 140,
      uploadMaxBytes: 10_000_000,
      searchLimit: 10,
      latestIdeasLimit: 10,
    });
  });

  it('follows the environment flags and never reveals the admin ID', async () => {
    ctx = await createTestApp('sqlite', {
      env: {
        EDUCATION: 'true',
        ANONYMOUS: 'yes',
        INVITE_ONLY: 'false',
        NAME_FIELD: '1',
        EDU_ADMIN_ID: 'secret-admin-42',
      },
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({
      education: true,
      anonymous: true,
      inviteOnly: false,
      nameField: true,
    });
    expect(res.body).not.toContain('secret-admin-42');
  });
});
