import type { ChangeListener } from '../../changes/changes';
import { touchedByChanges } from '../ideas';
import type { IdeaReadModel } from './idea-reads';

/**
 * Builds kept inTell copies just after the commit of what changed them, off the writer's path
 * (issue 42, docs/decisions/2026-12-05-work-that-never-blocks.md 'The soak and the kept copies'):
 * a new inTell's page, and the page of a changed inTell that this server kept (someone reads it).
 * The copies are each server's own memory, so this runs on the server that made the change, in
 * its `afterCommit`, deferred with `setImmediate` (IdeaReadModel.warmAfter); a job on the shared
 * runner would warm only the server that took it. Other servers build their copy at their first
 * read, as before; the versions in the database keep every server fresh either way.
 */
export function keptCopiesWarmer(
  reads: IdeaReadModel,
  onError: (error: unknown) => void,
): ChangeListener {
  return {
    name: 'kept inTell copies warmed',
    afterCommit(changes) {
      const ids = new Set<string>();
      for (const change of changes) if (change.type === 'idea.created') ids.add(change.ideaId);
      for (const id of touchedByChanges(changes).ideaIds) if (reads.keepsAny(id)) ids.add(id);
      if (ids.size > 0) reads.warmAfter(ids, onError);
    },
  };
}
