import { afterEach, describe, expect, it } from 'vitest';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { quickMember } from './helpers/scale-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * The server's one background mechanism as the product uses it (issue 42): an interpretation
 * stores its opinion map's recompute job in its own transaction, many interpretations one job,
 * and a running server works the map out by itself through its job runner.
 */
describe.each(TEST_DIALECTS)('background jobs of a running server on %s', (dialect) => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  const interpretation = { activityType: 102, sound: 0.8, goodFaith: 0.3 };

  const recomputeJobs = (app: TestContext) =>
    app.database.db
      .selectFrom('jobs')
      .select(['job_key', 'run_at'])
      .where('kind', '=', 'viewpoints.recompute')
      .execute();

  it('stores one recompute job for the public map however many interpret', async () => {
    ctx = await createTestApp(dialect);
    const author = await quickMember(ctx, 'author');
    const ideaId = (await createIdea(ctx, author.token, simpleIdea({ myContent: 'Shade' })))._id;
    for (const name of ['ana', 'ben', 'cai']) {
      const reader = await quickMember(ctx, name);
      const res = await api(
        ctx,
        'POST',
        `/api/ideas/scale/${ideaId}`,
        reader.token,
        interpretation,
      );
      expect(res.statusCode).toBe(200);
    }
    expect((await recomputeJobs(ctx)).map((job) => job.job_key)).toEqual(['public']);
    // This server does not run them (VIEWPOINTS_RECOMPUTE_MS=0): the job waits.
    expect(await ctx.app.services.jobs.counts()).toContainEqual({
      kind: 'viewpoints.recompute',
      waiting: 1,
      running: 0,
      failed: 0,
    });
  });

  it('works the map out by itself, after VIEWPOINTS_RECOMPUTE_MS', async () => {
    ctx = await createTestApp(dialect, { env: { VIEWPOINTS_RECOMPUTE_MS: '100' } });
    const author = await quickMember(ctx, 'author');
    const ideaId = (await createIdea(ctx, author.token, simpleIdea({ myContent: 'Shade' })))._id;
    const reader = await quickMember(ctx, 'reader');
    const res = await api(ctx, 'POST', `/api/ideas/scale/${ideaId}`, reader.token, interpretation);
    expect(res.statusCode).toBe(200);
    const scope = () =>
      ctx!.database.db
        .selectFrom('viewpoint_scopes')
        .select(['changes', 'computed_changes'])
        .where('scope_key', '=', 'public')
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await scope()).computed_changes).toBe((await scope()).changes);
    await expect.poll(async () => (await recomputeJobs(ctx!)).length).toBe(0);
  });
});
