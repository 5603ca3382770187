import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** A PostgreSQL pool's connections now (pg's `totalCount`, `idleCount`, `waitingCount`). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** One kind of background job, as the queue holds it now. */
export interface QueueDepth {
  kind: string;
  waiting: number;
  running: number;
  failed: number;
}

/** How a job's run ended: finished, put back to be tried again, or given up on. */
export type JobOutcome = 'done' | 'retried' | 'failed';

/** Which opinion map a recompute worked out: the public one, or a class's. */
export type RecomputeScope = 'public' | 'class';

/** What a request is counted under when no route matched it (404s, the web app's pages). */
export const UNMATCHED_ROUTE = 'unmatched';

export interface ServerMetricsOptions {
  /**
   * The event-loop delay gauges and prom-client's default process metrics (CPU, memory, GC,
   * handles, Node's own event-loop lag). They start a timer and a GC observer each: a server
   * whose metrics are off, the command line and tests that read none leave them out. Default true.
   */
  processMetrics?: boolean;
  /** PostgreSQL: the pool's connections at scrape time. Absent (SQLite): no pool gauges at all. */
  poolStats?: () => PoolStats;
  /** The live-event streams this server holds open now (`app.liveStreams`). */
  openStreams?: () => number;
  /** How often the event-loop delay is sampled, in milliseconds (default 10, as prom-client's). */
  eventLoopResolutionMs?: number;
}

const SECONDS_PER_NANOSECOND = 1e-9;

/** From a millisecond to a minute: what a request takes, slow or not. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Background work runs longer than a request: up to five minutes. */
const BACKGROUND_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

/**
 * What one server measures about itself, for `GET /metrics` (Prometheus' text format). Each app
 * has its own registry, never prom-client's global one: tests build many apps in one process, and
 * one app's figures must not be another's.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly jobs: Counter<'kind' | 'outcome'>;
  private readonly jobDuration: Histogram<'kind'>;
  private readonly recompute: Histogram<'scope'>;
  private readonly eventLoop: IntervalHistogram | undefined;
  /** Sets the event-loop gauges from the delays since the last scrape and starts again. */
  private readonly sampleEventLoop: () => void = () => undefined;
  private queueDepthSource: (() => Promise<QueueDepth[]>) | undefined;

  constructor(options: ServerMetricsOptions = {}) {
    const registers = [this.registry];
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'How long requests took to answer, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.jobs = new Counter({
      name: 'thoughtful_jobs_total',
      help: 'Background jobs run, by kind and outcome (done, retried, failed).',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.jobDuration = new Histogram({
      name: 'thoughtful_job_duration_seconds',
      help: 'How long background jobs ran, by kind (every outcome).',
      labelNames: ['kind'],
      buckets: BACKGROUND_BUCKETS,
      registers,
    });
    const readQueueDepth = () => this.queueDepthSource;
    new Gauge({
      name: 'thoughtful_jobs',
      help: 'Background jobs in the queue now, by kind and state (waiting, running, failed).',
      labelNames: ['kind', 'state'],
      registers,
      async collect() {
        this.reset();
        const read = readQueueDepth();
        if (read === undefined) return;
        let depths: QueueDepth[];
        try {
          depths = await read();
        } catch {
          // The queue could not be read (the database is down): the series are absent from this
          // scrape, which `absent()` alerts on, and the rest of the scrape still answers.
          return;
        }
        for (const { kind, waiting, running, failed } of depths) {
          this.set({ kind, state: 'waiting' }, waiting);
          this.set({ kind, state: 'running' }, running);
          this.set({ kind, state: 'failed' }, failed);
        }
      },
    });
    this.recompute = new Histogram({
      name: 'thoughtful_viewpoint_recompute_seconds',
      help: 'How long working out an opinion map took, by scope (public or class).',
      labelNames: ['scope'],
      buckets: BACKGROUND_BUCKETS,
      registers,
    });
    const openStreams = options.openStreams;
    new Gauge({
      name: 'thoughtful_live_streams',
      help: 'Live-event streams this server holds open now.',
      registers,
      collect() {
        this.set(openStreams ? openStreams() : 0);
      },
    });
    if (options.poolStats) this.addPoolGauges(options.poolStats);
    if (options.processMetrics ?? true) {
      const resolutionMs = options.eventLoopResolutionMs ?? 10;
      this.eventLoop = monitorEventLoopDelay({ resolution: resolutionMs });
      this.eventLoop.enable();
      this.sampleEventLoop = this.addEventLoopGauges(this.eventLoop, resolutionMs);
      collectDefaultMetrics({ register: this.registry });
    }
  }

  /** The content type of `metrics()`'s text (Prometheus' text format 0.0.4). */
  get contentType(): string {
    return this.registry.contentType;
  }

  /**
   * Every metric in Prometheus' text format, as a scrape reads it: the event-loop gauges cover
   * the time since the previous call (read through here, not `registry.metrics()`).
   */
  metrics(): Promise<string> {
    this.sampleEventLoop();
    return this.registry.metrics();
  }

  /** One answered request: `route` is the route's pattern (`/api/ideas/:id`), never its URL. */
  requestObserved(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  /** One run of a background job ended: counted by outcome, its time by kind. */
  jobFinished(kind: string, outcome: JobOutcome, seconds: number): void {
    this.jobs.inc({ kind, outcome });
    this.jobDuration.observe({ kind }, seconds);
  }

  /**
   * What the queue holds now, read at each scrape (the `thoughtful_jobs` gauge); until one is set
   * the gauge has no series. A later call replaces the source.
   */
  setQueueDepthSource(read: () => Promise<QueueDepth[]>): void {
    this.queueDepthSource = read;
  }

  /** One opinion map worked out (viewpoint-recompute.ts). */
  recomputeObserved(scope: RecomputeScope, seconds: number): void {
    this.recompute.observe({ scope }, seconds);
  }

  /** Stops sampling the event loop (the app's close); the registry still answers. */
  close(): void {
    this.eventLoop?.disable();
  }

  private addPoolGauges(read: () => PoolStats): void {
    const registers = [this.registry];
    const gauges: [string, string, keyof PoolStats][] = [
      ['thoughtful_db_pool_connections', 'PostgreSQL connections the pool holds open.', 'total'],
      ['thoughtful_db_pool_idle_connections', 'Open PostgreSQL connections not lent.', 'idle'],
      [
        'thoughtful_db_pool_waiting_requests',
        'Queries waiting for a PostgreSQL connection because every one is lent.',
        'waiting',
      ],
    ];
    for (const [name, help, field] of gauges) {
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read()[field]);
        },
      });
    }
  }

  /**
   * The event loop's delay since the last scrape: the median, the 99th percentile and the
   * longest, read together and then counted afresh (prom-client's own `nodejs_eventloop_lag_*`
   * count from the start of the process, so a stall an hour ago never leaves them). Node's
   * monitor records the time from one of its ticks to the next, the sampling interval included:
   * the gauges are the delay beyond it. Its first tick after a reset only starts the count.
   */
  private addEventLoopGauges(histogram: IntervalHistogram, resolutionMs: number): () => void {
    const registers = [this.registry];
    const gauge = (name: string, help: string) => new Gauge({ name, help, registers });
    const p50 = gauge(
      'thoughtful_event_loop_delay_p50_seconds',
      'Median event-loop delay since the last scrape.',
    );
    const p99 = gauge(
      'thoughtful_event_loop_delay_p99_seconds',
      '99th percentile of the event-loop delay since the last scrape.',
    );
    const max = gauge(
      'thoughtful_event_loop_delay_max_seconds',
      'Longest event-loop delay since the last scrape.',
    );
    return () => {
      // No sample yet (a scrape right after the last): 0, not the histogram's NaN or huge minimum.
      const seconds = (nanoseconds: number) =>
        histogram.count === 0 || !Number.isFinite(nanoseconds)
          ? 0
          : Math.max(0, nanoseconds - resolutionMs * 1e6) * SECONDS_PER_NANOSECOND;
      p50.set(seconds(histogram.percentile(50)));
      p99.set(seconds(histogram.percentile(99)));
      max.set(seconds(histogram.max));
      histogram.reset();
    };
  }
}

/** The metrics of one server (app.ts builds it; createServices makes its own when given none). */
export function createServerMetrics(options: ServerMetricsOptions = {}): ServerMetrics {
  return new ServerMetrics(options);
}
