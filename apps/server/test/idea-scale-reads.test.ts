import { gunzipSync } from 'node:zlib';
import {
  AUTH_MESSAGES,
  IDEA_MESSAGES,
  IDEA_SCALE_PLOT_LIMIT,
  IDEA_SCALE_READ_MESSAGES,
  type IdeaNote,
  type IdeaNotesPage,
  type IdeaScalePlotData,
  type LinkIdeaIdeaDto,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../src/modules/auth/tokens';
import { createActivity, goLive, updateActivity } from './helpers/activity-helpers';
import { messages } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea, sleep } from './helpers/content-helpers';
import { quickMember, seedInterpretations } from './helpers/scale-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

const UNKNOWN_ID = '0123456789abcdef01234567';

/** A small RFC 4180 reader, to check what the download writes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field, 'the file ends with a line end').toBe('');
  return records;
}

/**
 * Reading an inTell's interpretations beyond its aggregates
 * (docs/decisions/2026-11-23-data-and-speed.md): the plots' numbers, notes by cursor, one note in
 * full, and the members' download.
 */
describe.each(TEST_DIALECTS)('interpretation reads on %s', (dialect) => {
  let ctx: TestContext;
  const m = {} as Record<
    'ana' | 'ben' | 'cai' | 'dee' | 'eve' | 'stu',
    { id: string; token: string }
  >;
  let ideaId: string;
  let linkId: string;

  const interpret = async (who: keyof typeof m, body: unknown) => {
    const res = await api(ctx, 'POST', `/api/ideas/scale/${ideaId}`, m[who].token, body);
    expect(res.statusCode, res.body).toBe(200);
    // Each later write is newer, so 'newest first' has one answer.
    await sleep(3);
  };
  const get = (token: string | undefined, url: string) => api(ctx, 'GET', url, token);

  const longNote = `${'a'.repeat(159)}bc`; // 161 characters
  const exactNote = 'n'.repeat(160);
  const astralNote = '😀'.repeat(170); // 170 characters, 340 UTF-16 units
  const trickyNote = '=1+1, "quoted"\nsecond line';

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    for (const name of ['ana', 'ben', 'cai', 'eve'] as const)
      m[name] = await quickMember(ctx, name);
    // A name that is an e-mail shows only its first part (publicName).
    m.dee = await quickMember(ctx, 'dee@example.org');
    m.stu = await quickMember(ctx, 'stu', { student: true });
    ideaId = (await createIdea(ctx, m.ana.token, simpleIdea({ myContent: 'Read me' })))._id;
    const topic = (await createIdea(ctx, m.ana.token, simpleIdea({ myContent: 'Topic' })))._id;
    const link = await api(ctx, 'POST', '/api/linkIdeaIdeas', m.ana.token, {
      ideaCause: ideaId,
      ideaEffect: topic,
      modeOnSubmit: 20,
    });
    linkId = link.json<LinkIdeaIdeaDto>()._id;

    // Oldest to newest: ben, cai (skipped), dee, eve, stu.
    await interpret('ben', {
      myEmotion: -0.123,
      authorIntent: 1,
      sound: 1,
      confidence: 3,
      values: [2, -3],
      note: longNote,
      myExpertise: 'Twenty years in the field',
      addLinkIdeaIdeaScale: { id: linkId, level: 0.66 },
    });
    await interpret('cai', { myEmotion: null, sound: null });
    await interpret('dee', { myEmotion: 0.5, sound: 0, authorIntent: 0, note: exactNote });
    await interpret('eve', { myEmotion: -0.5, sound: 0.5, note: astralNote, confidence: 0.1 });
    // A student interprets through an activity (docs/decisions/2026-11-23-activities.md).
    const activity = await createActivity(ctx, m.ana.token, {
      selection: 102,
      inTellExisting: ideaId,
    });
    await goLive(ctx, m.ana.token, activity._id);
    const completed = await updateActivity(ctx, m.stu.token, activity._id, {
      studentIDCompleted: m.stu.id,
      addIdeaScale: { myEmotion: 1, sound: 0.25, note: trickyNote },
    });
    expect(completed.statusCode, completed.body).toBe(200);
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('GET /api/ideas/{id}/scales', () => {
    it('sends every respondent’s numbers in columns, newest first, rounded, no text', async () => {
      const res = await get(m.ana.token, `/api/ideas/${ideaId}/scales`);
      expect(res.statusCode).toBe(200);
      const data = res.json<IdeaScalePlotData>();
      expect(Object.keys(data).sort()).toEqual(
        [
          'authorIntent',
          'confidence',
          'emotion',
          'mine',
          'score',
          'sound',
          'supportLevel',
          'total',
        ].sort(),
      );
      expect(data).toEqual({
        total: 5,
        // stu, eve, dee, cai (skipped), ben
        emotion: [1, -0.5, 0.5, null, -0.12],
        authorIntent: [null, null, 0, null, 1],
        sound: [0.25, 0.5, 0, null, 1],
        // Missing intent counts as 0: x = −(1 − sound) × confidence (stu: −0.375, half up to
        // −0.37); ben: 1 × 1 × 3.
        score: [-0.37, -0.05, -0.5, null, 3],
        confidence: [null, 0.1, null, null, 3],
        supportLevel: [null, null, null, null, 0.66],
        mine: null,
      });
    });

    it('puts the reader’s own first and says so; a student reads them too', async () => {
      const ben = (await get(m.ben.token, `/api/ideas/${ideaId}/scales`)).json<IdeaScalePlotData>();
      expect(ben.mine).toBe(0);
      // Stu's answer was made in the activity's class: it counts in the class only (issue 41).
      expect(ben.emotion).toEqual([-0.12, -0.5, 0.5, null]);
      const teacher = (
        await get(m.ana.token, `/api/ideas/${ideaId}/scales`)
      ).json<IdeaScalePlotData>();
      expect(teacher.emotion).toContain(1);
      const cai = (await get(m.cai.token, `/api/ideas/${ideaId}/scales`)).json<IdeaScalePlotData>();
      expect(cai.mine).toBe(0);
      expect(cai.sound[0]).toBeNull();
      expect((await get(m.stu.token, `/api/ideas/${ideaId}/scales`)).statusCode).toBe(200);
    });

    it('refuses without a token (401), an unknown inTell (404) and a bad id (400)', async () => {
      const none = await get(undefined, `/api/ideas/${ideaId}/scales`);
      expect(none.statusCode).toBe(401);
      expect(messages(none.body)).toEqual([AUTH_MESSAGES.TOKEN_MISSING]);
      const unknown = await get(m.ana.token, `/api/ideas/${UNKNOWN_ID}/scales`);
      expect(unknown.statusCode).toBe(404);
      expect(messages(unknown.body)).toEqual([IDEA_MESSAGES.NOT_FOUND]);
      expect((await get(m.ana.token, '/api/ideas/not%20an%20id/scales')).statusCode).toBe(400);
    });

    it('holds at most the newest 10,000 (and the reader’s own), gzipped when accepted', async () => {
      const big = (await createIdea(ctx, m.ana.token, simpleIdea({ myContent: 'Popular' })))._id;
      const seeded = await seedInterpretations(ctx, big, IDEA_SCALE_PLOT_LIMIT + 2, (i) => ({
        my_emotion: (i % 201) / 100 - 1,
      }));
      const res = await get(m.ana.token, `/api/ideas/${big}/scales`);
      const data = res.json<IdeaScalePlotData>();
      expect(data.total).toBe(IDEA_SCALE_PLOT_LIMIT + 2);
      expect(data.emotion).toHaveLength(IDEA_SCALE_PLOT_LIMIT);
      expect(data.mine).toBeNull();
      // The newest is the last seeded (10,001 % 201 = 152 → 0.52), the two oldest are left out.
      expect(data.emotion[0]).toBe(0.52);
      expect(data.emotion[IDEA_SCALE_PLOT_LIMIT - 1]).toBe(-0.98);

      // The oldest respondent still finds their own, first.
      const oldest = seeded[0]!;
      const token = signToken(oldest, ctx.config.jwtSecret!);
      const own = (await get(token, `/api/ideas/${big}/scales`)).json<IdeaScalePlotData>();
      expect(own.mine).toBe(0);
      expect(own.emotion[0]).toBe(-1);
      expect(own.emotion).toHaveLength(IDEA_SCALE_PLOT_LIMIT);

      const zipped = await ctx.app.inject({
        method: 'GET',
        url: `/api/ideas/${big}/scales`,
        headers: { 'x-auth-token': m.ana.token, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(zipped.rawPayload.length).toBeLessThan(res.rawPayload.length / 3);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(data);
    });
  });

  describe('GET /api/ideas/{id}/notes', () => {
    // Read by the class's teacher: stu's note was made in her class (DESIGN.md §10 'Privacy').
    const page = async (query: string, token = m.ana.token) => {
      const res = await get(token, `/api/ideas/${ideaId}/notes${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<IdeaNotesPage>();
    };

    it('lists notes newest first, cut at 160 characters with a flag, with expertise and names', async () => {
      const { notes, nextCursor } = await page('');
      expect(nextCursor).toBeNull();
      expect(notes.map((n) => n.user.name)).toEqual(['stu', 'eve', 'dee', 'ben']);
      // A member outside the class does not see the note a student made in it.
      const outside = await page('', m.cai.token);
      expect(outside.notes.map((n) => n.user.name)).toEqual(['eve', 'dee', 'ben']);
      const [stu, eve, dee, ben] = notes;
      expect(stu).toEqual({
        user: { _id: m.stu.id, name: 'stu' },
        note: trickyNote,
        truncated: false,
        confidence: null,
        expertise: null,
        date: expect.any(String) as string,
      });
      // Characters, not UTF-16 units: 160 emoji.
      expect(eve?.note).toBe('😀'.repeat(160));
      expect(eve?.truncated).toBe(true);
      expect(dee).toMatchObject({ note: exactNote, truncated: false, user: { name: 'dee' } });
      expect(ben).toMatchObject({
        note: longNote.slice(0, 160),
        truncated: true,
        confidence: 3,
        expertise: { level: 3, statement: 'I am very knowledgeable about this topic.' },
      });
    });

    it('pages by cursor, each note once', async () => {
      const first = await page('?limit=3');
      expect(first.notes.map((n) => n.user.name)).toEqual(['stu', 'eve', 'dee']);
      expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
      const second = await page(`?limit=3&cursor=${first.nextCursor}`);
      expect(second.notes.map((n) => n.user.name)).toEqual(['ben']);
      expect(second.nextCursor).toBeNull();
      const exact = await page('?limit=4');
      expect(exact.nextCursor).toBeNull();
      // Many pages over a large inTell.
      const big = (await createIdea(ctx, m.ana.token, simpleIdea({ myContent: 'Noted' })))._id;
      await seedInterpretations(ctx, big, 250, (i) => ({ note: i % 5 === 0 ? '' : `note ${i}` }));
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor === null ? '?limit=37' : `?limit=37&cursor=${cursor}`;
        const res = await get(m.cai.token, `/api/ideas/${big}/notes${query}`);
        const body = res.json<IdeaNotesPage>();
        seen.push(...body.notes.map((n) => n.note));
        cursor = body.nextCursor;
      } while (cursor !== null);
      expect(seen).toHaveLength(200);
      expect(new Set(seen).size).toBe(200);
      expect(seen[0]).toBe('note 249');
      expect(seen.at(-1)).toBe('note 1');
    });

    it('narrows to a brushed range of one scale, leaving out the unanswered', async () => {
      const names = async (query: string) =>
        (await page(query)).notes.map((n) => n.user.name).join(',');
      expect(await names('?scale=emotion&min=-0.5&max=0')).toBe('eve,ben');
      expect(await names('?scale=emotion&min=0.5')).toBe('stu,dee');
      expect(await names('?scale=score&min=0')).toBe('ben');
      expect(await names('?scale=confidence')).toBe('eve,ben');
      expect(await names('?scale=supportLevel&max=1')).toBe('ben');
      expect(await names('?scale=authorIntent&max=0.5')).toBe('dee');
      // A brushed page goes on with the same brush.
      const first = await page('?scale=sound&min=0&limit=2');
      expect(first.notes.map((n) => n.user.name)).toEqual(['stu', 'eve']);
      const next = await page(`?scale=sound&min=0&limit=2&cursor=${first.nextCursor}`);
      expect(next.notes.map((n) => n.user.name)).toEqual(['dee', 'ben']);
    });

    it('refuses bad queries (400) with their messages, and no token, unknown inTell', async () => {
      const bad = async (query: string, expected: string[]) => {
        const res = await get(m.cai.token, `/api/ideas/${ideaId}/notes${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(messages(res.body), query).toEqual(expected);
      };
      const R = IDEA_SCALE_READ_MESSAGES;
      await bad('?limit=0', [R.LIMIT]);
      await bad('?limit=101', [R.LIMIT]);
      await bad('?limit=x', [R.LIMIT]);
      await bad('?scale=note', [R.SCALE]);
      await bad('?min=0', [R.RANGE_NEEDS_SCALE]);
      await bad('?scale=sound&min=1&max=0', [R.MIN_ABOVE_MAX]);
      await bad('?scale=sound&min=abc', [R.MIN]);
      await bad('?cursor=a%20b', [R.INVALID_CURSOR]);
      // Well-formed, but not a position this server wrote.
      await bad(`?cursor=${Buffer.from('hello').toString('base64url')}`, [R.INVALID_CURSOR]);
      await bad(`?cursor=${Buffer.from('2024-01-01T00:00:00.000Z a b').toString('base64url')}`, [
        R.INVALID_CURSOR,
      ]);
      expect((await get(undefined, `/api/ideas/${ideaId}/notes`)).statusCode).toBe(401);
      const unknown = await get(m.cai.token, `/api/ideas/${UNKNOWN_ID}/notes`);
      expect(unknown.statusCode).toBe(404);
      expect(messages(unknown.body)).toEqual([IDEA_MESSAGES.NOT_FOUND]);
    });
  });

  describe('GET /api/ideas/{id}/notes/{userId}', () => {
    it('sends one note in full with the expertise it claims', async () => {
      const res = await get(m.dee.token, `/api/ideas/${ideaId}/notes/${m.ben.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<IdeaNote>()).toEqual({
        user: { _id: m.ben.id, name: 'ben' },
        note: longNote,
        myExpertise: 'Twenty years in the field',
        confidence: 3,
        expertise: { level: 3, statement: 'I am very knowledgeable about this topic.' },
        date: expect.any(String) as string,
      });
      const eve = await get(m.dee.token, `/api/ideas/${ideaId}/notes/${m.eve.id}`);
      expect(eve.json<IdeaNote>().note).toBe(astralNote);
      // A student reads classmates' answers only as aggregates, never by name.
      const student = await get(m.stu.token, `/api/ideas/${ideaId}/notes/${m.ben.id}`);
      expect(student.statusCode).toBe(403);
    });

    it('answers 404 for no note, an unknown member or inTell; 400 for a bad id; 401', async () => {
      for (const userId of [m.cai.id, m.ana.id, UNKNOWN_ID]) {
        const res = await get(m.ben.token, `/api/ideas/${ideaId}/notes/${userId}`);
        expect(res.statusCode).toBe(404);
        expect(messages(res.body)).toEqual([IDEA_SCALE_READ_MESSAGES.NOTE_NOT_FOUND]);
      }
      const unknown = await get(m.ben.token, `/api/ideas/${UNKNOWN_ID}/notes/${m.ben.id}`);
      expect(messages(unknown.body)).toEqual([IDEA_MESSAGES.NOT_FOUND]);
      expect((await get(m.ben.token, `/api/ideas/${ideaId}/notes/a.b`)).statusCode).toBe(400);
      expect((await get(undefined, `/api/ideas/${ideaId}/notes/${m.ben.id}`)).statusCode).toBe(401);
    });
  });

  describe('GET /api/ideas/{id}/scales.csv', () => {
    it('downloads every interpretation with its numbers and texts, CSV-escaped', async () => {
      const res = await get(m.ana.token, `/api/ideas/${ideaId}/scales.csv`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="intell-${ideaId}-interpretations.csv"`,
      );
      expect(res.body.startsWith('\uFEFFuserId,userName,date,')).toBe(true);
      const [header, ...records] = parseCsv(res.body.slice(1));
      expect(records).toHaveLength(5);
      const byName = new Map(
        records.map((r) => [r[1], Object.fromEntries(header!.map((h, i) => [h, r[i]]))]),
      );
      expect(byName.get('ben')).toMatchObject({
        userId: m.ben.id,
        myEmotion: '-0.123',
        authorIntent: '1',
        sound: '1',
        confidence: '3',
        score: '3',
        supportLevel: '0.66',
        values: '2 -3',
        note: longNote,
        myExpertise: 'Twenty years in the field',
        goodFaith: '',
        divisive: '',
      });
      // A formula is defused; commas, quotes and line breaks survive the round trip.
      expect(byName.get('stu')?.note).toBe(`'${trickyNote}`);
      expect(byName.get('cai')).toMatchObject({ myEmotion: '', sound: '', score: '', note: '' });
      expect(byName.get('eve')?.note).toBe(astralNote);
    });

    it('pages through a large inTell by member id', async () => {
      const big = (await createIdea(ctx, m.ana.token, simpleIdea({ myContent: 'Exported' })))._id;
      const ids = await seedInterpretations(ctx, big, 1_203, (i) => ({ sound: (i % 11) / 10 }));
      const res = await get(m.ana.token, `/api/ideas/${big}/scales.csv`);
      expect(res.statusCode).toBe(200);
      const [, ...records] = parseCsv(res.body.slice(1));
      expect(records.map((r) => r[0])).toEqual([...ids].sort());
    });

    it('is refused to students (403), without a token (401), for unknown inTells (404)', async () => {
      const student = await get(m.stu.token, `/api/ideas/${ideaId}/scales.csv`);
      expect(student.statusCode).toBe(403);
      expect(messages(student.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
      expect((await get(undefined, `/api/ideas/${ideaId}/scales.csv`)).statusCode).toBe(401);
      const unknown = await get(m.ana.token, `/api/ideas/${UNKNOWN_ID}/scales.csv`);
      expect(unknown.statusCode).toBe(404);
      expect(messages(unknown.body)).toEqual([IDEA_MESSAGES.NOT_FOUND]);
      expect((await get(m.ana.token, '/api/ideas/bad%20id/scales.csv')).statusCode).toBe(400);
    });
  });
});
