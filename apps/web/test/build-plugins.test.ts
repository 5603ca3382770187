// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../build/precompress.ts';
import {
  addClassSource,
  classesOf,
  collectClassSources,
  emptyClassSources,
  isReachable,
  purgeBootstrap,
  type ClassSources,
  withoutDarkMode,
} from '../build/purge-bootstrap.ts';
import {
  buildEarlyReads,
  catalogueModules,
  EARLY_READS_SCRIPT,
  pagePath,
  routePages,
  withEarlyReads,
  withPageLanguage,
} from '../build/route-pages.ts';

const web = path.resolve(import.meta.dirname, '..');
const bootstrapCss = fs.readFileSync(
  createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css'),
  'utf8',
);

function sources(app: string, library = ''): ClassSources {
  const collected = emptyClassSources();
  addClassSource(collected, app, false);
  addClassSource(collected, library, true);
  return collected;
}

describe('which Bootstrap classes the sources reach', () => {
  const reach = sources(
    `<Button variant="outline-primary" size="sm" className="mb-3" /> <Col md={6} />
     const cls = \`link-view-\${phase}\`; phase === 'entering'`,
    `bsPrefix = useBootstrapPrefix(bsPrefix, 'btn'); useBootstrapPrefix(p, 'modal');
     \`\${bsPrefix}-\${variant}\` \`\${bsPrefix}-dialog\` useBootstrapPrefix(p, 'col');
     \`\${bsPrefix}\${infix}-\${span}\``,
  );

  it.each([
    ['a class written out', 'mb-3'],
    ['a prefix and a variant', 'btn-outline-primary'],
    ['a prefix and a size', 'btn-sm'],
    ["a prefix and a library's suffix", 'modal-dialog'],
    ['a prefix, a breakpoint and a span', 'col-md-6'],
    ["the app's own template", 'link-view-entering'],
  ])('reaches %s (%s)', (_name, className) => {
    expect(isReachable(className, reach)).toBe(true);
  });

  it.each([
    ['a variant nothing names', 'btn-warning'],
    ['a class of a prefix nothing uses', 'carousel-item'],
    ['a utility nobody writes', 'mt-5'],
  ])('does not reach %s (%s)', (_name, className) => {
    expect(isReachable(className, reach)).toBe(false);
  });

  it('takes template heads and a library’s quoted strings as prefixes', () => {
    expect(reach.surePrefixes).toContain('link-view');
    expect(reach.surePrefixes).toContain('btn');
    expect(reach.prefixes).toContain('btn');
    expect(reach.prefixes).toContain('modal');
  });
});

describe("purging Bootstrap's stylesheet", () => {
  it('drops the dark colour mode unless the app names a colour mode', async () => {
    expect(
      withoutDarkMode(
        ':root,[data-bs-theme=light]{--a:1}[data-bs-theme=dark]{--a:2}' +
          '.navbar-dark,.navbar[data-bs-theme=dark]{--b:1}' +
          '@media (min-width:1px){[data-bs-theme=dark] .btn-close{--c:1}}',
      ),
    ).toBe(':root,[data-bs-theme=light]{--a:1}.navbar-dark{--b:1}');
    const plain = sources('<Button variant="primary">', "'data-bs-theme': dataBsTheme");
    expect(plain.colourModes).toBe(false);
    expect((await purgeBootstrap(bootstrapCss, plain)).css).not.toContain('data-bs-theme=dark');
    const dark = sources('<Modal data-bs-theme="dark">');
    expect(dark.colourModes).toBe(true);
    expect((await purgeBootstrap(bootstrapCss, dark)).css).toContain('[data-bs-theme=dark]');
  });

  it('keeps the rules of reached classes and of elements, and drops the rest', async () => {
    const { css } = await purgeBootstrap(
      bootstrapCss,
      sources('<Button variant="primary">', "useBootstrapPrefix(p, 'btn')"),
    );
    const kept = classesOf(css);
    expect(kept).toContain('btn');
    expect(kept).toContain('btn-primary');
    expect(kept).not.toContain('btn-danger');
    expect(kept).not.toContain('carousel');
    expect(css).toMatch(/(^|[},])body\{/);
    expect(css).toMatch(/(^|[},])h1[,{]/);
    expect(css.length).toBeLessThan(bootstrapCss.length / 3);
  });

  it("keeps every class the app's components can put on the page, and drops unused components", async () => {
    const appSources = collectClassSources(
      [path.join(web, 'src'), path.join(web, '../../packages/shared/src')],
      [path.join(web, 'index.html')],
    );
    const kept = classesOf((await purgeBootstrap(bootstrapCss, appSources)).css);
    // Classes react-bootstrap builds from the app's props or its own prefixes, and state classes.
    for (const className of [
      'btn-primary',
      'btn-outline-secondary',
      'btn-outline-danger',
      'btn-link',
      'btn-sm',
      'alert-danger',
      'alert-warning',
      'alert-success',
      'alert-info',
      'alert-dismissible',
      'bg-success',
      'text-bg-secondary',
      'navbar-expand-lg',
      'navbar-toggler',
      'navbar-collapse',
      'dropdown-menu',
      'dropdown-menu-end',
      'dropdown-item',
      'modal-dialog',
      'modal-content',
      'modal-backdrop',
      'nav-pills',
      'nav-tabs',
      'tab-pane',
      'spinner-border',
      'spinner-border-sm',
      'form-control',
      'form-check-input',
      'form-switch',
      'is-invalid',
      'invalid-feedback',
      'col-md-2',
      'col-lg-3',
      'row-cols-1',
      'card-header',
      'list-group-item',
      'fade',
      'show',
      'collapse',
      'collapsing',
      'visually-hidden',
    ]) {
      expect(kept, className).toContain(className);
    }
    for (const className of [
      'carousel',
      'accordion',
      'offcanvas',
      'toast',
      'popover',
      'pagination',
    ]) {
      expect(kept, className).not.toContain(className);
    }
  });
});

describe('compressing the built files once', () => {
  let dir: string;
  const big = `export const text = ${JSON.stringify('Thoughtful '.repeat(200))};`;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, 'assets', 'big.js'), big);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'export{}');
    fs.writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ big }));
    await precompressDir(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip variants of a text file that decompress to it', () => {
    const file = path.join(dir, 'assets', 'big.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(big);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(big);
  });

  it('leaves tiny files, images and the unserved manifest alone', () => {
    expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual([
      'big.js',
      'big.js.br',
      'big.js.gz',
      'photo.png',
      'tiny.js',
    ]);
    expect(fs.readdirSync(path.join(dir, '.vite'))).toEqual(['manifest.json']);
  });
});

describe("the early reads' script (docs/decisions/2026-11-23-speed.md 'Reads started by the page')", () => {
  it('is built as one small script that imports and exports nothing', async () => {
    const code = await buildEarlyReads(path.join(web, EARLY_READS_SCRIPT));
    expect(code).not.toMatch(/^\s*(?:import|export)\b/m);
    expect(code).toContain('/api/auth');
    expect(code).toContain('thoughtfulEarlyReads');
    expect(Buffer.byteLength(code)).toBeLessThan(1024);
  });

  it('refuses a version that imports something', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-early-'));
    const file = path.join(dir, 'early.ts');
    fs.writeFileSync(file, "import { x } from './x';\nconsole.log(x);\n");
    try {
      await expect(buildEarlyReads(file)).rejects.toThrow(/must import and export nothing/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is named first in the head, before the entry, run as soon as it has come', () => {
    const page = [
      '<html><head><title>T</title>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="stylesheet" href="/assets/index.css">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const withScript = withEarlyReads(page, '/assets/early-reads-x.js');
    const early = withScript.indexOf(
      '<script type="module" async fetchpriority="high" src="/assets/early-reads-x.js"></script>',
    );
    expect(early).toBeGreaterThan(withScript.indexOf('<title>'));
    expect(early).toBeLessThan(withScript.indexOf('/assets/index.js'));
    expect(withScript.replace(/<script[^>]*early-reads[^>]*><\/script>\s*/, '')).toBe(page);
  });
});

describe("each page once per language (docs/decisions/2026-12-06-languages.md 'Pages in the reader's language')", () => {
  const template = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta',
    '      name="description"',
    '      content="Thoughtful: a platform."',
    '    />',
    '    <script type="module" crossorigin src="/assets/index.js"></script>',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n');

  it('names the language on <html> for screen readers and for the app, and says the description in it', () => {
    const page = withPageLanguage(template, 'es', 'Thoughtful: una "plataforma" & más.');
    expect(page).toContain('<html lang="es" dir="ltr" data-page-language="es">');
    expect(page).toContain('content="Thoughtful: una &quot;plataforma&quot; &amp; más."');
    expect(withPageLanguage(template, 'en', 'Thoughtful: a platform.')).toBe(
      template.replace('<html lang="en">', '<html lang="en" dir="ltr" data-page-language="en">'),
    );
    expect(() => withPageLanguage('<html><head></head></html>', 'es', 'x')).toThrow(/no <html/);
    expect(() => withPageLanguage('<html lang="en"><head></head></html>', 'es', 'x')).toThrow(
      /no description/,
    );
  });

  it("keeps English pages where they were, another language's in a folder of its own", () => {
    expect(pagePath('en', 'login-screen')).toBe('route-pages/login-screen.html');
    expect(pagePath('es', 'login-screen')).toBe('route-pages/es/login-screen.html');
  });

  it("preloads a language's catalogues, its screens' only where a screen shows them, and English nothing", () => {
    const shell = catalogueModules('es', { screens: false });
    const screen = catalogueModules('es', { screens: true });
    for (const module of ['src/locales/es/messages.po', 'src/locales/es/shared.po']) {
      expect(module).toMatch(shell);
      expect(module).toMatch(screen);
    }
    // The screens' words of both languages: loadScreenMessages loads English's beside them.
    for (const module of [
      'src/locales/es/screens.po',
      'src/locales/en/screens.po',
      'src/locales/es/screens-shared.po',
      'src/locales/en/screens-shared.po',
      'src/locales/en/shared.po',
    ]) {
      expect(module).not.toMatch(shell);
      expect(module).toMatch(screen);
    }
    for (const module of ['src/locales/en/messages.po', 'src/x.po']) {
      expect(module).not.toMatch(screen);
    }
    // English's pages name its shell's catalogue alone: its screens' words load with the screen.
    for (const screens of [true, false]) {
      const english = catalogueModules('en', { screens });
      expect('src/locales/en/messages.po').toMatch(english);
      for (const module of [
        'src/locales/en/screens.po',
        'src/locales/en/shared.po',
        'src/locales/es/messages.po',
      ]) {
        expect(module).not.toMatch(english);
      }
    }
    // The modules i18n.ts imports for Spanish (src/lib/i18n/i18n.ts) are those.
    const loaders = fs.readFileSync(path.join(web, 'src/lib/i18n/i18n.ts'), 'utf8');
    const imported = [...loaders.matchAll(/import\('\.\.\/\.\.\/(locales\/[^']+)'\)/g)].map(
      (match) => `src/${match[1]!}`,
    );
    expect(imported.filter((module) => screen.test(module)).sort()).toEqual([
      'src/locales/en/screens-shared.po',
      'src/locales/en/screens.po',
      'src/locales/en/shared.po',
      'src/locales/es/messages.po',
      'src/locales/es/screens-shared.po',
      'src/locales/es/screens.po',
      'src/locales/es/shared.po',
    ]);
  });

  it('writes every page in every language, with its markup in it, and the table the server reads', async () => {
    const routes = [
      {
        path: '/',
        screen: 'src/login-screen.tsx',
        prerender: true as const,
        wordsWithShell: true as const,
      },
      { path: '/login', screen: 'src/login-screen.tsx', wordsWithShell: true as const },
      { path: '/idea/:id', screen: 'src/idea-screen.tsx' },
    ];
    const rendered: string[] = [];
    const plugin = routePages(routes, {
      loadRenderer: () =>
        Promise.resolve({
          render: (url, language) => {
            rendered.push(`${language} ${url}`);
            return Promise.resolve(
              `<main>${language === 'es' ? 'Iniciar sesión' : 'Sign in'}</main>`,
            );
          },
          describe: (language) =>
            Promise.resolve(language === 'es' ? 'Una plataforma.' : 'A platform.'),
          close: () => Promise.resolve(),
        }),
    });
    const chunk = (fileName: string, facadeModuleId: string | null, isEntry = false) => ({
      type: 'chunk' as const,
      fileName,
      facadeModuleId: facadeModuleId && path.join(web, facadeModuleId),
      isEntry,
      imports: [],
      viteMetadata: { importedCss: new Set<string>() },
    });
    const bundle = {
      'index.html': { type: 'asset', fileName: 'index.html', source: template },
      'assets/index.js': chunk('assets/index.js', 'src/main.tsx', true),
      'assets/login.js': chunk('assets/login.js', 'src/login-screen.tsx'),
      'assets/idea.js': chunk('assets/idea.js', 'src/idea-screen.tsx'),
      'assets/messages-es.js': chunk('assets/messages-es.js', 'src/locales/es/messages.po'),
      'assets/messages-en.js': chunk('assets/messages-en.js', 'src/locales/en/messages.po'),
      'assets/shared-en.js': chunk('assets/shared-en.js', 'src/locales/en/shared.po'),
      'assets/screens-en.js': chunk('assets/screens-en.js', 'src/locales/en/screens.po'),
      'assets/screens-es.js': chunk('assets/screens-es.js', 'src/locales/es/screens.po'),
    };
    const emitted = new Map<string, string>();
    const context = {
      emitFile: ({
        fileName,
        name,
        source,
      }: {
        fileName?: string;
        name?: string;
        source: string;
      }) => {
        emitted.set(fileName ?? `assets/${name!}`, source);
        return fileName ?? name!;
      },
      getFileName: (id: string) => `assets/${id}`,
      error: (message: string) => {
        throw new Error(message);
      },
    };
    (plugin.configResolved as (config: { root: string }) => void)({ root: web });
    await (plugin.generateBundle as (...args: unknown[]) => Promise<void>).call(
      context,
      {},
      bundle,
    );

    expect(rendered).toEqual(['en /', 'es /']);
    expect(JSON.parse(emitted.get('route-pages.json')!)).toEqual([
      {
        path: '/',
        page: 'route-pages/login-screen.html',
        languages: { es: 'route-pages/es/login-screen.html' },
      },
      {
        path: '/login',
        page: 'route-pages/login-screen.html',
        languages: { es: 'route-pages/es/login-screen.html' },
      },
      {
        path: '/idea/:id',
        page: 'route-pages/idea-screen.html',
        languages: { es: 'route-pages/es/idea-screen.html' },
      },
    ]);
    const loginEs = emitted.get('route-pages/es/login-screen.html')!;
    expect(loginEs).toContain('<html lang="es" dir="ltr" data-page-language="es">');
    expect(loginEs).toContain('content="Una plataforma."');
    expect(loginEs).toContain('<div inert><main>Iniciar sesión</main></div>');
    expect(loginEs).toContain('href="/assets/messages-es.js"');
    expect(loginEs).not.toContain('href="/assets/shared-en.js"');
    // The login screen's words come with the shell: no screens' catalogue on its page.
    expect(loginEs).not.toMatch(/screens-e[ns]\.js/);
    const loginEn = emitted.get('route-pages/login-screen.html')!;
    expect(loginEn).toContain('<html lang="en" dir="ltr" data-page-language="en">');
    expect(loginEn).toContain('<div inert><main>Sign in</main></div>');
    expect(loginEn).not.toMatch(/messages-es|shared-en/);
    // English pages name the English shell catalogue, which left the entry; Spanish ones do not.
    expect(loginEn).toContain('href="/assets/messages-en.js"');
    expect(loginEs).not.toContain('messages-en');
    // A page not drawn ahead: its language and catalogues, and the early reads.
    const ideaEs = emitted.get('route-pages/es/idea-screen.html')!;
    expect(ideaEs).toContain('data-page-language="es"');
    expect(ideaEs).toContain('href="/assets/idea.js"');
    expect(ideaEs).toContain('href="/assets/messages-es.js"');
    expect(ideaEs).toContain('href="/assets/screens-es.js"');
    expect(ideaEs).toContain('href="/assets/screens-en.js"');
    expect(ideaEs).toContain('href="/assets/shared-en.js"');
    expect(ideaEs).toContain('early-reads');
    expect(ideaEs).toContain('<div id="root"></div>');
  });
});
