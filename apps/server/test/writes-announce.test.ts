import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LIVE_EVENT_NAME,
  linkAgentAgentBody,
  linkIdeaAgentBody,
  linkIdeaIdeaBody,
  parseLiveEvents,
  type ActivityDto,
  type IdeaDto,
  type LiveEvent,
  type LinkIdeaIdeaDto,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { commandServices } from '../src/cli/command-services';
import { createActivity, goLive, updateActivity } from './helpers/activity-helpers';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, createAgent, createIdea, simpleIdea, sleep } from './helpers/content-helpers';
import {
  createTestDatabase,
  testConfig,
  TEST_DIALECTS,
  type TestContext,
  type TestDatabase,
} from './helpers/test-app';

/**
 * Writes announce what they changed (DESIGN.md §11): each service records its changes in its
 * transaction, and once it commits the kept versions and live events follow from them, whichever
 * server or command made the write. Nothing is announced for a write refused or rolled back.
 */

/** The live events a stream opened on `port` has received, with a way to wait for one. */
async function openStream(port: number, token: string) {
  const events: LiveEvent[] = [];
  const request = http.get({
    host: '127.0.0.1',
    port,
    path: '/api/events',
    headers: { 'x-auth-token': token },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  expect(response.statusCode).toBe(200);
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      if (lines[0] === `event: ${LIVE_EVENT_NAME}`) {
        events.push(...parseLiveEvents(lines.find((l) => l.startsWith('data: '))!.slice(6)));
      }
    }
  });
  response.on('error', () => undefined);
  return {
    events,
    /** Waits until every one of these events has come. */
    async received(...wanted: LiveEvent[]) {
      await expect
        .poll(
          () =>
            wanted.filter((w) => !events.some((e) => e.type === w.type && e.id === w.id)).length,
          { timeout: 3_000, interval: 50 },
        )
        .toBe(0);
    },
    close: () => request.destroy(),
  };
}

async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

const idea = (id: string): LiveEvent => ({ type: 'idea', id });
const agent = (id: string): LiveEvent => ({ type: 'agent', id });
const link = (id: string): LiveEvent => ({ type: 'link', id });
const activity = (id: string): LiveEvent => ({ type: 'activity', id });

describe.runIf(TEST_DIALECTS.includes('postgres'))(
  'writes on two servers and the command line, one PostgreSQL database',
  () => {
    let database: TestDatabase;
    const channel = `test_${crypto.randomBytes(4).toString('hex')}`;
    let one: App;
    let two: App;
    /** A third server that hears another channel: the link between it and the others is cut. */
    let deaf: App;
    let ctx: TestContext;
    let portTwo = 0;
    let portDeaf = 0;
    const t = { teacher: '', ben: '', stu: '' };
    const ids = { teacher: '', ben: '', stu: '' };

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      const config = testConfig({ RATE_LIMIT_SCALE: '100' });
      const options = { database, logger: false, eventChannel: channel };
      one = await buildApp(config, options);
      two = await buildApp(config, options);
      deaf = await buildApp(config, { ...options, eventChannel: `${channel}_cut` });
      portTwo = await listen(two);
      portDeaf = await listen(deaf);
      ctx = { app: one, database, config, close: async () => {} };
      ids.teacher = await createUser(ctx, 'teacher@example.org', { student: false });
      ids.ben = await createUser(ctx, 'ben@example.org', { student: false });
      ids.stu = await createUser(ctx, 'stu@example.org');
      for (const name of ['teacher', 'ben', 'stu'] as const) {
        t[name] = await loginToken(ctx, `${name}@example.org`);
      }
    });
    afterAll(async () => {
      for (const app of [one, two, deaf]) await app.close();
      await database.drop();
    });

    const read = async (app: App, id: string, token = t.ben) => {
      const res = await api({ ...ctx, app }, 'GET', `/api/ideas/${id}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<IdeaDto>();
    };

    it("reaches the other server's streams and reads, for every kind of write", async () => {
      const stream = await openStream(portTwo, t.ben);
      await sleep(200); // the other server's listener is connected
      try {
        const topic = await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Phones away' }));
        const other = await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Less noise' }));
        await stream.received(idea(topic._id), idea(other._id));
        await read(two, topic._id); // kept on the other server

        const quote = await api(ctx, 'POST', `/api/ideas/${topic._id}/quotes`, t.ben, {
          text: 'Phones',
        });
        expect(quote.statusCode, quote.body).toBe(201);
        const keyPoint = await api(ctx, 'POST', `/api/ideas/${topic._id}/keyPoints`, t.ben, {
          myPoint: 'Fewer distractions',
        });
        expect(keyPoint.statusCode, keyPoint.body).toBe(201);
        await stream.received(idea(quote.json<IdeaDto>()._id), idea(keyPoint.json<IdeaDto>()._id));
        expect((await read(two, topic._id)).quotes).toHaveLength(2);

        const interpreted = await api(ctx, 'POST', `/api/ideas/scale/${topic._id}`, t.ben, {
          myEmotion: 0.4,
          authorIntent: 0.8,
          sound: 0.7,
        });
        expect(interpreted.statusCode, interpreted.body).toBe(200);
        expect((await read(two, topic._id)).scaleCount).toBe(1);

        const made = await api(
          ctx,
          'POST',
          '/api/linkIdeaIdeas',
          t.ben,
          linkIdeaIdeaBody(20, other._id, topic._id),
        );
        expect(made.statusCode, made.body).toBe(201);
        const linkId = made.json<LinkIdeaIdeaDto>()._id;
        await stream.received(link(linkId), idea(other._id), idea(topic._id));
        expect((await read(two, topic._id)).linkedIdeas.map((e) => e.link._id)).toEqual([linkId]);

        const rated = await api(ctx, 'POST', `/api/linkIdeaIdeas/${linkId}/scale`, t.teacher, {
          level: -1,
          confidence: 1,
        });
        expect(rated.statusCode, rated.body).toBe(200);
        const figures = (dto: IdeaDto) => dto.linkedIdeas[0]!.link;
        expect(figures(await read(two, topic._id))).toEqual(figures(await read(one, topic._id)));
        const withdrawn = await api(ctx, 'DELETE', `/api/linkIdeaIdeas/${linkId}/scale`, t.teacher);
        expect(withdrawn.statusCode, withdrawn.body).toBe(200);
        expect(figures(await read(two, topic._id))).toEqual(figures(await read(one, topic._id)));

        const council = await createAgent(ctx, t.ben, 'Parents council');
        const school = await createAgent(ctx, t.ben, 'School board');
        await stream.received(agent(council._id), agent(school._id));
        const agentRated = await api(ctx, 'POST', `/api/agents/scale/${council._id}`, t.teacher, {
          x: 0.1,
          y: 0.2,
          confidence: 1,
        });
        expect(agentRated.statusCode, agentRated.body).toBe(200);
        const ideaAgent = await api(
          ctx,
          'POST',
          '/api/linkIdeaAgents',
          t.ben,
          linkIdeaAgentBody(41, council._id, topic._id),
        );
        expect(ideaAgent.statusCode, ideaAgent.body).toBe(201);
        const agentAgent = await api(
          ctx,
          'POST',
          '/api/linkAgentAgents',
          t.ben,
          linkAgentAgentBody(50, council._id, school._id),
        );
        expect(agentAgent.statusCode, agentAgent.body).toBe(201);
        await stream.received(
          link(ideaAgent.json<{ _id: string }>()._id),
          link(agentAgent.json<{ _id: string }>()._id),
        );
        expect((await read(two, topic._id)).linkedAgents.map((e) => e.other._id)).toEqual([
          council._id,
        ]);

        const ask: ActivityDto = await createActivity(ctx, t.teacher, {
          selection: 101,
          communityTopic: topic._id,
        });
        await goLive(ctx, t.teacher, ask._id);
        const completed = await updateActivity(ctx, t.stu, ask._id, {
          activityID: ask._id,
          studentIDCompleted: ids.stu,
          addIdeaScale: { position: 1, confidence: 1 },
        });
        expect(completed.statusCode, completed.body).toBe(200);
        // The student's answer is her class's: its teacher counts it (issue 41).
        expect((await read(two, topic._id, t.teacher)).scaleCount).toBe(2);
        const removed = await api(ctx, 'DELETE', `/api/activity/${ask._id}`, t.teacher);
        expect(removed.statusCode, removed.body).toBe(200);
        await stream.received(activity(ask._id), idea(topic._id));
      } finally {
        stream.close();
      }
    });

    it("reaches the servers' streams and reads from an operator command", async () => {
      const topic = await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Bikes to school' }));
      await read(one, topic._id);
      await read(two, topic._id); // kept on both
      const stream = await openStream(portTwo, t.ben);
      await sleep(200);
      const command = await commandServices(database, ctx.config, one.log, channel);
      try {
        const teacher = await database.db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', ids.teacher)
          .executeTakeFirstOrThrow();
        const quoted = await command.services.ideas.createQuote(teacher, topic._id, {
          text: 'Bikes',
          keyPoint: undefined,
        });
        await command.close(); // as the CLI does when its command ends
        await stream.received(idea(quoted), idea(topic._id));
        for (const app of [one, two]) {
          expect((await read(app, topic._id)).quotes.map((q) => q._id)).toEqual([quoted]);
        }
      } finally {
        stream.close();
      }
    });

    it('never serves a stale answer on a server that missed the messages', async () => {
      const cause = await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Longer breaks' }));
      const effect = await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Calmer lessons' }));
      const made = await api(
        ctx,
        'POST',
        '/api/linkIdeaIdeas',
        t.ben,
        linkIdeaIdeaBody(20, cause._id, effect._id),
      );
      expect(made.statusCode, made.body).toBe(201);
      const linkId = made.json<LinkIdeaIdeaDto>()._id;
      const before = (await read(deaf, effect._id)).linkedIdeas[0]!.link; // kept there
      const stream = await openStream(portDeaf, t.ben);
      try {
        const rated = await api(ctx, 'POST', `/api/linkIdeaIdeas/${linkId}/scale`, t.teacher, {
          level: -1,
          confidence: 1,
        });
        expect(rated.statusCode, rated.body).toBe(200);
        const after = (await read(deaf, effect._id)).linkedIdeas[0]!.link;
        expect(after).not.toEqual(before);
        expect(after).toEqual((await read(one, effect._id)).linkedIdeas[0]!.link);
        await sleep(400);
        // It heard nothing: its answer came from the version read with the request.
        expect(stream.events.filter((e) => e.id === linkId)).toEqual([]);
      } finally {
        stream.close();
      }
      // Heard again once its link is back: a server built on the shared channel hears the next.
      const healed = await buildApp(ctx.config, { database, logger: false, eventChannel: channel });
      try {
        const healedStream = await openStream(await listen(healed), t.ben);
        await sleep(200);
        const rerated = await api(ctx, 'POST', `/api/linkIdeaIdeas/${linkId}/scale`, t.ben, {
          level: 1,
          confidence: 1,
        });
        expect(rerated.statusCode, rerated.body).toBe(200);
        await healedStream.received(link(linkId));
        healedStream.close();
      } finally {
        await healed.close();
      }
    });
  },
);

describe.each(TEST_DIALECTS)('writes that announce nothing on %s', (dialect) => {
  let database: TestDatabase;
  let app: App;
  let ctx: TestContext;
  let port = 0;
  const t = { teacher: '', stu: '' };
  let teacherId = '';
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const config = testConfig({ RATE_LIMIT_SCALE: '100' });
    app = await buildApp(config, {
      database,
      logger: false,
      eventChannel: `test_${crypto.randomBytes(4).toString('hex')}`,
    });
    port = await listen(app);
    ctx = { app, database, config, close: async () => {} };
    teacherId = await createUser(ctx, 'teacher@example.org', { student: false });
    await createUser(ctx, 'stu@example.org');
    t.teacher = await loginToken(ctx, 'teacher@example.org');
    t.stu = await loginToken(ctx, 'stu@example.org');
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("a teacher's preview (rolled back), a refused write and a login", async () => {
    const topic = await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Uniforms' }));
    const ask: ActivityDto = await createActivity(ctx, t.teacher, {
      selection: 101,
      communityTopic: topic._id,
    });
    await goLive(ctx, t.teacher, ask._id);
    const stream = await openStream(port, t.stu);
    try {
      await sleep(600); // what came before has gone by
      stream.events.length = 0;
      const preview = await updateActivity(ctx, t.teacher, ask._id, {
        activityID: ask._id,
        studentIDCompleted: teacherId,
        addIdeaScale: { position: 1, confidence: 1 },
      });
      expect(preview.statusCode, preview.body).toBe(200);
      const refused = await api(ctx, 'POST', `/api/ideas/scale/${topic._id}`, t.stu, {
        activityType: 102,
        sound: 7,
      });
      expect(refused.statusCode).toBe(400);
      await loginToken(ctx, 'stu@example.org');
      await sleep(600);
      expect(stream.events).toEqual([]);
    } finally {
      stream.close();
    }
  });
});
