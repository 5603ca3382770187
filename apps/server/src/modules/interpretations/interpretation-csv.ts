import { isAnswered, publicName } from '@thoughtful/shared';
import { csvField, csvNumber, csvRecord, csvText } from '../../lib/csv';
import type { ExportRow } from './idea-scales.repository';
import { parseValueCodes } from './interpretation-mappers';

/**
 * The download of an inTell's interpretations (`GET /api/ideas/{id}/scales.csv`): one line per
 * member, the fields named as the API names them. An unanswered scale (-2) is an empty cell, so a
 * spreadsheet's averages count only answers; value codes are separated by spaces.
 */
const COLUMNS: [header: string, cell: (row: ExportRow) => string][] = [
  ['userId', (r) => csvField(r.user_id)],
  ['userName', (r) => csvText(publicName(r.user_name))],
  ['date', (r) => csvField(r.updated_at)],
  ['activityType', (r) => csvNumber(r.activity_type)],
  ['myEmotion', (r) => answer(r.my_emotion)],
  ['authorIntent', (r) => answer(r.author_intent)],
  ['sound', (r) => answer(r.sound)],
  ['goodFaith', (r) => answer(r.good_faith)],
  ['heartOfIssue', (r) => answer(r.heart_of_issue)],
  ['confidence', (r) => csvNumber(r.confidence)],
  ['divisive', (r) => answer(r.divisive)],
  ['values', (r) => csvField(parseValueCodes(r.value_codes).join(' '))],
  ['valuesAgent', (r) => csvField(r.values_agent ?? '')],
  ['haveChanged', (r) => answer(r.have_changed)],
  ['wouldChange', (r) => answer(r.would_change)],
  ['answerQuestions', (r) => answer(r.answer_questions)],
  ['publicEngagement', (r) => answer(r.public_engagement)],
  ['supportLevel', (r) => answer(r.support_level)],
  // Rounded to 6 places: a product of three sliders needs no more, and 0.1 × 3 stays 0.3.
  ['score', (r) => csvNumber(r.score === null ? null : Number(r.score.toFixed(6)))],
  ['note', (r) => csvText(r.note)],
  ['whyManipulative', (r) => csvText(r.why_manipulative)],
  ['myExpertise', (r) => csvText(r.my_expertise)],
  ['otherSide', (r) => csvText(r.other_side)],
  ['solution', (r) => csvText(r.solution)],
  ['understanding', (r) => csvText(r.understanding)],
  ['ideaCreated', (r) => csvField(r.idea_created ?? '')],
];

function answer(value: number): string {
  return csvNumber(isAnswered(value) ? value : null);
}

/** The header line. */
export const CSV_HEADER = csvRecord(COLUMNS.map(([header]) => header));

/** One interpretation as a line. */
export function toCsvLine(row: ExportRow): string {
  return csvRecord(COLUMNS.map(([, cell]) => cell(row)));
}

/** The file's name: the inTell's id (ids hold only letters, digits, '-' and '_'). */
export function csvFilename(ideaId: string): string {
  return `intell-${ideaId}-interpretations.csv`;
}
