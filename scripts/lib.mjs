// Helpers shared by the root npm scripts (start, dev, cli).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command to completion, inheriting the terminal; exits the script if it fails. */
export function runOrExit(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** The web app is rebuilt only when it is missing or older than its sources. */
export function webBuildIsStale() {
  const built = path.join(root, 'apps/web/dist/index.html');
  if (!fs.existsSync(built)) return true;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    // The build's own steps (the pages per screen, the drawn screens, compression).
    'apps/web/build',
    'packages/shared/src',
  ].map((p) => path.join(root, p));
  return Math.max(...sources.map(newestMtime)) > fs.statSync(built).mtimeMs;
}

export function buildServer() {
  runOrExit(process.execPath, ['apps/server/build.mjs']);
}

/** Runs a long-lived child and passes the stop signals on, so Ctrl-C stops it cleanly. */
export function runForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
