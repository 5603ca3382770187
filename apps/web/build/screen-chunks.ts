import path from 'node:path';
import type { OutputChunk, RolldownOutput } from 'rolldown';

/**
 * A screen's code in few files (decisions.md 'A screen's code in few files').
 *
 * Left to itself, Rolldown makes one chunk per set of screens that share a module, so a screen's
 * page asked for dozens of small files (the inTell screen's for 54), each a request that waits
 * its turn among the browser's six connections on a phone. Here every module that a screen loads
 * with its page, and that the entry does not, goes to one chunk per screen: the chunk of the
 * first screen in `order` that loads it. A screen then loads the entry, its own module, its own
 * chunk and the chunks of the screens before it with which it shares code. The public screens
 * come first in `order`, so their chunks hold only what they use; a later screen may load code of
 * an earlier screen's chunk that it does not use (then cached for that screen).
 *
 * Which modules a screen loads is read from a first build with Rolldown's own chunks
 * (`firstPassChunks`), since only a build knows which modules tree-shaking keeps: the import
 * graph alone would take the whole of a library for one component imported from its index.
 * Chunks only import chunks of screens earlier in `order` or the entry's, never later ones, so
 * the grouping makes no cycle between chunks.
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

/** The name of a screen's chunk: its module's file name and `-code`. */
export function screenChunkName(screen: string): string {
  return `code-${path.basename(screen).replace(/\.[^.]+$/, '')}`;
}

/**
 * Each module's chunk name, from the first build's chunks. `order` lists the screen modules as
 * absolute paths; modules of the entry's chunks (and of the chunks they import), of the screens'
 * own chunks and of chunks no screen's page loads (lazy parts: plots, players) are not named.
 */
export function screenChunkOwners(
  chunks: readonly FirstPassChunk[],
  order: readonly string[],
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: FirstPassChunk): Set<string> => {
    const seen = new Set<string>();
    const stack = [start.fileName];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('screen-chunks: the first build has no entry chunk');
  const taken = closure(entry);
  const owners = new Map<string, string>();
  // The small chunks that the entry shares with the screens (React, the query library, the
  // alerts): one chunk beside the entry. Rolldown's runtime (`\0` ids) stays its own.
  for (const file of taken) {
    if (file === entry.fileName) continue;
    for (const id of byFile.get(file)?.moduleIds ?? []) {
      if (!id.startsWith('\0')) owners.set(id, ENTRY_SHARED_CHUNK);
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
  for (const screen of order) {
    const own = screenFiles.get(screen);
    if (!own) throw new Error(`screen-chunks: no chunk of the first build is built from ${screen}`);
    for (const file of closure(own)) {
      if (taken.has(file)) continue;
      taken.add(file);
      for (const id of byFile.get(file)?.moduleIds ?? []) owners.set(id, screenChunkName(screen));
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
