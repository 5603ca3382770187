import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { ScreenRoute } from '../src/app/screen-routes.ts';

/** Where the pages go in dist/, and the table the server reads to pick one. */
export const ROUTE_PAGES_DIR = 'route-pages';
export const ROUTE_PAGES_TABLE = 'route-pages.json';

/** One row of `route-pages.json`: the page (a file under dist/) that answers `path`. */
export interface RoutePage {
  path: string;
  page: string;
}

/** The chunk and every chunk it imports statically, by file name. */
function withStaticImports(chunk: OutputChunk, byFile: Map<string, OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (each: OutputChunk | undefined) => {
    if (!each || seen.has(each.fileName)) return;
    seen.add(each.fileName);
    for (const imported of each.imports) visit(byFile.get(imported));
  };
  visit(chunk);
  return seen;
}

/** The page's name: the screen module's file name, without folders or extension. */
const pageName = (screen: string) => screen.replace(/^.*\//, '').replace(/\.[^.]+$/, '');

/**
 * Writes one copy of index.html per screen of `routes`, each asking for that screen's scripts
 * (`<link rel="modulepreload">`) besides the entry's, and `route-pages.json`, which says which
 * copy answers which address. The server sends the matching copy (apps/server/src/http/
 * route-pages.ts), so a first visit fetches the screen with the entry instead of after running it.
 * A screen the build cannot find fails the build.
 */
export function routePages(routes: readonly ScreenRoute[], base = '/'): Plugin {
  return {
    name: 'thoughtful:route-pages',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
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
      const root = `${process.cwd()}/`;
      const byScreen = new Map(
        chunks
          .filter((each) => each.facadeModuleId)
          .map((each) => [each.facadeModuleId!.replace(root, ''), each]),
      );

      const pages = new Map<string, string>();
      const table: RoutePage[] = routes.map(({ path, screen }) => {
        const chunk = byScreen.get(screen);
        if (!chunk) this.error(`route-pages: no chunk is built from ${screen} (route ${path})`);
        let page = pages.get(screen);
        if (page === undefined) {
          page = `${ROUTE_PAGES_DIR}/${pageName(screen)}.html`;
          const scripts = [...withStaticImports(chunk, byFile)].filter(
            (file) => !withEntry.has(file),
          );
          const links = scripts
            .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)
            .join('');
          this.emitFile({
            type: 'asset',
            fileName: page,
            source: template.replace(/\n?\s*<\/head>/, `\n${links}  </head>`),
          });
          pages.set(screen, page);
        }
        return { path, page };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PAGES_TABLE,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}
