import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ActivityDto, ClassDto, IdeaSummary } from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { AppConfig } from '../src/config';
import { openDatabase, type DatabaseHandle, type DialectName } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { migrationProvider } from '../src/db/migrations';
import { api } from './helpers/content-helpers';
import { TEST_DIALECTS, testConfig } from './helpers/test-app';

/**
 * Migration 0022 on a copy of a real installation from before classes (DESIGN.md §10): the
 * database `npm run cli -- seed:demo` made at fdc78ea, the last landed commit before classes
 * (migrations up to 0017), on SQLite (test/fixtures/seed-demo-fdc78ea.db, the file itself) and, in
 * the PostgreSQL run, on PostgreSQL (test/fixtures/seed-demo-fdc78ea.pg.sql, its pg_dump: schema,
 * rows and kysely's bookkeeping as fdc78ea left them). Its lesson was made by the admin and no
 * student had done it yet. classes-migration.test.ts tests the migration on representative rows.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');

interface SeedCopy {
  database: DatabaseHandle;
  drop: () => Promise<void>;
}

/** A copy of the SQLite file, in a directory of its own. */
function sqliteCopy(): Promise<SeedCopy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-seed-copy-'));
  const file = path.join(dir, 'thoughtful.db');
  fs.copyFileSync(path.join(FIXTURES, 'seed-demo-fdc78ea.db'), file);
  const database = openDatabase({ kind: 'sqlite', filename: file });
  return Promise.resolve({
    database,
    drop: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  });
}

/**
 * The pg_dump restored into a new schema of TEST_DATABASE_URL's database, with node-postgres alone
 * (no psql): its psql meta-commands (`\restrict`) and comments left out, and the schema it names,
 * `public`, renamed wherever it is SQL (never inside a quoted value).
 */
async function postgresCopy(): Promise<SeedCopy> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const dump = fs.readFileSync(path.join(FIXTURES, 'seed-demo-fdc78ea.pg.sql'), 'utf8');
  const sql = dump.replace(
    /('(?:[^']|'')*')|--[^\n]*|^\\[^\n]*|\bpublic\b/gm,
    (match, literal: string | undefined) => literal ?? (match === 'public' ? `"${schema}"` : ''),
  );
  const loader = new pg.Client({ connectionString: url });
  await loader.connect();
  try {
    await loader.query(sql);
  } finally {
    await loader.end();
  }
  const database = openDatabase({ kind: 'postgres', connectionString: url }, { pgSchema: schema });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema "${schema}" cascade`);
      await cleaner.end();
    },
  };
}

const SEED_COPIES: Record<DialectName, () => Promise<SeedCopy>> = {
  sqlite: sqliteCopy,
  postgres: postgresCopy,
};

describe.each(TEST_DIALECTS)(
  'an installation seed:demo made before classes, migrated (%s)',
  (dialect) => {
    let copy: SeedCopy;
    let config: AppConfig;
    let app: App;
    let applied: string[];

    beforeAll(async () => {
      copy = await SEED_COPIES[dialect]();
      applied = await migrateToLatest(copy.database.db);
      config = testConfig();
      app = await buildApp(config, { database: copy.database, logger: false });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await copy?.drop();
      if (config) fs.rmSync(config.dataDir, { recursive: true, force: true });
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
      // Every migration fdc78ea did not have (0018 on), 0022 among them, and none it had.
      const since = Object.keys(await migrationProvider.getMigrations())
        .filter((name) => name > '0017-idea-kept-version')
        .sort();
      expect(since[0]).toBe('0018-login-ids-not-names');
      expect(since).toContain('0022-classes');
      expect(applied).toEqual(since);
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
  },
);
