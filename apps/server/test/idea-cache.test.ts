import {
  linkIdeaAgentBody,
  linkIdeaIdeaBody,
  type IdeaDto,
  type LinkIdeaIdeaDto,
} from '@thoughtful/shared';
import { gunzipSync } from 'node:zlib';
import { UpdateQueryNode, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { bumpContentVersion, readContentVersion } from '../src/db/content-versions';
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
 * An inTell's public part is kept per server while the database's 'writes' counter stands still
 * (IdeasService.readJson; decisions.md 'Caches several servers can share'). These check that the
 * kept copy is the inTell as the database has it, that each reader still gets their own
 * interpretation, and that every kind of write, on this server or another sharing the database,
 * shows in the next read on both.
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

  const onServer = (app: TestContext['app']) => ({ ...ctx, app });
  /** Watches a server build inTells' shared parts (each build reads the inTell afresh). */
  const builds = (app: TestContext['app']) =>
    vi.spyOn(
      app.services.ideas as unknown as { readPublic: (id: string) => Promise<unknown> },
      'readPublic',
    );
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
  const writes = () => readContentVersion(ctx.database.db, 'writes');
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
          JSON.stringify(await ctx.app.services.ideas.get(ideaId, ids[name])),
        ) as IdeaDto;
        expect(answer).toEqual(fresh);
      }
    }
    expect((await read(ctx.app, tokens.ben)).myScale).toMatchObject({ sound: 0.8 });
    expect((await read(ctx.app, tokens.ana)).myScale).toBeNull();
    expect((await read(other, tokens.cai)).myScale).toBeNull();
  });

  it('serves the kept copy until the counter moves (what an operator command does)', async () => {
    await read(ctx.app, tokens.ana);
    await read(other, tokens.ana);
    // Changed behind the servers' backs, as no request does: the kept copies still answer.
    await ctx.database.db
      .updateTable('ideas')
      .set({ my_content: 'Trees cool streets by four degrees' })
      .where('id', '=', ideaId)
      .execute();
    expect((await read(ctx.app, tokens.ana)).myContent).toBe('Trees cool streets');
    expect((await read(other, tokens.ana)).myContent).toBe('Trees cool streets');
    // The CLI raises the counter once its command is done (run-cli.ts withDatabase).
    await bumpContentVersion(ctx.database.db, 'writes');
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
      expect(idea.quotes.map((quote) => quote._id)).toEqual([quoted.json<IdeaDto>()._id]);
    }
  });

  it('raises the counter once for a write, never for a read or a refused write', async () => {
    const start = await writes();
    await read(ctx.app, tokens.ana);
    expect(await writes()).toBe(start);
    const refused = await interpret(ctx.app, tokens.ana, 7);
    expect(refused.statusCode).toBe(400);
    const unknown = await api(ctx, 'POST', '/api/ideas/scale/no-such-idea', tokens.ana, {
      activityType: 102,
      sound: 0.5,
    });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect(await writes()).toBe(start);
    await quote(ctx.app, tokens.ana, 'Trees');
    expect(await writes()).toBe(start + 1);
  });

  it('leaves the counter and the kept copies alone for an interpretation, whose change every read takes fresh', async () => {
    await read(ctx.app, tokens.ana);
    await read(other, tokens.ana); // kept on both
    const before = await read(ctx.app, tokens.ana);
    const start = await writes();
    const built = builds(ctx.app);
    const builtOther = builds(other);
    let answer: IdeaDto;
    const seen: { ben: IdeaDto; ana: IdeaDto }[] = [];
    try {
      const res = await interpret(other, tokens.ben, 0.35);
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json<IdeaDto>();
      expect(await writes()).toBe(start);
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
      ctx.app.services.ideas
        .get(ideaId, id)
        .then((dto) => JSON.parse(JSON.stringify(dto)) as IdeaDto);
    expect(answer).toEqual(await fresh(ids.ben));
    for (const { ben, ana } of seen) {
      expect(ben).toEqual(answer);
      expect(ana).toEqual(await fresh(ids.ana));
      expect(ana.myScale).toBeNull();
    }
  });

  it('raises the counter for an interpretation that rates a link, and answers the new figures', async () => {
    const { link, figures } = await linkIdeas(tokens.ana, otherIdeaId, ideaId);
    const before = figures(await read(other, tokens.ana)); // kept on the other server
    const start = await writes();
    const res = await api(ctx, 'POST', `/api/ideas/scale/${ideaId}`, tokens.cai, {
      activityType: 102,
      sound: 0.7,
      confidence: 3,
      addLinkIdeaIdeaScale: { id: link._id, level: -1, confidence: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await writes()).toBe(start + 1);
    expect(figures(res.json<IdeaDto>())).not.toEqual(before);
    expect(figures(await read(other, tokens.ana))).toEqual(figures(res.json<IdeaDto>()));
  });

  it('counts past 2^31 writes: the counter is 64-bit on both databases', async () => {
    await ctx.database.db
      .updateTable('content_versions')
      .set({ version: 2 ** 31 - 1 })
      .where('name', '=', 'writes')
      .execute();
    await quote(ctx.app, tokens.ana, 'cool');
    expect(await writes()).toBe(2 ** 31);
    const last = await quote(ctx.app, tokens.ana, 'streets');
    expect(await writes()).toBe(2 ** 31 + 1);
    expect((await read(other, tokens.ana)).quotes.map((each) => each._id)).toContain(last);
  });

  it('answers a write as made when the counter cannot be raised, and forgets its own copies', async () => {
    // A server whose raises of the 'writes' counter fail (as when the database refuses that one
    // update), while its reads, the member's row with the counters among them, still work, and
    // so does the raise of 'ideas' in the transaction that adds an inTell.
    let refuse = false;
    const refusing: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (
          refuse &&
          UpdateQueryNode.is(node) &&
          JSON.stringify(node.table).includes('content_versions') &&
          JSON.stringify(node.where).includes('"writes"')
        ) {
          throw new Error('the counter cannot be raised');
        }
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };
    const server = await serverWithPlugin(ctx, refusing);
    try {
      const agent = await createAgent(ctx, tokens.ben, 'Tree Trust');
      await read(server, tokens.ben); // kept on this server
      const before = await writes();
      refuse = true;
      const linked = await api(
        onServer(server),
        'POST',
        '/api/linkIdeaAgents',
        tokens.ben,
        linkIdeaAgentBody(41, agent._id, ideaId),
      );
      expect(linked.statusCode, linked.body).toBe(201);
      refuse = false;
      expect(await writes()).toBe(before);
      // This server dropped what it kept, so it reads the change even though the counter stood.
      const after = await read(server, tokens.ben);
      expect(after.linkedAgents.map((item) => item.other._id)).toContain(agent._id);

      // A new inTell raises 'ideas' in its own transaction: another server's kept latest ten
      // shows it though the 'writes' raise after it failed.
      const latest = async () => {
        const res = await api(onServer(other), 'GET', '/api/ideas?limitSize=10', tokens.cai);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ _id: string }[]>().map((item) => item._id);
      };
      await latest(); // kept on the other server
      refuse = true;
      const added = await createIdea(
        onServer(server),
        tokens.ben,
        simpleIdea({ myContent: 'Raised without its writes' }),
      );
      refuse = false;
      expect(await writes()).toBe(before);
      expect(await latest()).toContain(added._id);
    } finally {
      refuse = false;
      await server.close();
    }
  });

  it("ends only the rated link's two inTells' copies, on every server, and leaves the counter", async () => {
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
    const keptBefore = new Map(
      [ctx.app, other].map((app) => [
        app,
        (app.services.ideas as unknown as { publicParts: { stats: { entries: number } } })
          .publicParts.stats.entries,
      ]),
    );
    const start = await writes();
    const rated = await api(
      onServer(other),
      'POST',
      `/api/linkIdeaIdeas/${link._id}/scale`,
      tokens.cai,
      {
        level: -1,
        confidence: 1,
      },
    );
    expect(rated.statusCode, rated.body).toBe(200);
    expect(await writes()).toBe(start);
    const built = builds(ctx.app);
    const builtOther = builds(other);
    try {
      for (const app of [ctx.app, other]) {
        for (const id of [cause, effect]) {
          const after = figures(await read(app, tokens.ana, id));
          expect(after).not.toEqual(before);
          expect(after).toEqual(
            figures(JSON.parse(JSON.stringify(await ctx.app.services.ideas.get(id))) as IdeaDto),
          );
        }
        await read(app, tokens.ana, bystander);
      }
      // The new copies replaced the old ones: one entry per inTell, none left behind.
      for (const app of [ctx.app, other]) {
        const kept = (
          app.services.ideas as unknown as { publicParts: { stats: { entries: number } } }
        ).publicParts.stats.entries;
        expect(kept).toBe(keptBefore.get(app));
      }
      // Each server rebuilt the two ends (and the check above read them straight), never the bystander.
      expect(built.mock.calls.map(([id]) => id).filter((id) => id === bystander)).toEqual([]);
      expect(builtOther.mock.calls.map(([id]) => id).sort()).toEqual([cause, effect].sort());
    } finally {
      built.mockRestore();
      builtOther.mockRestore();
    }
  });

  it('builds an inTell once for many readers arriving together after a write', async () => {
    await quote(ctx.app, tokens.cai, 'streets');
    const built = builds(ctx.app);
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => read(ctx.app, i % 2 ? tokens.ana : tokens.ben)),
      );
      expect(built).toHaveBeenCalledTimes(1);
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
      .set({ my_content: 'Shade saves lives in July' })
      .where('id', '=', otherIdeaId)
      .execute();
    expect(await latest(ctx.app)).toEqual(first);
    await bumpContentVersion(ctx.database.db, 'writes');
    const labels = (await latest(other)).map((idea) => idea.label);
    expect(labels).toContain('Shade saves lives in July');

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

  it('answers a kept inTell in two statements, and the kept latest ten and a search in one', async () => {
    // Each round trip to PostgreSQL costs more than the query (docs/benchmarks.md, 'Round trips
    // per request'): the member's row comes with the content counters, and the inTell's fresh
    // parts with the reader's own interpretation.
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
      expect((await statementsFor('/api/ideas?limitSize=10', tokens.ana)).runs).toBe(1);
      const search = await statementsFor('/api/ideas?searchString=shade', tokens.ben);
      expect(search.runs).toBe(1);
      expect(JSON.parse(search.body)).toEqual([expect.objectContaining({ _id: otherIdeaId })]);
    } finally {
      await counted.close();
    }
  });

  it('answers an unknown inTell with the same refusal as before', async () => {
    const res = await api(ctx, 'GET', '/api/ideas/no-such-idea', tokens.ana);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ msg: 'Idea not found' }] });
  });
});
