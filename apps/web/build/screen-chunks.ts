import path from 'node:path';
import type { OutputBundle, OutputChunk, RolldownOutput } from 'rolldown';
import type { Plugin } from 'vite';
import { linguiPlugins } from './lingui-macro.ts';
import { reactRouterProduction } from './react-router-production.ts';
import { withStaticImports } from './route-pages.ts';

/**
 * A screen's code in few files (docs/decisions/2026-11-23-speed.md 'A screen's code in few files').
 *
 * Left to itself, Rolldown makes one chunk per set of screens that share a module, so a screen's
 * page asked for dozens of small files (the inTell screen's for 54), each a request that waits
 * its turn among the browser's six connections on a phone. Here every module that a screen loads
 * with its page, and that the entry does not, goes to one chunk per screen: the chunk of the
 * first screen in `order` that loads it (`code-<screen>`). What the entry shares with the screens
 * goes to one chunk beside it (`app-shared`). A screen then loads the entry, `app-shared`, its own
 * module, its own chunk and the chunks of the screens before it with which it shares code. The
 * public screens come first in `order`, so their chunks hold only what they use; a later screen
 * may load code of an earlier screen's chunk that it does not use (then cached for that screen;
 * docs/benchmarks.md has each route's bytes, and the browser tier's bundle check a ceiling for
 * every route).
 *
 * Which modules a screen loads is read from a first build with Rolldown's own chunks
 * (`firstPassChunks`), since only a build knows which modules tree-shaking keeps: the import
 * graph alone would take the whole of a library for one component imported from its index.
 * A module owned by a screen imports only modules of that screen's chunk, of earlier screens'
 * chunks or of the entry's, so chunks import only backwards in `order`, never in a cycle;
 * `screenChunksCheck` fails the build if the second build has a cycle anyway, or modules the
 * first did not see (a plugin of the real build that the first pass lacks would leave them to
 * Rolldown). `vite build --watch` keeps the first pass's assignment until restarted.
 */

/** A chunk of the first build: its file, the chunks it imports statically and its modules. */
export interface FirstPassChunk {
  fileName: string;
  imports: readonly string[];
  moduleIds: readonly string[];
  facadeModuleId: string | null;
  isEntry: boolean;
}

/** The chunk of what the entry shares with the screens' chunks. */
export const ENTRY_SHARED_CHUNK = 'app-shared';

/** The name of a screen's chunk: `code-` and its module's file name. */
export function screenChunkName(screen: string): string {
  return `code-${path.basename(screen).replace(/\.[^.]+$/, '')}`;
}

/**
 * Each module's chunk name, from the first build's chunks. `order` lists the screen modules as
 * absolute paths. The modules of the chunks the entry imports go to `app-shared`; the entry's own,
 * Rolldown's runtime (`\0` ids), the screens' own modules and the modules of chunks no screen's
 * page loads (lazy parts: plots, players, pdf.js) are not named, and stay where Rolldown puts them.
 */
export function screenChunkOwners(
  chunks: readonly FirstPassChunk[],
  order: readonly string[],
  /**
   * Small modules many screens use, kept beside the entry whoever loads them first: otherwise the
   * first screen in `order` to use one owns it, and every later screen that uses it loads that
   * screen's whole chunk (a public page's formatting made the inTell's page name one file more).
   */
  alwaysShared: (moduleId: string) => boolean = () => false,
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: FirstPassChunk) => withStaticImports(start, byFile);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('screen-chunks: the first build has no entry chunk');
  const taken = closure(entry);
  const owners = new Map<string, string>();
  // The chunks that the entry shares with the screens (React, the query library, the alerts):
  // one chunk beside the entry. Rolldown's runtime (`\0` ids) stays its own.
  for (const file of taken) {
    if (file === entry.fileName) continue;
    for (const id of byFile.get(file)?.moduleIds ?? []) {
      if (!id.startsWith('\0')) owners.set(id, ENTRY_SHARED_CHUNK);
    }
  }
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      if (!owners.has(id) && !id.startsWith('\0') && alwaysShared(id)) {
        owners.set(id, ENTRY_SHARED_CHUNK);
      }
    }
  }
  const screenFiles = new Map<string, FirstPassChunk>();
  for (const chunk of chunks) {
    if (chunk.facadeModuleId && !chunk.isEntry) screenFiles.set(chunk.facadeModuleId, chunk);
  }
  for (const screen of order) {
    const own = screenFiles.get(screen);
    if (own) taken.add(own.fileName);
  }
  const names = new Set<string>();
  for (const screen of order) {
    const own = screenFiles.get(screen);
    if (!own) throw new Error(`screen-chunks: no chunk of the first build is built from ${screen}`);
    const name = screenChunkName(screen);
    if (names.has(name)) throw new Error(`screen-chunks: two screens would share ${name}`);
    names.add(name);
    for (const file of closure(own)) {
      if (taken.has(file)) continue;
      taken.add(file);
      for (const id of byFile.get(file)?.moduleIds ?? []) {
        if (!id.startsWith('\0') && !owners.has(id)) owners.set(id, name);
      }
    }
  }
  return owners;
}

/** The chunks of a build's output. */
export function chunksOf(output: RolldownOutput | RolldownOutput[]): FirstPassChunk[] {
  return (Array.isArray(output) ? output : [output])
    .flatMap((each) => each.output)
    .filter((each): each is OutputChunk => each.type === 'chunk');
}

/**
 * The app built once with Rolldown's own chunks, unminified and not written, for
 * `screenChunkOwners`: Vite's defaults (no config file), the same root and index.html.
 */
export async function firstPassChunks(root: string): Promise<FirstPassChunk[]> {
  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [...linguiPlugins(), reactRouterProduction()],
    build: { write: false, minify: false, manifest: false, copyPublicDir: false },
  });
  if (!('output' in output) && !Array.isArray(output)) {
    throw new Error('screen-chunks: the first build gave no output');
  }
  return chunksOf(output);
}

/**
 * The `codeSplitting` group for the second build: names each module of `owners` after its
 * screen's chunk, and leaves the rest to Rolldown.
 */
export function screenChunksGroup(owners: ReadonlyMap<string, string>) {
  return {
    name: (id: string) => owners.get(id) ?? null,
  };
}

/**
 * What is wrong with the second build's chunks, if anything: a cycle of static imports between
 * chunks, or modules that the first build did not have (their chunks were left to Rolldown).
 */
export function screenChunksProblems(
  chunks: readonly FirstPassChunk[],
  firstPass: readonly FirstPassChunk[],
): string[] {
  const problems: string[] = [];
  const seenFirst = new Set(firstPass.flatMap((chunk) => chunk.moduleIds));
  const unseen = chunks
    .flatMap((chunk) => chunk.moduleIds)
    .filter((id) => !id.startsWith('\0') && !seenFirst.has(id));
  if (unseen.length > 0) {
    problems.push(
      `${unseen.length} module(s) the first pass did not build, e.g. ${unseen.slice(0, 3).join(', ')}`,
    );
  }
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]): void => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      problems.push(`chunks import each other: ${[...trail, file].join(' → ')}`);
      return;
    }
    state.set(file, 'open');
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported, [...trail, file]);
    state.set(file, 'done');
  };
  for (const chunk of chunks) visit(chunk.fileName, []);
  return problems;
}

/** Fails the build on `screenChunksProblems`. */
export function screenChunksCheck(firstPass: readonly FirstPassChunk[]): Plugin {
  return {
    name: 'thoughtful:screen-chunks-check',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter(
        (each): each is OutputChunk => each.type === 'chunk',
      );
      const problems = screenChunksProblems(chunks, firstPass);
      if (problems.length > 0) this.error(`screen-chunks: ${problems.join('; ')}`);
    },
  };
}
