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
} from '../build/purge-bootstrap.ts';
import { buildEarlyReads, EARLY_READS_SCRIPT, withEarlyReads } from '../build/route-pages.ts';

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
