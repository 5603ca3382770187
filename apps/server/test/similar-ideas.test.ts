import { SIMILAR_IDEAS_MESSAGES, type SimilarIdeas } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullTextSearchFor } from '../src/db/full-text-search';
import { newId } from '../src/lib/ids';
import { insertIdea, newIdeaRow } from '../src/modules/ideas/ideas.repository';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
import { api } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * 'Similar inTells while typing' (issue 45): `GET /api/ideas/similar` on both databases. The
 * planted duplicates: 100 inTells among 300 others made of the same words, each looked for by a
 * rewording of it (a third of its words dropped, others in another form, new ones added, the
 * order shuffled), which must find its original among the three answered at least 90 times
 * (100 of 100 on both databases when written).
 */

/** A fixed seed: every run plants the same inTells (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VOCABULARY = `river forest teacher garden market bridge harbour village mountain island desert
winter summer autumn spring kitchen library museum hospital station airport factory farmer doctor
nurse student parent neighbour council mayor budget taxes wages rent housing tenant landlord
energy solar wind battery engine vehicle bicycle railway tram bus ferry traffic pollution noise
plastic bottle packaging recycling compost waste water drought flood storm heat shade tree
insect bee bird wolf fish coral reef ocean beach coast glacier climate carbon emission fuel coal
oil gas nuclear reactor grid cable phone screen camera privacy data cloud software robot
algorithm internet network signal radio television newspaper journalist editor election vote
ballot party parliament court judge lawyer prison police crime safety fire ambulance vaccine
virus disease medicine hunger food bread sugar salt fruit vegetable meat dairy milk cheese rice
wheat harvest soil fertiliser pesticide orchard vineyard fishing quota tourism hotel festival
concert theatre cinema painting sculpture poetry novel history archive heritage castle cathedral
language dialect grammar spelling homework exam grade lesson classroom uniform sport football
tennis swimming athlete stadium coach referee medal trophy holiday weekend commute office
meeting contract salary pension retirement charity volunteer donation refugee border passport
migration asylum citizen census survey statistic average percentage figure chart evidence study
experiment laboratory scientist telescope planet satellite rocket astronaut gravity magnet
electricity voltage circuit wire copper steel concrete brick timber roof window garden fence
playground pavement crossing lantern candle clock calendar diary letter stamp parcel courier
warehouse shop customer price discount queue wallet coin bank loan debt interest inflation
mortgage insurance accident injury bandage pharmacy dentist tooth sleep dream memory habit`
  .split(/\s+/)
  .filter(Boolean);

const FILLERS = ['the', 'and', 'our', 'with', 'for', 'is', 'are', 'about', 'this', 'in'];

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A sentence of the content words with function words between them. */
function sentence(random: Random, words: readonly string[]): string {
  const out: string[] = [];
  for (const word of words) {
    out.push(word);
    if (random() < 0.5) out.push(pick(random, FILLERS));
  }
  const text = out.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Another form of a word half the time: its plural. */
const otherForm = (random: Random, word: string) =>
  random() < 0.5 ? (word.endsWith('s') ? word : `${word}s`) : word;

interface Planted {
  headline: string[];
  body: string[];
}

function plant(random: Random): Planted {
  const words = shuffled(random, VOCABULARY).slice(0, 12);
  return { headline: words.slice(0, 4), body: words.slice(4) };
}

/** A rewording: 4 of its 12 words dropped, half the rest in another form, 3 new, the order shuffled. */
function reword(random: Random, { headline, body }: Planted): string {
  const kept = shuffled(random, [...headline, ...body]).slice(4);
  const added = shuffled(random, VOCABULARY).slice(0, 3);
  const words = shuffled(random, [...kept, ...added]).map((word) => otherForm(random, word));
  return `${sentence(random, words.slice(0, 4))} ${sentence(random, words.slice(4))}`;
}

describe.each(TEST_DIALECTS)('similar inTells on %s', (dialect) => {
  let ctx: TestContext;
  const token: Record<string, string> = {};
  const userId: Record<string, string> = {};
  const originals: { id: string; rewording: string }[] = [];
  let klass = '';
  let otherClass = '';
  const ids: Record<string, string> = {};

  const similar = async (who: string, query: Record<string, string>) => {
    const res = await api(
      ctx,
      'GET',
      `/api/ideas/similar?${new URLSearchParams(query).toString()}`,
      token[who],
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SimilarIdeas>();
  };

  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    for (const name of ['maya', 'student', 'elsewhere']) {
      userId[name] = await createUser(ctx, `${name}@example.org`, {
        student: name !== 'maya',
      });
      token[name] = await loginToken(ctx, `${name}@example.org`);
    }
    klass = await makeClass(ctx, 'Similar 1', [userId.maya!], [userId.student!]);
    otherClass = await makeClass(ctx, 'Similar 2', [], [userId.elsewhere!]);

    const random = seeded(45);
    const search = fullTextSearchFor(dialect);
    let at = Date.parse('2026-01-01T00:00:00Z');
    type Row = Parameters<typeof insertIdea>[2];
    const rows: Row[] = [];
    const add = (values: Partial<Row>) => {
      at += 60_000;
      const id = newId(at);
      const row: Row = {
        ...newIdeaRow({ id, user_id: userId.maya!, created_at: new Date(at).toISOString() }),
        language: 'en',
        ...values,
      };
      rows.push(row);
      return id;
    };
    // 300 others, then 100 originals among 100 more others.
    for (let i = 0; i < 300; i++) {
      const { headline, body } = plant(random);
      add({ my_point: sentence(random, headline), my_content: sentence(random, body) });
    }
    for (let i = 0; i < 100; i++) {
      const planted = plant(random);
      const id = add({
        my_point: sentence(random, planted.headline),
        my_content: sentence(random, planted.body),
      });
      originals.push({ id, rewording: reword(random, planted) });
      const other = plant(random);
      add({ my_point: sentence(random, other.headline), my_content: sentence(random, other.body) });
    }
    ids.spanish = add({
      my_point: 'Los gobiernos deben bajar los impuestos',
      my_content: 'Las familias pagan demasiado por la vivienda.',
      language: 'es',
    });
    const secret = 'Zanzibar lighthouse keepers deserve heated cabins';
    ids.otherClass = add({ my_point: secret, class_id: otherClass, user_id: userId.elsewhere! });
    ids.ownClass = add({
      my_point: 'Lighthouse keepers of Zanzibar want heated cabins',
      class_id: klass,
      user_id: userId.student!,
    });
    await ctx.database.db.transaction().execute(async (trx) => {
      for (const row of rows) await insertIdea(trx, search, row, []);
    });
  }, 120_000);

  afterAll(async () => {
    await ctx.close();
  });

  it('finds the original of at least 90 of 100 rewordings among the three answered', async () => {
    let found = 0;
    for (const { id, rewording } of originals) {
      const answer = await similar('maya', { text: rewording });
      expect(answer.length).toBeLessThanOrEqual(3);
      if (answer.some((idea) => idea._id === id)) found += 1;
    }
    expect(found, `${found} of 100 found`).toBeGreaterThanOrEqual(90);
  });

  it('ranks the inTell sharing most of the rare words first, with its label and a score', async () => {
    const { id, rewording } = originals[0]!;
    const answer = await similar('maya', { text: rewording });
    expect(answer[0]?._id).toBe(id);
    expect(answer[0]!.myPoint).toMatch(/\.$/);
    expect(answer[0]!.score).toBeGreaterThan(0);
    expect(answer[0]!.score).toBeLessThanOrEqual(1);
    for (let i = 1; i < answer.length; i++) {
      expect(answer[i]!.score).toBeLessThanOrEqual(answer[i - 1]!.score);
    }
  });

  it('needs no word to match every inTell, and leaves stop words out', async () => {
    // Nothing holds 'xylophone', yet the original is found by its other words.
    const { id, rewording } = originals[1]!;
    expect((await similar('maya', { text: `${rewording} xylophone` }))[0]?._id).toBe(id);
    // Stop words alone find nothing.
    expect(await similar('maya', { text: 'the and of with for this is are' })).toEqual([]);
    expect(await similar('maya', { text: '!!! ???' })).toEqual([]);
  });

  it('finds a Spanish inTell by a Spanish word form', async () => {
    const answer = await similar('maya', {
      text: 'El gobierno tiene que bajar el impuesto de las viviendas',
    });
    expect(answer[0]?._id).toBe(ids.spanish);
  });

  it("never answers another class's inTell", async () => {
    const text = 'Zanzibar lighthouse keepers deserve heated cabins';
    const student = (await similar('student', { text })).map((idea) => idea._id);
    expect(student[0]).toBe(ids.ownClass);
    expect(student).not.toContain(ids.otherClass);
    const inClass = (await similar('student', { text, classId: klass })).map((idea) => idea._id);
    expect(inClass[0]).toBe(ids.ownClass);
    expect(inClass).not.toContain(ids.otherClass);
    const teacher = (await similar('maya', { text })).map((idea) => idea._id);
    expect(teacher[0]).toBe(ids.ownClass);
    expect(teacher).not.toContain(ids.otherClass);
    // Her own class's inTell, for the student of the other class; never the first class's.
    const elsewhere = (await similar('elsewhere', { text })).map((idea) => idea._id);
    expect(elsewhere[0]).toBe(ids.otherClass);
    expect(elsewhere).not.toContain(ids.ownClass);
    // A class outside her scope is not found.
    const res = await api(
      ctx,
      'GET',
      `/api/ideas/similar?${new URLSearchParams({ text, classId: otherClass }).toString()}`,
      token.student,
    );
    expect(res.statusCode).toBe(404);
  });

  it('refuses bad input with a message, and a signed-out caller', async () => {
    const bad = async (query: string, message: string) => {
      const res = await api(ctx, 'GET', `/api/ideas/similar${query}`, token.maya);
      expect(res.statusCode, res.body).toBe(400);
      expect(messages(res.body)).toContain(message);
    };
    await bad('', SIMILAR_IDEAS_MESSAGES.TEXT);
    await bad('?text=', SIMILAR_IDEAS_MESSAGES.TEXT);
    await bad(`?text=${'a'.repeat(2001)}`, SIMILAR_IDEAS_MESSAGES.TEXT);
    await bad('?text=ocean&classId=not%20an%20id', 'Invalid id');
    const res = await api(ctx, 'GET', '/api/ideas/similar?text=ocean');
    expect(res.statusCode).toBe(401);
  });
});
