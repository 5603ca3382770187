// Starts the built server for the browser journeys on a fresh, temporary DATA_DIR (so every run
// begins with an empty SQLite database and outbox) and removes that folder when stopped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
for (const required of [serverEntry, path.join(root, 'apps/web/dist/index.html')]) {
  if (!fs.existsSync(required)) {
    console.error(`${path.relative(root, required)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const port = process.env.E2E_PORT ?? '3107';
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `thoughtful-e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
// A school's OpenID provider beside the app when asked (E2E_OIDC_PORT): the app is configured to
// offer 'Sign in with …' through it (support/oidc-provider.mjs).
let oidc;
if (process.env.E2E_OIDC_PORT) {
  const { startE2eOidcProvider, E2E_OIDC_NAME } = await import('./oidc-provider.mjs');
  const provider = await startE2eOidcProvider({
    port: Number(process.env.E2E_OIDC_PORT),
    redirectUri: `http://127.0.0.1:${port}/api/auth/oidc/callback`,
  });
  oidc = {
    close: provider.close,
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: E2E_OIDC_NAME,
    },
  };
}
// With the Node flags `npm start` gives it (apps/server/node-flags.json).
const nodeFlags = JSON.parse(
  fs.readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8'),
);
const child = spawn(process.execPath, ['--enable-source-maps', ...nodeFlags, serverEntry], {
  cwd: root,
  stdio: 'inherit',
  // Product flags (EDUCATION, ANONYMOUS, EDU_ADMIN_ID, …) pass through from the environment, so
  // playwright.config.ts can start a second server in another mode.
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Journeys register and log in many times from one address; limits are tested at API level.
    RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '100',
    // Journeys serve the pages they scrape from 127.0.0.1 (test-only; SSRF rules are API-tested).
    SCRAPE_ALLOW_LOOPBACK: process.env.SCRAPE_ALLOW_LOOPBACK ?? 'true',
    ...oidc?.env,
  },
});

function cleanUp() {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  oidc?.close();
  cleanUp();
  process.exit(code ?? 0);
});
