// `npm run bench:journey-costs -w e2e`: what the browser journeys' common steps cost, each beside
// the way it was done before, measured in the same run against the built server on a fresh
// temporary DATA_DIR (`npm run build` first). docs/testing.md ('Where the time goes') records it.
//
// - an account made by starting the operator CLI (`node dist/cli.js user:create`), against the
//   same command run inside the calling process (`dist/cli-commands.js`, e2e/support/operator.ts);
// - a stored sign-in written from /login (the app starts, then the token is set), against one
//   written from /api/health (a same-origin answer that starts nothing);
// - an axe scan of the login screen (what a scan a journey no longer repeats costs).
// JOURNEY_COSTS_RUNS (default 8) repeats each step; the medians are printed, with their ratios.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Math.max(1, Number(process.env.JOURNEY_COSTS_RUNS ?? 8));
const port = String(Number(process.env.JOURNEY_COSTS_PORT ?? 3398));
const baseUrl = `http://127.0.0.1:${port}`;
const PASSWORD = 'secret-password-1';

for (const built of ['apps/server/dist/main.js', 'apps/server/dist/cli-commands.js']) {
  if (!fs.existsSync(path.join(root, built))) {
    throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-journey-costs-'));
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PUBLIC_URL: baseUrl,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SCALE: '100',
};
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (attempt > 150) throw new Error('The server did not start within 30 s.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function median(step) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await step(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const email = (label, i) => `${label}-${i}-${Date.now().toString(36)}@example.org`;

try {
  await waitForServer();
  const { runCli } = await import(
    pathToFileURL(path.join(root, 'apps/server/dist/cli-commands.js')).href
  );
  const quiet = { env, out: () => undefined, err: (line) => console.error(line) };

  const spawned = await median((i) => {
    execFileSync(
      process.execPath,
      ['apps/server/dist/cli.js', 'user:create', email('spawned', i), PASSWORD, '--teacher'],
      { cwd: root, env, stdio: 'ignore' },
    );
  });
  const inProcess = await median(async (i) => {
    const code = await runCli(
      ['user:create', email('in-process', i), PASSWORD, '--teacher'],
      quiet,
    );
    if (code !== 0) throw new Error('user:create failed');
  });

  await runCli(['user:create', 'signed-in@example.org', PASSWORD, '--teacher'], quiet);
  const login = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'signed-in@example.org', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`The sign-in failed: ${login.status}`);
  const { token } = await login.json();

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const storeFrom = (address) => async () => {
    await page.goto(address);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
  };
  await storeFrom('/login')(); // the first load fills the browser's cache for both
  const fromLogin = await median(storeFrom('/login'));
  const fromHealth = await median(storeFrom('/api/health'));

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).waitFor();
  const axeScan = await median(async () => {
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
  });
  await browser.close();

  const rows = [
    ['an account: the CLI started', spawned, 1],
    ['an account: the command in-process', inProcess, inProcess / spawned],
    ['a stored sign-in from /login', fromLogin, 1],
    ['a stored sign-in from /api/health', fromHealth, fromHealth / fromLogin],
    ['an axe scan of /login', axeScan, null],
  ];
  console.log(`Journey costs, median of ${runs} (ms; ratio to the way before):`);
  for (const [name, ms, ratio] of rows) {
    console.log(
      `  ${name.padEnd(38)} ${ms.toFixed(0).padStart(6)}${ratio === null ? '' : `  ${ratio.toFixed(2)}`}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
