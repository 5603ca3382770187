import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LIVE_EVENT_NAME,
  parseLiveEvents,
  type ActivityDto,
  type LiveEvent,
} from '@thoughtful/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { createActivity, goLive } from './helpers/activity-helpers';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import {
  createTestDatabase,
  testConfig,
  TEST_DIALECTS,
  type TestContext,
  type TestDatabase,
} from './helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
const HAS_REDIS = process.env.CI === 'true' || (await redisAnswers());

/** An open `GET /api/events` stream: the events received so far, and a way to wait for one. */
interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  messages: LiveEvent[][];
  raw: string;
  waitFor: (match: (event: LiveEvent) => boolean, ms?: number) => Promise<LiveEvent>;
  close: () => void;
}

async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

function openStream(port: number, token: string | null): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        headers: token === null ? {} : { 'x-auth-token': token },
      },
      (res) => {
        const stream: Stream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          messages: [],
          raw: '',
          waitFor: (match, ms = 2_000) =>
            new Promise((found, fail) => {
              const check = () => stream.messages.flat().find(match);
              const early = check();
              if (early) return found(early);
              const timer = setTimeout(() => {
                res.off('data', onData);
                fail(new Error(`no such event within ${ms} ms; got ${stream.raw}`));
              }, ms);
              const onData = () => {
                const event = check();
                if (event) {
                  clearTimeout(timer);
                  res.off('data', onData);
                  found(event);
                }
              };
              res.on('data', onData);
            }),
          close: () => req.destroy(),
        };
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          stream.raw += chunk;
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            if (lines[0] === `event: ${LIVE_EVENT_NAME}`) {
              const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? '';
              stream.messages.push(parseLiveEvents(data));
            }
            end = buffer.indexOf('\n\n');
          }
        });
        res.on('error', () => undefined);
        resolve(stream);
      },
    );
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Live updates (DESIGN.md §9): `GET /api/events` streams what changed, as ids, to
 * signed-in members; a burst is coalesced; events cross servers through PostgreSQL or Redis.
 */
describe.each(TEST_DIALECTS)('live events on %s', (dialect) => {
  let ctx: TestContext;
  let port = 0;
  let token = '';
  let teacherId = '';
  const members: string[] = [];
  beforeAll(async () => {
    const database = await createTestDatabase(dialect);
    const config = testConfig({ RATE_LIMIT_SCALE: '100' });
    const app = await buildApp(config, {
      database,
      logger: false,
      eventChannel: `test_${crypto.randomBytes(4).toString('hex')}`,
    });
    ctx = {
      app,
      database,
      config,
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
    port = await listen(app);
    teacherId = await createUser(ctx, 'teacher@example.org', { student: false });
    token = await loginToken(ctx, 'teacher@example.org');
    for (let i = 0; i < 30; i++) {
      await createUser(ctx, `member${i}@example.org`, { student: false });
      members.push(await loginToken(ctx, `member${i}@example.org`));
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses a stream without a signed-in member', async () => {
    const stream = await openStream(port, null);
    expect(stream.status).toBe(401);
    stream.close();
  });

  it('names a new inTell and an interpretation of it, with ids only', async () => {
    const stream = await openStream(port, token);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    const idea = await createIdea(
      ctx,
      token,
      simpleIdea({ myContent: 'Buses should run at night' }),
    );
    await stream.waitFor((e) => e.type === 'idea' && e.id === idea._id);
    const scale = await api(ctx, 'POST', `/api/ideas/scale/${idea._id}`, members[0], {
      myEmotion: 0.2,
      authorIntent: 0.6,
      sound: 0.5,
    });
    expect(scale.statusCode, scale.body).toBe(200);
    await sleep(400);
    // Only what changed and its id: never the content or who wrote it.
    expect(stream.raw).not.toContain('Buses should run at night');
    for (const event of stream.messages.flat())
      expect(Object.keys(event).sort()).toEqual(['id', 'type']);
    stream.close();
  });

  it('coalesces a burst: 30 interpretations in a second make a handful of events', async () => {
    const idea = await createIdea(ctx, token, simpleIdea({ myContent: 'Homework is useful' }));
    const stream = await openStream(port, token);
    await sleep(300); // the inTell's own event has gone by
    const before = stream.messages.length;
    await Promise.all(
      members.map((member, i) =>
        api(ctx, 'POST', `/api/ideas/scale/${idea._id}`, member, {
          myEmotion: (i % 10) / 10,
          authorIntent: 0.5,
          sound: 0.5,
        }).then((res) => expect(res.statusCode, res.body).toBe(200)),
      ),
    );
    await sleep(600);
    const about = stream.messages
      .slice(before)
      .filter((message) => message.some((e) => e.type === 'idea' && e.id === idea._id));
    expect(about.length).toBeGreaterThanOrEqual(1);
    expect(about.length).toBeLessThanOrEqual(8);
    // Each message names the inTell once.
    for (const message of about) {
      expect(message.filter((e) => e.id === idea._id)).toHaveLength(1);
    }
    stream.close();
  });

  it('names an activity a teacher puts live, for the students’ To Do list', async () => {
    const stream = await openStream(port, members[1]!);
    const topic = await createIdea(
      ctx,
      token,
      simpleIdea({ myContent: 'Phones belong in lockers' }),
    );
    const activity: ActivityDto = await createActivity(ctx, token, {
      selection: 101,
      communityTopic: topic._id,
    });
    await goLive(ctx, token, activity._id);
    await stream.waitFor((e) => e.type === 'activity' && e.id === activity._id);
    stream.close();
  });

  it('sends a notification’s event to the streams of the member it names only', async () => {
    const mine = await openStream(port, token);
    const another = await openStream(port, members[1]!);
    await sleep(100);
    ctx.app.liveEvents.publish('notification', teacherId);
    ctx.app.liveEvents.publish('idea', 'an-idea');
    await mine.waitFor((e) => e.type === 'notification' && e.id === teacherId);
    await another.waitFor((e) => e.type === 'idea' && e.id === 'an-idea');
    expect(another.messages.flat().some((e) => e.type === 'notification')).toBe(false);
    expect(another.raw).not.toContain(teacherId);
    mine.close();
    another.close();
  });

  it('ends its streams when the server closes', async () => {
    const app = await buildApp(ctx.config, { database: ctx.database, logger: false });
    const stream = await openStream(await listen(app), token);
    expect(stream.status).toBe(200);
    const closed = Promise.race([
      app.close().then(() => 'closed'),
      sleep(5_000).then(() => 'hung'),
    ]);
    expect(await closed).toBe('closed');
  });
});

/**
 * Several servers on one PostgreSQL database (DESIGN.md §9): a member signed in on one is signed
 * in on the other, and a change made through one reaches a stream opened on the other within a
 * second, through PostgreSQL LISTEN/NOTIFY and through Redis pub/sub.
 */
describe.runIf(TEST_DIALECTS.includes('postgres'))('two servers on one PostgreSQL database', () => {
  let database: TestDatabase;
  const apps: App[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  async function twoServers(env: Record<string, string>) {
    const channel = `test_${crypto.randomBytes(4).toString('hex')}`;
    const config = testConfig(env);
    const options = { database, logger: false, eventChannel: channel, rateLimitKeyPrefix: channel };
    const one = await buildApp(config, options);
    const two = await buildApp(config, options);
    apps.push(one, two);
    return { one, two, config, portTwo: await listen(two) };
  }

  it.each([
    ['PostgreSQL LISTEN/NOTIFY', {}],
    ...(HAS_REDIS ? [['Redis pub/sub', { REDIS_URL }] as const] : []),
  ] as [string, Record<string, string>][])('through %s', async (_name, env) => {
    const { one, two, config, portTwo } = await twoServers(env);
    const email = `member-${crypto.randomBytes(3).toString('hex')}@example.org`;
    const first = { app: one, database, config, close: async () => {} };
    await createUser(first, email, { student: false });
    const token = await loginToken(first, email);
    // Signed in through one, signed in on the other.
    const me = await two.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { 'x-auth-token': token },
    });
    expect(me.statusCode, me.body).toBe(200);

    const stream = await openStream(portTwo, token);
    expect(stream.status).toBe(200);
    await sleep(200); // the other server's listener is connected
    const idea = await createIdea(
      first,
      token,
      simpleIdea({ myContent: 'Trees cool the streets' }),
    );
    const began = Date.now();
    const res = await api(first, 'POST', `/api/ideas/scale/${idea._id}`, token, {
      myEmotion: 0.4,
      authorIntent: 0.8,
      sound: 0.7,
    });
    expect(res.statusCode, res.body).toBe(200);
    await stream.waitFor((e) => e.type === 'idea' && e.id === idea._id, 1_000);
    expect(Date.now() - began).toBeLessThan(1_000);
    stream.close();
  });
});
