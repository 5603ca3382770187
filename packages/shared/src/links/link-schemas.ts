import { z } from 'zod';
import { Id, roundAnswer } from '../api/common-schemas';
import { IdeaSummary } from '../ideas/idea-summary';
import { LINK_MESSAGES } from './link-messages';
import {
  AGENT_AGENT_MODES,
  IDEA_AGENT_MODES,
  IDEA_IDEA_MODES,
  type AgentAgentMode,
  type IdeaAgentMode,
  type IdeaIdeaMode,
} from './link-rules';
import type { LinkRaterCounts } from './link-sentences';

/**
 * The link API contract (content spec §3 and §7). Figures are those of DESIGN.md §5, kept on the
 * link and sent as they are; the screens classify them with the rules of link-rules.ts.
 */

/**
 * A link's mode: one of the route's own (DESIGN.md §5). A list of literals, so the API document
 * names the modes the server takes (an `enum`), not any number (issue 43).
 */
function modeOf<M extends number>(modes: readonly M[], message: string) {
  return z.literal([...modes], { error: message });
}

/**
 * `POST /api/linkIdeaIdeas`. `ideaCause` and `ideaEffect` are the pair cause-first, as
 * `linkIdeaIdeaBody(mode, thisId, otherId)` builds them; the mode says what the creator's rating
 * is (support, oppose, complex, similar).
 */
export const CreateLinkIdeaIdeaBody = z.object({
  ideaCause: Id,
  ideaEffect: Id,
  modeOnSubmit: modeOf<IdeaIdeaMode>(IDEA_IDEA_MODES, LINK_MESSAGES.MODE_INVALID_IDEA_IDEA),
});
export type CreateLinkIdeaIdeaBody = z.infer<typeof CreateLinkIdeaIdeaBody>;

/**
 * A member's rating of an idea-to-idea link (DESIGN.md §5): the fields `addLinkIdeaIdeaScale` and
 * `POST /api/linkIdeaIdeas/{id}/scale` share. `prefix` names where the fields sit in the body, so
 * that each message says which field is wrong. The forms offer the seven points of the
 * support/damage scale and confidence 0.1, 0.5 or 1; the API takes any level from -1 to 1 and any
 * confidence from 0 to 1 (absent: 0.5), as `addLinkIdeaIdeaScale` always has, each kept to
 * ANSWER_DECIMALS places (`roundAnswer`).
 */
export function linkRatingFields(prefix: string) {
  const levelMessage = `${prefix}level must be from -1 to 1`;
  const confidenceMessage = `${prefix}confidence must be from 0 to 1`;
  return {
    level: z
      .number({ error: levelMessage })
      .min(-1, levelMessage)
      .max(1, levelMessage)
      .transform(roundAnswer),
    confidence: z
      .number({ error: confidenceMessage })
      .min(0, confidenceMessage)
      .max(1, confidenceMessage)
      .transform(roundAnswer)
      .nullish(),
    isSimilar: z.boolean().nullish(),
    isComplex: z.boolean().nullish(),
    isReversed: z.boolean().nullish(),
  };
}

/**
 * `POST /api/linkIdeaIdeas/{id}/scale` (beyond the spec's call table): the link page's
 * own rating, `addLinkIdeaIdeaScale` without the id. `isReversed`: the rater reads the link the
 * other way round, the stored effect bearing on the stored cause.
 */
export const RateLinkIdeaIdeaBody = z.object(linkRatingFields(''));
export type RateLinkIdeaIdeaBody = z.infer<typeof RateLinkIdeaIdeaBody>;
export type RateLinkIdeaIdeaPayload = z.input<typeof RateLinkIdeaIdeaBody>;

/** `POST /api/linkIdeaAgents`: 30/40 the inTell strengthens the waveMaker, 31/41 weakens it. */
export const CreateLinkIdeaAgentBody = z.object({
  idea: Id,
  agent: Id,
  modeOnSubmit: modeOf<IdeaAgentMode>(IDEA_AGENT_MODES, LINK_MESSAGES.MODE_INVALID_IDEA_AGENT),
});
export type CreateLinkIdeaAgentBody = z.infer<typeof CreateLinkIdeaAgentBody>;

/** `POST /api/linkAgentAgents`: `agent1` first, as `linkAgentAgentBody` builds it. */
export const CreateLinkAgentAgentBody = z.object({
  agent1: Id,
  agent2: Id,
  modeOnSubmit: modeOf<AgentAgentMode>(AGENT_AGENT_MODES, LINK_MESSAGES.MODE_INVALID_AGENT_AGENT),
});
export type CreateLinkAgentAgentBody = z.infer<typeof CreateLinkAgentAgentBody>;

/** A waveMaker at one end of a link. */
export const LinkAgentSummary = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  image: z.string(),
});
export type LinkAgentSummary = z.infer<typeof LinkAgentSummary>;

const IdeaIdeaFiguresShape = {
  significanceSupportOppose: z.number(),
  significanceSimilar: z.number(),
  significanceComplex: z.number(),
  avgLevelSupportOppose: z.number(),
  avgLevelReversed: z.number(),
};
const AgentAgentFiguresShape = {
  significanceSimilar: z.number(),
  significanceSupportOppose: z.number(),
  avgLevelSupportOppose: z.number(),
};
const IdeaAgentFiguresShape = { avgLevel: z.number() };

/** A link as it sits in a linked item: its id, creation date and figures, without its ends. */
export const IdeaIdeaLinkFigures = z.object({
  _id: z.string(),
  date: z.string(),
  ...IdeaIdeaFiguresShape,
});
export type IdeaIdeaLinkFigures = z.infer<typeof IdeaIdeaLinkFigures>;
export const AgentAgentLinkFigures = z.object({
  _id: z.string(),
  date: z.string(),
  ...AgentAgentFiguresShape,
});
export type AgentAgentLinkFigures = z.infer<typeof AgentAgentLinkFigures>;
export const IdeaAgentLinkFigures = z.object({
  _id: z.string(),
  date: z.string(),
  ...IdeaAgentFiguresShape,
});
export type IdeaAgentLinkFigures = z.infer<typeof IdeaAgentLinkFigures>;

/** A member's stored rating of a link, as the link page shows it back (confidence filled in). */
export const LinkRatingDto = z.object({
  level: z.number(),
  confidence: z.number(),
  isSimilar: z.boolean(),
  isComplex: z.boolean(),
  isReversed: z.boolean(),
});
export type LinkRatingDto = z.infer<typeof LinkRatingDto>;

/** How many members rated the link, and how: what `ideaIdeaLinkSentences` words. */
export const LinkRaters = z.object({
  total: z.number().int(),
  support: z.number().int(),
  oppose: z.number().int(),
  neutral: z.number().int(),
  similar: z.number().int(),
  complex: z.number().int(),
  reversed: z.number().int(),
}) satisfies z.ZodType<LinkRaterCounts>;
export type LinkRaters = z.infer<typeof LinkRaters>;

/**
 * `GET /api/linkIdeaIdeas/{id}` and the answer of `POST /api/linkIdeaIdeas` and
 * `POST /api/linkIdeaIdeas/{id}/scale` (content §3): both ends, the figures, the raters' counts,
 * and the reader's own rating (null when he or she has none).
 */
export const LinkIdeaIdeaDto = IdeaIdeaLinkFigures.extend({
  ideaCause: IdeaSummary,
  ideaEffect: IdeaSummary,
  raters: LinkRaters,
  myRating: LinkRatingDto.nullable(),
});
export type LinkIdeaIdeaDto = z.infer<typeof LinkIdeaIdeaDto>;

/**
 * `GET /api/linkIdeaAgents/{id}` and the answer of `POST /api/linkIdeaAgents`: both ends, the
 * figure, and the reader's own rating (null when he or she has none), which the page offers to
 * withdraw.
 */
export const LinkIdeaAgentDto = IdeaAgentLinkFigures.extend({
  idea: IdeaSummary,
  agent: LinkAgentSummary,
  myRating: LinkRatingDto.nullable(),
});
export type LinkIdeaAgentDto = z.infer<typeof LinkIdeaAgentDto>;

/** `GET /api/linkAgentAgents/{id}` and the answer of `POST /api/linkAgentAgents`, likewise. */
export const LinkAgentAgentDto = AgentAgentLinkFigures.extend({
  agent1: LinkAgentSummary,
  agent2: LinkAgentSummary,
  myRating: LinkRatingDto.nullable(),
});
export type LinkAgentAgentDto = z.infer<typeof LinkAgentAgentDto>;

/**
 * The answer of `DELETE /api/linkIdeaIdeas/{id}/scale` and its two siblings: the link
 * without the reader's rating, or null when that rating was its last and the link went with it
 * (a link nobody rates is not kept: docs/decisions/2026-11-23-checking-and-withdrawing-links.md).
 */
export const WithdrawnLinkIdeaIdea = z.object({ link: LinkIdeaIdeaDto.nullable() });
export type WithdrawnLinkIdeaIdea = z.infer<typeof WithdrawnLinkIdeaIdea>;
export const WithdrawnLinkIdeaAgent = z.object({ link: LinkIdeaAgentDto.nullable() });
export type WithdrawnLinkIdeaAgent = z.infer<typeof WithdrawnLinkIdeaAgent>;
export const WithdrawnLinkAgentAgent = z.object({ link: LinkAgentAgentDto.nullable() });
export type WithdrawnLinkAgentAgent = z.infer<typeof WithdrawnLinkAgentAgent>;

/**
 * The other end of a link in an inTell's link columns: what a column's entry shows and opens.
 * Slim on purpose (docs/decisions/2026-11-23-data-and-speed.md 'The inTell's read with many
 * links'): an inTell with 200 links sends 200 of these with every read; the linked item's own
 * screen has the rest.
 */
export const LinkedIdeaEnd = z.object({ _id: z.string(), label: z.string() });
export type LinkedIdeaEnd = z.infer<typeof LinkedIdeaEnd>;
export const LinkedAgentEnd = z.object({ _id: z.string(), name: z.string() });
export type LinkedAgentEnd = z.infer<typeof LinkedAgentEnd>;

/**
 * `IdeaDto.linkedIdeas[]`: the other inTell, and whether this inTell is the link's stored cause,
 * which `classifyIdeaLink(entry.link, entry.thisIsCause)` needs.
 */
export const LinkedIdea = z.object({
  /** The link's id and figures (its date is on the link's own page). */
  link: IdeaIdeaLinkFigures.omit({ date: true }),
  other: LinkedIdeaEnd,
  thisIsCause: z.boolean(),
});
export type LinkedIdea = z.infer<typeof LinkedIdea>;

/** `IdeaDto.linkedAgents[]`: `classifyIdeaAgentLink(entry.link)`. */
export const LinkedAgentOfIdea = z.object({
  link: IdeaAgentLinkFigures.omit({ date: true }),
  other: LinkedAgentEnd,
});
export type LinkedAgentOfIdea = z.infer<typeof LinkedAgentOfIdea>;

/** `AgentDto.linkedAgents[]`: `classifyAgentLink(entry.link)`. */
export const LinkedAgent = z.object({
  link: AgentAgentLinkFigures,
  other: LinkAgentSummary,
  thisIsAgent1: z.boolean(),
});
export type LinkedAgent = z.infer<typeof LinkedAgent>;

/** `AgentDto.linkedIdeas[]`: `classifyIdeaAgentLink(entry.link)`. */
export const LinkedIdeaOfAgent = z.object({
  link: IdeaAgentLinkFigures,
  other: IdeaSummary,
});
export type LinkedIdeaOfAgent = z.infer<typeof LinkedIdeaOfAgent>;
