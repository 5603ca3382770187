// `npm run cli -- <command>`: the operators' command line (see `npm run cli -- help`).
import { buildServer, runForwardingSignals } from './lib.mjs';

buildServer();
runForwardingSignals(process.execPath, [
  '--enable-source-maps',
  'apps/server/dist/cli.js',
  ...process.argv.slice(2),
]);
