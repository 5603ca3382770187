import type { Readable } from 'node:stream';
import type { MediaConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { DatabaseMediaStorage } from './database-media-storage';
import { DiskMediaStorage } from './disk-media-storage';
import { S3MediaStorage } from './s3-media-storage';

/**
 * Where uploaded files live (MEDIA_STORE, DESIGN.md §9): on disk under DATA_DIR/uploads (one
 * server, or servers sharing that folder), in the SQL database, or in an S3-compatible bucket;
 * the last two are shared by every server. Keys are opaque, unique and never reused: stored files
 * are never changed, only added and deleted. Every store is held to the same contract tests
 * (test/media-stores.test.ts).
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
  /**
   * The keys of the complete files stored before `cutoff`, read a page at a time (never the whole
   * list at once), for the sweep of uploads nothing refers to (unreferenced-media.ts).
   */
  keysStoredBefore(cutoff: Date): AsyncIterable<string>;
  /** Lets go of connections the store holds (S3), when the server closes. */
  close?(): Promise<void>;
}

export interface StoredMedia {
  stream: Readable;
  contentType: string;
  size: number;
}

export function createMediaStorage(media: MediaConfig, database: DatabaseHandle): MediaStorage {
  switch (media.kind) {
    case 'disk':
      return new DiskMediaStorage(media.dir);
    case 'database':
      return new DatabaseMediaStorage(database.db);
    case 's3':
      return new S3MediaStorage(media.s3);
  }
}
