import type { Change, ChangeListener } from '../../changes/changes';
import type { Db } from '../../db/schema';
import {
  combinedScopesOf,
  markInterpretationScopes,
  markScopes,
  PUBLIC_SCOPE_KEY,
} from './viewpoint-scopes.repository';

/** The job that works one scope's opinion map out (its key: the scope). */
export const RECOMPUTE_JOB = 'viewpoints.recompute';

/** What a transaction's changes change on the opinion maps. */
function touched(changes: readonly Change[]) {
  const interpretations = new Map<string, { ideaId: string; userId: string }>();
  const classes = new Set<string>();
  for (const change of changes) {
    if (change.type === 'idea.interpreted') {
      interpretations.set(`${change.ideaId} ${change.userId}`, change);
    } else if (change.type === 'class.rosterChanged') {
      classes.add(change.classId);
    }
  }
  return { interpretations: [...interpretations.values()], classes: [...classes] };
}

/**
 * Marks the opinion maps a write changed (DESIGN.md §12), in its transaction, so no recompute can
 * miss it: an interpretation its inTell's scope and its interpreter's classes, a roster change its
 * class, and either the combined scopes holding those classes (classes read together). One
 * upsert each, and a recompute job per scope marked (one per scope: asked for again, it is not
 * stored twice); the maps are worked out later, by the job runner, never in the request.
 */
export function viewpointScopesListener(
  clock: () => Date = () => new Date(),
  /** Asks, in the transaction, for these scopes' maps to be worked out (the recompute's jobs). */
  askToRecomputeIn: (trx: Db, scopeKeys: readonly string[]) => Promise<void> = async () => {},
): ChangeListener {
  return {
    name: 'viewpoint scopes',
    writesInTransaction(changes) {
      return changes.some(
        (change) => change.type === 'idea.interpreted' || change.type === 'class.rosterChanged',
      );
    },
    async inTransaction(trx, changes) {
      const { interpretations, classes } = touched(changes);
      if (interpretations.length === 0 && classes.length === 0) return;
      const now = clock().toISOString();
      const marked = new Set<string>(classes);
      for (const { ideaId, userId } of interpretations) {
        for (const scopeKey of await markInterpretationScopes(trx, ideaId, userId, now)) {
          marked.add(scopeKey);
        }
      }
      // Classes read together (a year group's combined map) change with each of their classes.
      const combined = await combinedScopesOf(
        trx,
        [...marked].filter((scopeKey) => scopeKey !== PUBLIC_SCOPE_KEY),
      );
      await markScopes(trx, [...classes, ...combined], now);
      await askToRecomputeIn(trx, [...marked, ...combined]);
    },
  };
}
