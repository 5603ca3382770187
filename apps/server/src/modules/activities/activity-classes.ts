import { CLASS_MESSAGES, type ClassRole } from '@thoughtful/shared';
import type { ActivityRow, Db } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { AccessPolicy, ActorRow } from '../access';
import {
  classIdsTaughtBy,
  classRoleOf,
  findClassSummaries,
  roleInClass,
  studentClassIds,
  type ClassSummaryRow,
} from '../classes';

/**
 * Which class an activity's reader, manager or completer stands in (DESIGN.md §10;
 * docs/decisions/2026-11-28-classes.md 'Activities per class').
 */

/**
 * The classes whose activities a list holds: a manager's the classes she teaches (an admin's
 * every class: 'all'), a student's those she is in.
 */
export async function readerClassIds(
  db: Db,
  actor: ActorRow,
  manages: boolean,
): Promise<string[] | 'all'> {
  if (manages) return actor.is_admin === 1 ? 'all' : classIdsTaughtBy(db, actor.id);
  return studentClassIds(db, actor.id);
}

/** The classes of these activities by id (their names, whether archived). */
export async function classesOf(
  db: Db,
  rows: readonly ActivityRow[],
): Promise<Map<string, ClassSummaryRow>> {
  const ids = rows.flatMap((row) => (row.class_id === null ? [] : [row.class_id]));
  return new Map((await findClassSummaries(db, ids)).map((c) => [c.id, c]));
}

/** A class named in a request: refused with 404 when the actor neither teaches nor is in it. */
export async function requireKnownClass(
  db: Db,
  access: AccessPolicy,
  actor: ActorRow,
  classId: string,
): Promise<{ role: ClassRole | null; summary: ClassSummaryRow }> {
  const [summary] = await findClassSummaries(db, [classId]);
  if (!summary) throw new NotFoundError(CLASS_MESSAGES.NOT_FOUND);
  const role = await roleInClass(db, actor, classId);
  if (!access.canUser(actor, 'class.read', { classRole: role })) {
    throw new NotFoundError(CLASS_MESSAGES.NOT_FOUND);
  }
  return { role, summary };
}

/** An activity's class id; every activity has one once migration 0022 has run. */
export function classIdOf(row: ActivityRow): string {
  if (row.class_id === null) throw new Error(`activity ${row.id} has no class`);
  return row.class_id;
}

/**
 * Managing this activity (going live, moving, adding after it, deleting, its answers): the
 * policy decides with the actor's role in the activity's class (another teacher: 403).
 */
export async function requireManagerOf(
  db: Db,
  access: AccessPolicy,
  actor: ActorRow,
  row: ActivityRow,
): Promise<void> {
  access.requireUser(actor, 'activity.manage');
  const classRole = await classRoleOf(db, actor.id, classIdOf(row));
  access.requireUser(actor, 'activity.manage', { classRole });
}

/** A class that is archived takes no new activities and no completions. */
export function requireNotArchived(summary: ClassSummaryRow | undefined): void {
  if (summary?.archived === 1) throw new ForbiddenError(CLASS_MESSAGES.ARCHIVED);
}
