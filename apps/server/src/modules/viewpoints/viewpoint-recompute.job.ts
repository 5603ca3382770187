import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobKind, JobRunner } from '../../jobs/job-runner';
import type { ViewpointRecompute } from './viewpoint-recompute';
import { RECOMPUTE_JOB } from './viewpoint-scopes.listener';
import { changedScopes, scopeStillChanged } from './viewpoint-scopes.repository';

/** A scope left changed by a recompute that could not work it out is tried again this soon. */
const UNFINISHED_RETRY_MS = 15_000;
/** How often the catch-up looks for changed scopes no job asked for (an upgrade, a lost job). */
export const CATCH_UP_EVERY_MS = 10 * 60_000;
const CATCH_UP_SCOPES = 500;

/** A map asked for again while it was worked out rests this many times its last recompute. */
export const REST_FACTOR = 9;

/**
 * How long a scope asked for again during its recompute waits before the next: nine times the
 * recompute's length, so a scope written to all the time takes at most a tenth of a server's
 * time, and at least `recomputeMs`, so answers written meanwhile join one recompute.
 */
export function restAfterRecompute(runMs: number, recomputeMs: number): number {
  return Math.max(recomputeMs, REST_FACTOR * Math.max(1, runMs));
}

/**
 * The job that works one scope's opinion map out (its key: the scope), asked for by the
 * viewpoint scopes listener in the writing transaction. One at a time on a server (the maths
 * worker is one thread); `recomputeMs` 0: this server's runner leaves the kind to others.
 */
export function recomputeJobKind(
  recompute: Pick<ViewpointRecompute, 'recomputeScope'>,
  recomputeMs: number,
  db: Kysely<Database>,
  clock: () => Date = () => new Date(),
): JobKind<Record<string, never>> {
  return {
    kind: RECOMPUTE_JOB,
    priority: 30,
    concurrency: 1,
    timeoutMs: 10 * 60_000,
    retry: { firstDelayMs: 15_000, maxDelayMs: 15 * 60_000 },
    automatic: recomputeMs > 0,
    restAfter: (runMs) => restAfterRecompute(runMs, recomputeMs),
    run: async (_payload, job) => {
      const scopeKey = job.job_key!;
      await recompute.recomputeScope(scopeKey);
      // Not worked out (another server's lease, an error, a closing server): the job stays, due
      // when that lease ends or soon, so the map is never left stale with no job to mend it.
      const { changed, leaseUntil } = await scopeStillChanged(db, scopeKey);
      if (!changed) return undefined;
      const untilLeaseEnds = leaseUntil === null ? 0 : Date.parse(leaseUntil) - clock().getTime();
      return { runAgainInMs: Math.max(UNFINISHED_RETRY_MS, untilLeaseEnds) };
    },
  };
}

/**
 * A recurring job, once per database: asks for the recompute of every changed scope no lease
 * holds (one job per scope: one already waiting is not stored twice), so a scope whose job was
 * lost (a migration from before the job runner, a write that failed after marking) is worked out
 * within CATCH_UP_EVERY_MS.
 */
export function recomputeCatchUpKind(
  runner: Pick<JobRunner, 'enqueue'>,
  db: Kysely<Database>,
  automatic: boolean,
  clock: () => Date = () => new Date(),
): JobKind<Record<string, never>> {
  return {
    kind: 'viewpoints.catchUp',
    priority: 50,
    concurrency: 1,
    timeoutMs: 60_000,
    retry: { firstDelayMs: 60_000, maxDelayMs: CATCH_UP_EVERY_MS },
    everyMs: CATCH_UP_EVERY_MS,
    automatic,
    run: async () => {
      const scopes = await changedScopes(db, clock().toISOString(), CATCH_UP_SCOPES);
      for (const scopeKey of scopes.sort()) {
        await runner.enqueue(db, RECOMPUTE_JOB, [{}], { key: scopeKey });
      }
    },
  };
}
