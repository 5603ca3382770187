import { z } from 'zod';
import { AgentRef, optionalText, SearchQuery } from '../api/common-schemas';
import { IdeaSummary } from '../ideas/idea-summary';
import { LinkedAgent, LinkedIdeaOfAgent } from '../links/link-schemas';
import { URL_MAX_LENGTH } from '../web-address';

/** The waveMaker API contract (content spec §3 and §7). */

/**
 * `POST /api/agents`: name, url, optional image. Only types and hard caps here; `validateNewAgent`
 * decides with the spec's words, so every problem is listed together.
 */
export const CreateAgentBody = z.object({
  name: optionalText(1_000),
  url: optionalText(URL_MAX_LENGTH * 2),
  image: optionalText(URL_MAX_LENGTH * 2),
});
export type CreateAgentBody = z.infer<typeof CreateAgentBody>;
export type CreateAgentPayload = z.input<typeof CreateAgentBody>;

export const AgentListQuery = SearchQuery;
export type AgentListQuery = z.infer<typeof AgentListQuery>;

/** `GET /api/agents`: the search dropdown's entries (content §7: `_id` and `name`). */
export const AgentList = z.array(AgentRef);
export type AgentList = z.infer<typeof AgentList>;

const NotYetFilled = z.array(z.never());

/** `GET /api/agents/{id}` and the answer of `POST /api/agents` (content §3). */
export const AgentDto = z.object({
  _id: z.string(),
  name: z.string(),
  /** The external page ('' for a member's own waveMaker). */
  url: z.string(),
  image: z.string(),
  /** Submitted (or, for a member's own waveMaker, joined), ISO-8601. */
  date: z.string(),
  /** Who submitted it. */
  user: z.object({ _id: z.string(), name: z.string(), avatar: z.string() }),
  /** The member this waveMaker is, when it is a member's own. */
  member: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** 'Their inTell': inTells authored by this waveMaker, newest first. */
  attributed: z.array(IdeaSummary),
  /** 'inTell attributable (by proxy)': inTells naming it as a source, newest first. */
  proxied: z.array(IdeaSummary),
  /** Links to other waveMakers, to classify with `classifyAgentLink`. */
  linkedAgents: z.array(LinkedAgent),
  /** Links from inTells, to classify with `classifyIdeaAgentLink`. */
  linkedIdeas: z.array(LinkedIdeaOfAgent),
  scales: NotYetFilled,
});
export type AgentDto = z.infer<typeof AgentDto>;
