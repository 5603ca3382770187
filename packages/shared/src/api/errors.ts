import { z } from 'zod';

/** Every API error answers this body (DESIGN.md §4): one entry per problem. */
export const ErrorBody = z.object({
  errors: z.array(z.object({ msg: z.string() })).min(1),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The text a 500 answers with; details go to the log only. */
export const INTERNAL_ERROR_MESSAGE = 'Server error. Please try again later.';
export const NOT_FOUND_MESSAGE = 'Not found';
