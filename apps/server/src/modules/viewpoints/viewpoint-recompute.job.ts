import type { JobKind } from '../../jobs/job-runner';
import type { ViewpointRecompute } from './viewpoint-recompute';
import { RECOMPUTE_JOB } from './viewpoint-scopes.listener';

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
      await recompute.recomputeScope(job.job_key!);
    },
  };
}
