import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { createUser } from '../support/accounts';
import { apiSignIn, createTextIdea } from '../support/content';
import { watchNetwork, waitForNetworkQuiet } from '../support/network';

/**
 * What a route's first load costs the browser: the bytes received for its scripts and
 * stylesheets, as sent (brotli, which Chromium accepts; the build compresses every file once),
 * from an empty cache. Each budget covers both kinds together.
 */
const KB = 1000;
const BUDGETS = {
  login: 140 * KB,
  /**
   * A Spanish reader's login: the English login and the Spanish words its first render needs (the
   * shell's and the shell's shared messages, 3.9 KB). 182.4 KB before the screens' and the
   * screens' shared words moved to the first screen, 143.2 KB after, 142.5 KB with React Router's
   * production build and without Bootstrap's dark mode, 140.5 KB with the English shell words out
   * of the entry (only English pages load them), 139.9 KB with react-bootstrap's `Form` parts
   * imported by name (docs/decisions/2026-12-06-languages.md 'The login's bytes').
   */
  spanishLogin: 140 * KB,
  idea: 250 * KB,
};
/**
 * How many script files a route's page may name: each is a request waiting its turn among a
 * phone's six connections. The build puts a screen's code in few chunks (apps/web/build/
 * screen-chunks.ts); left to Rolldown, the login page named 22 and the inTell's 54. The early
 * reads' script (a few hundred bytes, in the pages of the screens not drawn ahead) counts as one.
 */
// A screen's route names one file more since issue 44: the words of the screens' own folders
// (locales/<language>/screens.po), loaded beside the screen's code, not before it; and one more
// since the English shell words left the entry (locales/en/messages.po, English pages only).
const SCRIPT_FILES = {
  login: 7,
  idea: 12,
  /** Any route's page. */
  any: 15,
  /**
   * What a Spanish login page names more than the English (src/lib/i18n/i18n.ts LOADERS): its
   * shell's and its shared catalogues instead of the English shell's.
   */
  spanishCatalogues: 1,
};

/** The built app, whose files the server sends (each also as `.br`, which Chromium receives). */
const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

interface Received {
  file: string;
  type: 'script' | 'stylesheet';
  encoding: string;
  bytes: number;
}

/** Loads the page and sums what arrived for its scripts and stylesheets once it is ready. */
async function measureLoad(page: Page, url: string, ready: () => Promise<void>) {
  const pending: Promise<Received>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          file: new URL(response.url()).pathname,
          type,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          bytes: sizes.responseBodySize,
        })),
    );
  };
  page.on('response', onResponse);
  watchNetwork(page);
  await page.goto(url);
  await ready();
  await waitForNetworkQuiet(page);
  page.off('response', onResponse);
  return Promise.all(pending);
}

function report(route: string, budget: number, received: Received[]) {
  const total = received.reduce((sum, each) => sum + each.bytes, 0);
  const of = (type: Received['type']) =>
    received.filter((each) => each.type === type).reduce((sum, each) => sum + each.bytes, 0);
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const lines = [...received]
    .sort((a, b) => b.bytes - a.bytes)
    .map((each) => `  ${each.file} (${each.encoding}): ${kb(each.bytes)}`);
  console.log(
    `${route}: ${kb(total)} of its ${kb(budget)} budget received for scripts (${kb(of('script'))}) ` +
      `and stylesheets (${kb(of('stylesheet'))})\n${lines.join('\n')}`,
  );
  return total;
}

/** Every script and stylesheet of any size arrives compressed (tiny ones are sent as they are). */
function expectCompressed(received: Received[]) {
  const large = received.filter((each) => each.bytes > 1_000);
  expect(large.length).toBeGreaterThan(0);
  for (const each of large) expect(each.encoding, each.file).toBe('br');
}

/**
 * The scripts the server's page for `url` names: the entry and every `modulepreload`, which the
 * browser fetches at once (the build writes a page per screen; apps/web/build/route-pages.ts).
 */
async function scriptsNamedByPage(request: APIRequestContext, url: string): Promise<string[]> {
  const html = await (await request.get(url)).text();
  return [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="([^"]+)"/g),
  ].map((match) => match[1]!);
}

/**
 * The login route in a language: within the budget, every script it loads named by its page, in
 * few files. A Spanish reader's page also preloads the Spanish catalogues the first render waits
 * for, but not the screens' words, which load with the first screen that shows them
 * (docs/decisions/2026-12-06-languages.md 'Loading the words a route needs').
 */
async function expectLoginWithinBudget(
  page: Page,
  request: APIRequestContext,
  { label, button, budget }: { label: string; button: string; budget: number },
) {
  const received = await measureLoad(page, '/login', () =>
    expect(page.getByRole('button', { name: button, exact: true })).toBeVisible(),
  );

  const total = report(label, budget, received);
  expect(received.some((each) => each.type === 'stylesheet')).toBe(true);
  expectCompressed(received);
  expect(total).toBeLessThan(budget);
  // Every script the screen needs is named by the page itself, so none waits for another to run.
  const scripts = received.filter((each) => each.type === 'script').map((each) => each.file);
  const named = await scriptsNamedByPage(request, '/login');
  expect(named.length).toBeGreaterThan(scripts.length / 2);
  expect(scripts.filter((file) => !named.includes(file))).toEqual([]);
  return { received, named };
}

test('the login route stays within its budget of scripts and stylesheets', async ({
  page,
  request,
}) => {
  const { named } = await expectLoginWithinBudget(page, request, {
    label: '/login',
    button: 'Login',
    budget: BUDGETS.login,
  });
  expect(named.length).toBeLessThanOrEqual(SCRIPT_FILES.login);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES', extraHTTPHeaders: { 'Accept-Language': 'es-ES,es;q=0.9' } });

  test("a Spanish reader's login route stays within its budget, without the screens' words", async ({
    page,
    request,
  }) => {
    const { received, named } = await expectLoginWithinBudget(page, request, {
      label: '/login (es)',
      button: 'Entrar',
      budget: BUDGETS.spanishLogin,
    });
    // The page named the Spanish catalogues, and they came; the screens' words did not.
    const files = received.map((each) => each.file);
    // One shell catalogue, the Spanish: not the English one, which only English pages load.
    expect(named.filter((file) => /^\/assets\/messages-/.test(file))).toHaveLength(1);
    expect(files.filter((file) => /^\/assets\/messages-/.test(file))).toHaveLength(1);
    expect(files.filter((file) => /^\/assets\/screens-/.test(file))).toEqual([]);
    // Nor the shared messages' English: the account rules' English comes with the shell.
    expect(named.length).toBeLessThanOrEqual(SCRIPT_FILES.login + SCRIPT_FILES.spanishCatalogues);
  });
});

test("an inTell's route stays within its budget of scripts and stylesheets", async ({
  page,
  request,
}) => {
  const author = await createUser('teacher', 'bundle-idea');
  const { token } = await apiSignIn(request, author.email, author.password);
  const idea = await createTextIdea(request, token, 'Budgets keep pages light');
  // Signed in before the app starts, without loading a page first: the cache stays empty.
  await page.addInitScript((value) => localStorage.setItem('token', value), token);

  const received = await measureLoad(page, `/idea/${idea._id}`, () =>
    expect(page.getByRole('heading', { name: 'Budgets keep pages light' })).toBeVisible(),
  );

  const total = report('/idea/:id', BUDGETS.idea, received);
  expectCompressed(received);
  // The plots and the video and PDF players load only when shown.
  const lazyOnly =
    /^\/assets\/(?:density-plot|rating-plane|hls|dash\.all\.min|pdf-document|pdf\.worker)/;
  expect(received.map((each) => each.file).filter((file) => lazyOnly.test(file))).toEqual([]);
  expect(total).toBeLessThan(BUDGETS.idea);
  // The inTell screen's module is named by the page, fetched along with the entry; the login
  // screen's module is not (code the two share, `code-login-screen`, is).
  const named = await scriptsNamedByPage(request, `/idea/${idea._id}`);
  expect(named.filter((file) => /^\/assets\/idea-screen-/.test(file))).toHaveLength(1);
  // Its stylesheets too, so none is asked for only once the app has run.
  const html = await (await request.get(`/idea/${idea._id}`)).text();
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const stylesReceived = received.filter((each) => each.type === 'stylesheet');
  expect(stylesReceived.length).toBeGreaterThan(1);
  expect(stylesReceived.map((each) => each.file).filter((file) => !styles.includes(file))).toEqual(
    [],
  );
  expect(named.filter((file) => /^\/assets\/login-screen-/.test(file))).toEqual([]);
  // In few files (the member's menu follows once the member is known).
  expect(named.length).toBeLessThanOrEqual(SCRIPT_FILES.idea);
  // Without Zod: the screen checks no answer against a schema, and Zod's classes (about 24 KB
  // as sent, and their set-up when the code runs) came only with constants of schema modules.
  for (const each of received.filter((file) => file.type === 'script')) {
    const code = await (await request.get(each.file)).text();
    expect(/[`'"]ZodObject[`'"]/.test(code), each.file).toBe(false);
  }
});

test("every route's page names few scripts, within the inTell route's budget", async ({
  request,
}) => {
  // A screen later in the build's chunk order may load an earlier screen's chunk whole
  // (apps/web/build/screen-chunks.ts): this holds every route to the ceiling, not only two.
  const table = JSON.parse(fs.readFileSync(path.join(WEB_DIST, 'route-pages.json'), 'utf8')) as {
    path: string;
  }[];
  const sent = (file: string) => {
    const plain = path.join(WEB_DIST, file);
    return fs.statSync(fs.existsSync(`${plain}.br`) ? `${plain}.br` : plain).size;
  };
  const routes = [];
  for (const route of table) {
    // An address of the route: optional parts left out, the others filled in.
    const url = route.path
      .replace(/\/:[^/]+\?/g, '')
      .replace(/:[^/]+/g, 'x')
      .replace('*', 'nowhere');
    const named = await scriptsNamedByPage(request, url);
    const bytes = named.reduce((total, file) => total + sent(file), 0);
    routes.push({ route: route.path, files: named.length, bytes });
  }
  console.log(
    routes.map((each) => `${each.route}: ${each.files} files, ${each.bytes} B`).join('\n'),
  );
  expect(routes.length).toBeGreaterThan(20);
  for (const each of routes) {
    expect(each.files, each.route).toBeGreaterThan(0);
    expect(each.files, each.route).toBeLessThanOrEqual(SCRIPT_FILES.any);
    expect(each.bytes, each.route).toBeLessThan(BUDGETS.idea);
  }
});
