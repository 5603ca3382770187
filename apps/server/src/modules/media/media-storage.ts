import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config';
import { DiskMediaStorage } from './disk-media-storage';

/**
 * Where uploaded files live. Only a disk implementation exists (under DATA_DIR/uploads); several
 * servers need a shared store, so an S3-compatible implementation of this same interface is the
 * next step (DESIGN.md §2, §4). Keys are opaque, unique and never reused: stored files are never
 * changed, only added and deleted.
 */
export interface MediaStorage {
  /** Stores a new file under `key`. Readers never see a partly written file. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** The stored file, or null when there is none under `key`. */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes what interrupted writes left behind; answers how many. */
  sweepTemporaryFiles(): Promise<number>;
}

export interface StoredMedia {
  stream: Readable;
  contentType: string;
  size: number;
}

export function createMediaStorage(config: AppConfig): MediaStorage {
  return new DiskMediaStorage(path.join(config.dataDir, 'uploads'));
}
