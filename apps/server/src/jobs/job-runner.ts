import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/schema';
import { UNREF_TIMERS, type BackgroundTimers } from '../lib/background-timers';
import {
  claimJob,
  countJobs,
  dueJobs,
  ensureRecurringJob,
  finishJob,
  giveUpJob,
  insertJobs,
  listJobs,
  nextDueAt,
  rescheduleJob,
  retryJob,
  type JobCounts,
  type JobRow,
  type ListedJob,
} from './jobs.repository';

/** When a failed job is tried again, and when it is given up. */
export interface RetryRule {
  /** The wait after the first failure; it doubles after each one, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Given up at the first failure this long after it was stored. */
  giveUpAfterMs?: number;
  /** Given up after this many attempts. */
  maxAttempts?: number;
}

/** The usual rule: 15 s, doubling to 15 min, for a day (mail, scores; decisions 2026-11-21). */
export const DEFAULT_RETRY: RetryRule = Object.freeze({
  firstDelayMs: 15_000,
  maxDelayMs: 15 * 60_000,
  giveUpAfterMs: 24 * 3600_000,
});

/** The wait after the n-th failed attempt under `rule`: 15 s, 30 s, 1 min, … at most 15 min. */
export function retryDelayMs(attempts: number, rule: RetryRule = DEFAULT_RETRY): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(rule.firstDelayMs * 2 ** doublings, rule.maxDelayMs);
}

/** A failure no later attempt can change (a mailbox that does not exist): given up at once. */
export class GiveUp extends Error {}

/** A run that did not end within its kind's time limit (it may still be going). */
class TimedOut extends Error {}

/** What a kind of job is and how it runs; registered once, on every server, before `start`. */
export interface JobKind<P = unknown> {
  readonly kind: string;
  /** Lower runs first: a confirmation mail (0) before a class's invitations (40). */
  readonly priority: number;
  /** How many jobs of this kind one server runs at once. */
  readonly concurrency: number;
  /** A run not finished by then has failed; its lease lasts a minute longer. */
  readonly timeoutMs: number;
  readonly retry: RetryRule;
  /** A recurring job (a sweep): due again this long after each run, never given up. */
  readonly everyMs?: number;
  /** False: this server's timer leaves the kind alone (tests and the CLI run it when asked). */
  readonly automatic?: boolean;
  /** How long a keyed job asked for again while it ran rests before it runs again. */
  restAfter?(runMs: number): number;
  /** The payload a given-up job keeps (a mail keeps no body: its links hold codes). */
  keptWhenFailed?(payload: P): P;
  run(payload: P, job: JobRow): Promise<void | { runAgainInMs: number }>;
}

/** What a job's end counts as, for /metrics. */
export type JobOutcome = 'done' | 'retried' | 'failed';

export interface JobMetricsSink {
  jobFinished(kind: string, outcome: JobOutcome, seconds: number): void;
}

export interface JobRunnerDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  clock?: () => Date;
  timers?: BackgroundTimers;
  /** How often an idle runner looks for jobs stored by other servers or the CLI. */
  pollMs?: number;
  metrics?: JobMetricsSink;
}

/** Options of one job to store. */
export interface EnqueueOptions {
  /** One job per (kind, key): an opinion map's scope, a recurring sweep. */
  key?: string;
  priority?: number;
  /** Due this long from now (a recompute waits for more answers to come with it). */
  delayMs?: number;
}

/** Due jobs read at once; each is claimed on its own. */
const CANDIDATES = 10;
/** How long a stopping runner waits for the jobs it is running. */
const CLOSE_GRACE_MS = 10_000;
const LEASE_MARGIN_MS = 60_000;
const ERROR_LENGTH = 500;
/** The shortest wait before looking again, so a job another server holds is not asked for in a loop. */
const MIN_LOOK_MS = 250;

/**
 * The one background mechanism of a server (issue 42; docs/architecture.md 'Background work'):
 * jobs are stored in the `jobs` table inside the transaction of the write that asks for them
 * (a rollback stores none), and every server's runner takes due jobs with a lease (so no two run
 * one job), highest priority first, up to each kind's concurrency, with a time limit. A job that
 * fails is tried again with backoff and given up by its kind's rule; one whose server died
 * mid-run is taken by another once its lease ends. A write that stored jobs wakes its own
 * server's runner; the others look every `pollMs`.
 */
export class JobRunner {
  private readonly kinds = new Map<string, JobKind<never>>();
  private readonly runningByKind = new Map<string, number>();
  /** The runs this runner's timer started, with their kinds. */
  private readonly inFlight = new Map<Promise<void>, string>();
  private readonly clock: () => Date;
  private readonly timers: BackgroundTimers;
  private readonly pollMs: number;
  private timer: unknown;
  /** When the timer fires (the clock's ms), and a look asked for while a look was under way. */
  private timerAt = Infinity;
  private wakeAt = Infinity;
  private pumping: Promise<void> | undefined;
  private lookAgain = false;
  private started = false;
  private closed = false;

  constructor(private readonly deps: JobRunnerDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.timers = deps.timers ?? UNREF_TIMERS;
    this.pollMs = deps.pollMs ?? 5_000;
  }

  register<P>(kind: JobKind<P>): void {
    if (this.kinds.has(kind.kind)) throw new Error(`job kind ${kind.kind} registered twice`);
    this.kinds.set(kind.kind, kind as unknown as JobKind<never>);
  }

  /** Stores jobs within `db`, the caller's transaction where there is one (then `wake` after it). */
  async enqueue(
    db: Db,
    kind: string,
    payloads: readonly unknown[],
    options: EnqueueOptions = {},
  ): Promise<void> {
    if (payloads.length === 0) return;
    const definition = this.kindOf(kind);
    const now = this.clock();
    const runAt = new Date(now.getTime() + (options.delayMs ?? 0)).toISOString();
    await insertJobs(
      db,
      payloads.map((payload) => ({
        kind,
        payload: JSON.stringify(payload),
        priority: options.priority ?? definition.priority,
        runAt,
        ...(options.key === undefined ? {} : { key: options.key }),
      })),
      now.toISOString(),
    );
  }

  /**
   * Jobs were committed, due in `dueInMs`: a running runner looks then (now by default) rather
   * than at its next idle look.
   */
  wake(dueInMs = 0): void {
    if (!this.started || this.closed) return;
    const dueAt = this.clock().getTime() + dueInMs;
    if (this.pumping) {
      // The look under way may have read before the commit: it looks again, or by then.
      if (dueInMs === 0) this.lookAgain = true;
      else this.wakeAt = Math.min(this.wakeAt, dueAt);
      return;
    }
    // A look already set for no later than the job falls due finds it: nothing to move (a write
    // storm asking for a recompute due in 5 s costs no look per write).
    if (this.timer !== undefined && this.timerAt <= dueAt) return;
    this.schedule(dueInMs);
  }

  /** Runs jobs in the background from now on; recurring jobs are stored if none is yet. */
  async start(): Promise<void> {
    if (this.started || this.closed) return;
    this.started = true;
    const now = this.clock();
    for (const kind of this.kinds.values()) {
      // Stored even for a kind this server leaves alone: another server (or a test) runs it.
      if (kind.everyMs === undefined) continue;
      await ensureRecurringJob(
        this.deps.db,
        {
          kind: kind.kind,
          key: kind.kind,
          payload: '{}',
          priority: kind.priority,
          runAt: new Date(now.getTime() + kind.everyMs).toISOString(),
        },
        now.toISOString(),
      ).catch((error: unknown) =>
        this.deps.log.error({ err: error, kind: kind.kind }, 'a recurring job could not be stored'),
      );
    }
    this.schedule(0);
  }

  /** Stops taking jobs; waits a little for the ones running (their leases end otherwise). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pumping && this.inFlight.size === 0) return;
    let grace: unknown;
    // A database that hangs holds neither the look nor the runs past the grace.
    await Promise.race([
      Promise.all([this.pumping, ...this.inFlight.keys()]),
      new Promise<void>((resolve) => (grace = this.timers.setTimeout(resolve, CLOSE_GRACE_MS))),
    ]);
    this.timers.clearTimeout(grace);
  }

  /**
   * Runs every job of these kinds (all: every kind) due now that no other runner holds, one at a
   * time, and resolves once none is left (tests and the command line; a kind that is not
   * automatic runs only so). Jobs of these kinds this runner has under way are awaited first and
   * after (a mail's flush never waits for a recompute).
   */
  async runDue(kinds?: readonly string[]): Promise<number> {
    const names = kinds ?? [...this.kinds.keys()];
    const underWay = async () => {
      // A look under way may hold a job it claimed and has not launched yet.
      await this.pumping;
      await Promise.all(
        [...this.inFlight].filter(([, kind]) => names.includes(kind)).map(([run]) => run),
      );
    };
    await underWay();
    let ran = 0;
    for (;;) {
      const job = await this.claimNext(names);
      if (!job) break;
      await this.execute(this.kindOf(job.kind), job);
      ran++;
    }
    await underWay();
    return ran;
  }

  /** Resolves once no job of this runner is under way (tests, after a timer of their own). */
  async idle(): Promise<void> {
    while (this.pumping || this.inFlight.size > 0) {
      await this.pumping;
      await Promise.all(this.inFlight.keys());
    }
  }

  /** Jobs waiting or held, or given up (`failed`), oldest first: `npm run cli -- jobs`. */
  list(options: {
    failed: boolean;
    kinds?: readonly string[];
    limit: number;
  }): Promise<ListedJob[]> {
    return listJobs(this.deps.db, options);
  }

  /**
   * How many jobs of each kind wait, run and have failed: every kind registered here (at 0 when
   * none is stored, so a gauge falls to 0 rather than vanishing), and any other stored.
   */
  async counts(): Promise<JobCounts[]> {
    const stored = await countJobs(this.deps.db, this.clock().toISOString());
    const byKind = new Map(stored.map((row) => [row.kind, row]));
    for (const kind of this.kinds.keys()) {
      if (!byKind.has(kind)) byKind.set(kind, { kind, waiting: 0, running: 0, failed: 0 });
    }
    return [...byKind.values()].sort((a, b) => a.kind.localeCompare(b.kind));
  }

  private kindOf(name: string): JobKind<never> {
    const kind = this.kinds.get(name);
    if (!kind) throw new Error(`no job kind ${name}`);
    return kind;
  }

  private schedule(ms: number): void {
    if (this.closed) return;
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timerAt = this.clock().getTime() + ms;
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      if (this.pumping) this.lookAgain = true;
      else this.pump();
    }, ms);
  }

  /** Takes due jobs while this server has room for them, then sets its next look. */
  private pump(): void {
    const pumping = this.takeDueJobs().then((nextLookMs) => {
      // Always after the assignment below: a then-callback never runs synchronously.
      this.pumping = undefined;
      const wakeInMs = Math.max(0, this.wakeAt - this.clock().getTime());
      this.wakeAt = Infinity;
      if (!this.closed) this.schedule(this.lookAgain ? 0 : Math.min(nextLookMs, wakeInMs));
    });
    this.pumping = pumping;
  }

  /** Launches due jobs while there is room; answers how long until the next look. */
  private async takeDueJobs(): Promise<number> {
    try {
      for (;;) {
        this.lookAgain = false;
        const free = [...this.kinds.values()]
          .filter((kind) => kind.automatic !== false)
          .filter((kind) => (this.runningByKind.get(kind.kind) ?? 0) < kind.concurrency)
          .map((kind) => kind.kind);
        // No room: a job that ends wakes the runner.
        if (this.closed || free.length === 0) return this.pollMs;
        const job = await this.claimNext(free);
        if (job) {
          this.launch(job);
          continue;
        }
        if (!this.lookAgain) return await this.msToNextDue();
      }
    } catch (error) {
      // The database is away: the jobs wait in it, and the next look tries again.
      this.deps.log.error({ err: error }, 'the job queue could not be read');
      return this.pollMs;
    }
  }

  private launch(job: JobRow): void {
    const kind = this.kindOf(job.kind);
    this.runningByKind.set(kind.kind, (this.runningByKind.get(kind.kind) ?? 0) + 1);
    const run: Promise<void> = this.execute(kind, job).finally(() => {
      this.runningByKind.set(kind.kind, (this.runningByKind.get(kind.kind) ?? 1) - 1);
      this.inFlight.delete(run);
      this.wake();
    });
    this.inFlight.set(run, kind.kind);
  }

  private async claimNext(kinds: readonly string[]): Promise<JobRow | undefined> {
    const { db } = this.deps;
    for (;;) {
      const now = this.clock();
      const due = await dueJobs(db, kinds, now.toISOString(), CANDIDATES);
      if (due.length === 0) return undefined;
      for (const { id, kind } of due) {
        // Held for the kind's time limit and a minute more: a crash frees it no later.
        const leaseMs = this.kindOf(kind).timeoutMs + LEASE_MARGIN_MS;
        const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
        const claimed = await claimJob(db, id, now.toISOString(), leaseUntil);
        if (claimed) return claimed;
      }
      // Every one was taken by another runner meanwhile: look again.
    }
  }

  private async execute(kind: JobKind<never>, job: JobRow): Promise<void> {
    const { db, log } = this.deps;
    const startedMs = performance.now();
    let outcome: JobOutcome = 'done';
    try {
      const run = Promise.resolve().then(() => kind.run(JSON.parse(job.payload) as never, job));
      let result: void | { runAgainInMs: number };
      try {
        result = await this.withinTimeLimit(kind, run);
      } catch (error) {
        outcome = await this.failed(kind, job, error);
        if (error instanceof TimedOut) {
          // Still running: its slot stays taken until it ends, and its retry waits for the
          // lease's end, so no second copy of it runs here or elsewhere meanwhile.
          await run.catch(() => undefined);
        }
        return;
      }
      const now = this.clock().getTime();
      const runMs = performance.now() - startedMs;
      const againAt = new Date(now + (kind.restAfter?.(runMs) ?? 0)).toISOString();
      const nowIso = new Date(now).toISOString();
      if (kind.everyMs !== undefined) {
        const next = new Date(now + kind.everyMs).toISOString();
        await rescheduleJob(db, job, next, againAt, nowIso);
      } else if (result && job.job_key !== null) {
        const next = new Date(now + result.runAgainInMs).toISOString();
        await rescheduleJob(db, job, next, againAt, nowIso);
      } else {
        await finishJob(db, job, againAt, nowIso);
      }
    } catch (error) {
      // Its end could not be written: the lease runs out and the job runs again (at least once).
      outcome = 'retried';
      log.error(
        { err: error, kind: kind.kind, job: job.id },
        'a job ended but could not be marked',
      );
    } finally {
      try {
        this.deps.metrics?.jobFinished(kind.kind, outcome, (performance.now() - startedMs) / 1000);
      } catch (error) {
        log.warn({ err: error }, 'a job could not be counted');
      }
    }
  }

  private withinTimeLimit<T>(kind: JobKind<never>, run: Promise<T>): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = this.timers.setTimeout(
        () => reject(new TimedOut(`The job did not finish within ${kind.timeoutMs} ms`)),
        kind.timeoutMs,
      );
      run.then(resolve, reject).finally(() => this.timers.clearTimeout(timer));
    });
  }

  private async failed(kind: JobKind<never>, job: JobRow, error: unknown): Promise<JobOutcome> {
    const { db, log } = this.deps;
    const now = this.clock();
    const reason = errorText(error);
    const context = {
      err: error,
      kind: kind.kind,
      job: job.id,
      key: job.job_key,
      attempts: job.attempts,
    };
    const rule = kind.retry;
    const final =
      kind.everyMs === undefined &&
      (error instanceof GiveUp ||
        (rule.giveUpAfterMs !== undefined &&
          now.getTime() - Date.parse(job.created_at) >= rule.giveUpAfterMs) ||
        (rule.maxAttempts !== undefined && job.attempts >= rule.maxAttempts));
    if (final) {
      let payload = job.payload;
      try {
        if (kind.keptWhenFailed) {
          payload = JSON.stringify(kind.keptWhenFailed(JSON.parse(job.payload) as never));
        }
      } catch {
        payload = '{}';
      }
      await giveUpJob(db, job, reason, now.toISOString(), payload);
      log.error(context, 'job given up');
      return 'failed';
    }
    let next = new Date(now.getTime() + retryDelayMs(job.attempts, rule)).toISOString();
    // A run past its time limit may still be going: not again before its lease ends.
    if (error instanceof TimedOut && job.lease_until !== null && job.lease_until > next) {
      next = job.lease_until;
    }
    await retryJob(db, job, reason, next);
    log.warn({ ...context, nextAttemptAt: next }, 'job failed; it is tried again later');
    return 'retried';
  }

  private async msToNextDue(): Promise<number> {
    // A kind with no room is left out: a job of it that ends wakes the runner.
    const automatic = [...this.kinds.values()]
      .filter((kind) => kind.automatic !== false)
      .filter((kind) => (this.runningByKind.get(kind.kind) ?? 0) < kind.concurrency)
      .map((kind) => kind.kind);
    const next = await nextDueAt(this.deps.db, automatic);
    if (next === null) return this.pollMs;
    const wait = Date.parse(next) - this.clock().getTime();
    return Math.min(this.pollMs, Math.max(MIN_LOOK_MS, wait));
  }
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_LENGTH) || 'unknown error';
}
