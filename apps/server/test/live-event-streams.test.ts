import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import {
  STREAM_LIMIT_MESSAGES,
  STREAMS_PER_ADDRESS,
  STREAMS_PER_MEMBER,
} from '../src/modules/events/open-streams';
import { createUser, loginToken } from './helpers/auth-helpers';
import {
  createTestDatabase,
  testConfig,
  TEST_DIALECTS,
  type TestContext,
  type TestDatabase,
} from './helpers/test-app';

/** A `GET /api/events` answer: a stream (once its first line came) or a refusal (its body). */
interface Opened {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  close: () => void;
}

function openStream(port: number, token: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/api/events', headers: { 'x-auth-token': token } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        const answer = () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            close: () => req.destroy(),
          });
        res.on('data', (chunk: string) => {
          body += chunk;
          // A stream is open on the server once its first line has arrived.
          if (res.statusCode === 200) answer();
        });
        res.on('end', answer);
        res.on('error', () => undefined);
      },
    );
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the server holds for streams: all 0 once every stream has closed. */
function held(app: App) {
  return { ...app.liveStreams.counts, listeners: app.liveEvents.subscribers };
}
const NOTHING_HELD = { streams: 0, members: 0, addresses: 0, listeners: 0 };

/** Waits until the server has seen every stream close (its 'close' comes a moment later). */
async function nothingHeldBy(app: App) {
  for (let i = 0; i < 100 && JSON.stringify(held(app)) !== JSON.stringify(NOTHING_HELD); i++) {
    await sleep(20);
  }
  return held(app);
}

/** A server of its own on `database`, listening; its `close` leaves the database open. */
async function serverOn(
  database: TestDatabase,
  env: Record<string, string> = {},
  beforeListen: (app: App) => void = () => undefined,
): Promise<TestContext & { port: number }> {
  const config = testConfig(env);
  const app = await buildApp(config, { database, logger: false });
  beforeListen(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    config,
    port: (app.server.address() as AddressInfo).port,
    close: () => app.close(),
  };
}

async function members(ctx: TestContext, count: number, prefix: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    await createUser(ctx, `${prefix}${i}@example.org`);
    tokens.push(await loginToken(ctx, `${prefix}${i}@example.org`));
  }
  return tokens;
}

/**
 * One student's token held 8,000 live-event streams until the server ran out of file
 * descriptors, and streams whose client left early were never let go. A member and an address
 * now hold only so many (docs/decisions/2026-11-28-security-second-review.md 'How many live
 * streams'), and a closed stream leaves nothing behind.
 */
describe.each(TEST_DIALECTS)('live-event streams on %s', (dialect) => {
  // One database for the suite's servers (two PostgreSQL test schemas at once confuse Kysely's
  // migrator, which finds the other schema's migration tables).
  let database: TestDatabase;
  let ctx: TestContext & { port: number };
  let student = '';
  let other = '';
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    ctx = await serverOn(database);
    const tokens = await members(ctx, 2, 'student');
    student = tokens[0]!;
    other = tokens[1]!;
  });
  afterAll(async () => {
    await ctx.close();
    await database.drop();
  });

  it(`lets a member hold ${STREAMS_PER_MEMBER} streams and refuses the next with 429`, async () => {
    const streams = await Promise.all(
      Array.from({ length: STREAMS_PER_MEMBER }, () => openStream(ctx.port, student)),
    );
    expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));

    const refused = await openStream(ctx.port, student);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(JSON.parse(refused.body)).toEqual({
      errors: [{ msg: STREAM_LIMIT_MESSAGES.MEMBER, code: 'STREAM_LIMIT_MESSAGES.MEMBER' }],
    });

    // Another member is not refused for it.
    const others = await openStream(ctx.port, other);
    expect(others.status).toBe(200);

    // A closed stream gives its place back.
    streams.pop()!.close();
    others.close();
    for (let i = 0; i < 50 && ctx.app.liveStreams.counts.streams > STREAMS_PER_MEMBER - 1; i++) {
      await sleep(20);
    }
    const again = await openStream(ctx.port, student);
    expect(again.status).toBe(200);

    for (const stream of [...streams, again]) stream.close();
    expect(await nothingHeldBy(ctx.app)).toEqual(NOTHING_HELD);
  });

  it('keeps nothing of 200 streams opened and closed', async () => {
    for (let round = 0; round < 20; round++) {
      const streams = await Promise.all(
        Array.from({ length: STREAMS_PER_MEMBER }, (_, i) =>
          openStream(ctx.port, i % 2 === 0 ? student : other),
        ),
      );
      expect(streams.every((s) => s.status === 200)).toBe(true);
      for (const stream of streams) stream.close();
      expect(await nothingHeldBy(ctx.app)).toEqual(NOTHING_HELD);
    }
  });

  it('keeps nothing of a stream whose client left while it was being signed in', async () => {
    // Signing in reads the database; under load that takes a while, and a client may leave.
    const slow = await serverOn(database, {}, (app) => {
      app.addHook('preHandler', async (request) => {
        if (request.url === '/api/events') await sleep(100);
      });
    });
    try {
      const [token] = await members(slow, 1, 'leaver');
      const aborted = Array.from(
        { length: 20 },
        () =>
          new Promise<void>((resolve) => {
            const req = http.get({
              host: '127.0.0.1',
              port: slow.port,
              path: '/api/events',
              headers: { 'x-auth-token': token! },
            });
            req.on('error', () => resolve());
            req.on('finish', () => setTimeout(() => req.destroy(), 20));
          }),
      );
      await Promise.all(aborted);
      await sleep(300); // every request has passed the slow sign-in
      expect(await nothingHeldBy(slow.app)).toEqual(NOTHING_HELD);
      // Nor did those streams keep the member's places.
      const stream = await openStream(slow.port, token!);
      expect(stream.status).toBe(200);
      stream.close();
    } finally {
      await slow.close();
    }
  });

  it('refuses an address past its cap, whoever signs in', async () => {
    // RATE_LIMIT_SCALE scales the caps like every limit: 1 stream a member, 10 an address.
    const scale = 0.01;
    const perAddress = Math.round(STREAMS_PER_ADDRESS * scale);
    const small = await serverOn(database, { RATE_LIMIT_SCALE: String(scale) });
    try {
      const tokens = await members(small, perAddress + 1, 'pupil');
      const first = await openStream(small.port, tokens[0]!);
      expect(first.status).toBe(200);
      // The member cap is 1 here.
      expect((await openStream(small.port, tokens[0]!)).status).toBe(429);

      const streams = [first];
      for (const token of tokens.slice(1, perAddress)) {
        streams.push(await openStream(small.port, token));
      }
      expect(streams.every((s) => s.status === 200)).toBe(true);
      const refused = await openStream(small.port, tokens[perAddress]!);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({
        errors: [{ msg: STREAM_LIMIT_MESSAGES.ADDRESS, code: 'STREAM_LIMIT_MESSAGES.ADDRESS' }],
      });
      for (const stream of streams) stream.close();
      expect(await nothingHeldBy(small.app)).toEqual(NOTHING_HELD);
    } finally {
      await small.close();
    }
  });
});
