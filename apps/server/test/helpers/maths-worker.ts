import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { MATHS_WORKER_FILE } from '../../src/modules/viewpoints/viewpoint-maths-runner';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
let bundled: Promise<URL> | undefined;

/**
 * The viewpoint maths worker bundled as build.mjs bundles it (issue 42): the tests run the
 * TypeScript source, whose recompute finds no bundled worker beside it and works the maths out
 * on its own thread; this is the worker thread's path, for the tests that take it. Bundled once
 * per test process, into a temporary folder removed when the process ends.
 */
export function bundledMathsWorkerForTests(): Promise<URL> {
  bundled ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-maths-worker-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const outfile = path.join(dir, MATHS_WORKER_FILE);
    await build({
      entryPoints: [path.join(serverDir, 'src/modules/viewpoints/viewpoint-maths.worker.ts')],
      absWorkingDir: serverDir,
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@thoughtful/')),
      logLevel: 'warning',
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    });
    return pathToFileURL(outfile);
  })();
  return bundled;
}
