import { z } from 'zod';

/** What a function message was given, by position ('0', '1', …), for a translation's {0}, {1}. */
export const MessageValues = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageValues = z.infer<typeof MessageValues>;

/**
 * One problem (issue 44): `msg` is the English sentence, unchanged; `code` names the message
 * constant it came from (`CLASS_MESSAGES.CODE_INVALID`), so the web app can say it in the reader's
 * language; `values` are a function message's arguments. A message no constant holds has no code.
 */
export const ErrorItem = z.object({
  msg: z.string(),
  code: z.string().optional(),
  values: MessageValues.optional(),
});
export type ErrorItem = z.infer<typeof ErrorItem>;

/** Every API error answers this body (DESIGN.md §4): one entry per problem. */
export const ErrorBody = z.object({
  errors: z.array(ErrorItem).min(1),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The text a 500 answers with; details go to the log only. */
export const INTERNAL_ERROR_MESSAGE = 'Server error. Please try again later.';
export const NOT_FOUND_MESSAGE = 'Not found';
