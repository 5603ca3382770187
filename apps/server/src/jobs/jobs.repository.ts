import { sql, type Selectable } from 'kysely';
import type { Db, JobsTable } from '../db/schema';
import { newId } from '../lib/ids';

export type JobRow = Selectable<JobsTable>;

/** Rows a statement inserts at most: a class's paste of invitations stays under both limits. */
const INSERT_CHUNK = 500;

/** A job to store: its kind, what it works on, and when and how urgently it runs. */
export interface NewJob {
  kind: string;
  payload: string;
  priority: number;
  runAt: string;
  /** One job per (kind, key): asked for again, it is not stored twice. */
  key?: string;
}

/** The smaller of two ISO times, in SQL both databases read (PostgreSQL has no two-argument min). */
function earlier(a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) {
  return sql<string>`case when ${a} < ${b} then ${a} else ${b} end`;
}

/**
 * Stores jobs within `db`, the caller's transaction when there is one: a rollback stores none.
 * A keyed job already waiting keeps the earlier due time and takes the new payload; one running
 * now is marked to run once more after (`again`), so what changed during its run is not missed;
 * one given up waits again, its attempts counted afresh.
 */
export async function insertJobs(db: Db, jobs: readonly NewJob[], now: string): Promise<void> {
  const keyless = jobs.filter((job) => job.key === undefined);
  for (let start = 0; start < keyless.length; start += INSERT_CHUNK) {
    await db
      .insertInto('jobs')
      .values(
        keyless.slice(start, start + INSERT_CHUNK).map((job) => ({
          id: newId(Date.parse(now)),
          kind: job.kind,
          job_key: null,
          payload: job.payload,
          priority: job.priority,
          run_at: job.runAt,
          created_at: now,
        })),
      )
      .execute();
  }
  // Keyed ones one at a time, in key order (a caller asking for several keys in one write
  // should ask for them sorted, or in one call, so two writes lock them in one order).
  const keyed = jobs
    .filter((job) => job.key !== undefined)
    .sort((a, b) => (a.kind + a.key!).localeCompare(b.kind + b.key!));
  for (const job of keyed) {
    const running = sql<boolean>`(jobs.lease_until is not null and jobs.lease_until > ${now})`;
    await db
      .insertInto('jobs')
      .values({
        id: newId(Date.parse(now)),
        kind: job.kind,
        job_key: job.key!,
        payload: job.payload,
        priority: job.priority,
        run_at: job.runAt,
        created_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['kind', 'job_key']).doUpdateSet({
          payload: sql`excluded.payload`,
          again: sql`case when ${running} then 1 else jobs.again end`,
          run_at: sql`case when ${running} then jobs.run_at when jobs.failed_at is not null then excluded.run_at else ${earlier(sql`jobs.run_at`, sql`excluded.run_at`)} end`,
          attempts: sql`case when jobs.failed_at is not null then 0 else jobs.attempts end`,
          created_at: sql`case when jobs.failed_at is not null then excluded.created_at else jobs.created_at end`,
          failed_at: sql`null`,
        }),
      )
      .execute();
  }
}

/** The ids of jobs of these kinds due at `now` and held by no live lease, in the order taken. */
export function dueJobs(
  db: Db,
  kinds: readonly string[],
  now: string,
  limit: number,
): Promise<{ id: string; kind: string }[]> {
  if (kinds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('jobs')
    .select(['id', 'kind'])
    .where('failed_at', 'is', null)
    .where('run_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .where('kind', 'in', kinds)
    .orderBy('priority')
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a due job until `leaseUntil`, counting the attempt; undefined when another runner took
 * it first. The conditions stand again in the update, so of two runners that read the row one
 * takes it (PostgreSQL re-reads a row a concurrent update changed; SQLite writes one at a time).
 */
export function claimJob(
  db: Db,
  id: string,
  now: string,
  leaseUntil: string,
): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1), again: 0 }))
    .where('id', '=', id)
    .where('failed_at', 'is', null)
    .where('run_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}

/** The job was done by the runner holding `lease`: it goes (a later run of a keyed one is kept). */
export async function finishJob(db: Db, job: JobRow, againAt: string, now: string): Promise<void> {
  const gone = await db
    .deleteFrom('jobs')
    .where('id', '=', job.id)
    .where('lease_until', '=', job.lease_until)
    .where('again', '=', 0)
    .executeTakeFirst();
  if (gone.numDeletedRows > 0n) return;
  // Asked for again while it ran: it runs once more.
  await rescheduleJob(db, job, againAt, againAt, now);
}

/**
 * The job runs again at `runAt` (a recurring job, one that asked to, or one asked for again while
 * it ran), or at `againAt` when that is sooner and it was asked for again while it ran. Its age
 * starts afresh: a job that keeps running again is never 'stored a day ago'.
 */
export async function rescheduleJob(
  db: Db,
  job: JobRow,
  runAt: string,
  againAt: string,
  now: string,
): Promise<void> {
  const sooner = againAt < runAt ? againAt : runAt;
  await db
    .updateTable('jobs')
    .set({
      lease_until: null,
      run_at: sql<string>`case when again = 1 then cast(${sooner} as text) else cast(${runAt} as text) end`,
      attempts: 0,
      again: 0,
      last_error: null,
      created_at: now,
    })
    .where('id', '=', job.id)
    .where('lease_until', '=', job.lease_until)
    .execute();
}

/** A failed attempt: its error, and when to try again. */
export async function retryJob(db: Db, job: JobRow, error: string, runAt: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ lease_until: null, run_at: runAt, last_error: error })
    .where('id', '=', job.id)
    .where('lease_until', '=', job.lease_until)
    .execute();
}

/** No more attempts: the job stays, listed as failed with its error, until swept. */
export async function giveUpJob(
  db: Db,
  job: JobRow,
  error: string,
  now: string,
  payload: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ lease_until: null, failed_at: now, last_error: error, payload })
    .where('id', '=', job.id)
    .where('lease_until', '=', job.lease_until)
    .execute();
}

/** When the next job of these kinds falls due (a held one: when its lease ends); null: none. */
export async function nextDueAt(db: Db, kinds: readonly string[]): Promise<string | null> {
  if (kinds.length === 0) return null;
  const row = await db
    .selectFrom('jobs')
    .select((eb) =>
      eb.fn
        .min(
          sql<string>`case when lease_until is not null and lease_until > run_at then lease_until else run_at end`,
        )
        .as('next'),
    )
    .where('failed_at', 'is', null)
    .where('kind', 'in', kinds)
    .executeTakeFirst();
  return row?.next ?? null;
}

/** Failed jobs given up before `before` are forgotten. */
export async function deleteFailedBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('failed_at', 'is not', null)
    .where('failed_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Makes sure a recurring job exists; one there already keeps its due time. */
export async function ensureRecurringJob(db: Db, job: NewJob & { key: string }, now: string) {
  await db
    .insertInto('jobs')
    .values({
      id: newId(Date.parse(now)),
      kind: job.kind,
      job_key: job.key,
      payload: job.payload,
      priority: job.priority,
      run_at: job.runAt,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['kind', 'job_key']).doNothing())
    .execute();
}

export type ListedJob = Pick<
  JobRow,
  | 'kind'
  | 'job_key'
  | 'payload'
  | 'priority'
  | 'run_at'
  | 'attempts'
  | 'lease_until'
  | 'failed_at'
  | 'last_error'
  | 'created_at'
>;

/** Jobs waiting or held (`failed`: given up), oldest first; of some kinds only when given. */
export function listJobs(
  db: Db,
  options: { failed: boolean; kinds?: readonly string[]; limit: number },
): Promise<ListedJob[]> {
  let query = db
    .selectFrom('jobs')
    .select([
      'kind',
      'job_key',
      'payload',
      'priority',
      'run_at',
      'attempts',
      'lease_until',
      'failed_at',
      'last_error',
      'created_at',
    ])
    .where('failed_at', options.failed ? 'is not' : 'is', null);
  if (options.kinds) query = query.where('kind', 'in', options.kinds);
  return query.orderBy('created_at').orderBy('id').limit(options.limit).execute();
}

export interface JobCounts {
  kind: string;
  waiting: number;
  running: number;
  failed: number;
}

/** How many jobs of each kind wait, run and have failed (the CLI and /metrics). */
export async function countJobs(db: Db, now: string): Promise<JobCounts[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'kind',
      eb.fn
        .countAll<number>()
        .filterWhere((w) =>
          w.and([
            w('failed_at', 'is', null),
            w.or([w('lease_until', 'is', null), w('lease_until', '<=', now)]),
          ]),
        )
        .as('waiting'),
      eb.fn
        .countAll<number>()
        .filterWhere((w) => w.and([w('failed_at', 'is', null), w('lease_until', '>', now)]))
        .as('running'),
      eb.fn.countAll<number>().filterWhere('failed_at', 'is not', null).as('failed'),
    ])
    .groupBy('kind')
    .orderBy('kind')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    waiting: Number(row.waiting),
    running: Number(row.running),
    failed: Number(row.failed),
  }));
}
