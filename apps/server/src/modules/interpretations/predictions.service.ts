import type { Kysely } from 'kysely';
import {
  CLASS_MESSAGES,
  classGapTrend,
  classPerceptionGap,
  comparePrediction,
  guessingTrend,
  PREDICTION_MESSAGES,
  PREDICTION_SCALE_RANGES,
  PREDICTION_SCALES,
  type ClassGuessError,
  type ClassPerceptionGaps,
  type IdeaScalePlotData,
  type PredictionBody,
  type PredictionOutcome,
  type PredictionScale,
  type PredictionTrend,
} from '@thoughtful/shared';
import type { Database } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';
import type { AccessPolicy, ActorRow } from '../access';
import { findClassSummaries, roleInClass } from '../classes';
import { requireReadableIdea } from '../ideas';
import type { IdeaScaleReadsService } from './idea-scale-reads.service';
import {
  hasInterpreted,
  ideaLabels,
  listClassAnswers,
  listClassGuesses,
  listGuessesOn,
  listShownGuesses,
  PREDICTION_COLUMN,
  upsertGuess,
  type GuessRow,
} from './predictions.repository';

export interface PredictionsDeps {
  db: Kysely<Database>;
  access: AccessPolicy;
  plots: Pick<IdeaScaleReadsService, 'plotData'>;
  clock: () => Date;
}

/** Her trend counts this many of her newest guesses (each compares against an inTell's plot). */
export const TREND_GUESSES = 30;
/** A class's gap reads at most this many of its students' newest guesses. */
export const CLASS_GUESSES = 5_000;

const isPredictionScale = (scale: string): scale is PredictionScale =>
  (PREDICTION_SCALES as readonly string[]).includes(scale);

/** The plot's answers on a scale, without the reader's own (she guesses the others). */
function othersOn(plot: IdeaScalePlotData, scale: PredictionScale): number[] {
  return plot[scale].filter(
    (value, index): value is number => value !== null && index !== plot.mine,
  );
}

/** A stored scale value, or null when unanswered (-2) or outside the scale. */
function answered(value: number, scale: PredictionScale): number | null {
  const range = PREDICTION_SCALE_RANGES[scale];
  return Number.isFinite(value) && value >= range.min && value <= range.max ? value : null;
}

/**
 * Perception gap (issue 45, DESIGN.md §15): a member guesses where the others will land on an
 * inTell's scales before she sees its results, then sees her guess beside them; over activities,
 * whether her guesses come closer; her class's teacher sees each question's gap.
 */
export class PredictionsService {
  constructor(private readonly deps: PredictionsDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** `POST /api/ideas/{id}/prediction`: refused (409) once she has seen the results. */
  async predict(actor: ActorRow, ideaId: string, body: PredictionBody): Promise<void> {
    this.deps.access.requireUser(actor, 'idea.read');
    await requireReadableIdea(this.db, actor, ideaId);
    if (await hasInterpreted(this.db, ideaId, actor.id)) {
      throw new ConflictError(PREDICTION_MESSAGES.AFTER_RESULTS);
    }
    await upsertGuess(
      this.db,
      {
        user_id: actor.id,
        idea_id: ideaId,
        scale: body.scale,
        predicted: body.predicted,
        predicted_agree_share: body.predictedAgreeShare ?? null,
      },
      this.deps.clock().toISOString(),
    );
  }

  /**
   * `GET /api/ideas/{id}/prediction`: her guesses, each beside the result once the results are
   * shown to her (she has interpreted it) and rest on 5 answers or more; from an activity
   * (`activityId`), the result as its plot counts it.
   */
  async outcomes(
    actor: ActorRow,
    ideaId: string,
    activityId?: string,
  ): Promise<PredictionOutcome[]> {
    // The plot checks who may read it, here and from the activity.
    const plot = await this.deps.plots.plotData(actor, ideaId, activityId);
    const guesses = await listGuessesOn(this.db, actor.id, ideaId);
    const shown = plot.mine !== null;
    return guesses
      .filter((g) => isPredictionScale(g.scale))
      .map((guess) => {
        const scale = guess.scale as PredictionScale;
        const compared = shown
          ? comparePrediction(
              { predicted: guess.predicted, predictedAgreeShare: guess.predicted_agree_share },
              othersOn(plot, scale),
              PREDICTION_SCALE_RANGES[scale],
            )
          : null;
        return {
          scale,
          predicted: guess.predicted,
          predictedAgreeShare: guess.predicted_agree_share,
          actual: compared?.actual ?? null,
          actualAgreeShare: compared?.actualAgreeShare ?? null,
          gap: compared?.gap ?? null,
          error: compared?.error ?? null,
          respondents: compared?.respondents ?? null,
        };
      });
  }

  /** `GET /api/me/predictions`: her newest guesses compared, oldest first, and their trend. */
  async trend(actor: ActorRow): Promise<PredictionTrend> {
    this.deps.access.requireUser(actor, 'idea.read');
    const guesses = await listShownGuesses(this.db, actor.id, TREND_GUESSES);
    const plots = new Map<string, IdeaScalePlotData | null>();
    const points: PredictionTrend['points'] = [];
    for (const guess of guesses) {
      if (!isPredictionScale(guess.scale)) continue;
      if (!plots.has(guess.idea_id)) {
        // An inTell she can no longer read (her class's, after she left) drops out.
        plots.set(
          guess.idea_id,
          await this.deps.plots.plotData(actor, guess.idea_id).catch((error: unknown) => {
            if (error instanceof NotFoundError) return null;
            throw error;
          }),
        );
      }
      const plot = plots.get(guess.idea_id);
      if (!plot) continue;
      const compared = comparePrediction(
        { predicted: guess.predicted },
        othersOn(plot, guess.scale),
        PREDICTION_SCALE_RANGES[guess.scale],
      );
      if (compared) {
        points.push({
          ideaId: guess.idea_id,
          scale: guess.scale,
          at: guess.updated_at,
          error: compared.error,
        });
      }
    }
    const trend = guessingTrend(points.map(({ at, error }) => ({ at, error })));
    return {
      points: [...points].sort((a, b) => a.at.localeCompare(b.at)),
      slope: trend.slope,
      direction: trend.direction,
    };
  }

  /**
   * `GET /api/classes/{id}/perception-gap`, for the class's teachers: per inTell and scale its
   * students guessed on, how far the guesses fell from the class's answers and whether the class
   * expects more disagreement than there is. Nothing below 5 answers.
   */
  async classGap(actor: ActorRow, classId: string): Promise<ClassPerceptionGaps> {
    const [summary] = await findClassSummaries(this.db, [classId]);
    const classRole = await roleInClass(this.db, actor, classId);
    if (!summary || !this.deps.access.canUser(actor, 'class.read', { classRole })) {
      throw new NotFoundError(CLASS_MESSAGES.NOT_FOUND);
    }
    this.deps.access.requireUser(actor, 'class.manage', { classRole });

    const guesses = await listClassGuesses(this.db, classId, CLASS_GUESSES);
    const byQuestion = new Map<
      string,
      { ideaId: string; scale: PredictionScale; guesses: GuessRow[] }
    >();
    for (const guess of guesses) {
      if (!isPredictionScale(guess.scale)) continue;
      const key = `${guess.idea_id} ${guess.scale}`;
      const question = byQuestion.get(key) ?? {
        ideaId: guess.idea_id,
        scale: guess.scale,
        guesses: [],
      };
      question.guesses.push(guess);
      byQuestion.set(key, question);
    }
    const ideaIds = [...new Set([...byQuestion.values()].map((q) => q.ideaId))];
    const [answers, labelOf] = await Promise.all([
      listClassAnswers(this.db, classId, ideaIds),
      ideaLabels(this.db, ideaIds),
    ]);
    const answersOf = new Map<string, typeof answers>();
    for (const row of answers) {
      const rows = answersOf.get(row.idea_id);
      if (rows) rows.push(row);
      else answersOf.set(row.idea_id, [row]);
    }
    const questions: ClassPerceptionGaps['questions'] = [];
    // Each compared guess's error, for the class's trend over its inTells.
    const errors: ClassGuessError[] = [];
    for (const { ideaId, scale, guesses: theirs } of byQuestion.values()) {
      const values = (answersOf.get(ideaId) ?? [])
        .map((row) => answered(row[PREDICTION_COLUMN[scale]], scale))
        .filter((value): value is number => value !== null);
      const gap = classPerceptionGap(
        theirs.map((g) => ({
          predicted: g.predicted,
          predictedAgreeShare: g.predicted_agree_share,
        })),
        values,
        PREDICTION_SCALE_RANGES[scale],
      );
      if (gap === null) continue;
      questions.push({ ideaId, label: labelOf.get(ideaId) ?? '', scale, ...gap });
      const { min, max } = PREDICTION_SCALE_RANGES[scale];
      for (const guess of theirs) {
        errors.push({
          ideaId,
          at: guess.updated_at,
          error: Math.abs(guess.predicted - gap.actual) / (max - min),
        });
      }
    }
    questions.sort((a, b) => b.meanError - a.meanError || a.ideaId.localeCompare(b.ideaId));
    const trend = classGapTrend(errors);
    return {
      questions,
      trend: {
        ...trend,
        points: trend.points.map((point) => ({ ...point, label: labelOf.get(point.ideaId) ?? '' })),
      },
    };
  }
}
