import { z } from 'zod';
import {
  AgentRef,
  AgentRefInputList,
  Id,
  ID_PATTERN,
  inputString,
  optionalText,
  SearchQuery,
} from '../api/common-schemas';
import { GOOD_INTENT_LEVEL, RESPONSIBILITY_SLIDER } from '../constants';
import { IDEA_BODY_MAX_LENGTH, IDEA_FRAME_FIELD_MAX_LENGTH } from './idea-constants';
import { LinkedAgentOfIdea, LinkedIdea } from '../links/link-schemas';
import { IdeaQuote } from '../quotes/quote-schemas';
import { IdeaScale } from '../scales/idea-scale-schemas';
import { IdeaScaleAggregates } from '../scales/scale-aggregate-schemas';
import { URL_MAX_LENGTH } from '../web-address';
import { isContentLanguage } from '../i18n/content-languages';
import { IDEA_MESSAGES } from './idea-messages';
import { SIMILAR_IDEAS_MESSAGES } from './similar-idea-messages';
import { IDEA_LINK_AS } from './similar-idea-rules';

/** The inTell API contract (content spec §3 and §7). The server uses these as route schemas. */

/** Hard caps against abuse; the spec's limits (headline 60 …) are the rules' business. */
const HEADLINE_HARD_MAX = 1_000;
const BODY_MAX = IDEA_BODY_MAX_LENGTH;
const FRAME_FIELD_MAX = IDEA_FRAME_FIELD_MAX_LENGTH;
const URL_HARD_MAX = URL_MAX_LENGTH * 2;

const PROXY_LEVEL_MESSAGE = 'proxyLevel must be from 0 to 1, or -2 when unset';

/** An inTell's language as a client gives it: a code of CONTENT_LANGUAGES. */
export const ContentLanguageCode = z
  .string({ error: IDEA_MESSAGES.LANGUAGE_UNKNOWN })
  .refine(isContentLanguage, IDEA_MESSAGES.LANGUAGE_UNKNOWN);

/**
 * `POST /api/ideas`'s `linkTo` (issue 45, DESIGN.md §15): post the new inTell linked to an
 * existing one as similar or as a synthesis, in the same transaction, as
 * `POST /api/linkIdeaIdeas` would link them (`ideaLinkAsMode`: the existing one is the cause).
 */
export const IdeaLinkTo = z.object(
  {
    ideaId: inputString({ error: SIMILAR_IDEAS_MESSAGES.LINK_TO_ID }).regex(
      ID_PATTERN,
      SIMILAR_IDEAS_MESSAGES.LINK_TO_ID,
    ),
    as: z.enum(IDEA_LINK_AS, { error: SIMILAR_IDEAS_MESSAGES.LINK_TO_AS }),
  },
  { error: SIMILAR_IDEAS_MESSAGES.LINK_TO },
);
export type IdeaLinkTo = z.infer<typeof IdeaLinkTo>;

/**
 * `POST /api/ideas`. One schema for both variants of content §7: every field optional here, so
 * that the rules (`ideaVariant`, `validateFullIdea`, `validateSimpleIdea`, `validateWebIdea`)
 * decide and list every problem with the spec's words. Absent and null are the same.
 */
export const CreateIdeaBody = z.object({
  myPoint: optionalText(HEADLINE_HARD_MAX),
  myContent: optionalText(BODY_MAX),
  /** A quotation. */
  text: optionalText(BODY_MAX),
  /** An image, or the PDF when isPdf. */
  image: optionalText(URL_HARD_MAX),
  url: optionalText(URL_HARD_MAX),
  isPdf: z.boolean().nullish(),
  isVideo: z.boolean().nullish(),
  frameContext: optionalText(FRAME_FIELD_MAX),
  frameResolution: optionalText(FRAME_FIELD_MAX),
  myConcern: optionalText(FRAME_FIELD_MAX),
  criticConcern: optionalText(FRAME_FIELD_MAX),
  criticContent: optionalText(FRAME_FIELD_MAX),
  errorCorrection: optionalText(FRAME_FIELD_MAX),
  proxyLevel: z
    .number({ error: PROXY_LEVEL_MESSAGE })
    .refine(
      (value) =>
        value === RESPONSIBILITY_SLIDER.UNSET ||
        (value >= RESPONSIBILITY_SLIDER.MIN && value <= RESPONSIBILITY_SLIDER.MAX),
      PROXY_LEVEL_MESSAGE,
    )
    .nullish(),
  proxySources: AgentRefInputList.nullish(),
  players: AgentRefInputList.nullish(),
  /** The simple variant's authors or affiliations; empty means the member is the author. */
  agents: AgentRefInputList.nullish(),
  atCore: z.boolean().nullish(),
  goodIntentLevel: z
    .number({ error: 'goodIntentLevel must be 0, 1 or 2' })
    .int('goodIntentLevel must be 0, 1 or 2')
    .min(GOOD_INTENT_LEVEL.NONE, 'goodIntentLevel must be 0, 1 or 2')
    .max(GOOD_INTENT_LEVEL.DEEP_DIVE, 'goodIntentLevel must be 0, 1 or 2')
    .nullish(),
  /** The inTell this one quotes from ('Quoted from this idea'). */
  ideaReferenced: Id.nullish(),
  /**
   * The language it is written in, an ISO 639-1 code of CONTENT_LANGUAGES; absent, the server
   * detects it from the text (issue 44).
   */
  language: ContentLanguageCode.nullish(),
  /**
   * Beyond the spec's call table (issue 45): an existing inTell to link the new one to, as
   * similar or as a synthesis. Refused, with nothing posted, when that inTell is not one the
   * writer may read.
   */
  linkTo: IdeaLinkTo.nullish(),
});
export type CreateIdeaBody = z.infer<typeof CreateIdeaBody>;
/** What a client sends (before the schema's cleaning). */
export type CreateIdeaPayload = z.input<typeof CreateIdeaBody>;

export const IdeaListQuery = SearchQuery;
export type IdeaListQuery = z.infer<typeof IdeaListQuery>;

/**
 * The author as an inTell shows it: avatar and name, and the member's own waveMaker. A classmate
 * shown under a pseudonym has no `_id`, no avatar and no waveMaker here
 * (docs/decisions/2026-11-28-classes.md 'Privacy and pseudonyms').
 */
export const IdeaUser = z.object({
  _id: z.string().optional(),
  name: z.string(),
  avatar: z.string(),
  agents: z.array(AgentRef),
});
export type IdeaUser = z.infer<typeof IdeaUser>;

/** `GET /api/ideas/{id}` and the answer of `POST /api/ideas` (content §3). */
export const IdeaDto = z.object({
  _id: z.string(),
  user: IdeaUser,
  /** Submitted, ISO-8601. */
  date: z.string(),
  myPoint: z.string(),
  myContent: z.string(),
  text: z.string(),
  image: z.string(),
  isPdf: z.boolean(),
  isVideo: z.boolean(),
  url: z.string(),
  frameContext: z.string(),
  frameResolution: z.string(),
  myConcern: z.string(),
  errorCorrection: z.string(),
  criticContent: z.string(),
  criticConcern: z.string(),
  /** 0 … 1, or -2 when the author never placed the slider. */
  proxyLevel: z.number(),
  proxySources: z.array(AgentRef),
  players: z.array(AgentRef),
  /** The authors: the named waveMakers, or the member's own waveMaker. */
  agents: z.array(AgentRef),
  atCore: z.boolean(),
  ideaReferenced: z.string().nullable(),
  goodIntentLevel: z.number(),
  /** The language it is written in, an ISO 639-1 code (issue 44; 'en' for older inTells). */
  language: z.string(),
  /** The reader's own interpretation, null when they have none. */
  myScale: IdeaScale.nullable(),
  /**
   * Per-scale count, Σ, Σ² and histogram of every interpretation (DESIGN.md §6), kept up to date
   * with each one written: the summaries and density plots read these, not the interpretations.
   * The per-respondent numbers are `GET /api/ideas/{id}/scales`, the notes `…/notes`.
   */
  scaleAggregates: IdeaScaleAggregates,
  /** How many members have interpreted the inTell, skipped interpretations included. */
  scaleCount: z.number().int().nonnegative(),
  /** Links to other inTells, with their figures, to classify with `classifyIdeaLink`. */
  linkedIdeas: z.array(LinkedIdea),
  /** Links to waveMakers, to classify with `classifyIdeaAgentLink`. */
  linkedAgents: z.array(LinkedAgentOfIdea),
  /** Quotes and key points of this inTell, newest first (at most `QUOTES_LIST_LIMIT`). */
  quotes: z.array(IdeaQuote),
});
export type IdeaDto = z.infer<typeof IdeaDto>;

export { IdeaSummary, IdeaSummaryList } from './idea-summary';
