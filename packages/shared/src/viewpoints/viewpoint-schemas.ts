import { z } from 'zod';
import { AGGREGATE_HISTOGRAM } from '../constants';
import { DISAGREEMENT_KINDS, VIEWPOINT_SCALES } from './viewpoint-constants';
import type { CruxSaying, ScaleSaying } from './viewpoint-sentences';

/**
 * The answers of DESIGN.md §12's endpoints. The fields the contract names come first; the rest
 * are this product's additions (each says what for).
 */

const Count = z.number().int().nonnegative();

const GroupIndex = z.number().int().min(0).max(4);
const Band = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/**
 * What a scale's sentence says, so that the web app can word it in the reader's language
 * (viewpoint-sentences.ts): every group alike in a bridged band (0 low … 4 high), or each group's
 * band, in the order the sentence names them.
 */
const ScaleSayingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('alike'), groups: z.number().int().min(2), band: Band }),
  z.object({
    kind: z.literal('differ'),
    groups: z.array(z.object({ index: GroupIndex, band: Band })),
  }),
]) satisfies z.ZodType<ScaleSaying>;

/** What a crux's reason says (viewpoint-sentences.ts `CruxSaying`). */
const CruxSayingSchema = z.object({
  sounder: z.object({ higher: GroupIndex, lower: GroupIndex, far: z.boolean() }).nullable(),
  supports: z
    .object({ higher: GroupIndex, lower: GroupIndex, target: z.enum(['question', 'linked']) })
    .nullable(),
  /** Links between it and the question (1: linked to it). */
  depth: z.number().int().min(1),
}) satisfies z.ZodType<CruxSaying>;

/** A viewpoint group among an inTell's respondents; only groups of at least 3 are named. */
export const ViewpointGroup = z.object({
  /** The group's respondents to this inTell (or its members, on the class map). */
  size: Count,
  /** Its place in the scope's groups (0 = 'Group A', the largest): colour and name follow it. */
  index: z.number().int().min(0).max(4),
});
export type ViewpointGroup = z.infer<typeof ViewpointGroup>;

/** One group's answers on one scale: what its curve on the plot is drawn from. */
export const ViewpointGroupScale = z.object({
  index: z.number().int().min(0).max(4),
  /** Its respondents who answered this scale. */
  respondents: Count,
  mean: z.number(),
  /** The same 47 bins as a scale's stored aggregate (`binIndex`). */
  histogram: z.array(Count).length(AGGREGATE_HISTOGRAM.BINS),
});
export type ViewpointGroupScale = z.infer<typeof ViewpointGroupScale>;

export const ViewpointScaleSummary = z.object({
  scale: z.enum(VIEWPOINT_SCALES),
  /** High only when every group is high, on the scale's own range (D§12). */
  bridged: z.number(),
  /** How far apart the groups' (shrunk) means lie, on the scale's own range. */
  spread: z.number().nonnegative(),
  /** In English (the contract's); `saying` says the same for the web app to word. */
  sentence: z.string(),
  /** Missing from figures published before it was added: then `sentence` is all there is. */
  saying: ScaleSayingSchema.optional(),
  /** How many people the figures rest on. */
  respondents: Count,
  /** Each group's answers, for the plot's group curves. */
  groups: z.array(ViewpointGroupScale),
});
export type ViewpointScaleSummary = z.infer<typeof ViewpointScaleSummary>;

export const Disagreement = z.object({
  kind: z.enum(DISAGREEMENT_KINDS),
  sentence: z.string(),
});
export type Disagreement = z.infer<typeof Disagreement>;

/** `GET /api/ideas/{id}/viewpoints` (D§12). */
export const IdeaViewpoints = z.object({
  respondents: Count,
  groups: z.array(ViewpointGroup),
  /** Empty below the thresholds (5 respondents, two groups of 3). */
  scales: z.array(ViewpointScaleSummary),
  disagreement: Disagreement.nullable(),
  /** Of the respondents, how many are placed on the opinion map (enough answers). */
  placed: Count,
  /** When the scope's groups were last worked out; null before the first time. */
  computedAt: z.string().nullable(),
});
export type IdeaViewpoints = z.infer<typeof IdeaViewpoints>;

export const Crux = z.object({
  ideaId: z.string(),
  /** In English (the contract's); `saying` says the same for the web app to word. */
  reason: z.string(),
  /** Missing from cruxes kept for students before it was added: then `reason` is all there is. */
  saying: CruxSayingSchema.optional(),
  /** The crux's headline, so that a list can name it without another read. */
  headline: z.string(),
});
export type Crux = z.infer<typeof Crux>;

/** `GET /api/ideas/{id}/cruxes` (D§12): at most three, the strongest first. */
export const IdeaCruxes = z.object({ cruxes: z.array(Crux).max(3) });
export type IdeaCruxes = z.infer<typeof IdeaCruxes>;

/** One student on the class's opinion map (teachers only: the name is for them). */
export const OpinionMapPoint = z.object({
  userId: z.string(),
  name: z.string(),
  /** Position on the map's two axes, each scaled to -1 … 1. */
  x: z.number(),
  y: z.number(),
  /** Index of her group; null when her group is too small to name. */
  group: z.number().int().min(0).max(4).nullable(),
});
export type OpinionMapPoint = z.infer<typeof OpinionMapPoint>;

/** An inTell the class reads alike across groups, or one it splits on. */
export const ClassViewpointIdea = z.object({
  ideaId: z.string(),
  headline: z.string(),
  respondents: Count,
  /** Bridged soundness (0 … 1) for a bridging inTell; the widest spread for a dividing one. */
  figure: z.number(),
  kind: z.enum(DISAGREEMENT_KINDS),
  sentence: z.string(),
  /** The scale `sentence` is about, and what it says, for the web app to word. */
  scale: z.enum(VIEWPOINT_SCALES),
  saying: ScaleSayingSchema,
});
export type ClassViewpointIdea = z.infer<typeof ClassViewpointIdea>;

/** `GET /api/classes/{id}/viewpoints`: the teacher's class view (this product's own endpoint). */
export const ClassViewpoints = z.object({
  /** Rostered students, and how many of them answered enough to be placed. */
  students: Count,
  placed: Count,
  groups: z.array(ViewpointGroup),
  map: z.array(OpinionMapPoint),
  bridging: z.array(ClassViewpointIdea),
  dividing: z.array(ClassViewpointIdea),
  /** The class's guiding questions (its activities' community topics) and their cruxes. */
  questions: z.array(
    z.object({ ideaId: z.string(), headline: z.string(), cruxes: z.array(Crux).max(3) }),
  ),
  computedAt: z.string().nullable(),
});
export type ClassViewpoints = z.infer<typeof ClassViewpoints>;
