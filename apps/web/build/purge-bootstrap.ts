import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** Bootstrap's stylesheet, as main.tsx imports it. */
const BOOTSTRAP_CSS =
  /[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(?:\.min)?\.css$/;

/**
 * Element selectors are kept whatever the sources say: libraries (pdf.js, the video players, d3)
 * create elements the app's source never names, and Bootstrap's reboot styles them.
 */
const ELEMENTS =
  /^(?:html|body|a|abbr|address|audio|b|blockquote|button|canvas|caption|code|dd|details|div|dl|dt|fieldset|figcaption|figure|h[1-6]|hr|iframe|img|input|kbd|label|legend|li|main|mark|ol|optgroup|option|output|p|pre|progress|samp|select|small|span|strong|sub|summary|sup|svg|table|tbody|td|textarea|tfoot|th|thead|tr|ul|video)$/;

/** What an identifier or a string of the sources can hold of a class name. */
const FRAGMENT = /[A-Za-z0-9_-]+/g;
/** A quoted string that could be a class prefix: react-bootstrap's `useBootstrapPrefix(p, 'btn')`. */
const QUOTED_PREFIX = /['"]([a-z][a-z0-9-]*)['"]/g;
/** The head of a template literal that goes on with a value: `border-${tone}` gives 'border'. */
const TEMPLATE_HEAD = /([A-Za-z0-9_-]+)-\$\{/g;
/** react-bootstrap's own prefix of a component, a class or not ('spinner' of 'spinner-border'). */
const COMPONENT_PREFIX = /useBootstrapPrefix\([^,()]*,\s*['"]([a-z][a-z0-9-]*)['"]\)/g;

/** What the class names of the app can be made of. */
export interface ClassSources {
  /** Every identifier-like fragment of the sources, with and without its leading or trailing '-'. */
  fragments: Set<string>;
  /** What a class name put together at run time can begin with. */
  prefixes: Set<string>;
  /** Prefixes whatever they are: template heads (`border-${…}`) and react-bootstrap's own. */
  surePrefixes: Set<string>;
  /** Whether the app's own sources name a colour mode (`data-bs-theme`), dark or light. */
  colourModes: boolean;
}

export function emptyClassSources(): ClassSources {
  return { fragments: new Set(), prefixes: new Set(), surePrefixes: new Set(), colourModes: false };
}

/** Adds a source file's fragments; a library's quoted strings are prefixes too (`isLibrary`). */
export function addClassSource(sources: ClassSources, text: string, isLibrary: boolean) {
  for (const [fragment] of text.matchAll(FRAGMENT)) {
    sources.fragments.add(fragment);
    const trimmed = fragment.replace(/^-+|-+$/g, '');
    if (trimmed) sources.fragments.add(trimmed);
  }
  for (const prefix of [...captures(text, TEMPLATE_HEAD), ...captures(text, COMPONENT_PREFIX)]) {
    sources.prefixes.add(prefix);
    sources.surePrefixes.add(prefix);
  }
  if (isLibrary) for (const quoted of captures(text, QUOTED_PREFIX)) sources.prefixes.add(quoted);
  // A library only passes the attribute on (react-bootstrap's Modal): the app would set it.
  else if (/data-bs-theme|bsTheme/.test(text)) sources.colourModes = true;
}

/** A selector that matches only inside Bootstrap's dark colour mode. */
const DARK_MODE = /\[data-bs-theme=["']?dark["']?\]/;

/**
 * The stylesheet without the selectors of Bootstrap's dark colour mode: they match only under
 * `data-bs-theme="dark"`, which nothing in the app sets (about 0.3 KB of the login as sent).
 * Shared selectors keep their other parts (`.navbar-dark,.navbar[data-bs-theme=dark]`).
 */
export function withoutDarkMode(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !DARK_MODE.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The first group of every match of a global pattern. */
function captures(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
}

/**
 * Whether a class name occurs in the sources or can be put together from them at run time:
 * react-bootstrap writes `${prefix}-${variant}` ('btn' + 'outline-primary'), `${bsPrefix}-dialog`
 * ('modal' + '-dialog'), `${bsPrefix}${infix}-${span}` ('col' + '-md' + '-6'), and the app
 * `link-view-${phase}`. So a class is kept when its '-'-separated words split into a known prefix
 * followed by runs that each occur in the sources.
 */
export function isReachable(
  className: string,
  { fragments, prefixes }: Pick<ClassSources, 'fragments' | 'prefixes'>,
): boolean {
  if (fragments.has(className)) return true;
  const words = className.split('-');
  if (words.some((word) => word === '')) return false;
  const reachable = words.map(() => false);
  for (let end = 1; end < words.length; end += 1) {
    reachable[end] = prefixes.has(words.slice(0, end).join('-'));
    for (let start = 1; start < end && !reachable[end]; start += 1) {
      reachable[end] =
        reachable[start] === true && fragments.has(words.slice(start, end).join('-'));
    }
  }
  return words.some(
    (_, start) => start > 0 && reachable[start] && fragments.has(words.slice(start).join('-')),
  );
}

/** The class names a stylesheet defines. */
export function classesOf(css: string): Set<string> {
  return new Set(captures(css, /\.(-?[A-Za-z_][\w-]*)/g));
}

/** Bootstrap's stylesheet less the rules of the classes the sources cannot reach. */
export async function purgeBootstrap(css: string, sources: ClassSources) {
  const classes = classesOf(css);
  // A library's other quoted strings are prefixes only when they are classes themselves ('col'),
  // not words such as 'start' or 'object'.
  const prefixes = new Set(
    [...sources.prefixes].filter((p) => classes.has(p) || sources.surePrefixes.has(p)),
  );
  const reachable = { ...sources, prefixes };
  const used = [...classes].filter((name) => isReachable(name, reachable));
  const [result] = await new PurgeCSS().purge({
    css: [{ raw: css }],
    // The fragments stand for tags, attributes and ids; the reachable names for the classes.
    content: [{ raw: [...sources.fragments, ...used].join(' '), extension: 'txt' }],
    safelist: { standard: [ELEMENTS] },
    rejected: true,
  });
  if (!result) throw new Error('PurgeCSS gave no result');
  const purged = sources.colourModes ? result.css : withoutDarkMode(result.css);
  return { css: purged, kept: used.length, rejected: result.rejected?.length ?? 0 };
}

function sourceFilesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:tsx?|html)$/.test(entry.name))
    .filter((entry) => !/\.(?:test|d)\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A package's ES module folder, found from its entry (not every package exports package.json). */
function esmDir(name: string): string {
  for (let dir = path.dirname(require.resolve(name)); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name: found } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (found === name) return path.join(dir, 'esm');
    }
    if (path.dirname(dir) === dir) throw new Error(`No package folder found for ${name}`);
  }
}

/** The names the app imports from react-bootstrap: `import { Button, Form } from 'react-bootstrap'`. */
function importedNames(text: string): string[] {
  return captures(text, /import\s*\{([^}]*)\}\s*from\s*'react-bootstrap'/g)
    .flatMap((list) => list.split(','))
    .flatMap(
      (item) =>
        item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? [],
    )
    .filter(Boolean);
}

/**
 * The imports of a module worth following. A compound component's members (`Object.assign(Form,
 * { Floating: FormFloating, … })`) that it never uses itself are followed only when the app names
 * them (`.Floating`), so the classes of the parts the app never shows are left out.
 */
function importsToFollow(text: string, appUses: (member: string) => boolean): string[] {
  const skipped = new Set<string>();
  const body = text.replace(/^import\s[^;]*;/gm, '');
  const compound = /Object\.assign\(\s*\w+\s*,\s*\{([^}]*)\}/.exec(body);
  for (const entry of compound?.[1]?.split(',') ?? []) {
    const [member, local = member] = entry.split(':').map((part) => part.trim());
    if (!member || !local || appUses(member)) continue;
    // Named only in Object.assign (besides its import): a member, not a part the component renders.
    if ((body.match(new RegExp(`\\b${local}\\b`, 'g'))?.length ?? 0) <= 1) skipped.add(local);
  }
  return [...text.matchAll(/import\s+(?:(\w+)\s+from\s+)?[^'"]*?['"]([^'"]+)['"]/g)].flatMap(
    ([, local, specifier]) => (specifier && !(local && skipped.has(local)) ? [specifier] : []),
  );
}

/**
 * The react-bootstrap (and @restart/ui) modules the app uses, following each one's imports: the
 * classes of the components the app never shows (carousels, accordions, offcanvas) are left out.
 */
export function usedLibraryFiles(appTexts: string[]): string[] {
  const bootstrapDir = esmDir('react-bootstrap');
  const restartDir = esmDir('@restart/ui');
  const index = fs.readFileSync(path.join(bootstrapDir, 'index.js'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const [, list = '', file] of index.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/([\w]+)'/g,
  )) {
    for (const item of list.split(',')) {
      const exported = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (exported) fileOf.set(exported, path.join(bootstrapDir, `${file}.js`));
    }
  }
  const appText = appTexts.join('\n');
  const appUses = (member: string) => new RegExp(`\\.${member}\\b`).test(appText);
  const pending = appTexts.flatMap(importedNames).map((name) => {
    const file = fileOf.get(name);
    if (!file) throw new Error(`react-bootstrap has no export '${name}' in esm/index.js`);
    return file;
  });
  const seen = new Set<string>();
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    for (const specifier of importsToFollow(fs.readFileSync(file, 'utf8'), appUses)) {
      if (specifier.startsWith('.')) {
        pending.push(path.resolve(path.dirname(file), specifier.replace(/(?:\.js)?$/, '.js')));
      } else if (specifier.startsWith('@restart/ui/')) {
        pending.push(path.join(restartDir, `${specifier.slice('@restart/ui/'.length)}.js`));
      }
    }
  }
  return [...seen];
}

/** The class sources of the app (its folders and single files) and of the react-bootstrap it uses. */
export function collectClassSources(dirs: string[], files: string[]): ClassSources {
  const appTexts = [...dirs.flatMap(sourceFilesUnder), ...files].map((file) =>
    fs.readFileSync(file, 'utf8'),
  );
  const sources = emptyClassSources();
  for (const text of appTexts) addClassSource(sources, text, false);
  for (const file of usedLibraryFiles(appTexts)) {
    addClassSource(sources, fs.readFileSync(file, 'utf8'), true);
  }
  return sources;
}

/**
 * Build only: Bootstrap's stylesheet (230 KB) keeps the rules of the classes that the app's source
 * and the react-bootstrap components it uses can name, so a page loads only the CSS the app uses
 * and the look is unchanged. It runs before Vite hashes the stylesheet: a class newly used in the
 * source gives the stylesheet a new file name.
 */
export function purgeBootstrapCss(options: { dirs: string[]; files: string[] }): Plugin {
  let sources: ClassSources | undefined;
  return {
    name: 'thoughtful:purge-bootstrap',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!BOOTSTRAP_CSS.test(id.replace(/\?.*$/, ''))) return null;
      sources ??= collectClassSources(options.dirs, options.files);
      const purged = await purgeBootstrap(code, sources);
      this.info(`Bootstrap: ${purged.kept} classes kept, ${purged.rejected} selectors dropped`);
      return { code: purged.css, map: null };
    },
  };
}
