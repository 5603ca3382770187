import { IDEA_MESSAGES, type IdeaDto, type IdeaSummary } from '@thoughtful/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { fullTextSearchFor } from '../src/db/full-text-search';
import { createMigrator, migrateToLatest } from '../src/db/migrate';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createIdea, fullIdea, simpleIdea, sleep } from './helpers/content-helpers';
import { migrationNamesAfter } from './helpers/migrations';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/** Content in any language (issue 44): an inTell's language, and search by its own stems. */
describe.each(TEST_DIALECTS)('inTells in any language on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  const ids: Record<string, string> = {};

  const getIdea = async (id: string) => {
    const res = await api(ctx, 'GET', `/api/ideas/${id}`, token);
    expect(res.statusCode).toBe(200);
    return res.json<IdeaDto>();
  };
  const searchIds = async (query: string) => {
    const qs = new URLSearchParams({ searchString: query });
    const res = await api(ctx, 'GET', `/api/ideas?${qs.toString()}`, token);
    expect(res.statusCode).toBe(200);
    return res.json<IdeaSummary[]>().map((idea) => idea._id);
  };
  const make = async (key: string, myPoint: string, myContent: string, language?: string) => {
    const res = await api(
      ctx,
      'POST',
      '/api/ideas',
      token,
      simpleIdea({ myPoint, myContent, language }),
    );
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = res.json<IdeaDto>()._id;
    await sleep(2);
    return res.json<IdeaDto>();
  };

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    await createUser(ctx, 'lucia@example.org', { student: false });
    token = await loginToken(ctx, 'lucia@example.org');
    await make('gobierno', 'El gobierno debe bajar los impuestos', 'Las familias pagan demasiado.');
    await make('leyes', 'Nuevas leyes', 'Los gobiernos aprueban leyes que nadie lee.');
    await make('running', 'Running every day is good for you', 'Runners sleep better.');
    await make('french', 'Téléphones interdits', 'Les écoles interdisent les téléphones.', 'fr');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('detects the language of an inTell written without one, and stores it', async () => {
    expect((await getIdea(ids.gobierno!)).language).toBe('es');
    expect((await getIdea(ids.running!)).language).toBe('en');
  });

  it('keeps the language the author gives over the detected one', async () => {
    expect((await getIdea(ids.french!)).language).toBe('fr');
    const given = await make('given', 'Phones should be banned in class', 'Says the head.', 'es');
    expect(given.language).toBe('es');
    expect((await getIdea(given._id)).language).toBe('es');
  });

  it('refuses a language it does not know with a 400 and a clear message', async () => {
    for (const language of ['xx', 'EN', 'en-GB', 'english', '', 'tlh', 7, true, ['en']]) {
      const res = await api(
        ctx,
        'POST',
        '/api/ideas',
        token,
        simpleIdea({ myPoint: 'A title', language: language as string }),
      );
      expect(res.statusCode, String(language)).toBe(400);
      expect(messages(res.body)).toEqual([IDEA_MESSAGES.LANGUAGE_UNKNOWN]);
    }
    // null is absent, as for every other field: the language is detected.
    const res = await api(ctx, 'POST', '/api/ideas', token, {
      ...simpleIdea({
        myPoint: 'Las bibliotecas siguen siendo esenciales',
        myContent: 'Sobre todo en los barrios.',
      }),
      language: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<IdeaDto>().language).toBe('es');
  });

  it('finds a Spanish inTell by another form of its words, as the last word or not', async () => {
    // 'El gobierno' by its plural, and 'Los gobiernos' as written.
    expect((await searchIds('gobiernos')).sort()).toEqual([ids.gobierno, ids.leyes].sort());
    expect(await searchIds('gobiernos impuesto')).toEqual([ids.gobierno]);
    expect(await searchIds('impuesto gobiernos')).toEqual([ids.gobierno]);
    expect(await searchIds('familia')).toEqual([ids.gobierno]);
    // And the plural written in the inTell from the singular searched, not only as a prefix.
    expect(await searchIds('gobierno ley')).toEqual([ids.leyes]);
    expect(await searchIds('ley lee')).toEqual([ids.leyes]);
  });

  it('still stems English inTells by English rules', async () => {
    expect(await searchIds('run')).toEqual([ids.running]);
    expect(await searchIds('runs daily')).toEqual([]);
    expect(await searchIds('runner sleeping')).toEqual([ids.running]);
  });

  it('finds an inTell in a language it does not stem by its words as written', async () => {
    expect(await searchIds('telephones interdits')).toEqual([ids.french]);
    expect(await searchIds('écoles interd')).toEqual([ids.french]);
    expect(await searchIds('telephone interdits')).toEqual([]);
  });

  it('gives a quote its source’s language and detects a key point’s', async () => {
    const quote = await api(ctx, 'POST', `/api/ideas/${ids.gobierno}/quotes`, token, {
      text: 'Las familias pagan demasiado.',
    });
    expect(quote.statusCode).toBe(201);
    expect(quote.json<IdeaDto>().language).toBe('es');
    const keyPoint = await api(ctx, 'POST', `/api/ideas/${ids.running}/keyPoints`, token, {
      myPoint: 'Correr cada día es bueno para la salud',
    });
    expect(keyPoint.statusCode).toBe(201);
    expect(keyPoint.json<IdeaDto>().language).toBe('es');
  });

  it('never fails a search or a write, whatever the text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 40 }), async (text) => {
        const qs = new URLSearchParams({ searchString: text });
        const res = await api(ctx, 'GET', `/api/ideas?${qs.toString()}`, token);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
        async (text) => {
          const res = await api(ctx, 'POST', '/api/ideas', token, simpleIdea({ myContent: text }));
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe.each(TEST_DIALECTS)('content language migration (0045) on %s', (dialect) => {
  let ctx: TestContext | undefined;
  afterAll(async () => {
    await ctx?.close();
  });

  it('makes every existing inTell English, still found by its English word forms', async () => {
    ctx = await createTestApp(dialect);
    const { db } = ctx.database;
    await createUser(ctx, 'maya@example.org', { student: false });
    const token = await loginToken(ctx, 'maya@example.org');
    const { _id } = await createIdea(ctx, token, fullIdea({ myPoint: 'Phones should be banned' }));
    const migrator = await createMigrator(db);
    const down = await migrator.migrateTo('0042-invitation-names');
    expect(down.error).toBeUndefined();
    expect(await migrateToLatest(db)).toEqual(await migrationNamesAfter('0042-invitation-names'));

    const row = await db
      .selectFrom('ideas')
      .select('language')
      .where('id', '=', _id)
      .executeTakeFirst();
    expect(row?.language).toBe('en');
    const search = fullTextSearchFor(dialect);
    expect(await search.searchIdeas(db, 'phone banning', 10)).toEqual([_id]);
    expect(await search.searchIdeas(db, 'phones ban', 10)).toEqual([_id]);
  });
});

describe("an inTell whose text does not tell is in the installation's language", () => {
  let ctx: TestContext | undefined;
  afterAll(async () => {
    await ctx?.close();
  });

  it('reads DEFAULT_LANGUAGE, a language the product speaks, English unless set', () => {
    expect(loadConfig({}).defaultLanguage).toBe('en');
    expect(loadConfig({ DEFAULT_LANGUAGE: 'es' }).defaultLanguage).toBe('es');
    expect(() => loadConfig({ DEFAULT_LANGUAGE: 'fr' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEFAULT_LANGUAGE: 'fr' })).toThrow(
      /DEFAULT_LANGUAGE must be one of the languages this site offers: en, es/,
    );
  });

  it('takes it for a text the detector cannot tell', async () => {
    ctx = await createTestApp('sqlite', { env: { DEFAULT_LANGUAGE: 'es' } });
    await createUser(ctx, 'lucia@example.org', { student: false });
    const token = await loginToken(ctx, 'lucia@example.org');
    const unclear = await createIdea(
      ctx,
      token,
      simpleIdea({ myPoint: 'Fronteras abiertas', myContent: '2024' }),
    );
    const clear = await createIdea(
      ctx,
      token,
      simpleIdea({ myPoint: 'Phones should be banned in class' }),
    );
    const languageOf = async (id: string) =>
      (await api(ctx!, 'GET', `/api/ideas/${id}`, token)).json<IdeaDto>().language;
    expect(await languageOf(unclear._id)).toBe('es');
    expect(await languageOf(clear._id)).toBe('en');
  });
});
