/**
 * CRC-32 of two byte runs put together, from each run's own CRC-32 and the second's length,
 * without reading the bytes again: zlib's `crc32_combine` (zlib 1.2.12's crc32.c, Mark Adler),
 * which Node does not expose. CRC-32 is linear over GF(2): appending `n` bytes multiplies the
 * first run's CRC by x^(8n) modulo the CRC polynomial, then adds the second's.
 *
 * The spliced gzip answers (spliced-gzip.ts) use it so that a kept part's CRC, computed once,
 * serves every answer it is part of: recomputing it over the busy inTell's 56 KB was 8% of that
 * read's time (docs/benchmarks.md).
 */

/** The CRC-32 polynomial, reflected. */
const POLY = 0xedb88320;

/** a(x) · b(x) modulo the polynomial, in the reflected bit order CRC-32 uses. */
function multiplyModP(a: number, b: number): number {
  let m = 1 << 31;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0 … 31. */
const X2N: number[] = (() => {
  const table: number[] = [];
  let p = 1 << 30; // x^1
  table.push(p >>> 0);
  for (let n = 1; n < 32; n++) {
    p = multiplyModP(p, p);
    table.push(p);
  }
  return table;
})();

/** x^(n · 2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = (1 << 31) >>> 0; // x^0 = 1
  while (n > 0) {
    if (n % 2 === 1) p = multiplyModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/**
 * What appending `length` bytes does to a CRC: pass it to `crc32Combine`. It depends only on the
 * length, so a kept part computes it once.
 */
export function crc32Shift(length: number): number {
  return x2nModP(length, 3);
}

/** The CRC-32 of A then B, from A's CRC, B's CRC and `crc32Shift(B's length)`. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA >>> 0) ^ crcB) >>> 0;
}
