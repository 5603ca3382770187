import type { Kysely, Transaction } from 'kysely';
import {
  ACTIVITY_MESSAGES,
  activityInTells,
  CLASS_MESSAGES,
  resolvedIntentWords,
  validateActivity,
  type ActivitiesLiveBody,
  type ActivityDto,
  type CopySequenceBody,
  type CreateActivityBody,
  type DuplicateActivityBody,
  type EditActivityBody,
  type UpdateActivityBody,
} from '@thoughtful/shared';
import type { RecordedChanges, Writes } from '../../changes/changes';
import type { ActivityRow, Database, Db, NewActivityRow, UserRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { newId } from '../../lib/ids';
import type { AccessPolicy } from '../access';
import {
  classIdsTaughtBy,
  enrolClasslessStudentsInOnlyClass,
  findClassSummaries,
  liveClassIds,
  startClassTaughtBy,
} from '../classes';
import { findIdeaSummariesByIds } from '../ideas';
import {
  countActivities,
  deleteActivity,
  findActivities,
  findActivity,
  insertActivities,
  listActivities,
  listCompletions,
  lockActivity,
  lockSequence,
  setActivitiesEnabled,
  setActivityEnabled,
  setActivityPosition,
  shiftPositions,
  updateActivityContent,
} from './activities.repository';
import {
  classIdOf,
  requireKnownClass,
  requireManagerOf,
  requireNotArchived,
} from './activity-classes';
import { changesOf, contentOf, copyOf, type ActivityContent } from './activity-content';
import { countsInClass } from './activity-rows';
import type { ActivityReads } from './read-activities';

/** The class a teacher's first activity makes, when she teaches none (as migration 0022's). */
export const MY_CLASS_NAME = 'My class';

export interface ActivityManagementDeps {
  db: Kysely<Database>;
  writes: Writes;
  access: AccessPolicy;
  clock: () => Date;
  reads: ActivityReads;
}

/** A teacher's changes in `POST /api/activity/{id}`: Go Live, a new place, activities after it. */
export type ActivityChanges = Pick<UpdateActivityBody, 'enabled' | 'order' | 'newActivities'>;

/** A teacher's changes, checked against the policy and content §5 before the transaction. */
export interface CheckedChanges {
  /** The activity as it was before the changes. */
  activity: ActivityRow;
  asked: ActivityChanges;
  /** `newActivities` as they will be stored. */
  added: readonly ActivityFields[];
}

/** An activity's stored fields as a request gives them (no id, place or author yet). */
type ActivityFields = Omit<
  NewActivityRow,
  'id' | 'class_id' | 'position' | 'created_by' | 'created_at'
> &
  ActivityContent;

const flag = (on: boolean) => (on ? 1 : 0);

function toFields(body: CreateActivityBody): ActivityFields {
  const { communityTopic, inTellExisting } = activityInTells(body);
  return {
    selection: body.selection,
    enabled: 0,
    community_topic: communityTopic,
    in_tell_existing: inTellExisting,
    instructions1: body.instructions1,
    instructions101: body.instructions101,
    instructions102: body.instructions102,
    instructions201: body.instructions201,
    new_intell_self_evaluate: flag(body.newInTellSelfEvaluate),
    after_option_interpret_new_intell: flag(body.afterOptionInterpretNewInTell),
    after_option_add_new_intell_after: flag(body.afterOptionAddNewIntellAfter),
    after_option_interconnect_new_intell: flag(body.afterOptionInterconnectNewInTell),
    interpret_confirm_deeper_understanding: flag(body.interpretConfirmDeeperUnderstanding),
    interpret_evaluate_values: flag(body.interpretEvaluateValues),
    interpret_pause_emotion_flow: flag(body.interpretPauseEmotionFlow),
    interpret_intent_words: resolvedIntentWords(body),
    follow_up_of: null,
  };
}

/**
 * Managing activities (content §5, §7; DESIGN.md §8, §14): teachers and admins create, publish,
 * order, edit, duplicate and delete them, put several live at once and copy a class's sequence to
 * another class. Orders stay 1, 2, 3 … without gaps: every write that moves or adds them takes the
 * sequence's lock first. A change answers the manager's view of the list.
 */
export class ActivityManagement {
  constructor(private readonly deps: ActivityManagementDeps) {}

  private get db() {
    return this.deps.db;
  }

  private get access() {
    return this.deps.access;
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }

  /**
   * `POST /api/activity`: a new activity, not live, last in its class: the class named (which
   * the actor must teach, or be an admin), else her only class, else a new 'My class' she
   * teaches; a teacher of several classes must name one.
   */
  async create(actor: UserRow, body: CreateActivityBody): Promise<ActivityDto> {
    this.access.requireUser(actor, 'activity.manage');
    const named = body.classId;
    if (named !== null) {
      const { role, summary } = await requireKnownClass(this.db, this.access, actor, named);
      this.access.requireUser(actor, 'activity.manage', { classRole: role });
      requireNotArchived(summary);
    }
    const [fields] = await this.checked([body], { listed: false });
    const id = newId();
    const now = this.now();
    await this.deps.writes.transaction(async (trx, changes) => {
      // Under the lock, so that two first activities of one teacher make one 'My class'.
      await lockSequence(trx);
      const classId = named ?? (await this.classForNewActivity(trx, changes, actor, now));
      const last = await countActivities(trx, classId);
      await insertActivities(trx, [
        {
          ...fields!,
          id,
          class_id: classId,
          position: last + 1,
          created_by: actor.id,
          created_at: now,
        },
      ]);
      changes.record({ type: 'activity.changed', activityId: id });
    });
    return this.dtoOf(actor, id);
  }

  /**
   * The class of an activity made without one (docs/decisions/2026-11-28-classes.md 'An activity
   * without classId'): the one live class the actor teaches; for an admin who teaches none, the
   * installation's one live class; none: a new 'My class' she teaches; several: she must choose.
   */
  private async classForNewActivity(
    db: Db,
    changes: RecordedChanges,
    actor: UserRow,
    now: string,
  ): Promise<string> {
    const taught = await findClassSummaries(db, await classIdsTaughtBy(db, actor.id));
    let candidates = taught.filter((c) => c.archived === 0).map((c) => c.id);
    if (candidates.length === 0 && actor.is_admin === 1) candidates = await liveClassIds(db, 2);
    if (candidates.length > 1) throw new BadRequestError(CLASS_MESSAGES.CLASS_REQUIRED);
    if (candidates[0] !== undefined) return candidates[0];
    const moved = await enrolClasslessStudentsInOnlyClass(db, now);
    if (moved) changes.record({ type: 'class.rosterChanged', ...moved });
    return startClassTaughtBy(db, actor.id, MY_CLASS_NAME, now);
  }

  /**
   * `POST /api/activity/{id}` with a teacher's changes and no completion; answers the manager's
   * view of the activity's class.
   */
  async update(actor: UserRow, id: string, asked: ActivityChanges): Promise<ActivityDto[]> {
    this.access.requireUser(actor, 'activity.read');
    const checked = await this.checkChanges(actor, id, asked);
    const now = this.now();
    await this.deps.writes.transaction((trx, changes) =>
      this.applyIn(trx, changes, actor, checked, now),
    );
    return this.managerList(actor, checked.activity);
  }

  /** The manager's view of an activity's class, as a teacher's change answers. */
  managerList(actor: UserRow, activity: ActivityRow): Promise<ActivityDto[]> {
    return this.deps.reads.listFor(this.db, actor, true, classIdOf(activity));
  }

  /**
   * `DELETE /api/activity/{id}`: the others of its class close the gap; answers the manager's
   * view of its class.
   */
  async remove(actor: UserRow, id: string): Promise<ActivityDto[]> {
    this.access.requireUser(actor, 'activity.manage');
    const activity = await findActivity(this.db, id);
    if (!activity) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    await requireManagerOf(this.db, this.access, actor, activity);
    await this.deps.writes.transaction(async (trx, changes) => {
      await lockSequence(trx);
      const current = await findActivity(trx, id);
      if (!current) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
      await deleteActivity(trx, id);
      await shiftPositions(trx, classIdOf(current), current.position + 1, null, -1);
      changes.record({ type: 'activity.deleted', activityId: id });
    });
    return this.managerList(actor, activity);
  }

  /**
   * `PUT /api/activity/{id}` (DESIGN.md §14): the activity's fields replaced by those sent; its
   * place, class and Go Live stay. Once a student has completed it only its instructions may
   * change (409 otherwise: her answer was to the activity as it was). Answers the manager's view
   * of its class.
   */
  async edit(actor: UserRow, id: string, body: EditActivityBody): Promise<ActivityDto[]> {
    this.access.requireUser(actor, 'activity.manage');
    const activity = await findActivity(this.db, id);
    if (!activity) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    await requireManagerOf(this.db, this.access, actor, activity);
    const [fields] = await this.checked([{ ...body, classId: null }], { listed: false });
    const edited = contentOf(fields!);
    await this.deps.writes.transaction(async (trx, changes) => {
      // A completion arriving meanwhile waits, or is seen here: never an answer to other fields.
      await lockActivity(trx, id);
      const current = await findActivity(trx, id);
      if (!current) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
      const changed = changesOf(current, edited);
      if (changed.settings.length === 0 && !changed.instructions) return;
      if (changed.settings.length > 0 && (await this.completedByStudent(trx, id))) {
        throw new ConflictError(ACTIVITY_MESSAGES.EDIT_AFTER_COMPLETION);
      }
      await updateActivityContent(trx, id, edited);
      changes.record({ type: 'activity.changed', activityId: id });
    });
    return this.managerList(actor, activity);
  }

  /**
   * Whether a student has completed the activity: a student's completion, kept even if she has
   * left the class since (her answer is still to it); a teacher's kept by an older version is a
   * preview and does not count (DESIGN.md §10).
   */
  private async completedByStudent(db: Db, id: string): Promise<boolean> {
    const completions = await listCompletions(db, [id]);
    return completions.some((c) =>
      countsInClass(this.access, {
        id: c.user_id,
        is_student: c.user_is_student,
        is_admin: c.user_is_admin,
      }),
    );
  }

  /**
   * `POST /api/activity/{id}/duplicate` (DESIGN.md §14): a copy, not live, last in the class named
   * (one the actor manages and not archived; absent, the activity's own). A follow-up is not
   * copied: it asks about one student's inTell, which is her class's alone.
   */
  async duplicate(actor: UserRow, id: string, body: DuplicateActivityBody): Promise<ActivityDto> {
    this.access.requireUser(actor, 'activity.manage');
    const activity = await findActivity(this.db, id);
    if (!activity) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    await requireManagerOf(this.db, this.access, actor, activity);
    if (activity.follow_up_of !== null) {
      throw new BadRequestError(ACTIVITY_MESSAGES.FOLLOW_UP_NOT_DUPLICATED);
    }
    const classId = body.classId ?? classIdOf(activity);
    await this.requireManagedClass(actor, classId, { adding: true });
    const copyId = newId();
    const now = this.now();
    await this.deps.writes.transaction(async (trx, changes) => {
      await lockSequence(trx);
      // Read again under the lock: as it is now (an edit may have just been made), if still there.
      const current = await findActivity(trx, id);
      if (!current) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
      const last = await countActivities(trx, classId);
      await insertActivities(trx, [
        copyOf(current, {
          id: copyId,
          class_id: classId,
          position: last + 1,
          created_by: actor.id,
          created_at: now,
        }),
      ]);
      changes.record({ type: 'activity.changed', activityId: copyId });
    });
    return this.dtoOf(actor, copyId);
  }

  /**
   * `POST /api/classes/{id}/activities/live`: these activities of the class live, or off, all or
   * none (an id that is not one of the class's refuses them all). Answers the manager's view of
   * the class.
   */
  async setLive(actor: UserRow, classId: string, body: ActivitiesLiveBody): Promise<ActivityDto[]> {
    this.access.requireUser(actor, 'activity.manage');
    await this.requireManagedClass(actor, classId, { adding: false });
    const ids = [...new Set(body.activityIds)];
    const enabled = body.enabled ? 1 : 0;
    await this.deps.writes.transaction(async (trx, changes) => {
      const rows = await findActivities(trx, ids);
      if (rows.length !== ids.length || rows.some((row) => row.class_id !== classId)) {
        throw new BadRequestError(ACTIVITY_MESSAGES.NOT_IN_CLASS);
      }
      const changing = rows.filter((row) => row.enabled !== enabled).map((row) => row.id);
      await setActivitiesEnabled(trx, changing, body.enabled);
      for (const activityId of changing) {
        changes.record({ type: 'activity.changed', activityId });
        if (body.enabled) changes.record({ type: 'activity.wentLive', activityId, classId });
      }
    });
    return this.deps.reads.listFor(this.db, actor, true, classId);
  }

  /**
   * `POST /api/classes/{id}/activities/copy`: the class's activities, in their order, copied
   * after those of another class the actor manages (not archived), none live. Follow-ups stay
   * behind: each asks about a student's inTell, her class's alone. Answers the copies, in order.
   */
  async copySequence(
    actor: UserRow,
    classId: string,
    body: CopySequenceBody,
  ): Promise<ActivityDto[]> {
    this.access.requireUser(actor, 'activity.manage');
    const to = body.toClassId;
    if (to === classId) throw new BadRequestError(ACTIVITY_MESSAGES.COPY_TO_SAME_CLASS);
    await this.requireManagedClass(actor, classId, { adding: false });
    await this.requireManagedClass(actor, to, { adding: true });
    const now = this.now();
    const copies = await this.deps.writes.transaction(async (trx, changes) => {
      // Under the lock, so the sequence read is whole and the places taken are free.
      await lockSequence(trx);
      const sequence = await listActivities(trx, { enabledOnly: false, classIds: [classId] });
      const last = await countActivities(trx, to);
      const rows = sequence
        .filter((row) => row.follow_up_of === null)
        .map((row, i) =>
          copyOf(row, {
            id: newId(),
            class_id: to,
            position: last + 1 + i,
            created_by: actor.id,
            created_at: now,
          }),
        );
      await insertActivities(trx, rows);
      for (const row of rows) changes.record({ type: 'activity.changed', activityId: row.id });
      return rows;
    });
    const rows = await findActivities(
      this.db,
      copies.map((row) => row.id),
    );
    rows.sort((a, b) => a.position - b.position);
    return this.deps.reads.toDtos(this.db, rows, actor, true);
  }

  /**
   * A class named in a request about its activities: one the actor knows (else 404) and manages
   * (a student of it: 403); one that takes new activities is not archived.
   */
  private async requireManagedClass(
    actor: UserRow,
    classId: string,
    options: { adding: boolean },
  ): Promise<void> {
    const { role, summary } = await requireKnownClass(this.db, this.access, actor, classId);
    this.access.requireUser(actor, 'activity.manage', { classRole: role });
    if (options.adding) requireNotArchived(summary);
  }

  /** One activity as the manager's view lists it. */
  private async dtoOf(actor: UserRow, id: string): Promise<ActivityDto> {
    const row = await findActivity(this.db, id);
    if (!row) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    const [dto] = await this.deps.reads.toDtos(this.db, [row], actor, true);
    return dto!;
  }

  /**
   * Whether the actor may make these changes to this activity (she manages its class), and the
   * activities to add checked, before any transaction (a completion sent with them is planned
   * next, then both are made).
   */
  async checkChanges(actor: UserRow, id: string, asked: ActivityChanges): Promise<CheckedChanges> {
    this.access.requireUser(actor, 'activity.manage');
    const activity = await findActivity(this.db, id);
    if (!activity) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    await requireManagerOf(this.db, this.access, actor, activity);
    const added = asked.newActivities?.length
      ? await this.checked(asked.newActivities, { listed: true })
      : [];
    return { activity, asked, added };
  }

  /**
   * A teacher's changes, under the sequence's lock: Go Live, a new place in its class, activities
   * after it (in its class).
   */
  async applyIn(
    trx: Transaction<Database>,
    changes: RecordedChanges,
    actor: UserRow,
    checked: CheckedChanges,
    now: string,
  ): Promise<void> {
    const { asked, added } = checked;
    const id = checked.activity.id;
    await lockSequence(trx);
    const current = await findActivity(trx, id);
    if (!current) throw new NotFoundError(ACTIVITY_MESSAGES.NOT_FOUND);
    const classId = classIdOf(current);
    if (asked.enabled != null) await setActivityEnabled(trx, id, asked.enabled);
    let position = current.position;
    if (asked.order != null) {
      // A place past the end is the last place: the list may have shrunk since the screen drew it.
      const to = Math.min(asked.order, await countActivities(trx, classId));
      if (to < position) await shiftPositions(trx, classId, to, position - 1, 1);
      if (to > position) await shiftPositions(trx, classId, position + 1, to, -1);
      if (to !== position) await setActivityPosition(trx, id, to);
      position = to;
    }
    changes.record({ type: 'activity.changed', activityId: id });
    if (asked.enabled === true && current.enabled !== 1) {
      changes.record({ type: 'activity.wentLive', activityId: id, classId });
    }
    if (added.length > 0) {
      await shiftPositions(trx, classId, position + 1, null, added.length);
      const rows = added.map((fields, i) => ({
        ...fields,
        id: newId(),
        class_id: classId,
        position: position + 1 + i,
        created_by: actor.id,
        created_at: now,
      }));
      await insertActivities(trx, rows);
      for (const row of rows) changes.record({ type: 'activity.changed', activityId: row.id });
    }
  }

  /**
   * Content §5's rules and the inTells named, for one or several activities, every problem at
   * once (those of `newActivities` named by their place).
   */
  private async checked(
    bodies: readonly CreateActivityBody[],
    options: { listed: boolean },
  ): Promise<ActivityFields[]> {
    const fields = bodies.map(toFields);
    const named = fields.flatMap((f) => [f.community_topic, f.in_tell_existing]);
    const ids = [...new Set(named.filter((v): v is string => v != null))];
    const found = new Set((await findIdeaSummariesByIds(this.db, ids)).map((row) => row.id));
    const problems = bodies.flatMap((body, i) => {
      const own = validateActivity(body).map((e) => e.msg);
      const f = fields[i]!;
      if (f.community_topic != null && !found.has(f.community_topic)) {
        own.push(ACTIVITY_MESSAGES.TOPIC_NOT_FOUND);
      }
      if (f.in_tell_existing != null && !found.has(f.in_tell_existing)) {
        own.push(ACTIVITY_MESSAGES.INTELL_NOT_FOUND);
      }
      return options.listed ? own.map((msg) => `newActivities.${i}: ${msg}`) : own;
    });
    if (problems.length > 0) throw new BadRequestError(problems);
    return fields;
  }
}
