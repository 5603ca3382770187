import { z } from 'zod';
import { cleanText, inputString, optionalText } from '../api/common-schemas';
import { IdeaSummary } from '../ideas/idea-summary';

/**
 * The quote API (content §3 `quotes`, docs/decisions/2026-11-21-quotes-and-key-points.md 'Quotes
 * and key points').
 */

/** Hard cap against abuse; `validateQuote` words the real limits. */
const TEXT_HARD_MAX = 20_000;

/** `POST /api/ideas/{id}/quotes`: a quotation of inTell {id}, with an optional key point. */
export const CreateQuoteBody = z.object({
  text: inputString({ error: 'text: the quotation is required' })
    .max(TEXT_HARD_MAX)
    .transform(cleanText),
  keyPoint: optionalText(TEXT_HARD_MAX),
});
export type CreateQuoteBody = z.infer<typeof CreateQuoteBody>;
export type CreateQuotePayload = z.input<typeof CreateQuoteBody>;

/** `POST /api/ideas/{id}/keyPoints`: a key point summing up inTell {id}. */
export const CreateKeyPointBody = z.object({
  myPoint: inputString({ error: 'myPoint: the key point is required' })
    .max(TEXT_HARD_MAX)
    .transform(cleanText),
});
export type CreateKeyPointBody = z.infer<typeof CreateKeyPointBody>;
export type CreateKeyPointPayload = z.input<typeof CreateKeyPointBody>;

/** One entry of an inTell's `quotes`: a quote of it or a key point of it. */
export const IdeaQuote = IdeaSummary.extend({ kind: z.enum(['quote', 'keyPoint']) });
export type IdeaQuote = z.infer<typeof IdeaQuote>;
