import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex, sha256HexSync } from './sha256';

const encode = (text: string) => new TextEncoder().encode(text);

async function reference(text: string): Promise<string> {
  const digest = await webcrypto.subtle.digest('SHA-256', encode(text));
  return Buffer.from(digest).toString('hex');
}

describe('sha256', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    expect(sha256HexSync(encode(''))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(sha256HexSync(encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it.each([0, 1, 55, 56, 63, 64, 65, 119, 120, 200])(
    'agrees with Web Crypto for %i bytes (padding boundaries)',
    async (length) => {
      const text = 'a'.repeat(length);
      expect(sha256HexSync(encode(text))).toBe(await reference(text));
    },
  );

  it('hashes UTF-8 text, through Web Crypto when present', async () => {
    const text = 'admin-é-✓';
    expect(await sha256Hex(text)).toBe(await reference(text));
    expect(sha256HexSync(encode(text))).toBe(await reference(text));
  });
});
