import { z } from 'zod';

/**
 * Kept apart from idea-schemas.ts so the link schemas can use it while IdeaDto uses them, without
 * an import cycle.
 */

/** One inTell in a list: latest, search results, a waveMaker's inTells. */
export const IdeaSummary = z.object({
  _id: z.string(),
  myPoint: z.string(),
  /** `ideaLabel`: the headline, else the quotation, else the body. */
  label: z.string(),
  date: z.string(),
  /**
   * Who posted it. `_id` is left out for a classmate shown under a pseudonym
   * (docs/decisions/2026-11-28-classes.md 'Privacy and pseudonyms').
   */
  user: z.object({ _id: z.string().optional(), name: z.string() }),
  url: z.string(),
  image: z.string(),
  isPdf: z.boolean(),
  isVideo: z.boolean(),
});
export type IdeaSummary = z.infer<typeof IdeaSummary>;

export const IdeaSummaryList = z.array(IdeaSummary);
export type IdeaSummaryList = z.infer<typeof IdeaSummaryList>;
