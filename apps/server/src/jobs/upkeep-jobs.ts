import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TEMP_SWEEP_INTERVAL_MS } from '../modules/media/disk-media-storage';
import type { MediaStorage } from '../modules/media/media-storage';
import {
  sweepUnreferencedMedia,
  UNREFERENCED_SWEEP_INTERVAL_MS,
} from '../modules/media/unreferenced-media';
import { deleteFailedBefore } from './jobs.repository';
import type { JobRunner, RetryRule } from './job-runner';

/** Given-up jobs stay listed (`npm run cli -- jobs --failed`) this long, then go. */
export const KEEP_FAILED_JOBS_MS = 7 * 24 * 3600_000;

/** A sweep that fails waits a minute, then up to its own interval, and is never given up. */
const SWEEP_RETRY: RetryRule = { firstDelayMs: 60_000, maxDelayMs: 60 * 60_000 };

/**
 * The recurring jobs that keep the installation tidy (they were each a `setInterval` of their
 * own): uploads half-written by a crashed run (every quarter of an hour), uploads nothing has
 * referred to for a day (every hour), and failed jobs older than a week (every hour). Each is one
 * job per database, so servers sharing a database sweep once, not each.
 */
export function registerUpkeepJobs(
  runner: JobRunner,
  deps: {
    db: Kysely<Database>;
    storage: MediaStorage;
    log: FastifyBaseLogger;
    clock: () => Date;
  },
): void {
  const { db, storage, log, clock } = deps;
  runner.register({
    kind: 'media.sweepUnfinished',
    priority: 50,
    concurrency: 1,
    timeoutMs: 10 * 60_000,
    retry: SWEEP_RETRY,
    everyMs: TEMP_SWEEP_INTERVAL_MS,
    run: async () => {
      const removed = await storage.sweepTemporaryFiles();
      if (removed > 0) log.info({ removed }, 'removed unfinished uploads of a crashed run');
    },
  });
  runner.register({
    kind: 'media.sweepUnreferenced',
    priority: 50,
    concurrency: 1,
    timeoutMs: 30 * 60_000,
    retry: SWEEP_RETRY,
    everyMs: UNREFERENCED_SWEEP_INTERVAL_MS,
    run: async () => {
      const removed = await sweepUnreferencedMedia(db, storage);
      if (removed > 0) log.info({ removed }, 'removed uploads nothing refers to');
    },
  });
  runner.register({
    kind: 'jobs.sweepFailed',
    priority: 50,
    concurrency: 1,
    timeoutMs: 10 * 60_000,
    retry: SWEEP_RETRY,
    everyMs: 3600_000,
    run: async () => {
      const before = new Date(clock().getTime() - KEEP_FAILED_JOBS_MS).toISOString();
      const removed = await deleteFailedBefore(db, before);
      if (removed > 0) log.info({ removed }, 'forgot jobs given up a week ago');
    },
  });
}
