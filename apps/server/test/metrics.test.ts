import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { bearerMatches, METRICS_TOKEN_MESSAGE } from '../src/metrics/metrics.routes';
import { createServerMetrics, type ServerMetrics } from '../src/metrics/server-metrics';
import { PUBLIC_SCOPE_KEY } from '../src/modules/viewpoints';
import { markScopes } from '../src/modules/viewpoints/viewpoint-scopes.repository';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of the sample whose line starts with `series` (name and labels), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(TEST_DIALECTS)('GET /metrics on %s', (dialect) => {
  describe('without METRICS_TOKEN', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(dialect);
    });
    afterAll(async () => {
      await ctx.close();
    });

    it('is not found, as an unknown path, even with a token', async () => {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          errors: [{ msg: 'Not found', code: 'HTTP_MESSAGES.NOT_FOUND' }],
        });
        expect(res.body).not.toContain('http_request_duration_seconds');
      }
    });

    it("leaves out the process's figures, whose monitors nobody would read", async () => {
      const text = await ctx.app.metrics.metrics();
      expect(text).toContain('# TYPE http_request_duration_seconds histogram');
      expect(text).not.toContain('process_cpu_seconds_total');
      expect(text).not.toContain('thoughtful_event_loop_delay');
    });
  });

  describe('with METRICS_TOKEN', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(dialect, { env: { METRICS_TOKEN: TOKEN } });
    });
    afterAll(async () => {
      await ctx.close();
    });

    const scrape = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    };

    it.each([
      ['no Authorization header', undefined],
      ['a wrong token', `Bearer ${TOKEN}x`],
      ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
      ['the token without Bearer', TOKEN],
      ['another scheme', `Basic ${TOKEN}`],
    ])('answers 401 with the API error body for %s', async (_name, authorization) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ msg: METRICS_TOKEN_MESSAGE }] });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers the metrics in Prometheus text format, never cached', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      const families = [
        ['http_request_duration_seconds', 'histogram'],
        ['thoughtful_event_loop_delay_p50_seconds', 'gauge'],
        ['thoughtful_event_loop_delay_p99_seconds', 'gauge'],
        ['thoughtful_event_loop_delay_max_seconds', 'gauge'],
        // prom-client's default process metrics, into the app's own registry.
        ['process_cpu_seconds_total', 'counter'],
        ['process_resident_memory_bytes', 'gauge'],
        ['nodejs_heap_size_used_bytes', 'gauge'],
        ['nodejs_eventloop_lag_p99_seconds', 'gauge'],
        ['thoughtful_jobs_total', 'counter'],
        ['thoughtful_job_duration_seconds', 'histogram'],
        ['thoughtful_jobs', 'gauge'],
        ['thoughtful_viewpoint_recompute_seconds', 'histogram'],
        ['thoughtful_live_streams', 'gauge'],
      ];
      for (const [name, type] of families) {
        expect(res.body).toContain(`# TYPE ${name} ${type}\n`);
        expect(res.body).toContain(`# HELP ${name} `);
      }
    });

    it('times requests by route pattern, never by URL, and unknown paths as unmatched', async () => {
      const id = 'abcdefghijklmnopqrstuv';
      const before = await scrape();
      const series =
        'http_request_duration_seconds_count{method="GET",route="/api/ideas/:id",status_code="401"}';
      const unmatched =
        'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}';
      // Unauthenticated: 401, but the route matched.
      expect((await ctx.app.inject({ method: 'GET', url: `/api/ideas/${id}` })).statusCode).toBe(
        401,
      );
      expect((await ctx.app.inject({ method: 'GET', url: `/api/ideas/${id}` })).statusCode).toBe(
        401,
      );
      expect((await ctx.app.inject({ method: 'GET', url: `/api/no-such-${id}` })).statusCode).toBe(
        404,
      );
      const after = await scrape();
      expect((sample(after, series) ?? 0) - (sample(before, series) ?? 0)).toBe(2);
      expect((sample(after, unmatched) ?? 0) - (sample(before, unmatched) ?? 0)).toBe(1);
      expect(after).not.toContain(id);
      // The scrape before was itself timed, under its own pattern.
      expect(
        sample(
          after,
          'http_request_duration_seconds_count{method="GET",route="/metrics",status_code="200"}',
        ),
      ).toBeGreaterThanOrEqual(1);
    });

    it('counts the live-event streams the server holds open', async () => {
      expect(sample(await scrape(), 'thoughtful_live_streams')).toBe(0);
      const place = ctx.app.liveStreams.take('member-1', '192.0.2.1', () => undefined);
      if (typeof place === 'string') throw new Error(`no place: ${place}`);
      expect(sample(await scrape(), 'thoughtful_live_streams')).toBe(1);
      place.end();
      expect(sample(await scrape(), 'thoughtful_live_streams')).toBe(0);
    });

    it("reports what the services count (jobs, recomputes) through the app's registry", async () => {
      expect(ctx.app.services.metrics).toBe(ctx.app.metrics);
      ctx.app.services.metrics.recomputeObserved('class', 0.2);
      const text = await scrape();
      expect(sample(text, 'thoughtful_viewpoint_recompute_seconds_count{scope="class"}')).toBe(1);
      expect(
        sample(text, 'thoughtful_viewpoint_recompute_seconds_bucket{le="0.25",scope="class"}'),
      ).toBe(1);
    });

    it('times each opinion map the recompute works out, by scope', async () => {
      const series = (scope: string) =>
        `thoughtful_viewpoint_recompute_seconds_count{scope="${scope}"}`;
      const before = await scrape();
      // No member has answered: each map is worked out empty, and kept.
      await markScopes(
        ctx.database.db,
        [PUBLIC_SCOPE_KEY, 'abcdefghijklmnopqrstuv'],
        new Date().toISOString(),
      );
      const done = await ctx.app.services.viewpointRecompute.recomputeChanged();
      expect(done.map((each) => each.scopeKey).sort()).toEqual([
        'abcdefghijklmnopqrstuv',
        PUBLIC_SCOPE_KEY,
      ]);
      const after = await scrape();
      expect((sample(after, series('public')) ?? 0) - (sample(before, series('public')) ?? 0)).toBe(
        1,
      );
      expect((sample(after, series('class')) ?? 0) - (sample(before, series('class')) ?? 0)).toBe(
        1,
      );
    });

    it(
      dialect === 'postgres'
        ? "reports the PostgreSQL pool's connections"
        : 'reports no pool on SQLite',
      async () => {
        if (dialect === 'sqlite') {
          expect(ctx.database.poolStats).toBeUndefined();
          expect(await scrape()).not.toContain('thoughtful_db_pool');
          return;
        }
        const pool = ctx.database.poolStats!;
        // A connection held: the pool counts it open and not idle, in the scrape too.
        await ctx.database.db.connection().execute(async () => {
          expect(pool().total - pool().idle).toBeGreaterThanOrEqual(1);
          const text = await scrape();
          const total = sample(text, 'thoughtful_db_pool_connections')!;
          const idle = sample(text, 'thoughtful_db_pool_idle_connections')!;
          expect(total).toBeGreaterThanOrEqual(1);
          expect(total - idle).toBeGreaterThanOrEqual(1);
          expect(sample(text, 'thoughtful_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
        });
        // Given back, it is idle again (the release settles a moment after the callback).
        await vi.waitFor(() => expect(pool().idle).toBe(pool().total));
        expect(pool().waiting).toBe(0);
      },
    );
  });
});

describe('ServerMetrics', () => {
  let metrics: ServerMetrics;
  afterEach(() => metrics.close());

  it('counts finished jobs by kind and outcome, and times them by kind', async () => {
    metrics = createServerMetrics({ processMetrics: false });
    metrics.jobFinished('mail', 'done', 0.03);
    metrics.jobFinished('mail', 'done', 0.2);
    metrics.jobFinished('mail', 'retried', 2);
    metrics.jobFinished('lti-score', 'failed', 7);
    const text = await metrics.metrics();
    expect(sample(text, 'thoughtful_jobs_total{kind="mail",outcome="done"}')).toBe(2);
    expect(sample(text, 'thoughtful_jobs_total{kind="mail",outcome="retried"}')).toBe(1);
    expect(sample(text, 'thoughtful_jobs_total{kind="mail",outcome="failed"}')).toBeUndefined();
    expect(sample(text, 'thoughtful_jobs_total{kind="lti-score",outcome="failed"}')).toBe(1);
    expect(sample(text, 'thoughtful_job_duration_seconds_count{kind="mail"}')).toBe(3);
    expect(sample(text, 'thoughtful_job_duration_seconds_sum{kind="mail"}')).toBeCloseTo(2.23);
    expect(sample(text, 'thoughtful_job_duration_seconds_bucket{le="0.05",kind="mail"}')).toBe(1);
    expect(sample(text, 'thoughtful_job_duration_seconds_bucket{le="5",kind="lti-score"}')).toBe(0);
    expect(sample(text, 'thoughtful_job_duration_seconds_bucket{le="10",kind="lti-score"}')).toBe(
      1,
    );
  });

  it('reads the queue depth at each scrape, and reports none without a source', async () => {
    metrics = createServerMetrics({ processMetrics: false });
    expect(await metrics.metrics()).not.toMatch(/^thoughtful_jobs\{/m);
    let depths = [
      { kind: 'mail', waiting: 3, running: 1, failed: 2 },
      { kind: 'recompute', waiting: 0, running: 1, failed: 0 },
    ];
    let reads = 0;
    metrics.setQueueDepthSource(async () => {
      reads += 1;
      return depths;
    });
    let text = await metrics.metrics();
    expect(reads).toBe(1);
    expect(sample(text, 'thoughtful_jobs{kind="mail",state="waiting"}')).toBe(3);
    expect(sample(text, 'thoughtful_jobs{kind="mail",state="running"}')).toBe(1);
    expect(sample(text, 'thoughtful_jobs{kind="mail",state="failed"}')).toBe(2);
    expect(sample(text, 'thoughtful_jobs{kind="recompute",state="running"}')).toBe(1);
    // A kind gone from the queue is gone from the next scrape, not left at its last figures.
    depths = [{ kind: 'recompute', waiting: 4, running: 0, failed: 0 }];
    text = await metrics.metrics();
    expect(reads).toBe(2);
    expect(text).not.toContain('kind="mail"');
    expect(sample(text, 'thoughtful_jobs{kind="recompute",state="waiting"}')).toBe(4);
    // A source that fails leaves the gauge empty; the rest of the scrape still answers.
    metrics.setQueueDepthSource(() => Promise.reject(new Error('database down')));
    text = await metrics.metrics();
    expect(text).not.toMatch(/^thoughtful_jobs\{/m);
    expect(text).toContain('# TYPE thoughtful_jobs_total counter');
  });

  it("reports the pool's connections as its source reads them at each scrape", async () => {
    let stats = { total: 7, idle: 3, waiting: 2 };
    metrics = createServerMetrics({ processMetrics: false, poolStats: () => stats });
    let text = await metrics.metrics();
    expect(sample(text, 'thoughtful_db_pool_connections')).toBe(7);
    expect(sample(text, 'thoughtful_db_pool_idle_connections')).toBe(3);
    expect(sample(text, 'thoughtful_db_pool_waiting_requests')).toBe(2);
    stats = { total: 10, idle: 0, waiting: 5 };
    text = await metrics.metrics();
    expect(sample(text, 'thoughtful_db_pool_connections')).toBe(10);
    expect(sample(text, 'thoughtful_db_pool_idle_connections')).toBe(0);
    expect(sample(text, 'thoughtful_db_pool_waiting_requests')).toBe(5);
  });

  it('times recomputes by scope', async () => {
    metrics = createServerMetrics({ processMetrics: false });
    metrics.recomputeObserved('public', 1.5);
    metrics.recomputeObserved('class', 0.02);
    metrics.recomputeObserved('class', 0.03);
    const text = await metrics.metrics();
    expect(sample(text, 'thoughtful_viewpoint_recompute_seconds_count{scope="public"}')).toBe(1);
    expect(sample(text, 'thoughtful_viewpoint_recompute_seconds_sum{scope="public"}')).toBe(1.5);
    expect(sample(text, 'thoughtful_viewpoint_recompute_seconds_count{scope="class"}')).toBe(2);
  });

  it("reports the event loop's delay since the previous scrape", async () => {
    metrics = createServerMetrics({ eventLoopResolutionMs: 10 });
    await metrics.metrics();
    // The monitor measures from one tick to the next, and a scrape starts it afresh: the first
    // tick after the scrape comes before the stall.
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Hold the event loop for 300 ms: the monitor's next tick comes that late.
    const until = Date.now() + 300;
    while (Date.now() < until) {
      // busy
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const blocked = await metrics.metrics();
    expect(sample(blocked, 'thoughtful_event_loop_delay_max_seconds')).toBeGreaterThan(0.25);
    // The sampling interval is not delay: on an idle loop the median is about 0, not 10 ms.
    expect(sample(blocked, 'thoughtful_event_loop_delay_p50_seconds')).toBeLessThan(0.008);
    expect(sample(blocked, 'thoughtful_event_loop_delay_max_seconds')).toBeLessThan(5);
    // Counted afresh at each scrape: the stall is not in the next one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await metrics.metrics();
    expect(sample(next, 'thoughtful_event_loop_delay_max_seconds')).toBeLessThan(0.25);
    expect(sample(next, 'thoughtful_event_loop_delay_p50_seconds')).toBeLessThan(0.25);
    expect(sample(next, 'thoughtful_event_loop_delay_p99_seconds')).toBeLessThan(0.25);
  });

  it('keeps each instance to its own registry', async () => {
    metrics = createServerMetrics({ processMetrics: false });
    const other = createServerMetrics({ processMetrics: false });
    other.jobFinished('mail', 'done', 1);
    expect(await metrics.metrics()).not.toContain('kind="mail"');
    expect(await other.metrics()).toContain('kind="mail"');
    // Leaving out the process metrics leaves out their timers too.
    expect(await other.metrics()).not.toContain('process_cpu_seconds_total');
    expect(await other.metrics()).not.toContain('thoughtful_event_loop_delay');
  });
});

describe('the metrics token', () => {
  it('matches only `Bearer <token>`, the scheme in any case', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN.toUpperCase()}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN} extra`, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });

  it('is read from METRICS_TOKEN: absent by default, refused when short or with spaces', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    for (const bad of ['short-token', 'sixteen chars with spaces']) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(/METRICS_TOKEN must be at least 16/);
    }
  });
});
