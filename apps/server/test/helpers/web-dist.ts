import fs from 'node:fs';
import zlib from 'node:zlib';

/** A built file and the variants the web build writes beside it (apps/web/build/precompress.ts). */
export function writeWithVariants(file: string, text: string): void {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}
