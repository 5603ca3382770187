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
export class DiskMediaStorage implements MediaStorage {
  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    // Keys come from URLs: anything but the strict pattern is refused before touching the disk.
    if (!isMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
    return path.join(this.dir, key);
  }

  async put(key: string, body: Readable | Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(this.dir, { recursive: true });
    // Temporary names start with a dot, which no key does, so they are never served.
    const temp = path.join(this.dir, `.tmp-${crypto.randomBytes(8).toString('hex')}`);
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
