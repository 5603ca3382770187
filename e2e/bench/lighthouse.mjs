// `npm run bench:lighthouse`: Lighthouse's mobile profile on /login, /about and an inTell's screen
// of a seeded server, in Debian's Chromium. Not part of `npm test` (a minute or two, and its
// figures move with the machine's load): docs/benchmarks.md ('The web app') records them.
//
// By default it starts the built server (`npm run build` first) on a fresh temporary DATA_DIR,
// fills it with `seed:demo` and stops it at the end. LIGHTHOUSE_BASE_URL=http://host:port measures
// a server already running with the demo data instead. LIGHTHOUSE_RUNS (default 3) runs each page
// that many times and reports the run with the median performance score. LIGHTHOUSE_SAVE=dir
// writes each run's whole report there as JSON (to read the audits behind a figure).
// LIGHTHOUSE_PAGES=/login,/idea/:id measures only those pages (by the names the table prints).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const DEMO_LOGIN = { email: 'teacher@example.org', password: 'thoughtful-demo' };
/** The seeded inTell whose screen is measured (a text inTell with links, interpretations, a quote). */
const DEMO_IDEA = 'Cities should plant more street trees';

async function startSeededServer() {
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first.`);
    }
  }
  const port = String(Number(process.env.LIGHTHOUSE_PORT ?? 3399));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-lighthouse-'));
  const env = {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  };
  const seeded = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'seed:demo'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed:demo failed:\n${seeded.stderr}`);
  // With the Node flags `npm start` gives the server (apps/server/node-flags.json).
  const nodeFlags = JSON.parse(
    fs.readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8'),
  );
  const server = spawn(process.execPath, [...nodeFlags, 'apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 100) throw new Error('The server did not start within 20 s.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    stop() {
      server.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function demoSession(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  if (!login.ok) throw new Error(`Demo login failed (${login.status}): is the server seeded?`);
  const { token } = await login.json();
  const search = new URLSearchParams({ searchString: DEMO_IDEA });
  const ideas = await fetch(`${baseUrl}/api/ideas?${search}`, {
    headers: { 'x-auth-token': token },
  });
  const idea = (await ideas.json()).find((each) => each.myPoint === DEMO_IDEA);
  if (!idea) throw new Error(`The demo inTell '${DEMO_IDEA}' is missing.`);
  return { token, ideaPath: `/idea/${idea._id}` };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Sums the bytes transferred for the page's scripts and stylesheets. */
function transferred(lhr, type) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === type)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

async function measure(context, port, url, token) {
  // The token sits in localStorage as the app keeps it, so Lighthouse must not reset storage;
  // the HTTP cache is emptied here instead, so every run is a first visit. The token is stored
  // from an API address of the same origin, which loads none of the app's files.
  const page = await context.newPage();
  await page.goto(new URL('/api/health', url).href);
  await page.evaluate((value) => {
    if (value) localStorage.setItem('token', value);
    else localStorage.removeItem('token');
  }, token);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  });
  const { lhr } = result;
  if (process.env.LIGHTHOUSE_SAVE) {
    // The whole report of each run, to read the audits behind a figure (LCP's phases, the chains).
    fs.mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(lhr));
  }
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: transferred(lhr, 'Script'),
    css: transferred(lhr, 'Stylesheet'),
  };
}

const given = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/+$/, '');
const server = given ? { baseUrl: given, stop() {} } : await startSeededServer();
const debuggingPort = Number(process.env.LIGHTHOUSE_DEBUGGING_PORT ?? 9333);
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-lighthouse-profile-'));
// A persistent context's pages share Chromium's default profile, the one Lighthouse's tab opens in.
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: chromePath,
  headless: true,
  args: [
    `--remote-debugging-port=${debuggingPort}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-dev-shm-usage',
  ],
});
try {
  const { token, ideaPath } = await demoSession(server.baseUrl);
  const pages = [
    { name: '/login', path: '/login', token: null },
    { name: '/about', path: '/about', token },
    { name: '/idea/:id', path: ideaPath, token },
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  const rows = [];
  for (const each of pages.filter((page) => !only || only.includes(page.name))) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await measure(context, debuggingPort, server.baseUrl + each.path, each.token));
    }
    const middle = median(results.map((r) => r.performance));
    const chosen = results.find((r) => r.performance === middle);
    rows.push({ page: each.name, ...chosen, scores: results.map((r) => r.performance) });
  }
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Lighthouse (mobile, simulated throttling), median of ${runs} run(s) by performance score`,
  );
  console.log('| page | performance | FCP | LCP | TBT | CLS | accessibility | JS | CSS |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.performance} (${r.scores.join(', ')}) | ${s(r.fcp)} | ${s(r.lcp)} | ` +
        `${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.accessibility} | ${kb(r.js)} | ${kb(r.css)} |`,
    );
  }
} finally {
  await context.close();
  fs.rmSync(profileDir, { recursive: true, force: true });
  server.stop();
}
