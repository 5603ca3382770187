import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The files worth compressing: text, which is all the build emits but images and fonts. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Below this, compressing saves next to nothing; the server sends such a file as it is. */
const MIN_BYTES = 256;
/** A variant is kept only when it saves at least a tenth of the file. */
const MAX_RATIO = 0.9;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      // Vite's manifest (.vite/) is read by the browser suite, never served.
      .filter((file) => !path.relative(dir, file).startsWith('.'))
  );
}

/** Writes `file.br` and `file.gz` beside each compressible file, and says how many it wrote. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = await fs.readFile(file);
      if (source.length < MIN_BYTES) return;
      const variants = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }).then((bytes) => ({ suffix: '.br', bytes })),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }).then((bytes) => ({
          suffix: '.gz',
          bytes,
        })),
      ]);
      for (const { suffix, bytes } of variants) {
        if (bytes.length > source.length * MAX_RATIO) continue;
        await fs.writeFile(file + suffix, bytes);
        written += 1;
      }
    }),
  );
  return written;
}

/**
 * Compresses the built files once, at build time, with brotli (best quality) and gzip: the server
 * (@fastify/static's `preCompressed`) sends the variant the browser accepts and never
 * compresses a request's answer itself.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'thoughtful:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After every file is written, and only when the build succeeded.
    async writeBundle(options) {
      if (!options.dir) return;
      const written = await precompressDir(options.dir);
      config?.logger.info(`${written} brotli and gzip variants written beside the built files`);
    },
  };
}
