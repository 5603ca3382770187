import type { Kysely } from 'kysely';
import {
  ACTIVITY_LABELS,
  ACTIVITY_TYPE,
  confidenceWords,
  divisiveReasons,
  isAnswered,
  linkPairKey,
  nameForTeachers,
  overallGrade,
  positionWords,
  sliderWords,
  valueNames,
  type ActivityType,
  type IdeaScale,
} from '@thoughtful/shared';
import type { ActivityRow, Database, Db } from '../../db/schema';
import { CSV_BOM, csvDateTimeIn, csvField, csvNumber, csvRecord, csvText } from '../../lib/csv';
import type { AccessPolicy, ActorRow } from '../access';
import { findIdeaSummariesByIds, toIdeaSummary } from '../ideas';
import { findIdeaScalesOfMembers, findPlotRowsOfMembers, toIdeaScale } from '../interpretations';
import { findPairRatingsOfMembers, type MemberPairRating } from '../links';
import { listActivities, listCompletions, type CompletionRow } from './activities.repository';
import { requireKnownClass } from './activity-classes';
import { answeredIdeaOf } from './activity-rows';
import {
  ClassGradeMean,
  gradesByStudent,
  listClassStudents,
  type ClassStudentRow,
} from './class-grades';
import { listFeedbackOn, type FeedbackRow } from './feedback.repository';
import { ratedPairsOf } from './read-activities';

/**
 * A class's answers as CSV (`GET /api/classes/{id}/answers.csv`, DESIGN.md §14): one line per
 * student and activity, students by name, activities in order, one column per answer as a
 * teacher would lay out the sheet herself (issue 43): a guiding question's position and how sure,
 * a support/oppose answer's level in the support/damage words and its confidence, the inTell
 * added, every answer of an interpretation (in words where it is stored as codes), the feedback,
 * and the student's overall grade; a last line has the class's. Dates are the teacher's local
 * time, in a form spreadsheets read as dates. Every typed text goes through `csvText`, so a cell
 * a spreadsheet would run as a formula is shown as typed.
 */

interface Line {
  student: ClassStudentRow;
  activity: ActivityRow;
  completedAt: string;
  answered: string;
  /** A guiding question's answer as given in this activity; null elsewhere or unanswered. */
  position: { position: number; confidence: number | null } | null;
  scale: IdeaScale | null;
  added: string;
  rating: MemberPairRating | null;
  feedback: FeedbackRow | undefined;
  overall: { grade: number | null; graded: number };
}

const sliderCell = (value: number | undefined) =>
  csvNumber(value !== undefined && isAnswered(value) ? value : null);

/** A confidence of 0 … 1 as a whole percentage, as the screens show it. */
const percentCell = (value: number | null | undefined) =>
  csvNumber(value === null || value === undefined ? null : Math.round(value * 100));

const COLUMNS: [header: string, cell: (line: Line) => string][] = [
  ['Student', (l) => csvText(nameForTeachers(l.student.name, l.student.email))],
  ['Activity', (l) => csvNumber(l.activity.position)],
  ['Activity type', (l) => csvField(ACTIVITY_LABELS[l.activity.selection as ActivityType] ?? '')],
  ['Completed', (l) => csvField(l.completedAt)],
  ['inTell answered', (l) => csvText(l.answered)],
  ['Position', (l) => csvField(l.position ? positionWords(l.position.position) : '')],
  ['How sure (%)', (l) => percentCell(l.position?.confidence)],
  ['inTell added', (l) => csvText(l.added)],
  [
    'Support for the guiding question',
    (l) => csvField(l.rating ? sliderWords('supportLevel', l.rating.level) : ''),
  ],
  ['Support confidence (%)', (l) => percentCell(l.rating?.confidence)],
  ['Emotion', (l) => sliderCell(l.scale?.myEmotion)],
  ['Author intent', (l) => sliderCell(l.scale?.authorIntent)],
  ['Good faith', (l) => sliderCell(l.scale?.goodFaith)],
  ['Soundness', (l) => sliderCell(l.scale?.sound)],
  ['Heart of the issue', (l) => sliderCell(l.scale?.heartOfIssue)],
  ['Confidence', (l) => csvField(confidenceWords(l.scale?.confidence) ?? '')],
  ['Values', (l) => csvField(valueNames(l.scale?.values ?? []).join('; '))],
  ['Divisive', (l) => csvField(divisiveReasons(l.scale?.divisive ?? 0).join('; '))],
  ['Who benefits', (l) => csvText(l.scale?.whyManipulative ?? '')],
  ['Note', (l) => csvText(l.scale?.note ?? '')],
  ['The other side', (l) => csvText(l.scale?.otherSide ?? '')],
  ['Suggestion', (l) => csvText(l.scale?.solution ?? '')],
  ['Expertise', (l) => csvText(l.scale?.myExpertise ?? '')],
  ['In own words', (l) => csvText(l.scale?.understanding ?? '')],
  ['Feedback', (l) => csvText(l.feedback?.comment ?? '')],
  ['Grade', (l) => csvNumber(l.feedback?.grade ?? null)],
  [
    'Feedback released',
    (l) => csvField(l.feedback ? (l.feedback.released === 1 ? 'yes' : 'no') : ''),
  ],
  ['Overall grade', (l) => csvNumber(l.overall.grade)],
  ['Activities graded', (l) => csvNumber(l.overall.graded)],
];

/** The last line's first cell: the class's overall grade sits under the students'. */
export const CLASS_OVERALL_LABEL = 'Whole class';
/** What that line is, where a student's line names its activity's type. */
const CLASS_OVERALL_TYPE = (students: number) =>
  students === 0
    ? 'Overall grade: none given yet'
    : `Overall grade: the mean of ${students} ${students === 1 ? 'student' : 'students'}`;

export async function classAnswersCsv(
  deps: { db: Kysely<Database>; access: AccessPolicy },
  actor: ActorRow,
  classId: string,
  /** The teacher's IANA time zone (validated by the route); the file's dates are local to it. */
  timeZone = 'UTC',
): Promise<{ filename: string; lines: AsyncIterable<string> }> {
  const { db, access } = deps;
  // Who may read it is settled before the first byte: a refusal is a 4xx, never half a file.
  const { role, summary } = await requireKnownClass(db, access, actor, classId);
  access.requireUser(actor, 'activity.manage', { classRole: role });
  const [activities, students] = await Promise.all([
    listActivities(db, { enabledOnly: false, classIds: [classId] }),
    listClassStudents(db, classId),
  ]);
  return {
    filename: csvFilenameOf(summary.name),
    lines: answerLines(db, activities, students, csvDateTimeIn(timeZone)),
  };
}

/** Students whose lines are read and written at once: a large course streams in pages. */
const STUDENTS_PER_PAGE = 100;

/**
 * The interpretation a line shows, when it is this activity's: a guiding question's is read
 * from the topic's interpretation only while a 101 wrote it, and an interpretation's (102) only
 * while a guiding answer on the same inTell has not replaced it.
 */
function scaleOfLine(activity: ActivityRow, scale: IdeaScale | undefined): IdeaScale | null {
  if (!scale) return null;
  const byGuidingQuestion = scale.activityType === ACTIVITY_TYPE.GUIDING_QUESTION;
  const guiding = activity.selection === ACTIVITY_TYPE.GUIDING_QUESTION;
  return guiding === byGuidingQuestion ? scale : null;
}

/**
 * A guiding question's answer as given in this activity (kept on the completion since 0037),
 * else as the topic's interpretation has it while a 101 wrote it (completions from before).
 */
function positionOf(
  activity: ActivityRow,
  completion: CompletionRow,
  scale: IdeaScale | null,
  topicLevel: number | undefined,
): Line['position'] {
  if (activity.selection !== ACTIVITY_TYPE.GUIDING_QUESTION) return null;
  if (completion.position !== null) {
    return { position: completion.position, confidence: completion.position_confidence };
  }
  return scale !== null && topicLevel !== undefined && isAnswered(topicLevel)
    ? { position: topicLevel, confidence: scale.confidence }
    : null;
}

/** The file, a page of students at a time: never the whole class's answers in memory. */
async function* answerLines(
  db: Db,
  activities: ActivityRow[],
  students: ClassStudentRow[],
  localDate: (iso: string | null) => string,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRecord(COLUMNS.map(([header]) => header));
  const activityIds = activities.map((a) => a.id);
  const answeredIds = [...new Set(activities.map(answeredIdeaOf))].filter(
    (id): id is string => id !== null,
  );
  const answeredLabels = await labelsOf(db, answeredIds);
  const guidingTopics = [
    ...new Set(
      activities.flatMap((a) =>
        a.selection === ACTIVITY_TYPE.GUIDING_QUESTION && a.community_topic !== null
          ? [a.community_topic]
          : [],
      ),
    ),
  ];
  const classMean = new ClassGradeMean();
  for (let start = 0; start < students.length; start += STUDENTS_PER_PAGE) {
    const page = students.slice(start, start + STUDENTS_PER_PAGE);
    const pageIds = page.map((s) => s.user_id);
    const [completions, feedback] = await Promise.all([
      listCompletions(db, activityIds, pageIds),
      listFeedbackOn(db, activityIds, pageIds),
    ]);
    // One primary-key read per inTell answered (a class has tens of activities, not thousands).
    const scaleOf = new Map<string, IdeaScale>();
    for (const ideaId of answeredIds) {
      for (const row of await findIdeaScalesOfMembers(db, ideaId, pageIds)) {
        scaleOf.set(`${ideaId} ${row.user_id}`, toIdeaScale(row));
      }
    }
    // The positions of completions from before they were kept on the completion (0037).
    const topicLevelOf = new Map<string, number>();
    for (const topic of guidingTopics) {
      for (const row of await findPlotRowsOfMembers(db, topic, pageIds)) {
        topicLevelOf.set(`${topic} ${row.user_id}`, row.support_level);
      }
    }
    // Each completion's support/oppose answer, where its activity asks for one.
    const ratedOf = new Map(
      activities.map((activity) => [
        activity.id,
        ratedPairsOf(
          activity,
          completions.filter((c) => c.activity_id === activity.id),
        ),
      ]),
    );
    const ratings = await findPairRatingsOfMembers(
      db,
      [...ratedOf.values()].flatMap((pairs) => [...pairs.values()]),
    );
    const ratingOf = (activityId: string, userId: string): MemberPairRating | null => {
      const pair = ratedOf.get(activityId)?.get(userId);
      if (pair === undefined) return null;
      return ratings.get(`${userId} ${linkPairKey(pair.ideaCause, pair.ideaEffect)}`) ?? null;
    };
    const completionOf = new Map(completions.map((c) => [`${c.activity_id} ${c.user_id}`, c]));
    const feedbackOf = new Map(feedback.map((f) => [`${f.activity_id} ${f.user_id}`, f]));
    const gradesOf = gradesByStudent(feedback);
    const addedLabels = await labelsOf(
      db,
      completions.flatMap((c) => (c.idea_id === null ? [] : [c.idea_id])),
    );
    const lines: string[] = [];
    for (const student of page) {
      const grades = gradesOf.get(student.user_id) ?? [];
      classMean.add(grades);
      const overall = overallGrade(grades);
      for (const activity of activities) {
        const key = `${activity.id} ${student.user_id}`;
        const completion = completionOf.get(key);
        const answeredId = answeredIdeaOf(activity);
        const scale =
          completion && answeredId !== null
            ? scaleOfLine(activity, scaleOf.get(`${answeredId} ${student.user_id}`))
            : null;
        const line: Line = {
          student,
          activity,
          completedAt: localDate(completion?.completed_at ?? null),
          answered: answeredId === null ? '' : (answeredLabels.get(answeredId) ?? ''),
          position: completion
            ? positionOf(
                activity,
                completion,
                scale,
                topicLevelOf.get(`${activity.community_topic} ${student.user_id}`),
              )
            : null,
          scale,
          added: completion?.idea_id ? (addedLabels.get(completion.idea_id) ?? '') : '',
          rating: completion ? ratingOf(activity.id, student.user_id) : null,
          feedback: feedbackOf.get(key),
          overall,
        };
        lines.push(csvRecord(COLUMNS.map(([, cell]) => cell(line))));
      }
    }
    yield lines.join('');
  }
  yield classOverallLine(classMean.overall);
}

/** The class's overall grade (the mean of its students'), under the students' lines. */
function classOverallLine(overall: { grade: number | null; graded: number }): string {
  const cells = COLUMNS.map(() => '');
  cells[0] = csvField(CLASS_OVERALL_LABEL);
  cells[2] = csvField(CLASS_OVERALL_TYPE(overall.graded));
  cells[cells.length - 2] = csvNumber(overall.grade);
  return csvRecord(cells);
}
/** The labels of these inTells, by id. */
async function labelsOf(db: Db, ideaIds: readonly string[]): Promise<Map<string, string>> {
  const summaries = await findIdeaSummariesByIds(db, [...new Set(ideaIds)]);
  return new Map(summaries.map((s) => [s.id, toIdeaSummary(s).label]));
}

/** The class's name in the file's name, kept to letters, digits and dashes. */
function csvFilenameOf(className: string): string {
  const slug = className
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'class'}-answers.csv`;
}
