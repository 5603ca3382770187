import type { FastifyBaseLogger } from 'fastify';
import { afterEach } from 'vitest';
import type { DialectName } from '../../src/db/database';
import { JobRunner } from '../../src/jobs/job-runner';
import type { FakeTime } from './fake-time';
import { createTestDatabase, type TestDatabase } from './test-app';

export const silentLog = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
} as unknown as FastifyBaseLogger;

/**
 * Fresh databases and job runners for a describe block, closed and dropped after each test:
 * `runnerOn` a database, on a fake clock and timers when given, with its own idle look.
 */
export function jobRunnerFixture(dialect: DialectName) {
  const databases: TestDatabase[] = [];
  const runners: JobRunner[] = [];
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.close();
    for (const database of databases.splice(0)) await database.drop();
  });
  return {
    freshDatabase: async (): Promise<TestDatabase> => {
      const database = await createTestDatabase(dialect);
      databases.push(database);
      return database;
    },
    runnerOn: (database: TestDatabase, time?: FakeTime, pollMs?: number): JobRunner => {
      const runner = new JobRunner({
        db: database.db,
        log: silentLog,
        ...(time ? { clock: time.clock, timers: time.backgroundTimers } : {}),
        ...(pollMs === undefined ? {} : { pollMs }),
      });
      runners.push(runner);
      return runner;
    },
    /** A runner the test lets go of itself (one that never finishes: a crashed server). */
    forget: (runner: JobRunner): void => {
      runners.splice(runners.indexOf(runner), 1);
    },
  };
}
