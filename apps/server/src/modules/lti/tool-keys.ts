import type { webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';

/** The tool's signing key is replaced after this long, at its next use. */
export const TOOL_KEY_ROTATE_AFTER_MS = 90 * 24 * 3600_000;
/**
 * A replaced key stays in the key set this long: platforms cache key sets (Moodle and Canvas for
 * hours), and a signature made just before the rotation must still verify.
 */
export const RETIRED_TOOL_KEY_KEPT_MS = 7 * 24 * 3600_000;

export const TOOL_KEY_ALGORITHM = 'RS256';

type CryptoKey = webcrypto.CryptoKey;

export interface SigningKey {
  kid: string;
  key: CryptoKey;
}

/**
 * The tool's own RSA keys (LTI 1.3 / 1EdTech Security Framework): it signs client assertions
 * (service tokens) and Deep Linking responses with the newest, and publishes the public halves at
 * `GET /api/lti/jwks`. Kept in the database so every server signs with the same key; made on
 * first use and rotated by age or on demand (`rotate`, the CLI's `lti:rotate-keys`).
 */
export class ToolKeys {
  private readonly imported = new Map<string, CryptoKey>();

  constructor(private readonly deps: { db: Kysely<Database>; clock: () => Date }) {}

  /** The key that signs now: the newest unretired, made or replaced when missing or too old. */
  async signingKey(): Promise<SigningKey> {
    const now = this.deps.clock();
    const newest = await this.deps.db
      .selectFrom('lti_tool_keys')
      .select(['kid', 'private_jwk', 'created_at'])
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('kid', 'desc')
      .executeTakeFirst();
    if (!newest || now.getTime() - Date.parse(newest.created_at) >= TOOL_KEY_ROTATE_AFTER_MS) {
      return this.rotate();
    }
    return { kid: newest.kid, key: await this.importPrivate(newest.kid, newest.private_jwk) };
  }

  /** Makes a new signing key and retires the others (they stay published a while). */
  async rotate(): Promise<SigningKey> {
    const now = this.deps.clock();
    const { privateKey, publicKey } = await generateKeyPair(TOOL_KEY_ALGORITHM, {
      modulusLength: 2048,
      extractable: true,
    });
    const kid = newId(now.getTime());
    const publicJwk: JWK = {
      ...(await exportJWK(publicKey)),
      kid,
      alg: TOOL_KEY_ALGORITHM,
      use: 'sig',
    };
    const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: TOOL_KEY_ALGORITHM };
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('lti_tool_keys')
        .set({ retired_at: now.toISOString() })
        .where('retired_at', 'is', null)
        .execute();
      await trx
        .insertInto('lti_tool_keys')
        .values({
          kid,
          private_jwk: JSON.stringify(privateJwk),
          public_jwk: JSON.stringify(publicJwk),
          created_at: now.toISOString(),
          retired_at: null,
        })
        .execute();
      // Keys retired long enough ago are gone from the set and from the table.
      await trx
        .deleteFrom('lti_tool_keys')
        .where('retired_at', '<', new Date(now.getTime() - RETIRED_TOOL_KEY_KEPT_MS).toISOString())
        .execute();
    });
    this.imported.set(kid, privateKey);
    return { kid, key: privateKey };
  }

  /** `GET /api/lti/jwks`: the signing key and the recently retired ones, public halves only. */
  async publicKeySet(): Promise<{ keys: JWK[] }> {
    const cutoff = new Date(this.deps.clock().getTime() - RETIRED_TOOL_KEY_KEPT_MS).toISOString();
    const rows = await this.deps.db
      .selectFrom('lti_tool_keys')
      .select('public_jwk')
      .where((eb) => eb.or([eb('retired_at', 'is', null), eb('retired_at', '>=', cutoff)]))
      .orderBy('created_at', 'desc')
      .execute();
    return { keys: rows.map((row) => JSON.parse(row.public_jwk) as JWK) };
  }

  private async importPrivate(kid: string, jwk: string): Promise<CryptoKey> {
    let key = this.imported.get(kid);
    if (!key) {
      key = (await importJWK(JSON.parse(jwk) as JWK, TOOL_KEY_ALGORITHM)) as CryptoKey;
      this.imported.set(kid, key);
    }
    return key;
  }
}
