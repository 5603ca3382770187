import { t } from '@lingui/core/macro';
import {
  ACTIVITY_TYPE,
  formatSliderNumber,
  type ActivityAnswer,
  type ActivityDto,
  type PlotScaleName,
  POSITION_WORDS,
} from '@thoughtful/shared';
import { formatNumber, sharedMessage } from '../../../lib/i18n';
import { sliderValueWords } from '../../ideas';

/**
 * The teacher's view of a class's progress (beyond the spec), as pure functions: who
 * did which activity, and which of an answer's scales to plot against the class.
 */

export interface ProgressStudent {
  _id: string;
  name: string;
}

export interface ProgressRow {
  student: ProgressStudent;
  /** Per column, whether the student completed that activity. */
  done: boolean[];
  /**
   * Per column, whether the activity is hers to do: a follow-up of her own inTell is her
   * classmates' (the server never lists it for her).
   */
  asked: boolean[];
  doneCount: number;
  /** The activities hers to do. */
  askedCount: number;
}

/**
 * A follow-up 102 asks the class to interpret its author's inTell: not the author, and when it
 * was given to some classmates (DESIGN.md §14), only them.
 */
export function isAskedOf(activity: ActivityDto, studentId: string): boolean {
  if (activity.followUpOf == null) return true;
  if (activity.followUpReaders && activity.followUpReaders.length > 0) {
    return activity.followUpReaders.some((reader) => reader._id === studentId);
  }
  return activity.inTellExisting?.user._id !== studentId;
}

export interface ProgressTable {
  /** The activities that count: the live ones, and any a student completed before it was put back. */
  columns: ActivityDto[];
  /** Every student who completed one of them, by name. */
  rows: ProgressRow[];
}

export function progressTable(activities: readonly ActivityDto[]): ProgressTable {
  const columns = activities.filter(
    (activity) => activity.enabled || (activity.studentsCompleted?.length ?? 0) > 0,
  );
  const students = new Map<string, ProgressStudent>();
  const doneBy = columns.map((activity) => {
    const ids = new Set<string>();
    for (const completion of activity.studentsCompleted ?? []) {
      ids.add(completion._id);
      if (!students.has(completion._id)) {
        students.set(completion._id, { _id: completion._id, name: completion.name });
      }
    }
    return ids;
  });
  const rows = [...students.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || a._id.localeCompare(b._id))
    .map((student) => {
      const done = doneBy.map((ids) => ids.has(student._id));
      const asked = columns.map((activity) => isAskedOf(activity, student._id));
      return {
        student,
        done,
        asked,
        doneCount: done.filter(Boolean).length,
        askedCount: asked.filter(Boolean).length,
      };
    });
  return { columns, rows };
}

/** The activities whose answers sit on an inTell's plots: the guiding question and 102. */
export function answerableActivities(activities: readonly ActivityDto[]): ActivityDto[] {
  return activities.filter(isAnswerable);
}

/** Whether a guiding question (101) or an interpretation (102): its answers sit on the plots. */
export function isAnswerable(activity: ActivityDto): boolean {
  return (
    (activity.selection === ACTIVITY_TYPE.GUIDING_QUESTION && activity.communityTopic !== null) ||
    (activity.selection === ACTIVITY_TYPE.INTERPRET && activity.inTellExisting !== null)
  );
}

/**
 * The activities a teacher may read answers of and give feedback on: those with answers on the
 * plots, and any other a student has completed.
 */
export function gradableActivities(activities: readonly ActivityDto[]): ActivityDto[] {
  return activities.filter(
    (activity) => isAnswerable(activity) || (activity.completedCount ?? 0) > 0,
  );
}

/**
 * The scales an activity's answers are plotted on: the position for a guiding question (stored
 * as the support level of the topic); for 102 the interpretation's, with the support level when
 * the activity interconnects to a topic.
 */
export function answerScales(activity: ActivityDto): PlotScaleName[] {
  if (activity.selection === ACTIVITY_TYPE.GUIDING_QUESTION) return ['supportLevel'];
  const scales: PlotScaleName[] = ['emotion', 'authorIntent', 'sound', 'score'];
  if (activity.communityTopic !== null) scales.push('supportLevel');
  return scales;
}

/**
 * A scale's name in an activity's answers: the support level is the position itself for a
 * guiding question, and how the inTell bears on the question for an interpretation.
 */
export function answerScaleLabel(
  activity: Pick<ActivityDto, 'selection'>,
  scale: PlotScaleName,
  labels: Readonly<Record<PlotScaleName, string>>,
  supportLabel: string,
): string {
  return scale === 'supportLevel' && activity.selection !== ACTIVITY_TYPE.GUIDING_QUESTION
    ? supportLabel
    : labels[scale];
}

/** A student's value on a scale, or null when they gave none (or skipped). */
export function answerValue(answer: ActivityAnswer, scale: PlotScaleName): number | null {
  return answer[scale];
}

/**
 * A student's value on a scale in words, as the screens word it (no bare number for a teacher
 * to decode): a guiding question's position as its answer ('I agree'); a confidence as a
 * percentage; a slider's value in its words with its number ('Somewhat sound (0.6)', in the reader's language); the
 * score, which has no slider, as its number; null as 'No answer'.
 */
export function answerWords(
  activity: Pick<ActivityDto, 'selection'>,
  scale: PlotScaleName,
  value: number | null,
): string {
  if (value === null) return t`No answer`;
  if (scale === 'supportLevel' && activity.selection === ACTIVITY_TYPE.GUIDING_QUESTION) {
    return positionWords(value);
  }
  if (scale === 'confidence')
    return formatNumber(Math.round(value * 100) / 100, { style: 'percent' });
  if (scale === 'score') return formatSliderNumber(value);
  return sliderValueWords(scale, value);
}

/** A guiding question's position (-1, 0, 1) as the answer the student chose. */
export function positionWords(value: number | null): string {
  if (value === null) return t`No answer`;
  const position = value > 0 ? 'agree' : value < 0 ? 'disagree' : 'unsure';
  return sharedMessage(`POSITION_WORDS.${position}`, POSITION_WORDS[position]);
}
