import {
  linkIdeaAgentBody,
  linkIdeaIdeaBody,
  type IdeaDto,
  type LinkIdeaIdeaDto,
} from '@thoughtful/shared';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { raiseEveryKeptVersion, readContentVersion } from '../src/db/content-versions';
import { createServicesFor } from '../src/services';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, createAgent, createIdea, simpleIdea } from './helpers/content-helpers';
import { QueryRecorder } from './helpers/query-recorder';
import {
  createTestApp,
  serverWithPlugin,
  TEST_DIALECTS,
  type TestContext,
} from './helpers/test-app';

/**
 * An inTell's public part is kept per server at the inTell's own kept version, which each change
 * raises for what it touched in its own transaction (IdeaReadModel, kept-versions.listener.ts;
 * DESIGN.md §11). These check that the kept copy is the inTell as the database has it, that each
 * reader still gets their own interpretation, that every kind of write, on this server, another
 * sharing the database or the operator's command line, shows in the next read on both, and that
 * a write ends only the copies of what it touched.
 */
describe.each(TEST_DIALECTS)('kept inTells on %s', (dialect) => {
  let ctx: TestContext;
  let other: TestContext['app'];
  const tokens: Record<'ana' | 'ben' | 'cai', string> = { ana: '', ben: '', cai: '' };
  const ids: Record<'ana' | 'ben' | 'cai', string> = { ana: '', ben: '', cai: '' };
  let ideaId = '';
  let otherIdeaId = '';

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    // A second server on the same database, as behind a load balancer.
    other = await buildApp(ctx.config, { database: ctx.database, logger: false });
    await other.ready();
    for (const name of ['ana', 'ben', 'cai'] as const) {
      ids[name] = await createUser(ctx, `${name}@example.org`, { student: false });
      tokens[name] = await loginToken(ctx, `${name}@example.org`);
    }
    ideaId = (await createIdea(ctx, tokens.ana, simpleIdea({ myContent: 'Trees cool streets' })))
      ._id;
    otherIdeaId = (
      await createIdea(ctx, tokens.ana, simpleIdea({ myContent: 'Shade saves lives' }))
    )._id;
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  // Copies a write before asked to build (after its commit) are built before each test watches.
  beforeEach(async () => {
    for (const app of [ctx.app, other]) await app.services.ideaReads.warmed();
  });

  const onServer = (app: TestContext['app']) => ({ ...ctx, app });
  /** Watches a server build inTells' shared parts (each build reads the inTell afresh). */
  const builds = (app: TestContext['app']) =>
    vi.spyOn(
      app.services.ideaReads as unknown as { readPublic: (id: string) => Promise<unknown> },
      'readPublic',
    );
  /** How many inTells a server keeps. */
  const keptEntries = (app: TestContext['app']) =>
    (app.services.ideaReads as unknown as { publicParts: { stats: { entries: number } } })
      .publicParts.stats.entries;
  const read = async (app: TestContext['app'], token: string, id = ideaId) => {
    const res = await api(onServer(app), 'GET', `/api/ideas/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json<IdeaDto>();
  };
  const interpret = (app: TestContext['app'], token: string, sound: number) =>
    api(onServer(app), 'POST', `/api/ideas/scale/${ideaId}`, token, {
      activityType: 102,
      sound,
      confidence: 3,
    });
  /** A link between two inTells, made through this server, and a reader of its figures. */
  const linkIdeas = async (token: string, cause: string, effect: string) => {
    const res = await api(
      ctx,
      'POST',
      '/api/linkIdeaIdeas',
      token,
      linkIdeaIdeaBody(20, cause, effect),
    );
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json<LinkIdeaIdeaDto>();
    const figures = (answer: IdeaDto) =>
      answer.linkedIdeas.find((item) => item.link._id === link._id)!.link;
    return { link, figures };
  };
  /** A write that changes the kept part: a quote taken from the inTell. */
  const quote = async (app: TestContext['app'], token: string, text: string) => {
    const res = await api(onServer(app), 'POST', `/api/ideas/${ideaId}/quotes`, token, { text });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<IdeaDto>()._id;
  };

  it('answers, from the kept copy, what the inTell is, with each reader’s own interpretation', async () => {
    expect((await interpret(ctx.app, tokens.ben, 0.8)).statusCode).toBe(200);
    for (const app of [ctx.app, other, ctx.app, other]) {
      // Built afresh, then kept: each time the same as the inTell read straight from the database.
      for (const name of ['ana', 'ben'] as const) {
        const answer = await read(app, tokens[name]);
        const fresh = JSON.parse(
          JSON.stringify(await ctx.app.services.ideaReads.dto(ideaId, ids[name])),
        ) as IdeaDto;
        expect(answer).toEqual(fresh);
      }
    }
    expect((await read(ctx.app, tokens.ben)).myScale).toMatchObject({ sound: 0.8 });
    expect((await read(ctx.app, tokens.ana)).myScale).toBeNull();
    expect((await read(other, tokens.cai)).myScale).toBeNull();
  });

  it("shows an operator command's write on both servers (the CLI writes through the services)", async () => {
    await read(ctx.app, tokens.ana);
    await read(other, tokens.ana); // kept on both
    // The command line builds the same services over the same database (run-cli.ts).
    const cli = createServicesFor(ctx.database, ctx.config, ctx.app.log);
    const ana = await ctx.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ids.ana)
      .executeTakeFirstOrThrow();
    const quoted = await cli.ideas.createQuote(ana, ideaId, { text: 'Trees', keyPoint: undefined });
    for (const app of [ctx.app, other]) {
      expect((await read(app, tokens.ana)).quotes.map((each) => each._id)).toContain(quoted);
    }
  });

  it('reads afresh after a migration changed data behind the servers (every version raised)', async () => {
    await read(ctx.app, tokens.ana);
    await read(other, tokens.ana);
    // Changed as no service changes it: the kept copies still answer.
    await ctx.database.db
      .updateTable('ideas')
      .set({ my_content: 'Trees cool streets by four degrees' })
      .where('id', '=', ideaId)
      .execute();
    expect((await read(ctx.app, tokens.ana)).myContent).toBe('Trees cool streets');
    // What `npm start` and the CLI do after applying migrations.
    await raiseEveryKeptVersion(ctx.database.db);
    expect((await read(ctx.app, tokens.ana)).myContent).toBe('Trees cool streets by four degrees');
    expect((await read(other, tokens.ana)).myContent).toBe('Trees cool streets by four degrees');
  });

  it('shows each kind of write at once on both servers, whichever server took it', async () => {
    const both = async (token: string) => [await read(ctx.app, token), await read(other, token)];
    await both(tokens.ana); // kept on both

    // An interpretation by another member, through the other server.
    const before = (await read(ctx.app, tokens.ana)).scaleCount;
    expect((await interpret(other, tokens.cai, 0.2)).statusCode).toBe(200);
    for (const idea of await both(tokens.ana)) expect(idea.scaleCount).toBe(before + 1);
    // The reader's own, changed through this server, on both.
    expect((await interpret(ctx.app, tokens.cai, 0.6)).statusCode).toBe(200);
    for (const idea of await both(tokens.cai)) expect(idea.myScale).toMatchObject({ sound: 0.6 });

    // A link to another inTell, made on the other server.
    const linked = await api(
      onServer(other),
      'POST',
      '/api/linkIdeaIdeas',
      tokens.ben,
      linkIdeaIdeaBody(20, ideaId, otherIdeaId),
    );
    expect(linked.statusCode, linked.body).toBe(201);
    const link = linked.json<LinkIdeaIdeaDto>();
    for (const idea of await both(tokens.ana)) {
      expect(idea.linkedIdeas.map((item) => item.link._id)).toEqual([link._id]);
    }

    // The link rated by a second member: its figures move.
    const figuresBefore = (await read(ctx.app, tokens.ana)).linkedIdeas[0]!.link;
    const rated = await api(ctx, 'POST', `/api/linkIdeaIdeas/${link._id}/scale`, tokens.cai, {
      level: -0.66,
      confidence: 1,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    for (const idea of await both(tokens.ana)) {
      expect(idea.linkedIdeas[0]!.link).not.toEqual(figuresBefore);
    }

    // A waveMaker linked, and a quote taken from it.
    const agent = await createAgent(onServer(other), tokens.ben, 'City council');
    const agentLink = await api(
      onServer(other),
      'POST',
      '/api/linkIdeaAgents',
      tokens.ben,
      linkIdeaAgentBody(41, agent._id, ideaId),
    );
    expect(agentLink.statusCode, agentLink.body).toBe(201);
    for (const idea of await both(tokens.ana)) {
      expect(idea.linkedAgents.map((item) => item.other._id)).toEqual([agent._id]);
    }
    const quoted = await api(onServer(other), 'POST', `/api/ideas/${ideaId}/quotes`, tokens.ben, {
      text: 'cool streets',
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    for (const idea of await both(tokens.ana)) {
      expect(idea.quotes.map((quote) => quote._id)).toContain(quoted.json<IdeaDto>()._id);
    }
  });

  it('leaves every kept copy alone for a login, a profile, a waveMaker rating and a refused write', async () => {
    for (const app of [ctx.app, other]) await read(app, tokens.ana); // kept on both
    const built = builds(ctx.app);
    const builtOther = builds(other);
    try {
      await loginToken(ctx, 'ben@example.org');
      const profile = await api(ctx, 'POST', '/api/profile', tokens.ben, {
        aka: 'Ben',
        bio: 'Trees and shade.',
      });
      expect(profile.statusCode, profile.body).toBeLessThan(300);
      const agent = await createAgent(ctx, tokens.ben, 'Shade Society');
      const rated = await api(ctx, 'POST', `/api/agents/scale/${agent._id}`, tokens.cai, {
        x: 0.2,
        y: 0.4,
        confidence: 1,
      });
      expect(rated.statusCode, rated.body).toBe(200);
      expect((await interpret(ctx.app, tokens.ana, 7)).statusCode).toBe(400);
      const unknown = await api(ctx, 'POST', '/api/ideas/scale/no-such-idea', tokens.ana, {
        activityType: 102,
        sound: 0.5,
      });
      expect(unknown.statusCode).toBe(404);
      for (const app of [ctx.app, other]) await read(app, tokens.ana);
      expect(built).not.toHaveBeenCalled();
      expect(builtOther).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
      builtOther.mockRestore();
    }
  });

  it('leaves the kept copies alone for an interpretation, whose change every read takes fresh', async () => {
    await read(ctx.app, tokens.ana);
    await read(other, tokens.ana); // kept on both
    const before = await read(ctx.app, tokens.ana);
    const built = builds(ctx.app);
    const builtOther = builds(other);
    let answer: IdeaDto;
    const seen: { ben: IdeaDto; ana: IdeaDto }[] = [];
    try {
      const res = await interpret(other, tokens.ben, 0.35);
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json<IdeaDto>();
      for (const app of [ctx.app, other]) {
        seen.push({ ben: await read(app, tokens.ben), ana: await read(app, tokens.ana) });
      }
      // Neither server built the inTell again: the answer and the reads came from the kept copies.
      expect(built).not.toHaveBeenCalled();
      expect(builtOther).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
      builtOther.mockRestore();
    }
    // The answer is the inTell with the new interpretation in it, on both servers at once, and
    // the same as the inTell read straight from the database.
    expect(answer.myScale).toMatchObject({ sound: 0.35 });
    expect(answer.scaleAggregates).not.toEqual(before.scaleAggregates);
    const fresh = (id: string) =>
      ctx.app.services.ideaReads
        .dto(ideaId, id)
        .then((dto) => JSON.parse(JSON.stringify(dto)) as IdeaDto);
    expect(answer).toEqual(await fresh(ids.ben));
    for (const { ben, ana } of seen) {
      expect(ben).toEqual(answer);
      expect(ana).toEqual(await fresh(ids.ana));
      expect(ana.myScale).toBeNull();
    }
  });

  it('ends the copies of both ends for an interpretation that rates a link, and answers the new figures', async () => {
    const { link, figures } = await linkIdeas(tokens.ana, otherIdeaId, ideaId);
    const before = figures(await read(other, tokens.ana)); // kept on the other server
    const res = await api(ctx, 'POST', `/api/ideas/scale/${ideaId}`, tokens.cai, {
      activityType: 102,
      sound: 0.7,
      confidence: 3,
      addLinkIdeaIdeaScale: { id: link._id, level: -1, confidence: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(figures(res.json<IdeaDto>())).not.toEqual(before);
    const otherEnd = await read(other, tokens.ana, otherIdeaId);
    expect(otherEnd.linkedIdeas.find((item) => item.link._id === link._id)!.link).toEqual(
      figures(res.json<IdeaDto>()),
    );
    expect(figures(await read(other, tokens.ana))).toEqual(figures(res.json<IdeaDto>()));
  });

  it('counts past 2^31 new inTells: the counter is 64-bit on both databases', async () => {
    const counter = () => readContentVersion(ctx.database.db, 'ideas');
    await ctx.database.db
      .updateTable('content_versions')
      .set({ version: 2 ** 31 - 1 })
      .where('name', '=', 'ideas')
      .execute();
    await quote(ctx.app, tokens.ana, 'cool');
    expect(await counter()).toBe(2 ** 31);
    const last = await quote(ctx.app, tokens.ana, 'streets');
    expect(await counter()).toBe(2 ** 31 + 1);
    expect((await read(other, tokens.ana)).quotes.map((each) => each._id)).toContain(last);
  });

  it("shows a member's own waveMaker, made with her first inTell, on the quotes she took before", async () => {
    const dee = await createUser(ctx, 'dee@example.org', { student: false });
    const deeToken = await loginToken(ctx, 'dee@example.org');
    // A quote carries its source's authors: it makes no waveMaker of Dee's own.
    const res = await api(ctx, 'POST', `/api/ideas/${ideaId}/quotes`, deeToken, { text: 'Trees' });
    expect(res.statusCode, res.body).toBe(201);
    const quoteId = res.json<IdeaDto>()._id;
    const before = await read(other, deeToken, quoteId); // kept
    expect(before.user.agents).toEqual([]);
    await createIdea(ctx, deeToken, simpleIdea({ myContent: 'My own words on parks' }));
    const after = await read(other, deeToken, quoteId);
    expect(after.user.agents).toHaveLength(1);
    expect(after.user._id).toBe(dee);
  });

  it("ends only the rated link's two inTells' copies, on every server", async () => {
    const make = async (text: string) =>
      (await createIdea(ctx, tokens.ana, simpleIdea({ myContent: text })))._id;
    const cause = await make('Street trees');
    const effect = await make('Cooler pavements');
    const bystander = await make('Bus lanes');
    const { link, figures } = await linkIdeas(tokens.ben, cause, effect);
    const before = figures(await read(ctx.app, tokens.ana, cause));
    for (const app of [ctx.app, other]) {
      for (const id of [cause, effect, bystander]) await read(app, tokens.ana, id); // kept
    }
    const keptBefore = new Map([ctx.app, other].map((app) => [app, keptEntries(app)]));
    const reads = (app: TestContext['app']) => ({ ...app.services.ideaReads.publicPartReads });
    const readsBefore = reads(other);
    const rated = await api(ctx, 'POST', `/api/linkIdeaIdeas/${link._id}/scale`, tokens.cai, {
      level: -1,
      confidence: 1,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    // The server that took the rating builds the two ends again just after its commit.
    await ctx.app.services.ideaReads.warmed();
    const built = builds(ctx.app);
    const builtOther = builds(other);
    try {
      for (const app of [ctx.app, other]) {
        for (const id of [cause, effect]) {
          const after = figures(await read(app, tokens.ana, id));
          expect(after).not.toEqual(before);
          expect(after).toEqual(
            figures(
              JSON.parse(JSON.stringify(await ctx.app.services.ideaReads.dto(id))) as IdeaDto,
            ),
          );
        }
        await read(app, tokens.ana, bystander);
      }
      // The new copies replaced the old ones: one entry per inTell, none left behind.
      for (const app of [ctx.app, other]) expect(keptEntries(app)).toBe(keptBefore.get(app));
      // The other server, which only sees the raised versions, counted the two ends as rebuilt
      // after a change, the bystander as kept; the first had built them before they were read.
      const readsAfter = reads(other);
      expect(readsAfter.rebuilt - readsBefore.rebuilt).toBe(2);
      expect(readsAfter.built - readsBefore.built).toBe(2);
      expect(readsAfter.kept - readsBefore.kept).toBe(1);
      // The other server rebuilt the two ends (the check above read them straight), never the
      // bystander; the first built nothing at its reads.
      expect(built).not.toHaveBeenCalled();
      expect(builtOther.mock.calls.map(([id]) => id).sort()).toEqual([cause, effect].sort());
    } finally {
      built.mockRestore();
      builtOther.mockRestore();
    }
  });

  it('builds an inTell once for many readers arriving together after a write', async () => {
    // Made through the other server: this one learns of it only from the raised version (the
    // server that took a write builds its kept copies again itself, kept-copies-ahead.test.ts).
    await quote(other, tokens.cai, 'streets');
    const built = builds(ctx.app);
    const counted = { ...ctx.app.services.ideaReads.publicPartReads };
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => read(ctx.app, i % 2 ? tokens.ana : tokens.ben)),
      );
      expect(built).toHaveBeenCalledTimes(1);
      // Counted as one build; the other readers waited for it or found it kept (bench:soak's
      // hit ratio reads these counts).
      const now = ctx.app.services.ideaReads.publicPartReads;
      expect(now.built - counted.built).toBe(1);
      expect(now.joined - counted.joined + now.kept - counted.kept).toBe(11);
      expect(new Set(answers.map((answer) => answer.quotes.length)).size).toBe(1);
    } finally {
      built.mockRestore();
    }
  });

  it('sends the same answer gzipped to a client that accepts gzip, each reader their own', async () => {
    for (const name of ['ana', 'ben'] as const) {
      const plain = await api(ctx, 'GET', `/api/ideas/${ideaId}`, tokens[name]);
      const zipped = await ctx.app.inject({
        method: 'GET',
        url: `/api/ideas/${ideaId}`,
        headers: { 'x-auth-token': tokens[name], 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
      expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1_024);
    }
  });

  it('keeps the latest inTells too, and shows a new one at once on both servers', async () => {
    const latest = async (app: TestContext['app'], size = 10) => {
      const res = await api(onServer(app), 'GET', `/api/ideas?limitSize=${size}`, tokens.cai);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json<{ _id: string; label: string }[]>();
    };
    const first = await latest(ctx.app);
    expect(await latest(other)).toEqual(first);
    expect(await latest(ctx.app, 1)).toEqual(first.slice(0, 1));

    // Changed behind the servers' backs: the kept lists still answer until the counter moves.
    await ctx.database.db
      .updateTable('ideas')
      .set({ my_point: 'Hedges shelter birds in July' })
      .where('id', '=', first[0]!._id)
      .execute();
    expect(await latest(ctx.app)).toEqual(first);
    await raiseEveryKeptVersion(ctx.database.db);
    const labels = (await latest(other)).map((idea) => idea.label);
    expect(labels).toContain('Hedges shelter birds in July');

    const added = await api(
      onServer(other),
      'POST',
      '/api/ideas',
      tokens.ben,
      simpleIdea({ myContent: 'Parks are cooler at night' }),
    );
    expect(added.statusCode, added.body).toBe(201);
    for (const app of [ctx.app, other]) {
      expect((await latest(app))[0]?.label).toBe('Parks are cooler at night');
      expect((await latest(app, 1))[0]?.label).toBe('Parks are cooler at night');
    }
  });

  it('reads the aggregates once for an inTell it builds, not again for the kept part', async () => {
    const tables = new QueryRecorder();
    const counted = await serverWithPlugin(ctx, tables);
    try {
      // A new server keeps nothing yet: this read builds the inTell's shared part.
      expect((await read(counted, tokens.ben))._id).toBe(ideaId);
      expect(tables.naming('idea_scale_aggregates')).toBe(1);
      expect(tables.naming('ideas')).toBeGreaterThan(1);
    } finally {
      await counted.close();
    }
  });

  it('answers a kept inTell, the kept latest ten and a kept search in two statements each', async () => {
    // Each round trip to PostgreSQL costs more than the query (docs/benchmarks.md, 'Round trips
    // per request'): the member's row, then the inTell's fresh parts with the reader's own
    // interpretation and its kept version; the lists' counter comes with the member's row, then
    // the classes whose content the member sees (the key of what is kept for her).
    const counter = new QueryRecorder();
    const counted = await serverWithPlugin(ctx, counter);
    const statementsFor = async (url: string, token: string) => {
      counter.runs = 0;
      const res = await api(onServer(counted), 'GET', url, token);
      expect(res.statusCode, res.body).toBe(200);
      return { runs: counter.runs, body: res.body };
    };
    try {
      expect((await interpret(ctx.app, tokens.cai, 0.3)).statusCode).toBe(200);
      for (const url of [
        `/api/ideas/${ideaId}`,
        '/api/ideas?limitSize=10',
        '/api/ideas?searchString=shade',
      ]) {
        await statementsFor(url, tokens.ana); // builds and keeps the answer
      }
      const mine = await statementsFor(`/api/ideas/${ideaId}`, tokens.cai);
      expect(mine.runs).toBe(2);
      expect(JSON.parse(mine.body)).toMatchObject({
        myScale: { sound: 0.3, user: { name: 'cai' } },
      });
      const theirs = await statementsFor(`/api/ideas/${ideaId}`, tokens.ana);
      expect(theirs.runs).toBe(2);
      expect(JSON.parse(theirs.body)).toMatchObject({ myScale: null });
      expect((await statementsFor('/api/ideas?limitSize=10', tokens.ana)).runs).toBe(2);
      const search = await statementsFor('/api/ideas?searchString=shade', tokens.ben);
      expect(search.runs).toBe(2);
      expect(JSON.parse(search.body)).toEqual([expect.objectContaining({ _id: otherIdeaId })]);
    } finally {
      await counted.close();
    }
  });

  it('answers an unknown inTell with the same refusal as before', async () => {
    const res = await api(ctx, 'GET', '/api/ideas/no-such-idea', tokens.ana);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: [{ msg: 'Idea not found', code: 'IDEA_MESSAGES.NOT_FOUND' }],
    });
  });
});
