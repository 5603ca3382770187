import { AVG_LEVEL_REVERSED_THRESHOLD, DEFAULT_CONFIDENCE, ROUTE_MODE } from '../constants';

/**
 * Pure rules of links (content spec §2 'Route mode and field', §4 'Link classification on an idea
 * screen'; DESIGN.md §5). No Zod here, so the idea and agent screens classify without loading the
 * schemas, and the server computes a link's figures with the very same arithmetic.
 */

// ---------------------------------------------------------------------------------------------
// Modes
// ---------------------------------------------------------------------------------------------

export const IDEA_IDEA_MODES = Object.freeze(
  Object.values(ROUTE_MODE.IDEA_IDEA) as readonly IdeaIdeaMode[],
);
export type IdeaIdeaMode = (typeof ROUTE_MODE.IDEA_IDEA)[keyof typeof ROUTE_MODE.IDEA_IDEA];

export const IDEA_AGENT_MODES = Object.freeze(
  Object.values(ROUTE_MODE.IDEA_AGENT) as readonly IdeaAgentMode[],
);
export type IdeaAgentMode = (typeof ROUTE_MODE.IDEA_AGENT)[keyof typeof ROUTE_MODE.IDEA_AGENT];

export const AGENT_AGENT_MODES = Object.freeze(
  Object.values(ROUTE_MODE.AGENT_AGENT) as readonly AgentAgentMode[],
);
export type AgentAgentMode = (typeof ROUTE_MODE.AGENT_AGENT)[keyof typeof ROUTE_MODE.AGENT_AGENT];

export type LinkMode = IdeaIdeaMode | IdeaAgentMode | AgentAgentMode;

export function isIdeaIdeaMode(mode: number): mode is IdeaIdeaMode {
  return (IDEA_IDEA_MODES as readonly number[]).includes(mode);
}
export function isIdeaAgentMode(mode: number): mode is IdeaAgentMode {
  return (IDEA_AGENT_MODES as readonly number[]).includes(mode);
}
export function isAgentAgentMode(mode: number): mode is AgentAgentMode {
  return (AGENT_AGENT_MODES as readonly number[]).includes(mode);
}

/** What a rating says about the relation: support, oppose, similar or complex (content §1). */
export type LinkRelation = 'support' | 'oppose' | 'similar' | 'complex';

/** The mode table of content §2. `thisFirst`: this screen's item is the cause / first agent. */
const IDEA_IDEA_MODE_TABLE: Readonly<
  Record<IdeaIdeaMode, { relation: LinkRelation; thisFirst: boolean }>
> = {
  20: { relation: 'support', thisFirst: true },
  21: { relation: 'support', thisFirst: false },
  22: { relation: 'oppose', thisFirst: true },
  23: { relation: 'oppose', thisFirst: false },
  24: { relation: 'complex', thisFirst: true },
  25: { relation: 'complex', thisFirst: false },
  26: { relation: 'similar', thisFirst: true },
  27: { relation: 'similar', thisFirst: false },
};

const AGENT_AGENT_MODE_TABLE: Readonly<
  Record<AgentAgentMode, { relation: LinkRelation; thisFirst: boolean }>
> = {
  50: { relation: 'support', thisFirst: true },
  51: { relation: 'support', thisFirst: false },
  52: { relation: 'oppose', thisFirst: true },
  53: { relation: 'oppose', thisFirst: false },
  54: { relation: 'similar', thisFirst: true },
  55: { relation: 'similar', thisFirst: false },
};

/**
 * Idea-to-agent modes: 30/31 start from the idea screen (this item is the idea), 40/41 from the
 * agent screen (this item is the agent); 30 and 40 mean the inTell strengthens the waveMaker,
 * 31 and 41 that it weakens it. Both pairs make the same kind of link: the screen differs only.
 */
const IDEA_AGENT_MODE_TABLE: Readonly<
  Record<IdeaAgentMode, { relation: 'support' | 'oppose'; thisIsIdea: boolean }>
> = {
  30: { relation: 'support', thisIsIdea: true },
  31: { relation: 'oppose', thisIsIdea: true },
  40: { relation: 'support', thisIsIdea: false },
  41: { relation: 'oppose', thisIsIdea: false },
};

export function relationOfMode(mode: LinkMode): LinkRelation {
  if (isIdeaIdeaMode(mode)) return IDEA_IDEA_MODE_TABLE[mode].relation;
  if (isAgentAgentMode(mode)) return AGENT_AGENT_MODE_TABLE[mode].relation;
  return IDEA_AGENT_MODE_TABLE[mode].relation;
}

/** One user's rating of a link (DESIGN.md §5). A missing confidence counts as 0.5. */
export interface LinkRating {
  /** -1 … 1: 1 support, -1 oppose; 0 for similar and complex ratings. */
  level: number;
  confidence?: number | null;
  isSimilar: boolean;
  isComplex: boolean;
  /** The rater's cause (first agent) is the link's stored effect (second agent). */
  isReversed: boolean;
}

/** The rating a relation implies, before the link's stored direction is known. */
export function ratingOfRelation(relation: LinkRelation): Omit<LinkRating, 'isReversed'> {
  return {
    level: relation === 'support' ? 1 : relation === 'oppose' ? -1 : 0,
    confidence: DEFAULT_CONFIDENCE,
    isSimilar: relation === 'similar',
    isComplex: relation === 'complex',
  };
}

export interface IdeaIdeaModeRating extends Omit<LinkRating, 'isReversed'> {
  ideaCause: string;
  ideaEffect: string;
}
export interface AgentAgentModeRating extends Omit<LinkRating, 'isReversed'> {
  agent1: string;
  agent2: string;
}
export interface IdeaAgentModeRating extends Omit<LinkRating, 'isReversed'> {
  idea: string;
  agent: string;
}

/**
 * The creator's rating a mode implies, with the pair put cause-first (first agent first): "this"
 * is the item of the screen the mode was chosen on, "other" the item in the route's field.
 * Whether the rating is reversed depends on the link already stored: see `isRatingReversed`.
 */
export function ratingForMode(
  mode: IdeaIdeaMode,
  thisId: string,
  otherId: string,
): IdeaIdeaModeRating;
export function ratingForMode(
  mode: AgentAgentMode,
  thisId: string,
  otherId: string,
): AgentAgentModeRating;
export function ratingForMode(
  mode: IdeaAgentMode,
  thisId: string,
  otherId: string,
): IdeaAgentModeRating;
export function ratingForMode(
  mode: LinkMode,
  thisId: string,
  otherId: string,
): IdeaIdeaModeRating | AgentAgentModeRating | IdeaAgentModeRating {
  if (isIdeaIdeaMode(mode)) {
    const { relation, thisFirst } = IDEA_IDEA_MODE_TABLE[mode];
    return {
      ideaCause: thisFirst ? thisId : otherId,
      ideaEffect: thisFirst ? otherId : thisId,
      ...ratingOfRelation(relation),
    };
  }
  if (isAgentAgentMode(mode)) {
    const { relation, thisFirst } = AGENT_AGENT_MODE_TABLE[mode];
    return {
      agent1: thisFirst ? thisId : otherId,
      agent2: thisFirst ? otherId : thisId,
      ...ratingOfRelation(relation),
    };
  }
  const { relation, thisIsIdea } = IDEA_AGENT_MODE_TABLE[mode];
  return {
    idea: thisIsIdea ? thisId : otherId,
    agent: thisIsIdea ? otherId : thisId,
    ...ratingOfRelation(relation),
  };
}

/** Whether mode's "this" item is the cause (idea links) or the first agent (agent links). */
export function isThisFirstInMode(mode: IdeaIdeaMode | AgentAgentMode): boolean {
  return isIdeaIdeaMode(mode)
    ? IDEA_IDEA_MODE_TABLE[mode].thisFirst
    : AGENT_AGENT_MODE_TABLE[mode].thisFirst;
}

/** The request bodies a screen sends for a mode (content §7), built with `ratingForMode`. */
export function linkIdeaIdeaBody(mode: IdeaIdeaMode, thisIdeaId: string, otherIdeaId: string) {
  const r = ratingForMode(mode, thisIdeaId, otherIdeaId);
  return { ideaCause: r.ideaCause, ideaEffect: r.ideaEffect, modeOnSubmit: mode };
}
export function linkAgentAgentBody(
  mode: AgentAgentMode,
  thisAgentId: string,
  otherAgentId: string,
) {
  const r = ratingForMode(mode, thisAgentId, otherAgentId);
  return { agent1: r.agent1, agent2: r.agent2, modeOnSubmit: mode };
}
export function linkIdeaAgentBody(mode: IdeaAgentMode, thisId: string, otherId: string) {
  const r = ratingForMode(mode, thisId, otherId);
  return { idea: r.idea, agent: r.agent, modeOnSubmit: mode };
}

/**
 * A rating whose cause (first agent) is the stored link's effect (second agent) is reversed: the
 * link keeps the direction of its first rating, and later raters who see it the other way round
 * add reversed ratings to the same link instead of a second link (DESIGN.md §5).
 */
export function isRatingReversed(storedFirstId: string, ratingFirstId: string): boolean {
  return storedFirstId !== ratingFirstId;
}

/** The unordered pair's key: one link per pair, whichever direction it was created in. */
export function linkPairKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

// ---------------------------------------------------------------------------------------------
// Figures (DESIGN.md §5)
// ---------------------------------------------------------------------------------------------

function confidenceOf(rating: Pick<LinkRating, 'confidence'>): number {
  return rating.confidence ?? DEFAULT_CONFIDENCE;
}
function isSupportOppose(rating: Pick<LinkRating, 'isSimilar' | 'isComplex'>): boolean {
  return !rating.isSimilar && !rating.isComplex;
}

/**
 * The sums a link's figures are made of. The server computes them with one SQL aggregate over the
 * link's ratings; `sumLinkRatings` computes them in memory. Both go through the `…FromSums`
 * functions, so the arithmetic exists once.
 */
export interface LinkRatingSums {
  /** Σ c over all ratings. */
  confidence: number;
  /** Σ c over support/oppose ratings (neither similar nor complex). */
  supportOppose: number;
  /** Σ c·level over support/oppose ratings. */
  supportOpposeLevel: number;
  /** Σ c·level over all ratings. */
  level: number;
  similar: number;
  complex: number;
  reversed: number;
}

export function sumLinkRatings(ratings: readonly LinkRating[]): LinkRatingSums {
  const sums: LinkRatingSums = {
    confidence: 0,
    supportOppose: 0,
    supportOpposeLevel: 0,
    level: 0,
    similar: 0,
    complex: 0,
    reversed: 0,
  };
  for (const rating of ratings) {
    const c = confidenceOf(rating);
    sums.confidence += c;
    sums.level += c * rating.level;
    if (isSupportOppose(rating)) {
      sums.supportOppose += c;
      sums.supportOpposeLevel += c * rating.level;
    }
    if (rating.isSimilar) sums.similar += c;
    if (rating.isComplex) sums.complex += c;
    if (rating.isReversed) sums.reversed += c;
  }
  return sums;
}

/** Σ c over ratings that are neither similar nor complex. */
export function significanceSupportOppose(ratings: readonly LinkRating[]): number {
  return sumLinkRatings(ratings).supportOppose;
}
/** Σ c over similar ratings. */
export function significanceSimilar(ratings: readonly LinkRating[]): number {
  return sumLinkRatings(ratings).similar;
}
/** Σ c over complex ratings. */
export function significanceComplex(ratings: readonly LinkRating[]): number {
  return sumLinkRatings(ratings).complex;
}
/** Σ c·level / Σ c over support/oppose ratings; 0 when there are none. */
export function avgLevelSupportOppose(ratings: readonly LinkRating[]): number {
  return avgLevelSupportOpposeFromSums(sumLinkRatings(ratings));
}
/** Σ c over reversed ratings / Σ c over all ratings; 0 when there are none. */
export function avgLevelReversed(ratings: readonly LinkRating[]): number {
  return avgLevelReversedFromSums(sumLinkRatings(ratings));
}
/** Idea-to-agent: Σ c·level / Σ c; 0 when there are none. */
export function avgLevel(ratings: readonly LinkRating[]): number {
  return avgLevelFromSums(sumLinkRatings(ratings));
}

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}
function avgLevelSupportOpposeFromSums(sums: LinkRatingSums): number {
  return ratio(sums.supportOpposeLevel, sums.supportOppose);
}
function avgLevelReversedFromSums(sums: LinkRatingSums): number {
  return ratio(sums.reversed, sums.confidence);
}
function avgLevelFromSums(sums: LinkRatingSums): number {
  return ratio(sums.level, sums.confidence);
}

/** The figures of an idea-to-idea link (content §3). */
export interface IdeaIdeaFigures {
  significanceSupportOppose: number;
  significanceSimilar: number;
  significanceComplex: number;
  avgLevelSupportOppose: number;
  avgLevelReversed: number;
}
/** The figures of an agent-to-agent link (content §3): the same sums, fewer of them. */
export interface AgentAgentFigures {
  significanceSimilar: number;
  significanceSupportOppose: number;
  avgLevelSupportOppose: number;
}
/** The figure of an idea-to-agent link (content §3). */
export interface IdeaAgentFigures {
  avgLevel: number;
}

export function ideaIdeaFiguresFromSums(sums: LinkRatingSums): IdeaIdeaFigures {
  return {
    significanceSupportOppose: sums.supportOppose,
    significanceSimilar: sums.similar,
    significanceComplex: sums.complex,
    avgLevelSupportOppose: avgLevelSupportOpposeFromSums(sums),
    avgLevelReversed: avgLevelReversedFromSums(sums),
  };
}
export function agentAgentFiguresFromSums(sums: LinkRatingSums): AgentAgentFigures {
  return {
    significanceSimilar: sums.similar,
    significanceSupportOppose: sums.supportOppose,
    avgLevelSupportOppose: avgLevelSupportOpposeFromSums(sums),
  };
}
export function ideaAgentFiguresFromSums(sums: LinkRatingSums): IdeaAgentFigures {
  return { avgLevel: avgLevelFromSums(sums) };
}

export function computeIdeaIdeaFigures(ratings: readonly LinkRating[]): IdeaIdeaFigures {
  return ideaIdeaFiguresFromSums(sumLinkRatings(ratings));
}
export function computeAgentAgentFigures(ratings: readonly LinkRating[]): AgentAgentFigures {
  return agentAgentFiguresFromSums(sumLinkRatings(ratings));
}
export function computeIdeaAgentFigures(ratings: readonly LinkRating[]): IdeaAgentFigures {
  return ideaAgentFiguresFromSums(sumLinkRatings(ratings));
}

// ---------------------------------------------------------------------------------------------
// Classification (content §4 'Link classification on an idea screen')
// ---------------------------------------------------------------------------------------------

/**
 * The idea screen's link columns: view 2 'Supports', 'Opposes' (above the card), 'Supported by',
 * 'Opposed by' (below it); view 3 'Synthesis' and 'Related inTell'.
 */
export type IdeaLinkColumn =
  'supports' | 'opposes' | 'supportedBy' | 'opposedBy' | 'synthesis' | 'related';

/**
 * Direction (content §4): this idea supports or opposes the other end when it is the cause and
 * avgLevelReversed is 0.5 or less, or it is the effect and avgLevelReversed is above 0.5.
 */
export function ideaActsOnOther(avgLevelReversed: number, thisIsCause: boolean): boolean {
  return thisIsCause
    ? avgLevelReversed <= AVG_LEVEL_REVERSED_THRESHOLD
    : avgLevelReversed > AVG_LEVEL_REVERSED_THRESHOLD;
}

/**
 * The columns of the idea screen a link appears in, read exactly as content §4 words the rules,
 * each rule on its own:
 * - support when support/oppose significance ≥ similar, ≥ complex, and avgLevelSupportOppose ≥ 0;
 * - oppose when support/oppose significance ≥ similar and avgLevelSupportOppose < 0 (opposing
 *   does not need to reach the complex significance);
 * - synthesis when complex > similar and complex > support/oppose;
 * - related when similar > support/oppose and similar ≥ complex.
 * So a link is in one column, except an opposing link whose complex significance is the largest:
 * it is both in 'Opposes'/'Opposed by' (view 2) and in 'Synthesis' (view 3). Each view shows
 * its own columns, so the link never appears twice on one view.
 */
export function classifyIdeaLink(figures: IdeaIdeaFigures, thisIsCause: boolean): IdeaLinkColumn[] {
  const so = figures.significanceSupportOppose;
  const similar = figures.significanceSimilar;
  const complex = figures.significanceComplex;
  const columns: IdeaLinkColumn[] = [];
  const actsOnOther = ideaActsOnOther(figures.avgLevelReversed, thisIsCause);
  if (so >= similar) {
    if (figures.avgLevelSupportOppose >= 0) {
      if (so >= complex) columns.push(actsOnOther ? 'supports' : 'supportedBy');
    } else {
      columns.push(actsOnOther ? 'opposes' : 'opposedBy');
    }
  }
  if (complex > similar && complex > so) columns.push('synthesis');
  if (similar > so && similar >= complex) columns.push('related');
  return columns;
}

/** Whether a link belongs in one column of the idea screen (see `classifyIdeaLink`). */
export function isInIdeaLinkColumn(
  column: IdeaLinkColumn,
  figures: IdeaIdeaFigures,
  thisIsCause: boolean,
): boolean {
  return classifyIdeaLink(figures, thisIsCause).includes(column);
}

/** The agent screen's view 4: 'Related waveMakers', 'Friends', 'Foes' (content §2, §4). */
export type AgentLinkColumn = 'similar' | 'friend' | 'foe';

/** Similar when similar significance exceeds support/oppose; else friend (≥ 0) or foe. */
export function classifyAgentLink(figures: AgentAgentFigures): AgentLinkColumn {
  if (figures.significanceSimilar > figures.significanceSupportOppose) return 'similar';
  return figures.avgLevelSupportOppose >= 0 ? 'friend' : 'foe';
}

/** Idea view 4 and agent view 3: 'Strengthens' (green) or 'Weakens' (red) (content §2, §4). */
export type IdeaAgentLinkColumn = 'strengthens' | 'weakens';

/** Strengthens when avgLevel is zero or more, weakens below zero. */
export function classifyIdeaAgentLink(figures: IdeaAgentFigures): IdeaAgentLinkColumn {
  return figures.avgLevel >= 0 ? 'strengthens' : 'weakens';
}
