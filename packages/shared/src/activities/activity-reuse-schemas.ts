import { z } from 'zod';
import { Id } from '../api/common-schemas';
import { CreateActivityBody } from './activity-schemas';

/**
 * Reusing activities (DESIGN.md §14 'Reuse'; docs/decisions/2026-11-23-teacher-activity-manager.md
 * 'Reuse'): editing one, duplicating one, putting several live or off together, copying a class's
 * sequence to another class.
 */

/** At most this many activities in one `POST /api/classes/{id}/activities/live`: a hard cap. */
export const ACTIVITY_BULK_MAX = 500;

/**
 * `PUT /api/activity/{id}`: the activity's fields as a whole, as the add form sends them (absent
 * is off or empty), without its class. Once a student has completed it only its instructions may
 * differ from what it has.
 */
export const EditActivityBody = CreateActivityBody.omit({ classId: true });
export type EditActivityBody = z.infer<typeof EditActivityBody>;
export type EditActivityPayload = z.input<typeof EditActivityBody>;

/**
 * `POST /api/activity/{id}/duplicate`: the class the copy goes to, last and not live; absent, the
 * activity's own.
 */
export const DuplicateActivityBody = z.object({
  classId: Id.nullish().transform((v) => v ?? null),
});
export type DuplicateActivityBody = z.infer<typeof DuplicateActivityBody>;
export type DuplicateActivityPayload = z.input<typeof DuplicateActivityBody>;

const IDS_MESSAGE = `activityIds: from 1 to ${ACTIVITY_BULK_MAX} activities`;

/** `POST /api/classes/{id}/activities/live`: these activities of the class live, or off; all or none. */
export const ActivitiesLiveBody = z.object({
  activityIds: z
    .array(Id, { error: IDS_MESSAGE })
    .min(1, IDS_MESSAGE)
    .max(ACTIVITY_BULK_MAX, IDS_MESSAGE),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type ActivitiesLiveBody = z.infer<typeof ActivitiesLiveBody>;

/**
 * `POST /api/classes/{id}/activities/copy`: the class's activities, in order and not live, go
 * after those of `toClassId` (follow-ups stay behind).
 */
export const CopySequenceBody = z.object({
  toClassId: Id,
});
export type CopySequenceBody = z.infer<typeof CopySequenceBody>;
