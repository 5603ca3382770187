import type { Kysely } from 'kysely';
import {
  expertiseOf,
  ID_PATTERN,
  IDEA_SCALE_PLOT_LIMIT,
  IDEA_SCALE_READ_MESSAGES,
  NOTE_TRUNCATE_LENGTH,
  publicName,
  toPlotValue,
  type IdeaNote,
  type IdeaNotesPage,
  type IdeaNotesQuery,
  type IdeaScalePlotData,
} from '@thoughtful/shared';
import type { Database } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../http/errors';
import type { AccessPolicy, ActorRow } from '../access';
import { contentScopeOf, type ContentScope } from '../classes';
import { requireReadableIdea } from '../ideas';
import { countIdeaScales } from './idea-scale-aggregates.repository';
import {
  findNote,
  listClassPlotRows,
  listNotes,
  listPlotRows,
  pageIdeaScalesForExport,
  type NotesPosition,
} from './idea-scales.repository';
import { CSV_BOM } from '../../lib/csv';
import { CSV_HEADER, csvFilename, toCsvLine } from './interpretation-csv';

export interface IdeaScaleReadsDeps {
  db: Kysely<Database>;
  access: AccessPolicy;
  /**
   * The class whose students a plot opened from this activity counts, once the reader may see it
   * there (the activities module's, handed in by the composition root).
   */
  classOfActivityPlot: (
    actor: ActorRow,
    activityId: string,
  ) => Promise<{ classId: string; groupId?: string | null }>;
}

/** A download: its file name and its lines, produced as they are read. */
export interface CsvDownload {
  filename: string;
  lines: AsyncIterable<string>;
}

/** Interpretations per query of the download: a page in memory at a time, however many there are. */
export const CSV_EXPORT_PAGE = 500;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A notes page's position as the next page's cursor: opaque to clients, base64url. */
export function encodeNotesCursor(position: NotesPosition): string {
  return Buffer.from(`${position.updatedAt} ${position.userId}`, 'utf8').toString('base64url');
}

/** The position a cursor names; a 400 for anything this server did not write. */
export function decodeNotesCursor(cursor: string): NotesPosition {
  const [updatedAt = '', userId = '', ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split(' ');
  if (rest.length > 0 || !ISO_TIME.test(updatedAt) || !ID_PATTERN.test(userId)) {
    throw new BadRequestError(IDEA_SCALE_READ_MESSAGES.INVALID_CURSOR);
  }
  return { updatedAt, userId };
}

/**
 * Reading an inTell's interpretations beyond the aggregates its read carries (DESIGN.md §6;
 * docs/decisions/2026-11-23-data-and-speed.md): the plots' per-respondent numbers, notes page by
 * page, one note in full, and the download of them all for members.
 */
export class IdeaScaleReadsService {
  constructor(private readonly deps: IdeaScaleReadsDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** The inTell, unless unknown to the reader (404: a class's inTell outside it). */
  private async requireIdea(actor: ActorRow, ideaId: string): Promise<void> {
    await requireReadableIdea(this.db, actor, ideaId);
  }

  /**
   * `GET /api/ideas/{id}/scales`: the reader's own first, then the newest, 10,000 in all, of the
   * interpretations her scope counts. Opened from an activity (`activityId`), it counts the
   * students of the activity's class only, and a student reading those of her group.
   */
  async plotData(actor: ActorRow, ideaId: string, activityId?: string): Promise<IdeaScalePlotData> {
    this.deps.access.requireUser(actor, 'idea.read');
    await this.requireIdea(actor, ideaId);
    const { total, rows, own } =
      activityId === undefined
        ? await this.scopedPlotRows(actor, ideaId, await contentScopeOf(this.db, actor))
        : await listClassPlotRows(
            this.db,
            ideaId,
            await this.deps.classOfActivityPlot(actor, activityId),
            actor.id,
            IDEA_SCALE_PLOT_LIMIT,
          );
    return {
      total,
      emotion: rows.map((r) => toPlotValue(r.my_emotion)),
      authorIntent: rows.map((r) => toPlotValue(r.author_intent)),
      sound: rows.map((r) => toPlotValue(r.sound)),
      score: rows.map((r) => toPlotValue(r.score)),
      confidence: rows.map((r) => toPlotValue(r.confidence)),
      supportLevel: rows.map((r) => toPlotValue(r.support_level)),
      mine: own ? 0 : null,
    };
  }

  /**
   * The plot outside an activity: interpretations made outside classes, and those made in the
   * reader's classes (every class's for an admin); a class's count only inside it (DESIGN.md §10).
   */
  private async scopedPlotRows(actor: ActorRow, ideaId: string, scope: ContentScope) {
    const [total, { rows, own }] = await Promise.all([
      countIdeaScales(this.db, ideaId, scope),
      listPlotRows(this.db, ideaId, actor.id, IDEA_SCALE_PLOT_LIMIT, scope),
    ]);
    return { total, rows, own };
  }

  /** `GET /api/ideas/{id}/notes`: newest first, cut at 160 characters, by cursor. */
  async notes(actor: ActorRow, ideaId: string, query: IdeaNotesQuery): Promise<IdeaNotesPage> {
    this.deps.access.requireUser(actor, 'idea.read');
    const after = query.cursor === undefined ? null : decodeNotesCursor(query.cursor);
    await this.requireIdea(actor, ideaId);
    // A student's list holds his or her own note only: classmates' notes come with their names.
    const byName = this.deps.access.canUser(actor, 'interpretation.readByName');
    const rows = await listNotes(this.db, ideaId, {
      onlyUserId: byName ? null : actor.id,
      // Notes made in a class are that class's, even on a public inTell (a guiding question).
      scope: await contentScopeOf(this.db, actor),
      after,
      // One more than asked: whether it comes says whether there is a next page.
      limit: query.limit + 1,
      brush:
        query.scale === undefined ? null : { scale: query.scale, min: query.min, max: query.max },
    });
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      notes: page.map((row) => ({
        user: { _id: row.user_id, name: publicName(row.user_name) },
        note: row.note,
        truncated: row.note_length > NOTE_TRUNCATE_LENGTH,
        confidence: row.confidence,
        expertise: expertiseOf(row.confidence),
        date: row.updated_at,
      })),
      nextCursor:
        rows.length > query.limit && last
          ? encodeNotesCursor({ updatedAt: last.updated_at, userId: last.user_id })
          : null,
    };
  }

  /** `GET /api/ideas/{id}/notes/{userId}`: one member's note in full. */
  async note(actor: ActorRow, ideaId: string, userId: string): Promise<IdeaNote> {
    this.deps.access.requireUser(actor, 'idea.read');
    this.deps.access.requireUser(actor, 'interpretation.readByName', { ownerId: userId });
    await this.requireIdea(actor, ideaId);
    const row = await findNote(this.db, ideaId, userId, await contentScopeOf(this.db, actor));
    if (!row) throw new NotFoundError(IDEA_SCALE_READ_MESSAGES.NOTE_NOT_FOUND);
    return {
      user: { _id: row.user_id, name: publicName(row.user_name) },
      note: row.note,
      myExpertise: row.my_expertise,
      confidence: row.confidence,
      expertise: expertiseOf(row.confidence),
      date: row.updated_at,
    };
  }

  /**
   * `GET /api/ideas/{id}/scales.csv`, for members (not students): every interpretation, read
   * page by page in member-id order as the download is sent, never all at once. A member who
   * interprets during the download appears once or not at all.
   */
  async exportCsv(actor: ActorRow, ideaId: string): Promise<CsvDownload> {
    this.deps.access.requireUser(actor, 'interpretation.export');
    await this.requireIdea(actor, ideaId);
    const db = this.db;
    const scope = await contentScopeOf(db, actor);
    async function* lines(): AsyncGenerator<string> {
      yield CSV_BOM + CSV_HEADER;
      let afterUserId: string | null = null;
      for (;;) {
        const page = await pageIdeaScalesForExport(db, ideaId, afterUserId, CSV_EXPORT_PAGE, scope);
        if (page.length > 0) yield page.map(toCsvLine).join('');
        if (page.length < CSV_EXPORT_PAGE) return;
        afterUserId = page[page.length - 1]!.user_id;
      }
    }
    return { filename: csvFilename(ideaId), lines: lines() };
  }
}
