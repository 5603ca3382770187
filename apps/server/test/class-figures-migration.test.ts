import { type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigrator } from '../src/db/migrate';
import { newId } from '../src/lib/ids';
import { newIdeaRow } from '../src/modules/ideas/ideas.repository';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './helpers/test-app';

/* eslint-disable @typescript-eslint/no-explicit-any -- the schema before 0032 */

/**
 * Migrations 0032 and 0034 (issue 41; docs/decisions/2026-11-28-classes.md 'Public figures leave
 * every class's interpretations out', 2026-11-29-viewpoints.md 'Figures change in steps'): an
 * inTell's stored aggregates that held a class's interpretations are split into everyone's row and
 * the class's; existing opinion maps are marked to be published by their next recompute.
 */
const databases: TestDatabase[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) await database.drop();
});

const HISTOGRAM = JSON.stringify(Array(47).fill(0));

describe.each(TEST_DIALECTS)('the class figures migrations (0032, 0034) on %s', (dialect) => {
  it('splits a class’s interpretations out of everyone’s aggregates, and releases the maps', async () => {
    const database = await createTestDatabase(dialect);
    databases.push(database);
    const migrator = await createMigrator(database.db);
    expect((await migrator.migrateTo('0031-class-content-without-own-wavemaker')).error).toBe(
      undefined,
    );
    const db = database.db as unknown as Kysely<any>;
    const now = new Date().toISOString();
    const user = async (email: string) => {
      const id = newId();
      await db
        .insertInto('users')
        .values({
          id,
          name: email,
          email,
          password_hash: 'x',
          is_student: 1,
          is_admin: 0,
          confirmed: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    };
    const classId = newId();
    await db
      .insertInto('classes')
      .values({ id: classId, name: '7C', code: 'BCDEF34567', created_at: now, updated_at: now })
      .execute();
    const [ana, ben, cai] = [
      await user('ana@x.org'),
      await user('ben@x.org'),
      await user('c@x.org'),
    ];
    const ideaId = newId();
    await db
      .insertInto('ideas')
      .values(newIdeaRow({ id: ideaId, user_id: ana, created_at: now }))
      .execute();
    const scale = (userId: string, sound: number, inClass: boolean) => ({
      idea_id: ideaId,
      user_id: userId,
      my_emotion: -2,
      author_intent: -2,
      sound,
      good_faith: -2,
      heart_of_issue: -2,
      divisive: -2,
      have_changed: -2,
      would_change: -2,
      answer_questions: -2,
      public_engagement: -2,
      note: '',
      why_manipulative: '',
      my_expertise: '',
      other_side: '',
      solution: '',
      confidence: null,
      value_codes: '[]',
      values_agent: null,
      idea_created: null,
      class_id: inClass ? classId : null,
      activity_type: null,
      support_level: inClass ? 1 : -2,
      score: null,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('idea_scales')
      .values([scale(ana, 0.2, false), scale(ben, 0.8, true), scale(cai, 0.6, true)])
      .execute();
    // As kept before: one row of all three.
    const columns: Record<string, number | string> = { idea_id: ideaId, interpretation_count: 3 };
    const scales = ['emotion', 'author_intent', 'sound', 'score', 'good_faith', 'heart_of_issue'];
    for (const s of [...scales, 'support_level']) {
      Object.assign(columns, {
        [`${s}_count`]: 0,
        [`${s}_sum`]: 0,
        [`${s}_sum_of_squares`]: 0,
        [`${s}_histogram`]: HISTOGRAM,
      });
    }
    Object.assign(columns, { sound_count: 3, sound_sum: 1.6, support_level_count: 2 });
    await db.insertInto('idea_scale_aggregates').values(columns).execute();
    await db
      .insertInto('viewpoint_scopes')
      .values({ scope_key: classId, changed_at: now, changes: 4, computed_changes: 4 })
      .execute();

    expect((await migrator.migrateTo('0032-class-aggregates')).error).toBeUndefined();
    const everyones = await db
      .selectFrom('idea_scale_aggregates')
      .selectAll()
      .where('idea_id', '=', ideaId)
      .executeTakeFirstOrThrow();
    expect([everyones.interpretation_count, everyones.sound_count].map(Number)).toEqual([1, 1]);
    expect(Number(everyones.sound_sum)).toBeCloseTo(0.2);
    expect(Number(everyones.support_level_count)).toBe(0);
    const ofClass = await db.selectFrom('class_idea_scale_aggregates').selectAll().execute();
    expect(ofClass.map((row) => `${row.idea_id} ${row.class_id}`)).toEqual([
      `${ideaId} ${classId}`,
    ]);
    const [row] = ofClass as [(typeof ofClass)[number]];
    expect(
      [row.interpretation_count, row.sound_count, row.support_level_count].map(Number),
    ).toEqual([2, 2, 2]);
    expect(Number(row.sound_sum)).toBeCloseTo(1.4);

    expect((await migrator.migrateTo('0034-viewpoint-published')).error).toBeUndefined();
    const scope = await db
      .selectFrom('viewpoint_scopes')
      .selectAll()
      .where('scope_key', '=', classId)
      .executeTakeFirstOrThrow();
    // Changed and released: the next recompute publishes every inTell's figures.
    expect(Number(scope.changes)).toBeGreaterThan(Number(scope.computed_changes));
    expect(scope.release_at).not.toBeNull();
    expect(scope.released_at).toBeNull();

    // And back: everyone's row holds all three again.
    expect((await migrator.migrateTo('0031-class-content-without-own-wavemaker')).error).toBe(
      undefined,
    );
    const back = await db
      .selectFrom('idea_scale_aggregates')
      .selectAll()
      .where('idea_id', '=', ideaId)
      .executeTakeFirstOrThrow();
    expect([back.interpretation_count, back.sound_count].map(Number)).toEqual([3, 3]);
    expect(Number(back.sound_sum)).toBeCloseTo(1.6);
  });
});
