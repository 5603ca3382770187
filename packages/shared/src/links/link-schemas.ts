import { z } from 'zod';
import { Id } from '../api/common-schemas';
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

/**
 * The link API contract (content spec §3 and §7). Figures are those of DESIGN.md §5, kept on the
 * link and sent as they are; the screens classify them with the rules of link-rules.ts.
 */

function modeOf<M extends number>(modes: readonly M[], message: string) {
  return z
    .number({ error: message })
    .refine((value): value is M => (modes as readonly number[]).includes(value), message)
    .transform((value): M => value);
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

/** `GET /api/linkIdeaIdeas/{id}` and the answer of `POST /api/linkIdeaIdeas` (content §3). */
export const LinkIdeaIdeaDto = IdeaIdeaLinkFigures.extend({
  ideaCause: IdeaSummary,
  ideaEffect: IdeaSummary,
});
export type LinkIdeaIdeaDto = z.infer<typeof LinkIdeaIdeaDto>;

/** `GET /api/linkIdeaAgents/{id}` and the answer of `POST /api/linkIdeaAgents`. */
export const LinkIdeaAgentDto = IdeaAgentLinkFigures.extend({
  idea: IdeaSummary,
  agent: LinkAgentSummary,
});
export type LinkIdeaAgentDto = z.infer<typeof LinkIdeaAgentDto>;

/** `GET /api/linkAgentAgents/{id}` and the answer of `POST /api/linkAgentAgents`. */
export const LinkAgentAgentDto = AgentAgentLinkFigures.extend({
  agent1: LinkAgentSummary,
  agent2: LinkAgentSummary,
});
export type LinkAgentAgentDto = z.infer<typeof LinkAgentAgentDto>;

/**
 * `IdeaDto.linkedIdeas[]`: the other inTell, and whether this inTell is the link's stored cause,
 * which `classifyIdeaLink(entry.link, entry.thisIsCause)` needs.
 */
export const LinkedIdea = z.object({
  link: IdeaIdeaLinkFigures,
  other: IdeaSummary,
  thisIsCause: z.boolean(),
});
export type LinkedIdea = z.infer<typeof LinkedIdea>;

/** `IdeaDto.linkedAgents[]`: `classifyIdeaAgentLink(entry.link)`. */
export const LinkedAgentOfIdea = z.object({
  link: IdeaAgentLinkFigures,
  other: LinkAgentSummary,
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
