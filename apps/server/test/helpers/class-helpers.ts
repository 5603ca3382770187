import { newId } from '../../src/lib/ids';
import { newJoinCode } from '../../src/modules/classes';
import type { TestContext } from './test-app';

/**
 * A class written straight to the database, with its teachers and students on the roster (each
 * student's pseudonym made from her id): for tests whose subject is not making classes.
 */
export async function makeClass(
  ctx: TestContext,
  name: string,
  teachers: readonly string[],
  students: readonly string[],
): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  const db = ctx.database.db;
  await db
    .insertInto('classes')
    .values({ id, name, code: newJoinCode(), created_at: now, updated_at: now })
    .execute();
  for (const userId of teachers) {
    await db
      .insertInto('class_teachers')
      .values({ class_id: id, user_id: userId, added_at: now })
      .execute();
  }
  for (const userId of students) {
    await db
      .insertInto('class_students')
      .values({ class_id: id, user_id: userId, pseudonym: `P ${userId}`, joined_at: now })
      .execute();
  }
  return id;
}
