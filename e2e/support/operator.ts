import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The operator's commands (`npm run cli -- …`), run inside the journey's own worker process from
 * the built bundle (`apps/server/dist/cli-commands.js`): the same code as the CLI, against the
 * server's DATA_DIR, without starting Node and loading the server's modules again for each
 * command (about a second and a half each on two cores; a run makes hundreds).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}
type RunCli = (argv: string[], io: CliIo) => Promise<number>;

let loaded: Promise<RunCli> | undefined;
/** One command at a time in a worker, as one operator at a terminal would run them. */
let queue: Promise<unknown> = Promise.resolve();

function commands(): Promise<RunCli> {
  loaded ??= import(pathToFileURL(path.join(root, 'apps/server/dist/cli-commands.js')).href).then(
    (module: { runCli: RunCli }) => module.runCli,
  );
  return loaded;
}

/**
 * Runs one command with these settings on top of the worker's environment; returns what it
 * printed, or throws with what it said on failure (as the CLI's non-zero exit would).
 */
export function runOperatorCommand(args: string[], env: Record<string, string>): Promise<string> {
  const run = queue.then(() => runOne(args, env));
  queue = run.catch(() => undefined);
  return run;
}

async function runOne(args: string[], env: Record<string, string>): Promise<string> {
  const runCli = await commands();
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  if (code !== 0) {
    throw new Error(`cli ${args.join(' ')} failed (${code}): ${err.join('\n') || out.join('\n')}`);
  }
  return out.map((line) => `${line}\n`).join('');
}
