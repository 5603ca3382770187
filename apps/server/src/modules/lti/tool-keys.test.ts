import { compactVerify, decodeProtectedHeader, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  TEST_DIALECTS,
  type TestDatabase,
} from '../../../test/helpers/test-app';
import { RETIRED_TOOL_KEY_KEPT_MS, TOOL_KEY_ROTATE_AFTER_MS, ToolKeys } from './tool-keys';

const DAY = 24 * 3600_000;

describe.each(TEST_DIALECTS)("the tool's keys on %s", (dialect) => {
  let database: TestDatabase;
  let now = new Date('2026-01-01T00:00:00.000Z');
  let keys: ToolKeys;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    keys = new ToolKeys({ db: database.db, clock: () => now });
  });
  afterAll(async () => {
    await database.drop();
  });

  async function verifiesWithPublishedSet(jwt: string): Promise<boolean> {
    const { keys: published } = await keys.publicKeySet();
    const { kid } = decodeProtectedHeader(jwt);
    const jwk = published.find((each: JWK) => each.kid === kid);
    if (!jwk) return false;
    await compactVerify(jwt, await importJWK(jwk, 'RS256'));
    return true;
  }

  async function sign(): Promise<string> {
    const { kid, key } = await keys.signingKey();
    return new SignJWT({ hello: 'platform' }).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
  }

  it('makes a key on first use, publishes only its public half, and signs with it again', async () => {
    const first = await keys.signingKey();
    expect((await keys.signingKey()).kid).toBe(first.kid);
    const { keys: published } = await keys.publicKeySet();
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ kid: first.kid, kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(published[0]).not.toHaveProperty('d');
    expect(await verifiesWithPublishedSet(await sign())).toBe(true);
  });

  it('rotates: the new key signs, the old one stays published for a week, then goes', async () => {
    const before = await sign();
    const old = (await keys.signingKey()).kid;
    const fresh = await keys.rotate();
    expect(fresh.kid).not.toBe(old);
    expect((await keys.signingKey()).kid).toBe(fresh.kid);
    // A platform holding a signature made just before still verifies it.
    expect(await verifiesWithPublishedSet(before)).toBe(true);
    now = new Date(now.getTime() + RETIRED_TOOL_KEY_KEPT_MS + DAY);
    expect((await keys.publicKeySet()).keys.map((k) => k.kid)).toEqual([fresh.kid]);
    expect(await verifiesWithPublishedSet(before)).toBe(false);
  });

  it('replaces a key by age at its next use', async () => {
    const current = (await keys.signingKey()).kid;
    now = new Date(now.getTime() + TOOL_KEY_ROTATE_AFTER_MS);
    const next = (await keys.signingKey()).kid;
    expect(next).not.toBe(current);
    expect((await keys.publicKeySet()).keys.map((k) => k.kid)).toEqual([next, current]);
  });

  it('two servers share the keys through the database', async () => {
    const other = new ToolKeys({ db: database.db, clock: () => now });
    expect((await other.signingKey()).kid).toBe((await keys.signingKey()).kid);
  });
});
