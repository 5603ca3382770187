import type { Kysely } from 'kysely';
import {
  ACTIVITY_MESSAGES,
  FEEDBACK_MESSAGES,
  type FeedbackDto,
  type GiveFeedbackBody,
  type ReleasedFeedback,
  type ReleaseFeedbackBody,
} from '@thoughtful/shared';
import type { Writes } from '../../changes/changes';
import type { Database } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../http/errors';
import type { AccessPolicy, ActorRow } from '../access';
import { studentIdsOf } from '../classes';
import { findActivity, listActivities } from './activities.repository';
import { requireKnownClass, requireManagerOf } from './activity-classes';
import {
  findFeedback,
  releaseDrafts,
  upsertFeedback,
  type FeedbackRow,
} from './feedback.repository';
import { toFeedbackDto } from './feedback.mappers';
import type { ActivityReads } from './read-activities';

export interface ActivityFeedbackDeps {
  db: Kysely<Database>;
  writes: Writes;
  access: AccessPolicy;
  clock: () => Date;
  reads: ActivityReads;
}

/**
 * Feedback and grades on completions (DESIGN.md §14): a class's teachers write them, one student
 * and activity at a time, as drafts or released; release many at once. A student reads only her
 * own released ones (`GET /api/activity`), never a draft.
 */
export class ActivityFeedback {
  constructor(private readonly deps: ActivityFeedbackDeps) {}

  /** `POST /api/activity/{id}/feedback`: the latest counts. */
  async give(actor: ActorRow, activityId: string, body: GiveFeedbackBody): Promise<FeedbackDto> {
    const { db, access, writes } = this.deps;
    const activity = await findActivity(db, activityId);
    if (!activity) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    await requireManagerOf(db, access, actor, activity);
    if (body.comment === '' && body.grade === null) {
      throw new BadRequestError(FEEDBACK_MESSAGES.EMPTY);
    }
    // Feedback is on a completion as the class counts it: its students', not a preview's.
    const completers = await this.deps.reads.completersInClass(db, activity);
    if (!completers.has(body.studentId)) throw new NotFoundError(FEEDBACK_MESSAGES.NOT_COMPLETED);
    const now = this.deps.clock().toISOString();
    return writes.transaction(async (trx, changes) => {
      const before = await findFeedback(trx, activityId, body.studentId);
      const row: FeedbackRow = {
        activity_id: activityId,
        user_id: body.studentId,
        comment: body.comment,
        grade: body.grade,
        released: body.released ? 1 : 0,
        // Released again after an edit: still shown since it was first shown.
        released_at: body.released ? (before?.released_at ?? now) : null,
        updated_by: actor.id,
        updated_at: now,
      };
      await upsertFeedback(trx, row);
      changes.record({
        type: 'feedback.saved',
        activityId,
        userId: body.studentId,
        released: body.released,
      });
      return toFeedbackDto(row);
    });
  }

  /**
   * `POST /api/classes/{id}/release`: every draft on the class's activities (or one of them) to
   * its students, at once.
   */
  async release(
    actor: ActorRow,
    classId: string,
    body: ReleaseFeedbackBody,
  ): Promise<ReleasedFeedback> {
    const { db, access, writes } = this.deps;
    const { role } = await requireKnownClass(db, access, actor, classId);
    access.requireUser(actor, 'activity.manage', { classRole: role });
    const activities = await listActivities(db, { enabledOnly: false, classIds: [classId] });
    const chosen =
      body.activityId === undefined
        ? activities
        : activities.filter((activity) => activity.id === body.activityId);
    if (body.activityId !== undefined && chosen.length === 0) {
      throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    }
    const students = await studentIdsOf(db, classId);
    const now = this.deps.clock().toISOString();
    return writes.transaction(async (trx, changes) => {
      const released = await releaseDrafts(
        trx,
        chosen.map((activity) => activity.id),
        students,
        now,
      );
      if (released.length > 0) {
        changes.record({
          type: 'feedback.released',
          classId,
          activityIds: released.map((pair) => pair.activity_id),
          userIds: released.map((pair) => pair.user_id),
        });
      }
      return { released: released.length };
    });
  }
}
