import { activityAsks, type ActivityAsks } from '@thoughtful/shared';
import type { ActivityRow } from '../../db/schema';
import { toActor, type AccessPolicy } from '../access';

/**
 * What an activity's row and its completer mean, as reading, managing and completing all need
 * them.
 */

/**
 * A follow-up 102 added by this member's own new inTell (a completion's follow-up makes the
 * inTell's author its creator): it asks her classmates to interpret her inTell, never her.
 */
export function isOwnFollowUp(row: ActivityRow, viewerId: string): boolean {
  return row.follow_up_of !== null && row.created_by === viewerId;
}

/** The inTells an activity is on: its guiding question or topic, and the inTell it names. */
export function namedIdeas(row: ActivityRow): string[] {
  return [row.community_topic, row.in_tell_existing].filter((id): id is string => id !== null);
}

/** What the activity asks a completion for (`activityAsks` in shared), from its row. */
export function asksOf(row: ActivityRow): ActivityAsks {
  return activityAsks({
    selection: row.selection,
    hasCommunityTopic: row.community_topic !== null,
    afterOptionInterpretNewInTell: row.after_option_interpret_new_intell === 1,
    afterOptionAddNewIntellAfter: row.after_option_add_new_intell_after === 1,
    afterOptionInterconnectNewInTell: row.after_option_interconnect_new_intell === 1,
  });
}

/** The inTell an activity's interpretation is of: 101 its guiding question, 102 its inTell. */
export function answeredIdeaOf(row: ActivityRow): string | null {
  const scaleOf = asksOf(row).scaleOf;
  if (scaleOf === 'communityTopic') return row.community_topic;
  if (scaleOf === 'inTellExisting') return row.in_tell_existing;
  return null;
}

/**
 * Whether a completion by this member counts in class data (DESIGN.md §10): only a student's.
 * Whoever manages activities (a teacher or an admin; every member outside the education build)
 * completes them only as a 'View as Student' preview. `banned` is left out: a ban stops new
 * completions, it does not turn a student's old ones into a teacher's.
 */
export function countsInClass(
  access: AccessPolicy,
  user: { id: string; is_student: number; is_admin: number },
): boolean {
  return !access.can(toActor({ ...user, banned: 0 }), 'activity.manage');
}
