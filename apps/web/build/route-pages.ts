import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { minify, transformWithOxc, type Plugin } from 'vite';
import {
  DEFAULT_LANGUAGE,
  PAGE_LANGUAGE_ATTRIBUTE,
  SUPPORTED_LANGUAGES,
  textDirection,
  type Language,
} from '../../../packages/shared/src/i18n/languages.ts';
import type { ScreenRoute } from '../src/app/screen-routes.ts';
import { linguiPlugins } from './lingui-macro.ts';

/** Where the pages go in dist/, and the table the server reads to pick one. */
export const ROUTE_PAGES_DIR = 'route-pages';
export const ROUTE_PAGES_TABLE = 'route-pages.json';

/**
 * One row of `route-pages.json`: the page (a file under dist/) that answers `path`, in English,
 * and the same page in each other language (the server picks one by the reader's language:
 * apps/server/src/http/route-pages.ts).
 */
export interface RoutePage {
  path: string;
  page: string;
  languages: Partial<Record<Language, string>>;
}

/** What `withStaticImports` reads of a chunk. */
interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/** The chunk and every chunk it imports statically, by file name. */
export function withStaticImports<C extends ChunkImports>(
  chunk: C,
  byFile: ReadonlyMap<string, C>,
): Set<string> {
  const seen = new Set<string>();
  const visit = (each: C | undefined) => {
    if (!each || seen.has(each.fileName)) return;
    seen.add(each.fileName);
    for (const imported of each.imports) visit(byFile.get(imported));
  };
  visit(chunk);
  return seen;
}

/** Where index.html's app goes, empty until the scripts draw it. */
const EMPTY_ROOT = '<div id="root"></div>';

/** Renders screens as they first show (src/prerender.tsx), by their addresses, in a language. */
export type ScreenRenderer = (url: string, language: Language) => Promise<string>;

/** The page's description (its `<meta name="description">`) in a language (src/prerender.tsx). */
export type PageDescriber = (language: Language) => Promise<string>;

/**
 * `renderScreen` and `pageDescription` of src/prerender.tsx, loaded through a Vite server of its
 * own (no config file: Vite's own TypeScript and JSX transform, the libraries as Node loads them),
 * and a function that closes that server.
 */
export async function loadScreenRenderer(
  root: string,
): Promise<{ render: ScreenRenderer; describe: PageDescriber; close: () => Promise<void> }> {
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: linguiPlugins(),
  });
  try {
    const module = (await server.ssrLoadModule('/src/prerender.tsx')) as {
      renderScreen: ScreenRenderer;
      pageDescription: PageDescriber;
    };
    return {
      render: module.renderScreen,
      describe: module.pageDescription,
      close: () => server.close(),
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/**
 * The page with the screen's first markup in its root, inert (neither clickable nor read out)
 * until the app draws the same screen over it: a click or a keystroke before then would be lost.
 */
export function withPrerenderedRoot(page: string, markup: string): string {
  if (!page.includes(EMPTY_ROOT)) throw new Error(`route-pages: the page has no ${EMPTY_ROOT}`);
  // A function, so that a `$` in the page's text is not read as a replacement pattern.
  return page.replace(EMPTY_ROOT, () => `<div id="root"><div inert>${markup}</div></div>`);
}

/** Where a language's pages go, under the pages' folder; English keeps the folder itself. */
export const pagePath = (language: Language, name: string) =>
  language === DEFAULT_LANGUAGE
    ? `${ROUTE_PAGES_DIR}/${name}.html`
    : `${ROUTE_PAGES_DIR}/${language}/${name}.html`;

const HTML_OPENING = '<html lang="en">';
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;

const asAttribute = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/**
 * index.html in a language: `<html>` names it (`lang`, `dir`, and `PAGE_LANGUAGE_ATTRIBUTE`, by
 * which the app's first render speaks the page's language), and the description is in it.
 */
export function withPageLanguage(page: string, language: Language, description: string): string {
  if (!page.includes(HTML_OPENING)) throw new Error(`route-pages: the page has no ${HTML_OPENING}`);
  if (!DESCRIPTION.test(page)) throw new Error('route-pages: the page has no description');
  const opening = `<html lang="${language}" dir="${textDirection(language)}" ${PAGE_LANGUAGE_ATTRIBUTE}="${language}">`;
  return page
    .replace(HTML_OPENING, () => opening)
    .replace(DESCRIPTION, (_all, before: string, after: string) =>
      [before, asAttribute(description), after].join(''),
    );
}

/**
 * The modules a reader of `language` loads before the app's first render (src/lib/i18n/i18n.ts
 * `activateLanguage`): its shell's catalogue and the shared messages the shell shows, and, for a
 * screen whose words do not come with the shell, both languages' screens' catalogues, the other
 * shared messages and the shared messages' English (`loadScreenMessages`). English needs only its
 * shell's catalogue (not in the entry, so a Spanish reader does not load it); its screens' words
 * load with the screen as before.
 */
export function catalogueModules(language: Language, { screens }: { screens: boolean }): RegExp {
  if (language === DEFAULT_LANGUAGE) return new RegExp(`^src/locales/${language}/messages\\.po$`);
  // The screens' catalogues: `screens` and `screens-shared` (lingui.config.ts).
  if (!screens) return new RegExp(`^src/locales/${language}/(?:messages|shared)\\.po$`);
  return new RegExp(
    `^src/locales/(?:${language}/[^/]+|${DEFAULT_LANGUAGE}/(?:shared|screens|screens-shared))\\.po$`,
  );
}

/** The script that starts a page's first reads (src/early-reads.ts), from the web app's folder. */
export const EARLY_READS_SCRIPT = 'src/early-reads.ts';

/**
 * The early reads' script as sent: compiled and minified on its own, imports none, so it runs
 * before the app's scripts have arrived (docs/decisions/2026-11-23-speed.md 'Reads started by the
 * page').
 */
export async function buildEarlyReads(file: string): Promise<string> {
  const compiled = await transformWithOxc(fs.readFileSync(file, 'utf8'), file, { lang: 'ts' });
  if (/^\s*(?:import|export)\b/m.test(compiled.code)) {
    throw new Error(`route-pages: ${file} must import and export nothing`);
  }
  const { code } = await minify(file.replace(/\.ts$/, '.js'), compiled.code);
  return code;
}

/**
 * The page with the early reads' script named first in its head (before the entry), so it is
 * asked for first; `async`, it runs as soon as it has come, whatever else is still on its way.
 */
export function withEarlyReads(page: string, src: string): string {
  const at = /<script|<link|<\/head>/.exec(page);
  if (!at) throw new Error('route-pages: the page has no </head>');
  const tag = `<script type="module" async fetchpriority="high" src="${src}"></script>\n    `;
  return `${page.slice(0, at.index)}${tag}${page.slice(at.index)}`;
}

/** The page's name: the screen module's file name, without folders or extension. */
const pageName = (screen: string) => screen.replace(/^.*\//, '').replace(/\.[^.]+$/, '');

/**
 * Writes one copy of index.html per screen of `routes`, each asking for that screen's scripts
 * (`<link rel="modulepreload">`) besides the entry's, and `route-pages.json`, which says which
 * copy answers which address. The server sends the matching copy (apps/server/src/http/
 * route-pages.ts), so a first visit fetches the screen with the entry instead of after running it.
 * The page of a screen marked `prerender` also holds the screen's first markup, rendered at the
 * first such row's address (docs/decisions/2026-11-23-speed.md 'Pages drawn before the scripts
 * run'). A screen the build cannot find fails the build.
 */
export function routePages(
  routes: readonly ScreenRoute[],
  options: { base?: string; loadRenderer?: typeof loadScreenRenderer } = {},
): Plugin {
  const { base = '/', loadRenderer = loadScreenRenderer } = options;
  // The web app's folder (Vite's root): the screens' module ids are relative to it.
  let appRoot = process.cwd();
  return {
    name: 'thoughtful:route-pages',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      appRoot = config.root;
    },
    async generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter(
        (each): each is OutputChunk => each.type === 'chunk',
      );
      const byFile = new Map(chunks.map((each) => [each.fileName, each]));
      const entry = chunks.find((each) => each.isEntry);
      const html = bundle['index.html'];
      if (!entry || html?.type !== 'asset' || typeof html.source !== 'string') {
        this.error('route-pages: the build has no entry chunk or no index.html');
      }
      const template = html.source;
      if (!template.includes('</head>')) this.error('route-pages: index.html has no </head>');
      const withEntry = withStaticImports(entry, byFile);
      // Stylesheets the entry's page already links (index.html's own).
      const entryCss = new Set(
        [...withEntry].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
      );
      const root = `${appRoot}/`;
      const byScreen = new Map(
        chunks
          .filter((each) => each.facadeModuleId)
          .map((each) => [each.facadeModuleId!.replace(root, ''), each]),
      );

      const prerendered = new Map<string, string>();
      for (const { path, screen, prerender } of routes) {
        if (!prerender || prerendered.has(screen)) continue;
        if (/[:*]/.test(path)) this.error(`route-pages: ${path} is not one address to prerender`);
        prerendered.set(screen, path);
      }
      // Each prerendered screen's markup, and the page's description, in every language.
      const markup = new Map<string, string>();
      const descriptions = new Map<Language, string>();
      const renderer = await loadRenderer(appRoot);
      try {
        for (const language of SUPPORTED_LANGUAGES) {
          descriptions.set(language, await renderer.describe(language));
          for (const [screen, path] of prerendered) {
            markup.set(`${language} ${screen}`, await renderer.render(path, language));
          }
        }
      } finally {
        await renderer.close();
      }
      // The chunks of each language's catalogues, which its pages name so they come with the
      // entry: the app's first render waits for them. The screens' words only on the pages of the
      // screens that show them, so the login page loads none (docs/decisions/2026-12-06-languages.md).
      const catalogueFiles = (language: Language, screens: boolean) => {
        const modules = catalogueModules(language, { screens });
        const files = chunks
          .filter((each) => modules.test(each.facadeModuleId?.replace(root, '') ?? ''))
          .map((each) => each.fileName);
        if (files.length === 0) {
          this.error(`route-pages: no catalogue of ${language} is built`);
        }
        return files;
      };
      const catalogues = new Map(
        SUPPORTED_LANGUAGES.flatMap((language) =>
          [true, false].map(
            (screens) => [`${language} ${screens}`, catalogueFiles(language, screens)] as const,
          ),
        ),
      );

      // Named by the pages of the screens that are not drawn ahead: those paint only after their
      // reads. The pages drawn ahead (the login, the terms, /about) show their screen before any
      // read, so they are left as they are measured (docs/decisions/2026-11-23-speed.md 'Reads
      // started by the page').
      const earlyReads = this.emitFile({
        type: 'asset',
        name: 'early-reads.js',
        source: await buildEarlyReads(path.join(appRoot, EARLY_READS_SCRIPT)),
      });
      const earlyReadsSrc = `${base}${this.getFileName(earlyReads)}`;

      const pages = new Map<string, Pick<RoutePage, 'page' | 'languages'>>();
      const table: RoutePage[] = routes.map(({ path, screen, wordsWithShell }) => {
        const chunk = byScreen.get(screen);
        if (!chunk) this.error(`route-pages: no chunk is built from ${screen} (route ${path})`);
        let written = pages.get(screen);
        if (written === undefined) {
          const scripts = [...withStaticImports(chunk, byFile)].filter(
            (file) => !withEntry.has(file),
          );
          // The screen's own stylesheets too: the app would otherwise ask for them only once
          // the entry has run and the route loads, one round trip more before the screen shows.
          const styles = [
            ...new Set(
              scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
            ),
          ].filter((file) => !entryCss.has(file));
          const byLanguage = SUPPORTED_LANGUAGES.map((language) => {
            const page = pagePath(language, pageName(screen));
            const links = [
              ...scripts.map(
                (file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`,
              ),
              ...(catalogues.get(`${language} ${!wordsWithShell}`) ?? []).map(
                (file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`,
              ),
              ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
            ]
              .map((tag) => `    ${tag}\n`)
              .join('');
            const withLinks = withPageLanguage(
              template.replace(/\n?\s*<\/head>/, () => `\n${links}  </head>`),
              language,
              descriptions.get(language)!,
            );
            const screenMarkup = markup.get(`${language} ${screen}`);
            this.emitFile({
              type: 'asset',
              fileName: page,
              source:
                screenMarkup === undefined
                  ? withEarlyReads(withLinks, earlyReadsSrc)
                  : withPrerenderedRoot(withLinks, screenMarkup),
            });
            return [language, page] as const;
          });
          written = {
            page: pagePath(DEFAULT_LANGUAGE, pageName(screen)),
            languages: Object.fromEntries(
              byLanguage.filter(([language]) => language !== DEFAULT_LANGUAGE),
            ),
          };
          pages.set(screen, written);
        }
        return { path, ...written };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PAGES_TABLE,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}
