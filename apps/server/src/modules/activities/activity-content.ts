import type { ActivityRow, NewActivityRow } from '../../db/schema';

/**
 * What an activity asks of students, apart from where it stands (class, place, live) and where it
 * came from: what an edit replaces and a copy takes (DESIGN.md §14 'Reuse').
 */

/** The instructions: editable at any time, even once students have completed the activity. */
export const INSTRUCTION_COLUMNS = [
  'instructions1',
  'instructions101',
  'instructions102',
  'instructions201',
] as const;

/**
 * The rest of what it asks: once a student has completed it, changing these would make her
 * answer one to another activity, so they stay.
 */
export const SETTING_COLUMNS = [
  'selection',
  'community_topic',
  'in_tell_existing',
  'new_intell_self_evaluate',
  'after_option_interpret_new_intell',
  'after_option_add_new_intell_after',
  'after_option_interconnect_new_intell',
  'interpret_confirm_deeper_understanding',
  'interpret_evaluate_values',
  'interpret_pause_emotion_flow',
  'interpret_intent_words',
] as const;

type ContentColumn = (typeof INSTRUCTION_COLUMNS)[number] | (typeof SETTING_COLUMNS)[number];
export type ActivityContent = Pick<ActivityRow, ContentColumn>;

export function contentOf(row: ActivityContent): ActivityContent {
  const content = {} as Record<ContentColumn, unknown>;
  for (const column of [...INSTRUCTION_COLUMNS, ...SETTING_COLUMNS]) content[column] = row[column];
  return content as ActivityContent;
}

/** Which parts an edit changes: the instructions, and the settings that differ (by column). */
export function changesOf(
  before: ActivityContent,
  after: ActivityContent,
): { instructions: boolean; settings: string[] } {
  return {
    instructions: INSTRUCTION_COLUMNS.some((column) => before[column] !== after[column]),
    settings: SETTING_COLUMNS.filter((column) => before[column] !== after[column]),
  };
}

/**
 * A copy of an activity at a new place: what it asks, not live, by whoever copies it. It is no
 * follow-up (those are never copied).
 */
export function copyOf(
  row: ActivityRow,
  place: Pick<NewActivityRow, 'id' | 'class_id' | 'position' | 'created_by' | 'created_at'>,
): NewActivityRow {
  return { ...contentOf(row), ...place, enabled: 0, follow_up_of: null };
}
