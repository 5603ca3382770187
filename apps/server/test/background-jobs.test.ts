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

  it('keeps a scope’s job when another server holds the scope, and catches up on scopes no job asked for', async () => {
    ctx = await createTestApp(dialect);
    const author = await quickMember(ctx, 'author');
    const ideaId = (await createIdea(ctx, author.token, simpleIdea({ myContent: 'Shade' })))._id;
    const reader = await quickMember(ctx, 'reader');
    await api(ctx, 'POST', `/api/ideas/scale/${ideaId}`, reader.token, interpretation);
    const db = ctx.database.db;
    // Another server is working the public map out (its lease runs ten more minutes).
    const leaseUntil = new Date(Date.now() + 10 * 60_000).toISOString();
    await db
      .updateTable('viewpoint_scopes')
      .set({ lease_until: leaseUntil })
      .where('scope_key', '=', 'public')
      .execute();
    expect(await ctx.app.services.jobs.runDue(['viewpoints.recompute'])).toBe(1);
    // The job stays, due when that lease ends: the map is not left stale without a job.
    expect(await recomputeJobs(ctx)).toEqual([{ job_key: 'public', run_at: leaseUntil }]);

    // A changed scope whose job was lost (a server from before the job runner) is caught up.
    await db.deleteFrom('jobs').where('kind', '=', 'viewpoints.recompute').execute();
    await db
      .updateTable('viewpoint_scopes')
      .set({ lease_until: null })
      .where('scope_key', '=', 'public')
      .execute();
    // Its recurring look comes ten minutes after start: made due now.
    await db
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString() })
      .where('kind', '=', 'viewpoints.catchUp')
      .execute();
    expect(await ctx.app.services.jobs.runDue(['viewpoints.catchUp'])).toBe(1);
    expect((await recomputeJobs(ctx)).map((job) => job.job_key)).toEqual(['public']);
    await ctx.app.services.jobs.runDue(['viewpoints.recompute']);
    expect(await recomputeJobs(ctx)).toEqual([]);
  });

  it('shows what waits and what ran, by kind, on GET /metrics', async () => {
    const token = 'metrics-token-for-the-jobs-test';
    ctx = await createTestApp(dialect, { env: { METRICS_TOKEN: token } });
    const author = await quickMember(ctx, 'author');
    const ideaId = (await createIdea(ctx, author.token, simpleIdea({ myContent: 'Shade' })))._id;
    const reader = await quickMember(ctx, 'reader');
    await api(ctx, 'POST', `/api/ideas/scale/${ideaId}`, reader.token, interpretation);
    const scrape = async () => {
      const res = await ctx!.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    expect(await scrape()).toContain(
      'thoughtful_jobs{kind="viewpoints.recompute",state="waiting"} 1',
    );
    await ctx.app.services.jobs.runDue(['viewpoints.recompute']);
    const after = await scrape();
    expect(after).toContain('thoughtful_jobs{kind="viewpoints.recompute",state="waiting"} 0');
    expect(after).toContain('thoughtful_jobs_total{kind="viewpoints.recompute",outcome="done"} 1');
  });
});
