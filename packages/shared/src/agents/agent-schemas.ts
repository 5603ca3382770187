import { z } from 'zod';
import {
  AgentRef,
  cleanText,
  inputString,
  optionalText,
  roundAnswer,
  SearchQuery,
} from '../api/common-schemas';
import { AGENT_MESSAGES } from './agent-messages';
import { AGENT_PLANE_RANGE, CONFIDENCE } from '../constants';
import { IdeaSummary } from '../ideas/idea-summary';
import { LinkedAgent, LinkedIdeaOfAgent } from '../links/link-schemas';
import { URL_MAX_LENGTH } from '../web-address';

/** The waveMaker API contract (content spec §3 and §7). */

/** A required text field of `POST /api/agents`: missing or null is refused with `message`. */
function requiredText(max: number, message: string) {
  return inputString({ error: message }).max(max).transform(cleanText);
}

/**
 * `POST /api/agents`: name, url, optional image (content spec §7). Name and url are required, as
 * the document says (issue 43): missing or null, each is refused with the spec's words, listed
 * together. Otherwise only hard caps here; `validateNewAgent` decides with the spec's words.
 */
export const CreateAgentBody = z.object({
  name: requiredText(1_000, AGENT_MESSAGES.NAME_INVALID),
  url: requiredText(URL_MAX_LENGTH * 2, AGENT_MESSAGES.URL_INVALID),
  image: optionalText(URL_MAX_LENGTH * 2),
});
export type CreateAgentBody = z.infer<typeof CreateAgentBody>;
export type CreateAgentPayload = z.input<typeof CreateAgentBody>;

export const AgentListQuery = SearchQuery;
export type AgentListQuery = z.infer<typeof AgentListQuery>;

/** `GET /api/agents`: the search dropdown's entries (content §7: `_id` and `name`). */
export const AgentList = z.array(AgentRef);
export type AgentList = z.infer<typeof AgentList>;

const PLANE_MESSAGE = `must be a number from ${AGENT_PLANE_RANGE.MIN} to ${AGENT_PLANE_RANGE.MAX}`;
const CONFIDENCE_MESSAGE = `confidence must be ${CONFIDENCE.GUESS}, ${CONFIDENCE.THINK_SO} or ${CONFIDENCE.KNOW}`;

const planeCoordinate = (name: string) =>
  z
    .number({ error: `${name} ${PLANE_MESSAGE}` })
    .min(AGENT_PLANE_RANGE.MIN, `${name} ${PLANE_MESSAGE}`)
    .max(AGENT_PLANE_RANGE.MAX, `${name} ${PLANE_MESSAGE}`)
    .transform(roundAnswer);

/**
 * `POST /api/agents/scale/{agentId}` (content §2 'Agent rating', §7): a point on the rating plane
 * (DESIGN.md §6: x from 'Misleads' -1 to 'Informs' 1, y from 'Self-serving' -1 to
 * 'Public-spirited' 1) and a confidence of 'I guess' 0.1, 'I think so' 0.5 or 'I know' 1.
 */
export const RateAgentBody = z.object({
  x: planeCoordinate('x'),
  y: planeCoordinate('y'),
  confidence: z.union(
    [z.literal(CONFIDENCE.GUESS), z.literal(CONFIDENCE.THINK_SO), z.literal(CONFIDENCE.KNOW)],
    { error: CONFIDENCE_MESSAGE },
  ),
});
export type RateAgentBody = z.infer<typeof RateAgentBody>;

/** One member's rating of a waveMaker (content §3 'scales (user or member, x, y, confidence)'). */
export const AgentScale = z.object({
  user: z.object({ _id: z.string(), name: z.string() }),
  x: z.number(),
  y: z.number(),
  confidence: z.number(),
  /** When it was last set, ISO-8601. */
  date: z.string(),
});
export type AgentScale = z.infer<typeof AgentScale>;

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
  /**
   * The ratings: the reader's own first when there is one, then the newest others, at most
   * `AGENT_SCALES_LIST_LIMIT` in all.
   */
  scales: z.array(AgentScale),
});
export type AgentDto = z.infer<typeof AgentDto>;
