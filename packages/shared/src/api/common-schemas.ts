import { z } from 'zod';
import { SEARCH_LIMIT } from '../constants';
import { controlCharactersMessage, hasControlCharacters } from '../control-characters';

/**
 * Pieces shared by the content schemas: ids, references to other items, the search query.
 */

/**
 * Every string a request carries starts here: `z.string(params)` that refuses control characters
 * (docs/decisions/2026-11-23-security-review.md 'Control characters') before any other check, so
 * that check is the only message. The server refuses them even before the schema runs
 * (http/validation.ts); this is the same rule for the browser's forms and any other user of the
 * schemas.
 */
export function inputString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasControlCharacters(value), {
    error: (issue) => controlCharactersMessage(issue.path),
    abort: true,
  });
}

/** Server ids are opaque; anything else than these characters cannot be one. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const INVALID_ID_MESSAGE = 'Invalid id';

export const Id = inputString({ error: INVALID_ID_MESSAGE }).regex(ID_PATTERN, INVALID_ID_MESSAGE);

/**
 * Fractional answers (a link rating's level and confidence, an interpretation's scales and
 * confidence, a waveMaker rating's point) are kept to this many decimal places. No
 * form offers finer steps, and a value such as 1e-200 made PostgreSQL's `confidence * level`
 * fail with an underflow; rounded, the smallest product of two answers is 1e-12.
 */
export const ANSWER_DECIMALS = 6;
const ANSWER_SCALE = 10 ** ANSWER_DECIMALS;

/** An answer rounded to ANSWER_DECIMALS places; -0 and anything that rounds to 0 is 0. */
export function roundAnswer(value: number): number {
  const rounded = Math.round(value * ANSWER_SCALE) / ANSWER_SCALE;
  return rounded === 0 ? 0 : rounded;
}

/** `/…/{id}` path parameters. */
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

/** A reference to a waveMaker as the spec's payloads and answers carry it: `{ _id, name }`. */
export const AgentRef = z.object({ _id: z.string(), name: z.string() });
export type AgentRef = z.infer<typeof AgentRef>;

/**
 * A reference as a client sends it: the id decides; the name is only for the client's own display
 * (the server reads names from the database), so it may be missing.
 */
export const AgentRefInput = z.object({ _id: Id, name: inputString().max(500).optional() });
export type AgentRefInput = z.infer<typeof AgentRefInput>;

/** At most this many waveMakers in one list of a request (sources, players, authors, defaults). */
export const MAX_AGENT_REFS = 50;

export const AgentRefInputList = z
  .array(AgentRefInput)
  .max(MAX_AGENT_REFS, `At most ${MAX_AGENT_REFS} waveMakers in one list`);

/** Longest search text accepted; the search itself uses at most a few words of it. */
export const SEARCH_STRING_MAX_LENGTH = 200;

const LIMIT_SIZE_MESSAGE = `limitSize must be a whole number from 1 to ${SEARCH_LIMIT}`;

/**
 * `GET /api/ideas` and `GET /api/agents` (content §7): `searchString` searches as the user types
 * (every word in any of its English forms, the last also as the start of a word); without it the
 * ideas endpoint answers the latest ones. `limitSize` 1 … 10, default 10.
 */
export const SearchQuery = z.object({
  searchString: inputString({ error: 'searchString must be text' })
    .max(SEARCH_STRING_MAX_LENGTH, `searchString: at most ${SEARCH_STRING_MAX_LENGTH} characters`)
    .optional(),
  limitSize: z.coerce
    .number({ error: LIMIT_SIZE_MESSAGE })
    .int(LIMIT_SIZE_MESSAGE)
    .min(1, LIMIT_SIZE_MESSAGE)
    .max(SEARCH_LIMIT, LIMIT_SIZE_MESSAGE)
    .default(SEARCH_LIMIT),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/**
 * How a text field is kept: trimmed. (NUL, which PostgreSQL cannot store, used to be removed here;
 * `inputString` now refuses it, with every other control character, before this runs.)
 */
export function cleanText(value: string): string {
  return value.trim();
}

/**
 * An optional text field of a request: null and absent are the same (undefined), text is cleaned.
 * `max` is a hard cap against abuse; the spec's own limits are checked by the feature's rules, so
 * that their messages are listed together.
 */
export function optionalText(max: number) {
  return inputString()
    .max(max)
    .nullish()
    .transform((value) => (value === null || value === undefined ? undefined : cleanText(value)));
}
