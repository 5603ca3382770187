/**
 * Token verification cost: the server verifies an `x-auth-token` on every request. The
 * floor is a bare HMAC-SHA256 over the same signing input with a key prepared once; the old way
 * (jsonwebtoken) rebuilt a key object from the secret on every call. Prints operations per second
 * and each one's share of the floor, measured in the same run.
 *
 *   npm run bench:tokens -w apps/server
 */
import crypto from 'node:crypto';
import { signToken, verifyToken } from '../src/modules/auth/tokens';

const SECRET = crypto.randomBytes(32).toString('hex');
const token = signToken('0123456789abcdef01234567', SECRET, 1);
const [header, payload, signature] = token.split('.') as [string, string, string];
const signingInput = `${header}.${payload}`;
const expected = Buffer.from(signature, 'base64url');
const preparedKey = crypto.createSecretKey(Buffer.from(SECRET));

function floor(): boolean {
  const mac = crypto.createHmac('sha256', preparedKey).update(signingInput).digest();
  return crypto.timingSafeEqual(mac, expected);
}

/**
 * What jsonwebtoken 9 did per call with a string secret: try it as a public key (which throws),
 * then build a secret key object from it, then the HMAC and the payload.
 */
function keyPerCall(): boolean {
  let key: crypto.KeyObject;
  try {
    key = crypto.createPublicKey(SECRET);
  } catch {
    key = crypto.createSecretKey(Buffer.from(SECRET, 'utf8'));
  }
  const mac = crypto.createHmac('sha256', key).update(signingInput).digest();
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown;
  return crypto.timingSafeEqual(mac, expected) && claims !== null;
}

function product(): boolean {
  return verifyToken(token, SECRET) !== null;
}

function opsPerSecond(fn: () => boolean, ms = 1500): number {
  for (let i = 0; i < 2_000; i++) fn();
  let count = 0;
  const start = process.hrtime.bigint();
  const end = start + BigInt(ms) * 1_000_000n;
  let now = start;
  while (now < end) {
    for (let i = 0; i < 500; i++) if (!fn()) throw new Error('verification failed');
    count += 500;
    now = process.hrtime.bigint();
  }
  return count / (Number(now - start) / 1e9);
}

const base = opsPerSecond(floor);
const rows = [
  ['bare HMAC, key prepared once (floor)', base],
  ['key object rebuilt per call (jsonwebtoken)', opsPerSecond(keyPerCall)],
  ['verifyToken (fast-jwt, built once per secret)', opsPerSecond(product)],
] as const;
console.log('token verification, operations per second (share of the floor):');
for (const [name, ops] of rows) {
  console.log(
    `  ${name.padEnd(48)} ${Math.round(ops).toLocaleString('en').padStart(10)}  ${(ops / base).toFixed(2)}`,
  );
}
