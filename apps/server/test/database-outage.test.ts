import crypto from 'node:crypto';
import net from 'node:net';
import type { LiveEvent } from '@thoughtful/shared';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app';
import {
  discardOnReleaseIfLost,
  failConnectionLossAsUnavailable,
  openDatabase,
  type DatabaseHandle,
} from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { signToken } from '../src/modules/auth/tokens';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, simpleIdea, sleep } from './helpers/content-helpers';
import { testConfig, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Losing PostgreSQL while the servers run: a restart, a failover or an administrator
 * ending connections. A connection that dropped while a request held it used to emit an 'error'
 * nobody listened to, and the process exited; every other call answered 500 meanwhile.
 */

const UNAVAILABLE = 'The database is unavailable; please try again shortly.';
const HAS_POSTGRES = TEST_DIALECTS.includes('postgres');

/** TEST_DATABASE_URL with these parts changed: its own application_name, another port. */
function databaseUrl(changes: { applicationName?: string; port?: number }): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  if (changes.port !== undefined) url.port = String(changes.port);
  // Tests of many suites share the database: the name picks out this suite's connections alone.
  if (changes.applicationName) url.searchParams.set('application_name', changes.applicationName);
  return url.toString();
}

/** A schema of its own in the shared database, migrated; `drop` removes it. */
async function createSchema(): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const migrator = openDatabase(
    { kind: 'postgres', connectionString: process.env.TEST_DATABASE_URL! },
    { pgSchema: schema },
  );
  await migrateToLatest(migrator.db);
  await migrator.close();
  return {
    schema,
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}

/** Ends every connection that names itself `applicationName`, as pg_terminate_backend does. */
async function terminateConnections(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and application_name = $1`,
      [applicationName],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

/** The test helpers' context for a server whose database handle the test keeps itself. */
function contextOf(app: App, database: DatabaseHandle): TestContext {
  return {
    app,
    database: { ...database, drop: async () => undefined },
    config: app.config,
    close: async () => undefined,
  };
}

/** Asks until `ask` answers `status`, for at most `ms`; returns the last answer. */
async function eventually<Answer extends { statusCode: number }>(
  ask: () => Promise<Answer>,
  status: number,
  ms = 10_000,
): Promise<Answer> {
  const until = Date.now() + ms;
  for (;;) {
    const res = await ask();
    if (res.statusCode === status || Date.now() > until) return res;
    await sleep(100);
  }
}

/** A pool client as far as the two wrappers see it: its query answers `queryAnswer`. */
function fakeClient(queryAnswer: () => Promise<unknown>) {
  const released: unknown[] = [];
  const client = {
    query: () => queryAnswer(),
    release: vi.fn((error?: unknown) => released.push(error)),
  } as unknown as pg.PoolClient;
  failConnectionLossAsUnavailable(client);
  return { client: discardOnReleaseIfLost(client), released };
}

// PostgreSQL ends a backend by first failing its query (57P01), and pg sees the socket close only
// afterwards: released in between, the dead client went back to the pool and failed the next query
// (seen in CI under load). The order is timing, so it is shown here without a server.
describe('a client whose query lost its connection', () => {
  it('is released with an error, so the pool drops it instead of lending it again', async () => {
    const { client, released } = fakeClient(() =>
      Promise.reject(Object.assign(new Error('terminating connection'), { code: '57P01' })),
    );
    await expect(client.query('select 1')).rejects.toMatchObject({ statusCode: 503 });
    client.release();
    expect(released).toHaveLength(1);
    expect(released[0]).toBeInstanceOf(Error);
  });

  it('is released as it was after a wrong query or a good one', async () => {
    const wrong = fakeClient(() =>
      Promise.reject(Object.assign(new Error('no such table'), { code: '42P01' })),
    );
    await expect(wrong.client.query('select')).rejects.toMatchObject({ code: '42P01' });
    wrong.client.release();
    const good = fakeClient(() => Promise.resolve({ rows: [] }));
    await good.client.query('select 1');
    good.client.release();
    expect([...wrong.released, ...good.released]).toEqual([undefined, undefined]);
  });
});

describe.runIf(HAS_POSTGRES)('a PostgreSQL connection ended while it is in use', () => {
  const applicationName = `outage_${crypto.randomBytes(4).toString('hex')}`;
  let schema: Awaited<ReturnType<typeof createSchema>>;
  let database: DatabaseHandle;
  beforeAll(async () => {
    schema = await createSchema();
    database = openDatabase(
      { kind: 'postgres', connectionString: databaseUrl({ applicationName }), poolSize: 2 },
      { pgSchema: schema.schema },
    );
  });
  afterAll(async () => {
    await database.close();
    await schema.drop();
  });

  it('fails the query running on it with a 503 error; the next query answers', async () => {
    // Its failure is taken at once: it comes while the test is still ending the connection.
    const failure = sql`select pg_sleep(5)`.execute(database.db).then(
      () => null,
      (error: unknown) => error,
    );
    await sleep(200);
    expect(await terminateConnections(applicationName)).toBeGreaterThan(0);
    expect(await failure).toMatchObject({ statusCode: 503, messages: [UNAVAILABLE] });
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('leaves every other failure as it was (a wrong query is no outage)', async () => {
    await expect(sql`select * from no_such_table`.execute(database.db)).rejects.toMatchObject({
      code: '42P01',
    });
  });

  it('fails a transaction that holds it between queries; the next one commits', async () => {
    const transaction = database.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      // The connection is checked out and idle here when it is ended.
      expect(await terminateConnections(applicationName)).toBeGreaterThan(0);
      await sleep(200);
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toMatchObject({ statusCode: 503 });
    await database.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
    });
  });
});

describe.runIf(HAS_POSTGRES)('two servers whose connections are ended under load', () => {
  const applicationName = `outage_${crypto.randomBytes(4).toString('hex')}`;
  const channel = `test_${crypto.randomBytes(4).toString('hex')}`;
  let schema: Awaited<ReturnType<typeof createSchema>>;
  const databases: DatabaseHandle[] = [];
  const servers: App[] = [];
  beforeAll(async () => {
    schema = await createSchema();
    const config = testConfig({ RATE_LIMIT_SCALE: '100000' });
    // Each server has a pool of its own, as two processes would.
    for (let i = 0; i < 2; i++) {
      const database = openDatabase(
        { kind: 'postgres', connectionString: databaseUrl({ applicationName }), poolSize: 4 },
        { pgSchema: schema.schema },
      );
      databases.push(database);
      servers.push(
        await buildApp(config, {
          database,
          logger: false,
          eventChannel: channel,
          rateLimitKeyPrefix: channel,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const database of databases) await database.close();
    await schema.drop();
  });

  it('keeps both serving, answers 503 (never 500) meanwhile, and loses no acknowledged write', async () => {
    const [one, two] = [
      contextOf(servers[0]!, databases[0]!),
      contextOf(servers[1]!, databases[1]!),
    ];
    await createUser(one, 'writer@example.org', { student: false });
    const token = await loginToken(one, 'writer@example.org');

    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let loading = true;
    const worker = async (ctx: TestContext, n: number) => {
      for (let i = 0; loading; i++) {
        const write = i % 2 === 0;
        const res = write
          ? await api(ctx, 'POST', '/api/ideas', token, simpleIdea({ myContent: `w${n}-${i}` }))
          : await api(ctx, 'GET', '/api/ideas', token);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (write && res.statusCode === 201) acknowledged.push(res.json<{ _id: string }>()._id);
        if (res.statusCode === 503) {
          expect(res.json()).toEqual({
            errors: [{ msg: UNAVAILABLE, code: 'HTTP_MESSAGES.DATABASE_UNAVAILABLE' }],
          });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
    };
    const workers = [one, two].flatMap((ctx) => [1, 2, 3, 4].map((n) => worker(ctx, n)));

    let ended = 0;
    for (let round = 0; round < 4; round++) {
      await sleep(300);
      ended += await terminateConnections(applicationName);
    }
    await sleep(300);
    loading = false;
    await Promise.all(workers);

    expect(ended).toBeGreaterThan(0);
    // Every answer was a success or 'the database is unavailable'.
    expect([...statuses.keys()].filter((status) => status !== 503 && status >= 300)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);

    // Both serve again by themselves, reads and writes.
    for (const ctx of [one, two]) {
      const health = await eventually(() => api(ctx, 'GET', '/api/health'), 200);
      expect(health.statusCode, health.body).toBe(200);
      const res = await api(ctx, 'POST', '/api/ideas', token, simpleIdea({ myContent: 'after' }));
      expect(res.statusCode, res.body).toBe(201);
      acknowledged.push(res.json<{ _id: string }>()._id);
    }

    // Every write that answered 201 is in the database.
    const stored = await databases[0]!.db
      .selectFrom('ideas')
      .select('id')
      .where('id', 'in', acknowledged)
      .execute();
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());

    // The live events' own LISTEN connection was ended too: it listens again.
    const received: LiveEvent[] = [];
    const stop = servers[1]!.liveEvents.subscribe((events) => received.push(...events));
    try {
      const until = Date.now() + 10_000;
      let idea = '';
      while (!received.some((event) => event.id === idea) && Date.now() < until) {
        const res = await api(one, 'POST', '/api/ideas', token, simpleIdea({ myContent: 'live' }));
        expect(res.statusCode, res.body).toBe(201);
        idea = res.json<{ _id: string }>()._id;
        await sleep(500);
      }
      expect(received.some((event) => event.type === 'idea' && event.id === idea)).toBe(true);
    } finally {
      stop();
    }
  });
});

/**
 * A TCP hop in front of PostgreSQL that a test takes down (its connections cut, new ones refused,
 * as while PostgreSQL restarts) and brings back on the same port.
 */
async function databaseProxy() {
  const target = new URL(process.env.TEST_DATABASE_URL!);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const down = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return { port, down, up: () => listen(port), close: () => (server.listening ? down() : null) };
}

describe.runIf(HAS_POSTGRES)('a server whose PostgreSQL goes away and comes back', () => {
  let schema: Awaited<ReturnType<typeof createSchema>>;
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  let database: DatabaseHandle;
  let server: App;
  beforeAll(async () => {
    schema = await createSchema();
    proxy = await databaseProxy();
    database = openDatabase(
      { kind: 'postgres', connectionString: databaseUrl({ port: proxy.port }), poolSize: 4 },
      { pgSchema: schema.schema },
    );
    server = await buildApp(testConfig({ RATE_LIMIT_SCALE: '100000' }), {
      database,
      logger: false,
      eventChannel: `test_${crypto.randomBytes(4).toString('hex')}`,
    });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    await proxy.close();
    await schema.drop();
  });

  it('answers 503 while it is gone and serves again by itself when it is back', async () => {
    const ctx = contextOf(server, database);
    await createUser(ctx, 'reader@example.org', { student: false });
    const token = await loginToken(ctx, 'reader@example.org');
    expect((await api(ctx, 'GET', '/api/ideas', token)).statusCode).toBe(200);

    await proxy.down();
    for (const [method, url, payload] of [
      ['GET', '/api/auth', undefined],
      ['GET', '/api/ideas', undefined],
      ['POST', '/api/ideas', simpleIdea()],
    ] as const) {
      const res = await api(ctx, method, url, token, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(503);
      expect(res.json()).toEqual({
        errors: [{ msg: UNAVAILABLE, code: 'HTTP_MESSAGES.DATABASE_UNAVAILABLE' }],
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const health = await api(ctx, 'GET', '/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      errors: [{ msg: UNAVAILABLE, code: 'HTTP_MESSAGES.DATABASE_UNAVAILABLE' }],
      status: 'down',
      database: 'postgres',
      redis: 'off',
    });
    expect(Number(health.headers['retry-after'])).toBeGreaterThan(0);

    await proxy.up();
    const back = await eventually(() => api(ctx, 'GET', '/api/health'), 200);
    expect(back.json()).toEqual({ status: 'ok', database: 'postgres', redis: 'off' });
    expect((await api(ctx, 'GET', '/api/ideas', token)).statusCode).toBe(200);
    expect((await api(ctx, 'POST', '/api/ideas', token, simpleIdea())).statusCode).toBe(201);
  });
});

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Needs no PostgreSQL server: it runs on every machine.
describe('a server whose PostgreSQL refuses connections', () => {
  let server: App;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = openDatabase({
      kind: 'postgres',
      connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/thoughtful`,
    });
    server = await buildApp(testConfig(), { database, logger: false });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('answers 503 with the errors body and Retry-After, not 500', async () => {
    const token = signToken('someone', server.config.jwtSecret!);
    for (const [method, url, headers, payload] of [
      ['GET', '/api/auth', { 'x-auth-token': token }, undefined],
      ['GET', '/api/ideas', { 'x-auth-token': token }, undefined],
      ['POST', '/api/auth', {}, { email: 'a@example.org', password: 'secret123' }],
    ] as const) {
      const res = await server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(503);
      expect(res.json()).toEqual({
        errors: [{ msg: UNAVAILABLE, code: 'HTTP_MESSAGES.DATABASE_UNAVAILABLE' }],
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('says in /api/health that the database is down', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      errors: [{ msg: UNAVAILABLE, code: 'HTTP_MESSAGES.DATABASE_UNAVAILABLE' }],
      status: 'down',
      database: 'postgres',
      redis: 'off',
    });
  });
});
