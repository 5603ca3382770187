// `npm start`: builds what is missing, then runs the server (which migrates the database and
// serves the web app and the API on PORT, 3000 by default). The npm script `exec`s this file, so
// a stop signal sent to `npm start` reaches it (a shell between them would die and leave the
// server running); it passes SIGINT and SIGTERM on to the server. START_SKIP_BUILD=1 runs what is
// built as it is (an image built ahead, or the tests).
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, root, runForwardingSignals, runOrExit, webBuildIsStale } from './lib.mjs';

if (process.env.START_SKIP_BUILD !== '1') {
  if (webBuildIsStale()) {
    console.log('Building the web app...');
    // Warnings only: the chunk table is for whoever works on the bundle (`npm run build`).
    runOrExit('npm', ['run', 'build', '-w', 'apps/web', '--silent', '--', '--logLevel', 'warn']);
  }
  buildServer();
}
// Node's flags for the server (apps/server/node-flags.json): a young generation of 8 MB a half,
// not 16, kept the server's memory under 200 MB at the same speed (docs/benchmarks.md).
const nodeFlags = JSON.parse(
  fs.readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8'),
);
runForwardingSignals(process.execPath, [
  '--enable-source-maps',
  ...nodeFlags,
  'apps/server/dist/main.js',
]);
