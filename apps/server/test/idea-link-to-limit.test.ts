import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, POLICY_TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * `POST /api/ideas` with `linkTo` counts its link against the member's hourly cap on links, as
 * `POST /api/linkIdeaIdeas` does (docs/decisions/2026-12-06-perception-and-calibration.md 'Post
 * mine linked as similar / synthesis'). At RATE_LIMIT_SCALE 0.01 the caps are 6 links and 3
 * inTells an hour.
 */
describe.each(POLICY_TEST_DIALECTS)(
  'posting linked to another inTell past the cap on links on %s',
  (dialect) => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '0.01' } });
    });
    afterAll(async () => {
      await ctx.close();
    });

    it('is refused (429) and posts nothing; without a link she still posts', async () => {
      await createUser(ctx, 'linker@example.org', { student: false });
      const token = await loginToken(ctx, 'linker@example.org');
      const existing = (await createIdea(ctx, token, simpleIdea({ myContent: 'Plant more trees' })))
        ._id;
      // Six links tried (refused as unknown, counted all the same): the hour's cap.
      for (let i = 0; i < 6; i++) {
        const res = await api(ctx, 'POST', '/api/linkIdeaIdeas', token, {
          ideaCause: '0123456789abcdef01234567',
          ideaEffect: '0123456789abcdef76543210',
          modeOnSubmit: 20,
        });
        expect(res.statusCode, res.body).toBe(404);
      }
      const myContent = 'Shade trees cool streets';
      const linked = await api(
        ctx,
        'POST',
        '/api/ideas',
        token,
        simpleIdea({ myContent, linkTo: { ideaId: existing, as: 'similar' } }),
      );
      expect(linked.statusCode, linked.body).toBe(429);
      const posted = await ctx.database.db
        .selectFrom('ideas')
        .select('id')
        .where('my_content', '=', myContent)
        .execute();
      expect(posted).toHaveLength(0);
      const plain = await api(ctx, 'POST', '/api/ideas', token, simpleIdea({ myContent }));
      expect(plain.statusCode, plain.body).toBe(201);
    });
  },
);
