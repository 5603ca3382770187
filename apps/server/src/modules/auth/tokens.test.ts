import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken } from './tokens';

/**
 * Only HS256 tokens are honoured. Each case uses a secret of its own, so the verifier is built in
 * the test that checks it (tokens.ts keeps one verifier per secret).
 */

function freshSecret(): string {
  return crypto.randomBytes(24).toString('hex');
}

/** A token made by hand, signed with `secret`: the claims are `sub`, `iat`, `exp` and `extra`. */
function tokenWith(alg: string, secret: string, extra: object = {}): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: 'user-9', iat: now, exp: now + 600, ...extra };
  const input = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  const hmac = `sha${alg.slice(2)}`;
  return `${input}.${crypto.createHmac(hmac, secret).update(input).digest('base64url')}`;
}

describe('verifyToken', () => {
  it.each(['HS384', 'HS512'])(
    'refuses a token signed with the right secret but %s, the first time it sees that secret',
    (alg) => {
      const secret = freshSecret();
      expect(verifyToken(tokenWith(alg, secret), secret)).toBeNull();
      expect(verifyToken(tokenWith('HS256', secret), secret)).toMatchObject({
        userId: 'user-9',
        version: 0,
      });
    },
  );

  it('refuses well-signed claims of the wrong kind: a subject that is no string, a version that is no whole number', () => {
    const secret = freshSecret();
    expect(verifyToken(tokenWith('HS256', secret, { ver: 2 }), secret)).toMatchObject({
      userId: 'user-9',
      version: 2,
    });
    for (const extra of [
      { sub: 42 },
      { ver: '2' },
      { ver: 1.5 },
      { ver: null },
      { sid: 7 },
      { sid: '' },
    ]) {
      expect(
        verifyToken(tokenWith('HS256', secret, extra), secret),
        JSON.stringify(extra),
      ).toBeNull();
    }
  });

  describe('the verified tokens it remembers', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('still refuses a remembered token once it expires', () => {
      vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
      const secret = freshSecret();
      const token = tokenWith('HS256', secret, { exp: Math.floor(Date.now() / 1000) + 60 });
      expect(verifyToken(token, secret)).toMatchObject({ userId: 'user-9', version: 0 });
      vi.setSystemTime(new Date('2026-01-01T00:00:59Z'));
      expect(verifyToken(token, secret)).toMatchObject({ userId: 'user-9', version: 0 });
      vi.setSystemTime(new Date('2026-01-01T00:01:01Z'));
      expect(verifyToken(token, secret)).toBeNull();
    });

    it('refuses a token changed by one character after its original was remembered', () => {
      const secret = freshSecret();
      const token = signToken('user-7', secret, 1);
      expect(verifyToken(token, secret)).toMatchObject({ userId: 'user-7', version: 1 });
      // A character of the signature's middle (the last one also carries unused padding bits).
      const at = token.length - 10;
      const changed = token[at] === 'A' ? 'B' : 'A';
      expect(
        verifyToken(`${token.slice(0, at)}${changed}${token.slice(at + 1)}`, secret),
      ).toBeNull();
      // Another secret remembers nothing of it.
      expect(verifyToken(token, freshSecret())).toBeNull();
      expect(verifyToken(token, secret)).toMatchObject({ userId: 'user-7', version: 1 });
    });
  });

  it('signs HS256 tokens', () => {
    const secret = freshSecret();
    const header = JSON.parse(
      Buffer.from(signToken('user-8', secret, 2).split('.')[0]!, 'base64url').toString(),
    ) as unknown;
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
  });
});
