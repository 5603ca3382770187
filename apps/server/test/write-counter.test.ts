import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentVersion, WriteCounter } from '../src/db/content-versions';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './helpers/test-app';

/**
 * The 'writes' counter raised for a server's requests (app.ts): raises asked for while one is in
 * flight share the next, and a failing raise is reported, never thrown (decisions.md 'An
 * inTell's public part kept per server').
 */
describe.each(TEST_DIALECTS)('WriteCounter on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
  });

  const version = () => readContentVersion(database.db, 'writes');
  const quiet = { onError: () => undefined };

  it('raises once per raise when they come one after another', async () => {
    const counter = new WriteCounter(database.db, quiet);
    const start = await version();
    await counter.raise();
    await counter.raise();
    await counter.raise();
    expect(await version()).toBe(start + 3);
  });

  it('shares raises asked for at once: one in flight, the rest together after it', async () => {
    const counter = new WriteCounter(database.db, quiet);
    const start = await version();
    await Promise.all(Array.from({ length: 20 }, () => counter.raise()));
    expect(await version()).toBe(start + 2);
  });

  it('moves the counter after each caller asked, never only before', async () => {
    const counter = new WriteCounter(database.db, quiet);
    const first = counter.raise(); // in flight
    const start = await version(); // read while the first may not be done
    const second = counter.raise(); // asked during the first: must get a later raise
    await second;
    expect(await version()).toBeGreaterThanOrEqual(start + 1);
    await first;
    const afterBoth = await version();
    await counter.raise();
    expect(await version()).toBe(afterBoth + 1);
  });

  it('reports a raise that keeps failing, and resolves all the same', async () => {
    const errors: unknown[] = [];
    let failed = 0;
    await sql`alter table content_versions rename to content_versions_away`.execute(database.db);
    try {
      const counter = new WriteCounter(
        database.db,
        { onError: (error) => errors.push(error), onFailed: () => failed++ },
        2,
      );
      await expect(counter.raise()).resolves.toBeUndefined();
      expect(errors).toHaveLength(1);
      expect(failed).toBe(1);
    } finally {
      await sql`alter table content_versions_away rename to content_versions`.execute(database.db);
    }
    const counter = new WriteCounter(database.db, quiet);
    const start = await version();
    await counter.raise();
    expect(await version()).toBe(start + 1);
  });
});
