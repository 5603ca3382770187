import { type Kysely } from 'kysely';
import { normalizeJoinCode } from '@thoughtful/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { DialectName } from '../src/db/database';
import { createMigrator, migrateToLatest } from '../src/db/migrate';
import { newId } from '../src/lib/ids';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './helpers/test-app';
import { migrationNamesAfter } from './helpers/migrations';

/* eslint-disable @typescript-eslint/no-explicit-any -- the schema before 0022, not today's */

/**
 * Migration 0022 (DESIGN.md §10): an installation with activities moves them into one class, 'My
 * class', taught by its admins and every non-student who made an activity, with every student who
 * completed one in it; an installation without any activities gets no class.
 */
const databases: TestDatabase[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) await database.drop();
});

/** A database with the migrations up to 0021 only. */
async function databaseBeforeClasses(dialect: DialectName): Promise<TestDatabase> {
  const database = await createTestDatabase(dialect);
  databases.push(database);
  const down = await (await createMigrator(database.db)).migrateTo('0021-search-word-forms');
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => r.migrationName)).toEqual(
    (await migrationNamesAfter('0021-search-word-forms')).reverse(),
  );
  return database;
}

const now = new Date().toISOString();

async function user(db: Kysely<any>, email: string, role: 'admin' | 'teacher' | 'student') {
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      name: email,
      email,
      password_hash: 'x',
      is_student: role === 'student' ? 1 : 0,
      is_admin: role === 'admin' ? 1 : 0,
      confirmed: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

async function activity(db: Kysely<any>, position: number, createdBy: string | null) {
  const id = newId();
  await db
    .insertInto('activities')
    .values({ id, selection: 100, position, created_by: createdBy, created_at: now })
    .execute();
  return id;
}

async function complete(db: Kysely<any>, activityId: string, userId: string) {
  await db
    .insertInto('activity_completions')
    .values({ activity_id: activityId, user_id: userId, idea_id: null, completed_at: now })
    .execute();
}

describe.each(TEST_DIALECTS)('the classes migration (0022) on %s', (dialect) => {
  it("moves an installation's activities into 'My class', with their teachers and students", async () => {
    const database = await databaseBeforeClasses(dialect);
    const db = database.db as unknown as Kysely<any>;
    // As seed:demo leaves it: an admin and a teacher who made the lesson, students who did it.
    const maya = await user(db, 'teacher@example.org', 'admin');
    const tom = await user(db, 'tom@example.org', 'teacher');
    const otherAdmin = await user(db, 'head@example.org', 'admin');
    const idleTeacher = await user(db, 'idle@example.org', 'teacher');
    const ana = await user(db, 'ana@example.org', 'student');
    const ben = await user(db, 'ben@example.org', 'student');
    const idleStudent = await user(db, 'carl@example.org', 'student');
    const activities = [
      await activity(db, 1, maya),
      await activity(db, 2, tom),
      await activity(db, 3, null),
    ];
    await complete(db, activities[0]!, ana);
    await complete(db, activities[1]!, ana);
    await complete(db, activities[1]!, ben);
    // A teacher's preview kept by an older version does not make her a student.
    await complete(db, activities[0]!, idleTeacher);

    expect(await migrateToLatest(database.db)).toEqual(
      await migrationNamesAfter('0021-search-word-forms'),
    );

    const classes = await database.db.selectFrom('classes').selectAll().execute();
    expect(classes.map((c) => [c.name, c.archived, c.pseudonyms])).toEqual([['My class', 0, 0]]);
    const myClass = classes[0]!;
    expect(normalizeJoinCode(myClass.code)).toBe(myClass.code);
    const moved = await database.db
      .selectFrom('activities')
      .select(['id', 'class_id', 'position'])
      .orderBy('position')
      .execute();
    expect(moved).toEqual(
      activities.map((id, i) => ({ id, class_id: myClass.id, position: i + 1 })),
    );
    const teachers = await database.db
      .selectFrom('class_teachers')
      .select(['class_id', 'user_id'])
      .execute();
    expect(teachers.map((t) => t.class_id)).toEqual(teachers.map(() => myClass.id));
    expect(teachers.map((t) => t.user_id).sort()).toEqual([maya, tom, otherAdmin].sort());
    const students = await database.db
      .selectFrom('class_students')
      .select(['class_id', 'user_id', 'pseudonym'])
      .execute();
    expect(students.map((s) => s.class_id)).toEqual(students.map(() => myClass.id));
    expect(students.map((s) => s.user_id).sort()).toEqual([ana, ben].sort());
    expect(students.every((s) => s.pseudonym.length > 0)).toBe(true);
    expect([idleTeacher, idleStudent].some((id) => students.some((s) => s.user_id === id))).toBe(
      false,
    );
  });

  it('gives an installation without activities no class', async () => {
    const database = await databaseBeforeClasses(dialect);
    const db = database.db as unknown as Kysely<any>;
    await user(db, 'teacher@example.org', 'admin');
    await user(db, 'ana@example.org', 'student');
    expect(await migrateToLatest(database.db)).toEqual(
      await migrationNamesAfter('0021-search-word-forms'),
    );
    expect(await database.db.selectFrom('classes').selectAll().execute()).toEqual([]);
  });

  it('gives a fresh installation no class until a teacher makes one', async () => {
    const fresh = await createTestDatabase(dialect);
    databases.push(fresh);
    expect(await fresh.db.selectFrom('classes').selectAll().execute()).toEqual([]);
    expect(await fresh.db.selectFrom('class_teachers').selectAll().execute()).toEqual([]);
  });
});
