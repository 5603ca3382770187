import type { Kysely } from 'kysely';
import {
  CLASS_MESSAGES,
  gapChange,
  gapChangeSentence,
  keyDistance,
  raterAgreement,
  REFERENCE_SCALE_RANGES,
  REFERENCE_SCALES,
  understood,
  understoodValues,
  UNDERSTOOD_MESSAGES,
  UNDERSTOOD_SENTENCE_OF,
  valueDifferenceSentence,
  VALUES_GAP_RANGE,
  type AddIdeaScaleBody,
  type ClassAgreement,
  type KeyDistances,
  type OwnKey,
  type ReferenceScale,
  type UnderstoodScales,
} from '@thoughtful/shared';
import type { Database } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { AccessPolicy, ActorRow } from '../access';
import {
  classIdsStudiedBy,
  contentScopeOf,
  findClassSummaries,
  mayReadClassContent,
  roleInClass,
  teacherIdsOf,
  visibleIn,
} from '../classes';
import { requireReadableIdea } from '../ideas';
import type { IdeaScaleReadsService } from './idea-scale-reads.service';
import { findIdeaScale } from './idea-scales.repository';
import {
  findNewestKeyBy,
  findReferenceReading,
  listClassReadings,
  listOwnSimilarIdeas,
  type OwnSimilarIdea,
  REFERENCE_COLUMN,
  upsertReferenceReading,
  type ReferenceReadingRow,
} from './reference-readings.repository';

export interface ReferenceReadingsDeps {
  db: Kysely<Database>;
  access: AccessPolicy;
  plots: Pick<IdeaScaleReadsService, 'plotData'>;
  clock: () => Date;
}

/** A class's agreement is worked out from at most this many of its newest interpretations. */
export const AGREEMENT_READINGS = 20_000;

/** The plot's column of each compared scale (good faith has none: its readers come from rows). */
const PLOT_COLUMN = { emotion: 'emotion', authorIntent: 'authorIntent', sound: 'sound' } as const;

/** A stored value, or null when unanswered (-2) or outside the scale. */
function answered(value: number | null | undefined, scale: ReferenceScale): number | null {
  const range = REFERENCE_SCALE_RANGES[scale];
  return value !== null && value !== undefined && value >= range.min && value <= range.max
    ? value
    : null;
}

/** A stored JSON array of value codes ('[]' or unreadable: none). */
function valueCodesOf(stored: string | null | undefined): number[] {
  if (!stored) return [];
  try {
    const codes: unknown = JSON.parse(stored);
    return Array.isArray(codes) ? codes.filter((c): c is number => typeof c === 'number') : [];
  } catch {
    return [];
  }
}

/** 'Was I understood?' on the values: her chosen values beside those readers saw. */
function valuesFigures(
  own: ReferenceReadingRow | undefined,
  rows: readonly { value_codes: string }[],
): UnderstoodScales[number] {
  const meant = valueCodesOf(own?.value_codes);
  const sets = rows.map((row) => valueCodesOf(row.value_codes)).filter((set) => set.length > 0);
  const base = { scale: 'values' as const, author: null, readers: null, respondents: sets.length };
  if (meant.length === 0) {
    return { ...base, gap: null, said: 'notSaid', sentence: UNDERSTOOD_MESSAGES.NOT_SAID };
  }
  const outcome = understoodValues(meant, sets);
  if (outcome === null) {
    return {
      ...base,
      gap: null,
      said: 'tooFewReaders',
      sentence: UNDERSTOOD_MESSAGES.TOO_FEW_READERS,
      values: { meant, seen: [], differences: [] },
    };
  }
  const differences = outcome.differences.map((difference) => ({
    ...difference,
    sentence: valueDifferenceSentence(difference),
  }));
  return {
    ...base,
    gap: outcome.gap,
    said: outcome.said,
    sentence: differences[0]?.sentence ?? UNDERSTOOD_MESSAGES.AS_MEANT,
    values: { meant: outcome.meant, seen: outcome.seen, differences },
  };
}

/**
 * Which of her similar-linked inTells are this one's earlier version and its revision: the
 * newest posted before it, and the newest posted after it (docs/decisions, issue 45).
 */
export function versionsAround(
  idea: OwnSimilarIdea,
  linked: readonly OwnSimilarIdea[],
): { earlier: string | null; revision: string | null } {
  const key = (row: OwnSimilarIdea) => `${row.created_at}\u0000${row.id}`;
  const here = key(idea);
  let earlier: OwnSimilarIdea | null = null;
  let revision: OwnSimilarIdea | null = null;
  for (const row of linked) {
    if (row.id === idea.id) continue;
    if (key(row) < here) {
      if (earlier === null || key(row) > key(earlier)) earlier = row;
    } else if (revision === null || key(row) > key(revision)) {
      revision = row;
    }
  }
  return { earlier: earlier?.id ?? null, revision: revision?.id ?? null };
}

/**
 * The author's own reading and teachers' keys (issue 45, DESIGN.md §15), never counted in an
 * inTell's results: 'was I understood?' for the author, how close a student's reading came to
 * the key, and how far a class's readers agree (Krippendorff's α) for its teachers.
 */
export class ReferenceReadingsService {
  constructor(private readonly deps: ReferenceReadingsDeps) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * `POST /api/ideas/scale/{id}` with `role: 'author'` (the inTell's author only) or `'key'` (a
   * teacher or an admin): stored beside the results, never in them.
   */
  async record(actor: ActorRow, ideaId: string, body: AddIdeaScaleBody): Promise<void> {
    this.deps.access.requireUser(actor, 'idea.read');
    await requireReadableIdea(this.db, actor, ideaId);
    const role = body.role === 'author' ? 'author' : 'key';
    if (role === 'author') {
      const idea = await this.db
        .selectFrom('ideas')
        .select('user_id')
        .where('id', '=', ideaId)
        .executeTakeFirst();
      if (idea?.user_id !== actor.id) throw new ForbiddenError(UNDERSTOOD_MESSAGES.ONLY_AUTHOR);
    } else if (actor.is_student === 1 && actor.is_admin !== 1) {
      throw new ForbiddenError(UNDERSTOOD_MESSAGES.ONLY_TEACHERS);
    }
    const now = this.deps.clock().toISOString();
    const row: ReferenceReadingRow = {
      idea_id: ideaId,
      role,
      user_id: actor.id,
      class_id: null,
      my_emotion: body.myEmotion,
      author_intent: body.authorIntent,
      sound: body.sound,
      good_faith: body.goodFaith,
      // The values are the author's to say; a key is on the sliders only.
      value_codes: JSON.stringify(role === 'author' ? body.values : []),
      created_at: now,
      updated_at: now,
    };
    await upsertReferenceReading(this.db, row);
  }

  /**
   * `GET /api/ideas/{id}/key`, for the teachers and admins who give keys (as `record` allows):
   * her own key to the inTell, so that she can read it back and change it; another teacher's is
   * never read. 404 when she has given none.
   */
  async ownKey(actor: ActorRow, ideaId: string): Promise<OwnKey> {
    this.deps.access.requireUser(actor, 'idea.read');
    await requireReadableIdea(this.db, actor, ideaId);
    if (actor.is_student === 1 && actor.is_admin !== 1) {
      throw new ForbiddenError(UNDERSTOOD_MESSAGES.ONLY_TEACHERS);
    }
    const key = await findReferenceReading(this.db, ideaId, 'key', actor.id);
    if (!key) throw new NotFoundError(UNDERSTOOD_MESSAGES.NO_KEY);
    return {
      emotion: answered(key.my_emotion, 'emotion'),
      authorIntent: answered(key.author_intent, 'authorIntent'),
      sound: answered(key.sound, 'sound'),
      goodFaith: answered(key.good_faith, 'goodFaith'),
      updatedAt: key.updated_at,
    };
  }

  /**
   * `GET /api/ideas/{id}/understood`, to the author alone: per scale, where readers placed her
   * inTell against where she meant it; nothing below 5 readers. On a revision (an inTell of hers
   * she linked as similar to an earlier one of hers) each scale carries the earlier version's
   * figures and whether the gap closed; on a revised inTell, its newest revision.
   */
  async understood(actor: ActorRow, ideaId: string): Promise<UnderstoodScales> {
    const own = await this.figures(actor, ideaId);
    const idea = await this.db
      .selectFrom('ideas')
      .select(['user_id', 'created_at'])
      .where('id', '=', ideaId)
      .executeTakeFirstOrThrow();
    if (idea.user_id !== actor.id) throw new ForbiddenError(UNDERSTOOD_MESSAGES.ONLY_AUTHOR);
    const { earlier, revision } = versionsAround(
      { id: ideaId, created_at: idea.created_at },
      await this.readableVersions(actor, await listOwnSimilarIdeas(this.db, ideaId, actor.id)),
    );
    const before = earlier === null ? null : await this.figures(actor, earlier);
    return own.map((row) => {
      const withVersions: UnderstoodScales[number] = { ...row };
      if (revision !== null) withVersions.revision = { ideaId: revision };
      const then = before?.find((other) => other.scale === row.scale);
      if (earlier !== null && then) {
        const { author, readers, gap, respondents, said } = then;
        withVersions.earlier = { ideaId: earlier, author, readers, gap, respondents, said };
        const range = row.scale === 'values' ? VALUES_GAP_RANGE : REFERENCE_SCALE_RANGES[row.scale];
        const change =
          then.gap === null || row.gap === null
            ? null
            : gapChange(
                { gap: then.gap, respondents: then.respondents },
                { gap: row.gap, respondents: row.respondents },
                range,
              );
        withVersions.change =
          change === null ? null : { ...change, sentence: gapChangeSentence(row.scale, change) };
      }
      return withVersions;
    });
  }

  /**
   * The versions she may still read: one in a class she has left is neither compared nor pointed
   * to (its figures would be refused, and the whole answer with them). Public ones need no read.
   */
  private async readableVersions(
    actor: ActorRow,
    versions: readonly OwnSimilarIdea[],
  ): Promise<OwnSimilarIdea[]> {
    const byClass = new Map<string, boolean>();
    const readable: OwnSimilarIdea[] = [];
    for (const version of versions) {
      const classId = version.class_id ?? null;
      if (classId !== null && !byClass.has(classId)) {
        byClass.set(classId, await mayReadClassContent(this.db, actor, classId, actor.id));
      }
      if (classId === null || byClass.get(classId)) readable.push(version);
    }
    return readable;
  }

  /** One inTell's own figures per scale: her reading of it beside its readers'. */
  private async figures(actor: ActorRow, ideaId: string): Promise<UnderstoodScales> {
    const plot = await this.deps.plots.plotData(actor, ideaId);
    const own = await findReferenceReading(this.db, ideaId, 'author', actor.id);
    // Good faith and the values are not among the plot's columns: read from the readers' rows,
    // those the plot counts (a class's count only inside it, DESIGN.md §10).
    const scope = await contentScopeOf(this.db, actor);
    const rows = await this.db
      .selectFrom('idea_scales')
      .select(['good_faith', 'value_codes'])
      .where('idea_id', '=', ideaId)
      .where('user_id', '!=', actor.id)
      .where(visibleIn(scope, 'idea_scales'))
      .orderBy('updated_at', 'desc')
      .limit(10_000)
      .execute();
    const sliders = REFERENCE_SCALES.map((scale) => {
      const readers = (
        scale === 'goodFaith'
          ? rows.map((row) => row.good_faith)
          : plot[PLOT_COLUMN[scale]].filter((_, index) => index !== plot.mine)
      )
        .map((value) => answered(value, scale))
        .filter((value): value is number => value !== null);
      const author = answered(own?.[REFERENCE_COLUMN[scale]], scale);
      const base = { scale, author, respondents: readers.length };
      if (author === null) {
        return {
          ...base,
          readers: null,
          gap: null,
          said: 'notSaid' as const,
          sentence: UNDERSTOOD_MESSAGES.NOT_SAID,
        };
      }
      const outcome = understood(author, readers, REFERENCE_SCALE_RANGES[scale]);
      if (outcome === null) {
        return {
          ...base,
          readers: null,
          gap: null,
          said: 'tooFewReaders' as const,
          sentence: UNDERSTOOD_MESSAGES.TOO_FEW_READERS,
        };
      }
      const sentence =
        outcome.said === 'asMeant'
          ? UNDERSTOOD_MESSAGES.AS_MEANT
          : UNDERSTOOD_SENTENCE_OF[scale][outcome.said];
      return { ...base, readers: outcome.readers, gap: outcome.gap, said: outcome.said, sentence };
    });
    return [...sliders, valuesFigures(own, rows)];
  }

  /**
   * `GET /api/ideas/{id}/key-distance`: once she has read the inTell, how close her reading
   * came to the newest key of a teacher of hers, per scale both answered. Feedback, not a grade.
   */
  async keyDistance(actor: ActorRow, ideaId: string): Promise<KeyDistances> {
    this.deps.access.requireUser(actor, 'idea.read');
    await requireReadableIdea(this.db, actor, ideaId);
    const reading = await findIdeaScale(this.db, ideaId, actor.id);
    if (!reading) return [];
    const teachers = new Set<string>();
    for (const classId of await classIdsStudiedBy(this.db, actor.id)) {
      for (const id of await teacherIdsOf(this.db, classId)) teachers.add(id);
    }
    const key = await findNewestKeyBy(this.db, ideaId, [...teachers]);
    if (!key) return [];
    return REFERENCE_SCALES.flatMap((scale) => {
      const column = REFERENCE_COLUMN[scale];
      const mine = answered(reading[column], scale);
      const theirs = answered(key[column], scale);
      if (mine === null || theirs === null) return [];
      return [{ scale, ...keyDistance(mine, theirs, REFERENCE_SCALE_RANGES[scale]) }];
    });
  }

  /**
   * `GET /api/classes/{id}/agreement`, for the class's teachers: Krippendorff's α per scale over
   * the readings its students made in the class (each inTell a unit), with its 95% band.
   */
  async classAgreement(actor: ActorRow, classId: string): Promise<ClassAgreement> {
    const [summary] = await findClassSummaries(this.db, [classId]);
    const classRole = await roleInClass(this.db, actor, classId);
    if (!summary || !this.deps.access.canUser(actor, 'class.read', { classRole })) {
      throw new NotFoundError(CLASS_MESSAGES.NOT_FOUND);
    }
    this.deps.access.requireUser(actor, 'class.manage', { classRole });
    const rows = await listClassReadings(this.db, classId, AGREEMENT_READINGS);
    return {
      scales: REFERENCE_SCALES.map((scale) => {
        const units = new Map<string, number[]>();
        const raters = new Set<string>();
        for (const row of rows) {
          const value = answered(row[REFERENCE_COLUMN[scale]], scale);
          if (value === null) continue;
          const unit = units.get(row.idea_id);
          if (unit) unit.push(value);
          else units.set(row.idea_id, [value]);
          raters.add(row.user_id);
        }
        const agreement = raterAgreement([...units.values()]);
        return {
          scale,
          alpha: agreement?.alpha ?? null,
          low: agreement?.low ?? null,
          high: agreement?.high ?? null,
          raters: raters.size,
          items: agreement?.items ?? 0,
        };
      }),
    };
  }
}
