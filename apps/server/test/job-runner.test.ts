import {
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DialectName } from '../src/db/database';
import { GiveUp, retryDelayMs, type JobKind } from '../src/jobs/job-runner';
import { jobRunnerFixture } from './helpers/job-runners';
import { TEST_DIALECTS, type TestDatabase } from './helpers/test-app';
import { FAKE_START, FakeTime } from './helpers/fake-time';

/**
 * The one job runner (issue 42): jobs stored with the writes that ask for them, taken by every
 * server's runner with a lease, highest priority first, retried with backoff and given up by
 * their kind's rule; a server that dies mid-job leaves it to another once its lease ends.
 */

type Payload = { name: string };

/** Holds back the answers of the queries `which` picks while armed (the query itself runs). */
class SlowAnswers implements KyselyPlugin {
  armed = false;
  private readonly slow = new WeakSet<QueryId>();
  constructor(private readonly which: (node: OperationNode) => boolean) {}
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.armed && this.which(node)) this.slow.add(queryId);
    return node;
  }
  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.slow.has(queryId)) await new Promise((resolve) => setTimeout(resolve, 100));
    return result;
  }
}

/** A kind whose runs are recorded; `work` decides what each run does. */
function recordedKind(
  name: string,
  options: Partial<JobKind<Payload>> & { work?: (payload: Payload) => Promise<void> } = {},
) {
  const ran: string[] = [];
  const kind: JobKind<Payload> = {
    kind: name,
    priority: 10,
    concurrency: 1,
    timeoutMs: 60_000,
    retry: { firstDelayMs: 1_000, maxDelayMs: 8_000, maxAttempts: 4 },
    ...options,
    run: async (payload) => {
      ran.push(payload.name);
      await options.work?.(payload);
    },
  };
  return { kind, ran };
}

describe('the retry delays', () => {
  it('double from 15 s after each failure and stop at 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 100].map((n) => retryDelayMs(n))).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000,
    ]);
  });
});

describe.each(TEST_DIALECTS)('the job runner on %s', (dialect: DialectName) => {
  const { freshDatabase, runnerOn, forget } = jobRunnerFixture(dialect);

  const jobRows = (database: TestDatabase) =>
    database.db.selectFrom('jobs').selectAll().orderBy('created_at').orderBy('id').execute();

  it('runs the most urgent job first, whatever waited longer', async () => {
    const database = await freshDatabase();
    const runner = runnerOn(database);
    const { kind, ran } = recordedKind('test.urgency');
    runner.register(kind);
    const invitations = Array.from({ length: 50 }, (_, i) => ({ name: `invitation ${i}` }));
    await runner.enqueue(database.db, kind.kind, invitations, { priority: 40 });
    await runner.enqueue(database.db, kind.kind, [{ name: 'confirmation' }], { priority: 0 });
    await runner.enqueue(database.db, kind.kind, [{ name: 'notice' }], { priority: 20 });
    await runner.runDue();
    expect(ran.slice(0, 2)).toEqual(['confirmation', 'notice']);
    expect(ran).toHaveLength(52);
    expect(await jobRows(database)).toEqual([]);
  });

  it('stores nothing for a transaction that rolls back', async () => {
    const database = await freshDatabase();
    const runner = runnerOn(database);
    const { kind, ran } = recordedKind('test.rollback');
    runner.register(kind);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await runner.enqueue(trx, kind.kind, [{ name: 'rolled back' }]);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await database.db
      .transaction()
      .execute((trx) => runner.enqueue(trx, kind.kind, [{ name: 'committed' }]));
    await runner.runDue();
    expect(ran).toEqual(['committed']);
  });

  it('tries a failing job again with backoff, then gives it up and keeps it listed', async () => {
    const database = await freshDatabase();
    const time = new FakeTime();
    const runner = runnerOn(database, time);
    const { kind, ran } = recordedKind('test.failing', {
      work: () => Promise.reject(new Error('the far end said no')),
    });
    runner.register(kind);
    await runner.enqueue(database.db, kind.kind, [{ name: 'doomed' }]);
    const dueTimes: number[] = [];
    for (let i = 0; i < 10; i++) {
      await runner.runDue();
      const [row] = await jobRows(database);
      if (!row || row.failed_at !== null) break;
      dueTimes.push(Date.parse(row.run_at) - time.now);
      time.now = Date.parse(row.run_at);
    }
    // 1 s, 2 s, 4 s after the failures, then given up at the fourth attempt.
    expect(dueTimes).toEqual([1_000, 2_000, 4_000]);
    expect(ran).toHaveLength(4);
    const [row] = await jobRows(database);
    expect(row).toMatchObject({
      attempts: 4,
      last_error: 'the far end said no',
      failed_at: new Date(FAKE_START + 7_000).toISOString(),
      lease_until: null,
    });
    expect(await runner.list({ failed: true, limit: 10 })).toEqual([
      expect.objectContaining({ kind: 'test.failing', attempts: 4 }),
    ]);
    expect(await runner.counts()).toEqual([
      { kind: 'test.failing', waiting: 0, running: 0, failed: 1 },
    ]);
    // Given up means given up: no later look runs it.
    time.now += 3600_000;
    await runner.runDue();
    expect(ran).toHaveLength(4);
  });

  it('gives up at once on a failure no attempt can change', async () => {
    const database = await freshDatabase();
    const runner = runnerOn(database);
    const { kind, ran } = recordedKind('test.refused', {
      work: () => Promise.reject(new GiveUp('no such mailbox')),
    });
    runner.register(kind);
    await runner.enqueue(database.db, kind.kind, [{ name: 'gone' }]);
    await runner.runDue();
    expect(ran).toEqual(['gone']);
    expect((await jobRows(database))[0]).toMatchObject({
      attempts: 1,
      last_error: 'no such mailbox',
    });
    expect((await jobRows(database))[0]?.failed_at).not.toBeNull();
  });

  it('runs each job once when two servers share the database', async () => {
    const database = await freshDatabase();
    const ranBy: { by: string; name: string }[] = [];
    const serverRunner = (by: string) => {
      const runner = runnerOn(database);
      runner.register<Payload>({
        ...recordedKind('test.shared').kind,
        run: async ({ name }) => {
          // Long enough for the other server to read the same due jobs meanwhile.
          await new Promise((resolve) => setTimeout(resolve, 3));
          ranBy.push({ by, name });
        },
      });
      return runner;
    };
    const one = serverRunner('one');
    const two = serverRunner('two');
    const names = Array.from({ length: 30 }, (_, i) => `job ${String(i).padStart(2, '0')}`);
    await one.enqueue(
      database.db,
      'test.shared',
      names.map((name) => ({ name })),
    );
    await Promise.all([one.runDue(), two.runDue(), one.runDue(), two.runDue()]);
    expect(ranBy.map((r) => r.name).sort()).toEqual(names);
    // Both took part: the claim, not one runner idling, kept them apart.
    expect(new Set(ranBy.map((r) => r.by))).toEqual(new Set(['one', 'two']));
  });

  it('leaves a job a crashed server held until its lease ends, then another runs it', async () => {
    const database = await freshDatabase();
    const time = new FakeTime();
    // The first server takes the job and dies mid-run: its run never ends.
    const crashed = runnerOn(database, time);
    crashed.register<Payload>({
      ...recordedKind('test.crash').kind,
      run: () => new Promise<void>(() => undefined),
    });
    const survivor = runnerOn(database, time);
    const { kind, ran } = recordedKind('test.crash');
    survivor.register(kind);
    await crashed.enqueue(database.db, kind.kind, [{ name: 'half done' }]);
    void crashed.runDue();
    await expect.poll(async () => (await jobRows(database))[0]?.attempts).toBe(1);
    forget(crashed);

    // Held for the kind's time limit (a minute) and a minute more.
    time.now += 60_000;
    await survivor.runDue();
    expect(ran).toEqual([]);
    time.now += 60_001;
    await survivor.runDue();
    expect(ran).toEqual(['half done']);
    expect(await jobRows(database)).toEqual([]);
  });

  it('runs a keyed job once for many asks, and once more for an ask made while it ran', async () => {
    const database = await freshDatabase();
    let release: () => void = () => undefined;
    const { kind, ran } = recordedKind('test.keyed', {
      work: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const runner = runnerOn(database);
    runner.register(kind);
    for (const name of ['first', 'second', 'third']) {
      await runner.enqueue(database.db, kind.kind, [{ name }], { key: 'scope a' });
    }
    expect(await jobRows(database)).toHaveLength(1);
    const run = runner.runDue();
    await expect.poll(() => ran.length).toBe(1);
    // The latest payload is the one run.
    expect(ran).toEqual(['third']);
    await runner.enqueue(database.db, kind.kind, [{ name: 'during' }], { key: 'scope a' });
    release();
    await expect.poll(() => ran.length).toBe(2);
    release();
    await run;
    expect(ran).toEqual(['third', 'during']);
    expect(await jobRows(database)).toEqual([]);
  });

  it('rests a keyed job asked for while it ran by its kind’s rule before running it again', async () => {
    const database = await freshDatabase();
    const time = new FakeTime();
    const { kind, ran } = recordedKind('test.rest', {
      restAfter: () => 90_000,
      work: () => runner.enqueue(database.db, 'test.rest', [{ name: 'meanwhile' }], { key: 'k' }),
    });
    const runner = runnerOn(database, time);
    runner.register(kind);
    await runner.enqueue(database.db, kind.kind, [{ name: 'first' }], { key: 'k' });
    await runner.runDue();
    expect(ran).toEqual(['first']);
    const [row] = await jobRows(database);
    expect(row).toMatchObject({ again: 0, lease_until: null, attempts: 0 });
    expect(row!.run_at).toBe(new Date(time.now + 90_000).toISOString());
    time.now += 90_000;
    await runner.runDue([kind.kind]);
    expect(ran).toEqual(['first', 'meanwhile']);
  });

  it('keeps a run past its time limit to itself until its lease ends, so it never runs twice at once', async () => {
    const database = await freshDatabase();
    const time = new FakeTime();
    let release: () => void = () => undefined;
    const { kind, ran } = recordedKind('test.slow', {
      timeoutMs: 1_000,
      work: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const runner = runnerOn(database, time);
    runner.register(kind);
    await runner.enqueue(database.db, kind.kind, [{ name: 'slow' }]);
    const running = runner.runDue();
    await expect.poll(() => ran.length).toBe(1);
    // The time limit passes with the run still going: a failure, retried when the lease ends.
    await time.advance(1_000, () => Promise.resolve());
    const leaseEnd = new Date(FAKE_START + 1_000 + 60_000).toISOString();
    await expect.poll(async () => (await jobRows(database))[0]?.run_at).toBe(leaseEnd);
    expect((await jobRows(database))[0]).toMatchObject({
      attempts: 1,
      last_error: 'The job did not finish within 1000 ms',
    });
    // Another server looking meanwhile does not start a second copy.
    const other = runnerOn(database, time);
    other.register(kind);
    time.now += 30_000;
    expect(await other.runDue()).toBe(0);
    release();
    await running;
    expect(ran).toEqual(['slow']);
  });

  it('runs a keyed job asked for during a run soon, even when the run asked for a later one', async () => {
    const database = await freshDatabase();
    const time = new FakeTime();
    const runner = runnerOn(database, time);
    runner.register<Payload>({
      ...recordedKind('test.later').kind,
      restAfter: () => 1_000,
      run: async () => {
        await runner.enqueue(database.db, 'test.later', [{ name: 'meanwhile' }], { key: 'k' });
        return { runAgainInMs: 15 * 60_000 };
      },
    });
    await runner.enqueue(database.db, 'test.later', [{ name: 'first' }], { key: 'k' });
    time.now += 5_000;
    await runner.runDue();
    const [row] = await jobRows(database);
    expect(row!.run_at).toBe(new Date(FAKE_START + 6_000).toISOString());
    // Its age starts afresh: a job that keeps running again is not 'stored a day ago'.
    expect(row!.created_at).toBe(new Date(FAKE_START + 5_000).toISOString());
  });

  it('runs no more of a kind at once than its concurrency, by itself once started', async () => {
    const database = await freshDatabase();
    let running = 0;
    let most = 0;
    const { kind, ran } = recordedKind('test.concurrency', {
      concurrency: 2,
      work: async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
      },
    });
    const runner = runnerOn(database, undefined, 20);
    runner.register(kind);
    await runner.enqueue(
      database.db,
      kind.kind,
      Array.from({ length: 12 }, (_, i) => ({ name: String(i) })),
    );
    await runner.start();
    await expect.poll(() => ran.length, { timeout: 5000 }).toBe(12);
    expect(most).toBe(2);
  });

  it('finishes a job its own background look claimed just before, before runDue resolves', async () => {
    // A test's mail flush once came back empty-handed: the runner's look had claimed the mail,
    // and not yet launched it, when runDue found nothing left to claim and nothing under way.
    const database = await freshDatabase();
    const finished: string[] = [];
    const { kind } = recordedKind('test.claimed-by-look', {
      work: async ({ name }) => {
        finished.push(name);
      },
    });
    // The look's claim is written at once; its answer comes back 100 ms late.
    const slowClaims = new SlowAnswers((node) => UpdateQueryNode.is(node));
    const runner = runnerOn(
      { ...database, db: database.db.withPlugin(slowClaims) },
      undefined,
      60_000,
    );
    runner.register(kind);
    await runner.start();
    await runner.idle();
    await runner.enqueue(database.db, kind.kind, [{ name: 'mail' }]);
    slowClaims.armed = true;
    runner.wake();
    await expect
      .poll(async () => {
        const job = await database.db.selectFrom('jobs').select('lease_until').executeTakeFirst();
        return job?.lease_until != null;
      })
      .toBe(true);
    slowClaims.armed = false;
    await runner.runDue([kind.kind]);
    expect(finished).toEqual(['mail']);
  });

  it('runs a recurring job again after its interval, never giving it up', async () => {
    const database = await freshDatabase();
    const time = new FakeTime();
    let fail = true;
    const { kind, ran } = recordedKind('test.sweep', {
      everyMs: 3600_000,
      work: () => (fail ? Promise.reject(new Error('disk busy')) : Promise.resolve()),
    });
    // An idle runner looks when the next job falls due (and only then, here).
    const runner = runnerOn(database, time, 10 * 3600_000);
    runner.register(kind);
    await runner.start();
    const settle = () => runner.idle();
    // Stored at start, due an interval later.
    await time.advance(3600_000, settle);
    expect(ran).toHaveLength(1);
    // A failure is tried again (after a second here), however often it fails.
    await time.advance(1_000, settle);
    expect(ran).toHaveLength(2);
    fail = false;
    await time.advance(2_000, settle);
    expect(ran).toHaveLength(3);
    const [row] = await jobRows(database);
    expect(row).toMatchObject({ failed_at: null, attempts: 0 });
    // It failed at 1 h and 1 h 1 s, ran at 1 h 3 s, and is due an hour after that.
    expect(row!.run_at).toBe(new Date(FAKE_START + 3_603_000 + 3600_000).toISOString());
  });
});
