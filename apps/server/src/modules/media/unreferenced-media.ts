import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { keysShownNow, referencedMediaKeys } from './media-references.repository';
import type { MediaStorage } from './media-storage';

/**
 * How long an upload may wait for something to refer to it: a member uploads a picture, then
 * finishes the inTell or waveMaker it goes with; a day is far more than any form takes.
 */
export const UNREFERENCED_MEDIA_MAX_AGE_MS = 24 * 60 * 60_000;

/** How often a running server sweeps; the first sweep is an hour after it starts. */
export const UNREFERENCED_SWEEP_INTERVAL_MS = 60 * 60_000;

/** Keys removed per round of the last look (keysShownNow). */
const REMOVAL_BATCH = 100;

/**
 * Removes the uploads that nothing refers to (media-references.repository.ts) and that were stored
 * more than a day before `now`; answers how many. Any member can upload about 95 MB an hour; what
 * they never use, or stop using (an inTell shown with another picture, a deleted one), goes.
 *
 * Several servers may sweep at once: each removal is of a file nothing refers to, and removing a
 * missing file is not an error, so two sweeps remove the same files as one. The store is listed
 * and the references scanned a page at a time; what is held is the set of referenced keys.
 */
export async function sweepUnreferencedMedia(
  db: Kysely<Database>,
  storage: MediaStorage,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNREFERENCED_MEDIA_MAX_AGE_MS);
  const referenced = await referencedMediaKeys(db);
  let removed = 0;
  let batch: string[] = [];
  const removeBatch = async () => {
    const shown = await keysShownNow(db, batch);
    for (const key of batch) {
      if (shown.has(key)) continue;
      await storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const key of storage.keysStoredBefore(cutoff)) {
    if (referenced.has(key)) continue;
    batch.push(key);
    if (batch.length >= REMOVAL_BATCH) await removeBatch();
  }
  await removeBatch();
  return removed;
}
