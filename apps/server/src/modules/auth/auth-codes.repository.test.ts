import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  TEST_DIALECTS,
  type TestDatabase,
} from '../../../test/helpers/test-app';
import { newId } from '../../lib/ids';
import { findCode, issueCode, useCode } from './auth-codes.repository';

describe.each(TEST_DIALECTS)('mailed codes on %s', (dialect) => {
  let database: TestDatabase;
  let userId: string;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    userId = newId();
    const now = new Date().toISOString();
    await database.db
      .insertInto('users')
      .values({
        id: userId,
        name: 'codes',
        email: 'codes@example.org',
        password_hash: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('can be used once: a second use (a concurrent request) is told it lost', async () => {
    const code = await issueCode(database.db, userId, 'reset', 60_000);
    const row = await findCode(database.db, userId, code);
    expect(row?.used_at).toBeNull();
    expect(await useCode(database.db, row!.id)).toBe(true);
    expect(await useCode(database.db, row!.id)).toBe(false);
    expect((await findCode(database.db, userId, code))?.used_at).not.toBeNull();
  });
});
