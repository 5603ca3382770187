import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDatabase, type TestDatabase } from './test-app';

/** A built file and the variants the web build writes beside it (apps/web/build/precompress.ts). */
export function writeWithVariants(file: string, text: string): void {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

/**
 * A server (on a fresh SQLite database) that serves a web build `write` puts into a temporary
 * folder, for the suite that calls this; removed after it. Answers the server, started once.
 * `env` adds configuration (`DEFAULT_LANGUAGE`).
 */
export function serveWebBuild(
  write: (dir: string) => void,
  env: Record<string, string> = {},
): () => App {
  let app: App | undefined;
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-web-build-'));
    write(dir);
    database = await createTestDatabase('sqlite');
    const config = loadConfig(
      { DATA_DIR: dir, JWT_SECRET: 'y'.repeat(32), ...env },
      { webDistDir: dir },
    );
    app = await buildApp(config, { database, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (app === undefined) throw new Error('serveWebBuild: the server starts in beforeAll');
    return app;
  };
}
