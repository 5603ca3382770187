import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_TYPES, extensionOfKey, isMediaKey } from './media-keys';
import type { MediaStorage, StoredMedia } from './media-storage';

/**
 * Files on local disk, one per key, in one folder. A file is written under a temporary name and
 * renamed into place when complete, so a reader (or a crash) never sees half a file. The content
 * type is not stored: the key's extension is the detected type.
 */
/** Prefix of files being written; no key starts with a dot, so they are never served. */
const TEMP_PREFIX = '.tmp-';

/** A temporary file this old is left over from a crash: no upload takes an hour. */
export const STALE_TEMP_FILE_MS = 60 * 60_000;

/**
 * How often a running server sweeps: another server sharing the folder may crash while this one
 * runs for weeks, so sweeping only at start is not enough.
 */
export const TEMP_SWEEP_INTERVAL_MS = 15 * 60_000;

export class DiskMediaStorage implements MediaStorage {
  constructor(private readonly dir: string) {}

  /**
   * Removes temporary files left by a process that stopped mid-write (a crash or a kill skips the
   * clean-up in `put`). Only files older than `olderThanMs` go, so another server writing to the
   * same folder keeps its uploads in progress. The folder is read entry by entry, never listed
   * whole into memory. Answers how many were removed.
   */
  async sweepTemporaryFiles(olderThanMs = STALE_TEMP_FILE_MS, now = Date.now()): Promise<number> {
    let dir: fs.Dir;
    try {
      dir = await fsp.opendir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    let removed = 0;
    for await (const entry of dir) {
      if (!entry.isFile() || !entry.name.startsWith(TEMP_PREFIX)) continue;
      const file = path.join(this.dir, entry.name);
      try {
        const { mtimeMs } = await fsp.stat(file);
        if (now - mtimeMs < olderThanMs) continue;
        await fsp.rm(file, { force: true });
        removed += 1;
      } catch (error) {
        // Renamed or removed meanwhile by its own writer: nothing to sweep.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return removed;
  }

  /** Files by their last change: a file is written once and never changed after. */
  async *keysStoredBefore(cutoff: Date): AsyncGenerator<string> {
    let dir: fs.Dir;
    try {
      dir = await fsp.opendir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of dir) {
      // Temporary files start with a dot and are no keys: their own sweep handles them.
      if (!entry.isFile() || !isMediaKey(entry.name)) continue;
      try {
        const { mtimeMs } = await fsp.stat(path.join(this.dir, entry.name));
        if (mtimeMs < cutoff.getTime()) yield entry.name;
      } catch (error) {
        // Removed meanwhile (another server's sweep): nothing to list.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }

  private pathOf(key: string): string {
    // Keys come from URLs: anything but the strict pattern is refused before touching the disk.
    if (!isMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
    return path.join(this.dir, key);
  }

  async put(key: string, body: Readable | Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(this.dir, { recursive: true });
    const temp = path.join(this.dir, `${TEMP_PREFIX}${crypto.randomBytes(8).toString('hex')}`);
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, fs.createWriteStream(temp, { flags: 'wx', mode: 0o644 }));
      await fsp.rename(temp, target);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredMedia | null> {
    if (!isMediaKey(key)) return null;
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return {
        stream: handle.createReadStream(),
        contentType: MEDIA_TYPES[extensionOfKey(key)].contentType,
        size,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}
