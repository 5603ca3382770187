import {
  ACTIVITY_TYPE,
  nameForTeachers,
  type ActivityDto,
  type GuidingQuestionAnswer,
  type IdeaSummary,
  type StudentFeedback,
} from '@thoughtful/shared';
import type { ActivityRow } from '../../db/schema';
import type { GuidingAnswerRow } from '../interpretations';
import type { CompletionRow, OwnCompletionRow } from './activities.repository';

/** What an activity's answer needs besides its row, read in a few queries for the whole list. */
export interface ActivityReadModel {
  ideas: Map<string, IdeaSummary>;
  own: Map<string, OwnCompletionRow>;
  answers: Map<string, GuidingAnswerRow>;
  /** The manager's view only: who completed each activity. */
  completions: Map<string, CompletionRow[]> | null;
  /** The names of the activities' classes, by id. */
  classNames: Map<string, string>;
  /** The reader's own group's name per class (a student in a group). */
  groupNames?: Map<string, string>;
  /** A student's view only: her released feedback, by activity. */
  feedback: Map<string, StudentFeedback | null> | null;
}

/** The pair a 201 or a 102 with interconnect rates: the inTell (cause) → the guiding question. */
export function ratesPair(row: ActivityRow): boolean {
  return (
    row.community_topic !== null &&
    row.in_tell_existing !== null &&
    (row.selection === ACTIVITY_TYPE.INTERCONNECT || row.selection === ACTIVITY_TYPE.INTERPRET)
  );
}

function toAnswer(row: GuidingAnswerRow | undefined): GuidingQuestionAnswer | null {
  if (!row) return null;
  return { position: row.support_level, confidence: row.confidence, note: row.note };
}

/**
 * An activity as `GET /api/activity` lists it. `order` is the caller's: the position among its
 * class's activities for the manager, among their live ones for a student.
 */
export function toActivityDto(
  row: ActivityRow,
  order: number,
  read: ActivityReadModel,
): ActivityDto {
  const idea = (id: string | null) => (id === null ? null : (read.ideas.get(id) ?? null));
  const topic = idea(row.community_topic);
  const intell = idea(row.in_tell_existing);
  const own = read.own.get(row.id);
  const dto: ActivityDto = {
    _id: row.id,
    classId: row.class_id ?? '',
    className: read.classNames.get(row.class_id ?? '') ?? '',
    ...groupNameOf(read, row.class_id),
    selection: row.selection,
    enabled: row.enabled === 1,
    order,
    communityTopic: topic,
    inTellExisting: intell,
    linkIdeaIdea:
      ratesPair(row) && topic && intell ? { ideaCause: intell, ideaEffect: topic } : null,
    instructions1: row.instructions1,
    instructions101: row.instructions101,
    instructions102: row.instructions102,
    instructions201: row.instructions201,
    newInTellSelfEvaluate: row.new_intell_self_evaluate === 1,
    afterOptionInterpretNewInTell: row.after_option_interpret_new_intell === 1,
    afterOptionAddNewIntellAfter: row.after_option_add_new_intell_after === 1,
    afterOptionInterconnectNewInTell: row.after_option_interconnect_new_intell === 1,
    interpretConfirmDeeperUnderstanding: row.interpret_confirm_deeper_understanding === 1,
    interpretEvaluateValues: row.interpret_evaluate_values === 1,
    interpretPauseEmotionFlow: row.interpret_pause_emotion_flow === 1,
    interpretIntentWords: row.interpret_intent_words,
    date: row.created_at,
    completed: own !== undefined,
    completedAt: own?.completed_at ?? null,
    myIdea: idea(own?.idea_id ?? null),
    myAnswer:
      row.selection === ACTIVITY_TYPE.GUIDING_QUESTION && row.community_topic !== null
        ? toAnswer(read.answers.get(row.community_topic))
        : null,
  };
  if (read.feedback !== null) dto.feedback = read.feedback.get(row.id) ?? null;
  if (read.completions === null) return dto;
  const completions = read.completions.get(row.id) ?? [];
  return {
    ...dto,
    studentsCompleted: completions.map((c) => ({
      _id: c.user_id,
      name: nameForTeachers(c.user_name, c.user_login),
      date: c.completed_at,
    })),
    completedCount: completions.length,
    followUpOf: row.follow_up_of,
  };
}

function groupNameOf(read: ActivityReadModel, classId: string | null): { groupName?: string } {
  const name = read.groupNames?.get(classId ?? '');
  return name === undefined ? {} : { groupName: name };
}
