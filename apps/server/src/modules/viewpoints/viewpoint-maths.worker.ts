import { parentPort } from 'node:worker_threads';
import { transferablesOf, workOutPackedScope, type PackedScope } from './viewpoint-maths';

/**
 * The recompute's worker thread (issue 42): works each scope it is sent out and sends the map
 * back, so that the maths never holds the server's event loop. Bundled on its own by build.mjs
 * (dist/viewpoint-maths-worker.js) and started by viewpoint-maths-runner.ts.
 */
parentPort?.on('message', (scope: PackedScope) => {
  try {
    const map = workOutPackedScope(scope);
    parentPort!.postMessage({ map }, transferablesOf(map));
  } catch (error) {
    parentPort!.postMessage({
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
