// `npm start`: builds what is missing, then runs the server (which migrates the database and
// serves the web app and the API on PORT, 3000 by default).
import { buildServer, runForwardingSignals, runOrExit, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app...');
  runOrExit('npm', ['run', 'build', '-w', 'apps/web', '--silent']);
}
buildServer();
runForwardingSignals(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js']);
