// `npm run dev`: the API server rebuilt and restarted on change (port 3000) and the Vite dev
// server with hot reload (port 5173, proxying /api to the API server).
import { spawn } from 'node:child_process';
import { buildServer, root } from './lib.mjs';

buildServer();

const children = [
  spawn(process.execPath, ['apps/server/build.mjs', '--watch'], { cwd: root, stdio: 'inherit' }),
  spawn(
    process.execPath,
    ['--watch-path=apps/server/dist', '--enable-source-maps', 'apps/server/dist/main.js'],
    { cwd: root, stdio: 'inherit' },
  ),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
