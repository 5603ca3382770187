import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from './crc32-combine';

describe('crc32Combine', () => {
  it.each([
    [0, 0],
    [0, 1],
    [1, 0],
    [3, 7],
    [100, 65_535],
    [17, 100_003],
    [70_000, 1],
  ])('gives the CRC-32 of %i bytes then %i bytes, as zlib computes it over both', (a, b) => {
    const first = randomBytes(a);
    const second = randomBytes(b);
    const whole = zlib.crc32(Buffer.concat([first, second])) >>> 0;
    expect(crc32Combine(zlib.crc32(first), zlib.crc32(second), crc32Shift(b))).toBe(whole);
  });

  it('chains: three runs combined one after another', () => {
    const runs = [randomBytes(90), randomBytes(3_000), randomBytes(56_000)];
    let crc = zlib.crc32(runs[0]!);
    for (const run of runs.slice(1))
      crc = crc32Combine(crc, zlib.crc32(run), crc32Shift(run.length));
    expect(crc).toBe(zlib.crc32(Buffer.concat(runs)) >>> 0);
  });
});
