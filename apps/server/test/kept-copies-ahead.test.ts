import { linkIdeaIdeaBody, type IdeaDto } from '@thoughtful/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { createUser, loginToken } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Kept inTell copies built before anyone asks (issue 42): a server builds a new inTell's copy, and
 * again the copy of a changed inTell it kept, just after the commit (IdeaReadModel.warmAfter, the
 * `keptCopiesWarmer` listener); and a member of classes reads a public inTell with nothing of any
 * class on it from everyone's copy, with no build of her own.
 */
describe.each(TEST_DIALECTS)('kept inTell copies built ahead on %s', (dialect) => {
  let ctx: TestContext;
  let other: TestContext['app'];
  const tokens: Record<'ana' | 'ben' | 'tea', string> = { ana: '', ben: '', tea: '' };
  const ids: Record<'ana' | 'ben' | 'tea', string> = { ana: '', ben: '', tea: '' };
  let classId = '';

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    // A second server on the same database: its copies are its own.
    other = await buildApp(ctx.config, { database: ctx.database, logger: false });
    await other.ready();
    for (const name of ['ana', 'ben', 'tea'] as const) {
      ids[name] = await createUser(ctx, `${name}@example.org`, { student: false });
      tokens[name] = await loginToken(ctx, `${name}@example.org`);
    }
    classId = await makeClass(ctx, 'Shade 7B', [ids.tea], []);
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });
  // What a write before asked to build is built before each test watches.
  beforeEach(async () => {
    for (const app of [ctx.app, other]) await app.services.ideaReads.warmed();
  });

  const onServer = (app: TestContext['app']) => ({ ...ctx, app });
  /** Watches a server build inTells' shared parts (each build reads the inTell afresh). */
  const builds = (app: TestContext['app']) =>
    vi.spyOn(
      app.services.ideaReads as unknown as {
        readPublic: (id: string, page: { view: unknown }) => Promise<unknown>;
      },
      'readPublic',
    );
  const read = async (app: TestContext['app'], token: string, id: string) => {
    const res = await api(onServer(app), 'GET', `/api/ideas/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IdeaDto>();
  };
  const link = async (token: string, cause: string, effect: string) => {
    const res = await api(
      ctx,
      'POST',
      '/api/linkIdeaIdeas',
      token,
      linkIdeaIdeaBody(20, cause, effect),
    );
    expect(res.statusCode, res.body).toBe(201);
  };

  it('builds a new inTell on the server that took it, before its first reader', async () => {
    const id = (await createIdea(ctx, tokens.ana, simpleIdea({ myContent: 'Trees cool streets' })))
      ._id;
    await ctx.app.services.ideaReads.warmed();
    const counted = { ...ctx.app.services.ideaReads.publicPartReads };
    const built = builds(ctx.app);
    const builtOther = builds(other);
    try {
      expect((await read(ctx.app, tokens.ben, id)).myContent).toBe('Trees cool streets');
      expect(built).not.toHaveBeenCalled();
      const now = ctx.app.services.ideaReads.publicPartReads;
      expect(now.kept - counted.kept).toBe(1);
      expect(now.built - counted.built).toBe(0);
      // Another server keeps its own copies: it builds at its first read, as before.
      await read(other, tokens.ben, id);
      expect(builtOther).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
      builtOther.mockRestore();
    }
  });

  it('builds a kept inTell again after a change to it, and not one it never kept', async () => {
    const kept = (await createIdea(ctx, tokens.ana, simpleIdea({ myContent: 'Shade saves lives' })))
      ._id;
    const unread = (await createIdea(ctx, tokens.ana, simpleIdea({ myContent: 'Heat waves' })))._id;
    const cause = (await createIdea(ctx, tokens.ben, simpleIdea({ myContent: 'Plant trees' })))._id;
    await read(ctx.app, tokens.ben, kept);
    // Pushes `unread` out of what this server keeps, as if it had never been read here.
    (
      ctx.app.services.ideaReads as unknown as { publicParts: { clear: () => void } }
    ).publicParts.clear();
    await read(ctx.app, tokens.ben, kept);
    await link(tokens.ben, cause, kept);
    await link(tokens.ben, cause, unread);
    await ctx.app.services.ideaReads.warmed();
    const built = builds(ctx.app);
    try {
      const answer = await read(ctx.app, tokens.ana, kept);
      expect(answer.linkedIdeas.map((item) => item.other._id)).toEqual([cause]);
      expect(built).not.toHaveBeenCalled();
      const other = await read(ctx.app, tokens.ana, unread);
      expect(other.linkedIdeas.map((item) => item.other._id)).toEqual([cause]);
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });

  it('answers a member of classes from everyone’s copy of a public inTell untouched by classes', async () => {
    const id = (await createIdea(ctx, tokens.ana, simpleIdea({ myContent: 'Cool roofs' })))._id;
    await ctx.app.services.ideaReads.warmed();
    const built = builds(other);
    try {
      await read(other, tokens.ana, id); // everyone's page, built
      await read(other, tokens.tea, id); // her classes' page is everyone's: no build
      expect(built).toHaveBeenCalledTimes(1);
      expect(built.mock.calls[0]![1].view).toBe('');
    } finally {
      built.mockRestore();
    }
    // A class's inTell linked to it: her page shows the link, everyone's does not.
    const classIdea = (await createIdea(ctx, tokens.tea, simpleIdea({ myContent: 'Our roof' })))
      ._id;
    await ctx.database.db
      .updateTable('ideas')
      .set({ class_id: classId })
      .where('id', '=', classIdea)
      .execute();
    await link(tokens.tea, classIdea, id);
    expect((await read(other, tokens.tea, id)).linkedIdeas.map((item) => item.other._id)).toEqual([
      classIdea,
    ]);
    expect((await read(other, tokens.ana, id)).linkedIdeas).toEqual([]);
    expect((await read(ctx.app, tokens.tea, id)).linkedIdeas).toHaveLength(1);
    expect((await read(ctx.app, tokens.ben, id)).linkedIdeas).toEqual([]);
  });
});
