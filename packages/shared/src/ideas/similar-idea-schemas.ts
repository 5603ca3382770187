import { z } from 'zod';
import { Id, inputString } from '../api/common-schemas';
import { SIMILAR_IDEAS_MESSAGES } from './similar-idea-messages';
import { SIMILAR_TEXT_MAX_LENGTH } from './similar-idea-rules';

/**
 * `GET /api/ideas/similar?text=…&classId=…` (issue 45): the text being written (headline and
 * body), and the class it is written in, if any (the answer is then public inTells and that
 * class's, as its readers see them).
 */
export const SimilarIdeasQuery = z.object({
  text: inputString({ error: SIMILAR_IDEAS_MESSAGES.TEXT })
    .min(1, SIMILAR_IDEAS_MESSAGES.TEXT)
    .max(SIMILAR_TEXT_MAX_LENGTH, SIMILAR_IDEAS_MESSAGES.TEXT),
  classId: Id.optional(),
});
export type SimilarIdeasQuery = z.infer<typeof SimilarIdeasQuery>;

/**
 * One similar inTell: its id, what a list shows of it (`ideaLabel`) and how similar it is, 0 … 1
 * (the share of rare words the two have in common, weighed by how rare each is).
 */
export const SimilarIdea = z.object({
  _id: z.string(),
  myPoint: z.string(),
  score: z.number().min(0).max(1),
});
export type SimilarIdea = z.infer<typeof SimilarIdea>;

/** The most similar first, at most SIMILAR_IDEAS_LIMIT. */
export const SimilarIdeas = z.array(SimilarIdea);
export type SimilarIdeas = z.infer<typeof SimilarIdeas>;
