import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  TEST_DIALECTS,
  type TestDatabase,
} from '../../../test/helpers/test-app';
import { newId } from '../../lib/ids';
import { createExternalUser, findIdentityUser, linkIdentity } from './external-identities';
import {
  issueSignInTicket,
  redeemSignInTicket,
  safeNextPath,
  SIGN_IN_TICKET_TTL_MS,
} from './sign-in-tickets';

describe('safeNextPath', () => {
  it.each([
    ['/activities', '/activities'],
    ['/idea/abc?x=1#y', '/idea/abc?x=1#y'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['activities', '/'],
    ['/a\nb', '/'],
    ['', '/'],
    [undefined, '/'],
    ['/' + 'a'.repeat(600), '/'],
  ])('%s → %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe.each(TEST_DIALECTS)('sign-in tickets and identities on %s', (dialect) => {
  let database: TestDatabase;
  let userId: string;
  const start = new Date('2026-11-29T10:00:00.000Z');
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    userId = newId();
    await database.db
      .insertInto('users')
      .values({
        id: userId,
        name: 'ticket holder',
        email: 'ticket@example.org',
        password_hash: null,
        created_at: start.toISOString(),
        updated_at: start.toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('a ticket is traded once, for its member and destination, and only its hash is kept', async () => {
    const ticket = await issueSignInTicket(database.db, userId, '/activities', start);
    expect(ticket.length).toBeGreaterThanOrEqual(43);
    const stored = await database.db.selectFrom('sign_in_tickets').selectAll().execute();
    expect(stored.map((row) => row.ticket_hash)).not.toContain(ticket);
    expect(await redeemSignInTicket(database.db, ticket, start)).toEqual({
      userId,
      nextPath: '/activities',
      fromProvider: false,
    });
    expect(await redeemSignInTicket(database.db, ticket, start)).toBeNull();
    // A school provider's sign-in says so: its logout goes through the provider too.
    const fromSchool = await issueSignInTicket(database.db, userId, '/', start, undefined, {
      fromProvider: true,
    });
    expect(await redeemSignInTicket(database.db, fromSchool, start)).toMatchObject({
      fromProvider: true,
    });
  });

  it('a ticket a minute old is refused, and an unknown one', async () => {
    const ticket = await issueSignInTicket(database.db, userId, '/', start);
    const late = new Date(start.getTime() + SIGN_IN_TICKET_TTL_MS);
    expect(await redeemSignInTicket(database.db, ticket, late)).toBeNull();
    expect(await redeemSignInTicket(database.db, 'not-a-ticket', start)).toBeNull();
  });

  it('a destination outside the app is replaced by the home page', async () => {
    const ticket = await issueSignInTicket(database.db, userId, '//evil.example', start);
    expect((await redeemSignInTicket(database.db, ticket, start))?.nextPath).toBe('/');
  });

  it('an identity finds its member; linking twice keeps the first link', async () => {
    const made = await createExternalUser(
      database.db,
      { email: 'pupil@school.example', name: 'Pupil', isStudent: true },
      start,
    );
    expect(made).toMatchObject({ confirmed: 1, is_student: 1, email: 'pupil@school.example' });
    // A password nobody knows: never null, so no login by the address alone.
    expect(made.password_hash).not.toBeNull();
    await linkIdentity(database.db, 'https://idp.example', 'sub-1', made.id, start);
    await linkIdentity(database.db, 'https://idp.example', 'sub-1', userId, start);
    expect((await findIdentityUser(database.db, 'https://idp.example', 'sub-1'))?.id).toBe(made.id);
    expect(await findIdentityUser(database.db, 'https://other.example', 'sub-1')).toBeUndefined();
  });
});
