import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ActivityDto, ClassDto, IdeaSummary } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { api } from './helpers/content-helpers';
import { testConfig } from './helpers/test-app';

/**
 * Migration 0022 on a copy of a real installation from before classes (DESIGN.md §10): the
 * SQLite database `npm run cli -- seed:demo` made at fdc78ea, the last landed commit before
 * classes (test/fixtures/seed-demo-fdc78ea.db, migrations up to 0017). Its lesson was made by the
 * admin and no student had done it yet. The PostgreSQL run of the migration is
 * classes-migration.test.ts, on representative rows.
 */
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'seed-demo-fdc78ea.db');

describe('an installation seed:demo made before classes, migrated (SQLite)', () => {
  let dir: string;
  let database: DatabaseHandle;
  let app: App;
  let applied: string[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-seed-copy-'));
    const file = path.join(dir, 'thoughtful.db');
    fs.copyFileSync(FIXTURE, file);
    database = openDatabase({ kind: 'sqlite', filename: file });
    applied = await migrateToLatest(database.db);
    app = await buildApp(testConfig(), { database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const signIn = async (email: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };
  const get = <T>(token: string, url: string) =>
    api({ app } as Parameters<typeof api>[0], 'GET', url, token).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    });

  it("runs the migrations since, and puts the lesson in 'My class', taught by its admin", async () => {
    expect(applied[0]).toBe('0018-login-ids-not-names');
    expect(applied.at(-1)).toBe('0022-classes');
    const admin = await signIn('teacher@example.org', 'thoughtful-demo');
    const classes = await get<ClassDto[]>(admin, '/api/classes');
    expect(classes.map((c) => c.name)).toEqual(['My class']);
    const myClass = classes[0]!;
    expect(myClass.teachers.map((t) => t.name)).toEqual(['Maya Rivera']);
    const managed = await get<ActivityDto[]>(admin, `/api/activity?classId=${myClass._id}`);
    expect(managed.map((a) => [a.order, a.className, a.enabled])).toEqual([
      [1, 'My class', true],
      [2, 'My class', true],
      [3, 'My class', true],
      [4, 'My class', true],
      [5, 'My class', true],
      [6, 'My class', false],
    ]);
  });

  it('shows the students the live lesson, and every member the inTells she had', async () => {
    const ana = await signIn('ana@example.org', 'student-demo');
    const lesson = await get<ActivityDto[]>(ana, '/api/activity?view=student');
    expect(lesson.map((a) => a.order)).toEqual([1, 2, 3, 4, 5]);
    const latest = await get<IdeaSummary[]>(ana, '/api/ideas?limitSize=10');
    expect(latest).toHaveLength(10);
    const tom = await signIn('tom@example.org', 'thoughtful-demo');
    expect((await get<IdeaSummary[]>(tom, '/api/ideas?limitSize=10')).map((i) => i._id)).toEqual(
      latest.map((i) => i._id),
    );
  });
});
