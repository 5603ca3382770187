import { z } from 'zod';
import { Id, inputString } from '../api/common-schemas';
import { EXPERTISE_LEVEL } from '../constants';
import { isAnswered } from './scale-scoring';
import { EXPERTISE_STATEMENTS } from './interpretation-messages';

/**
 * Reading an inTell's interpretations without reading them all (DESIGN.md §6,
 * docs/decisions/2026-11-23-data-and-speed.md 'Plot numbers' and 'Notes by cursor'): the
 * per-respondent numbers its plots draw, in columns; the notes, page by page; one note in full. The
 * summaries come with the inTell itself (`IdeaDto.scaleAggregates`).
 */

export const IDEA_SCALE_READ_MESSAGES = {
  INVALID_CURSOR: 'Invalid cursor',
  NOTE_NOT_FOUND: 'Note not found',
  LIMIT: 'limit must be a whole number from 1 to 100',
  SCALE: 'scale must be one of emotion, authorIntent, sound, score, confidence, supportLevel',
  MIN: 'min must be a number',
  MAX: 'max must be a number',
  RANGE_NEEDS_SCALE: 'min and max need a scale',
  MIN_ABOVE_MAX: 'min must not be above max',
} as const;

/** At most this many respondents in the plot data: the newest (and the reader's own). */
export const IDEA_SCALE_PLOT_LIMIT = 10_000;

/** Plot numbers are rounded to this many decimals: 0.01 is under a pixel of the widest chart. */
export const PLOT_DECIMALS = 2;

/** The per-respondent columns of the plot data, and the scales a notes page can be brushed on. */
export const PLOT_SCALE_NAMES = [
  'emotion',
  'authorIntent',
  'sound',
  'score',
  'confidence',
  'supportLevel',
] as const;
export type PlotScaleName = (typeof PLOT_SCALE_NAMES)[number];

const column = z.array(z.number().nullable());

/**
 * `GET /api/ideas/{id}/scales`: one entry per respondent in every column, at the same index; null
 * where the respondent gave no answer (a score can be -2, so -2 cannot mean unanswered here).
 * Numbers are rounded to `PLOT_DECIMALS`. No names, ids or free text: the notes have their own
 * endpoint, brushed by a scale's range.
 */
export const IdeaScalePlotData = z.object({
  /** Interpretations of the inTell in all (skipped ones too); more than the columns hold when capped. */
  total: z.number().int().nonnegative(),
  emotion: column,
  authorIntent: column,
  sound: column,
  /** x = signal − distortion (content §9); null when the response has no score. */
  score: column,
  /** 0 … 1 or an expertise level 2, 3, 4; null when not given (counts as 0.5). */
  confidence: column,
  /** The support level toward the guiding question, -1 … 1. */
  supportLevel: column,
  /** The reader's own respondent's index (always 0: it comes first), null when they have none. */
  mine: z.number().int().nonnegative().nullable(),
});
export type IdeaScalePlotData = z.infer<typeof IdeaScalePlotData>;

/**
 * `GET /api/ideas/{id}/scales?activity={activityId}`: the plot opened from an activity counts its
 * class's students only (DESIGN.md §10): not its teachers, previews, or other classes' students.
 */
export const IdeaScalePlotQuery = z.object({ activity: Id.optional() });
export type IdeaScalePlotQuery = z.infer<typeof IdeaScalePlotQuery>;

/** A plot number: rounded to `PLOT_DECIMALS`; null when unanswered (-2, null or not finite). */
export function toPlotValue(value: number | null | undefined): number | null {
  if (!isAnswered(value)) return null;
  const factor = 10 ** PLOT_DECIMALS;
  const rounded = Math.round(value * factor) / factor;
  // -0 would be written as 0 anyway; keep it plain.
  return rounded === 0 ? 0 : rounded;
}

/** Notes per page, unless the query says. */
export const IDEA_NOTES_PAGE_SIZE = Object.freeze({ DEFAULT: 20, MAX: 100 } as const);

const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
const DECIMAL_PATTERN = /^-?\d{1,6}(\.\d{1,12})?$/;

function decimal(message: string) {
  return inputString({ error: message }).regex(DECIMAL_PATTERN, message).transform(Number);
}

/**
 * `GET /api/ideas/{id}/notes`: `cursor` is the previous page's `nextCursor` (opaque); `limit`
 * 1 … 100 (20). A brush narrows the notes to respondents whose answer on `scale` lies in
 * [`min`, `max`] (either end may be open); respondents without an answer there are left out.
 */
export const IdeaNotesQuery = z
  .object({
    cursor: inputString({ error: IDEA_SCALE_READ_MESSAGES.INVALID_CURSOR })
      .regex(CURSOR_PATTERN, IDEA_SCALE_READ_MESSAGES.INVALID_CURSOR)
      .optional(),
    limit: z.coerce
      .number({ error: IDEA_SCALE_READ_MESSAGES.LIMIT })
      .int(IDEA_SCALE_READ_MESSAGES.LIMIT)
      .min(1, IDEA_SCALE_READ_MESSAGES.LIMIT)
      .max(IDEA_NOTES_PAGE_SIZE.MAX, IDEA_SCALE_READ_MESSAGES.LIMIT)
      .default(IDEA_NOTES_PAGE_SIZE.DEFAULT),
    scale: z.enum(PLOT_SCALE_NAMES, { error: IDEA_SCALE_READ_MESSAGES.SCALE }).optional(),
    min: decimal(IDEA_SCALE_READ_MESSAGES.MIN).optional(),
    max: decimal(IDEA_SCALE_READ_MESSAGES.MAX).optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.min !== undefined || query.max !== undefined) && query.scale === undefined) {
      ctx.addIssue({ code: 'custom', message: IDEA_SCALE_READ_MESSAGES.RANGE_NEEDS_SCALE });
    }
    if (query.min !== undefined && query.max !== undefined && query.min > query.max) {
      ctx.addIssue({ code: 'custom', message: IDEA_SCALE_READ_MESSAGES.MIN_ABOVE_MAX });
    }
  });
export type IdeaNotesQuery = z.infer<typeof IdeaNotesQuery>;

/** `/api/ideas/{id}/notes/{userId}`. */
export const IdeaNoteParams = z.object({ id: Id, userId: Id });
export type IdeaNoteParams = z.infer<typeof IdeaNoteParams>;

/** An expertise level (confidence 2, 3 or 4) and its statement (DESIGN.md §6). */
export const NoteExpertise = z.object({ level: z.number(), statement: z.string() });
export type NoteExpertise = z.infer<typeof NoteExpertise>;

/** The expertise a confidence claims: levels 2, 3 and 4 have a statement; others none. */
export function expertiseOf(confidence: number | null | undefined): NoteExpertise | null {
  if (
    confidence === EXPERTISE_LEVEL.ABOVE_AVERAGE ||
    confidence === EXPERTISE_LEVEL.VERY_KNOWLEDGEABLE ||
    confidence === EXPERTISE_LEVEL.EXPERT
  ) {
    return { level: confidence, statement: EXPERTISE_STATEMENTS[confidence] };
  }
  return null;
}

const noteFields = {
  user: z.object({ _id: z.string(), name: z.string() }),
  confidence: z.number().nullable(),
  expertise: NoteExpertise.nullable(),
  /** When the interpretation was last set, ISO-8601. */
  date: z.string(),
};

/** A note as a table lists it (content §9: cut at 160 characters). */
export const IdeaNoteSummary = z.object({
  ...noteFields,
  /** The first `NOTE_TRUNCATE_LENGTH` (160) characters of the note. */
  note: z.string(),
  /** The note is longer than that: `GET /api/ideas/{id}/notes/{userId}` has it all. */
  truncated: z.boolean(),
});
export type IdeaNoteSummary = z.infer<typeof IdeaNoteSummary>;

/** One page of notes, newest first; `nextCursor` is null on the last. */
export const IdeaNotesPage = z.object({
  notes: z.array(IdeaNoteSummary),
  nextCursor: z.string().nullable(),
});
export type IdeaNotesPage = z.infer<typeof IdeaNotesPage>;

/** `GET /api/ideas/{id}/notes/{userId}`: the note in full, with the expertise it claims. */
export const IdeaNote = z.object({
  ...noteFields,
  note: z.string(),
  /** The respondent's own words about their expertise ('' when none). */
  myExpertise: z.string(),
});
export type IdeaNote = z.infer<typeof IdeaNote>;
