import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  transferablesOf,
  workOutPackedScope,
  type PackedMap,
  type PackedScope,
} from './viewpoint-maths';

/**
 * Where a recompute's maths runs (issue 42): in a worker thread of its own, so that placing ten
 * thousand members never holds the event loop that answers requests, or on the caller's thread
 * where no bundled worker is at hand (the tests run the TypeScript source, which a worker thread
 * cannot load) and in the benchmark's baseline.
 */
export interface MathsRunner {
  run(scope: PackedScope): Promise<PackedMap>;
  /** Ends the worker; a scope being worked out fails. */
  close(): Promise<void>;
}

/** The worker's file name beside the bundle (build.mjs makes it for the server and the benchmarks). */
export const MATHS_WORKER_FILE = 'viewpoint-maths-worker.js';

/**
 * The bundled worker beside the bundle this module is part of (dist/ or dist/bench/); undefined
 * when there is none, as when the TypeScript source runs under the tests.
 */
export function bundledMathsWorker(): URL | undefined {
  const url = new URL(`./${MATHS_WORKER_FILE}`, import.meta.url);
  return url.protocol === 'file:' && existsSync(fileURLToPath(url)) ? url : undefined;
}

/** The maths on the caller's thread: it holds the event loop for as long as it takes. */
export const INLINE_MATHS: MathsRunner = {
  run: (scope) => Promise.resolve().then(() => workOutPackedScope(scope)),
  close: () => Promise.resolve(),
};

interface Reply {
  map?: PackedMap;
  error?: string;
}

/**
 * A pool of one worker thread: scopes are worked out one at a time (a server's recompute takes
 * them one after another anyway, and the second core is the requests'). Started at the first
 * scope, unref'd while idle (it never keeps a process alive), started again after a crash.
 */
export class MathsWorker implements MathsRunner {
  private worker: Worker | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private pending:
    { resolve: (map: PackedMap) => void; reject: (error: Error) => void } | undefined;
  private closed = false;

  constructor(private readonly file: URL) {}

  run(scope: PackedScope): Promise<PackedMap> {
    const job = this.queue.then(() => this.runNow(scope));
    this.queue = job.catch(() => undefined);
    return job;
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private runNow(scope: PackedScope): Promise<PackedMap> {
    if (this.closed) return Promise.reject(new Error('the viewpoint maths worker is closed'));
    const worker = this.worker ?? this.start();
    return new Promise<PackedMap>((resolve, reject) => {
      this.pending = { resolve, reject };
      worker.ref();
      worker.postMessage(scope, transferablesOf(scope));
    });
  }

  private start(): Worker {
    const worker = new Worker(this.file);
    worker.unref();
    const settle = (settleWith: (pending: NonNullable<MathsWorker['pending']>) => void) => {
      const pending = this.pending;
      this.pending = undefined;
      if (this.worker === worker) worker.unref();
      if (pending) settleWith(pending);
    };
    worker.on('message', (reply: Reply) =>
      settle((p) => (reply.map ? p.resolve(reply.map) : p.reject(new Error(reply.error)))),
    );
    const lost = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      settle((p) => p.reject(error));
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the viewpoint maths worker stopped (${code})`)));
    this.worker = worker;
    return worker;
  }
}

/** A worker on `file`, the bundled one when there is one, or the maths on this thread. */
export function mathsRunner(file: URL | 'inline' | undefined = bundledMathsWorker()): MathsRunner {
  return file === undefined || file === 'inline' ? INLINE_MATHS : new MathsWorker(file);
}
