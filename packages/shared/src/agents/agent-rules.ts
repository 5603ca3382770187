import type { FieldError } from '../auth/auth-rules';
import { AGENT_NAME_MAX_LENGTH, AGENT_NAME_STRIPPED_SUFFIX, MIN_TEXT_LENGTH } from '../constants';
import { isValidWebAddress, normalizeMediaUrl } from '../web-address';
import { AGENT_MESSAGES } from './agent-messages';

/**
 * Pure rules of waveMakers (content spec §4, §5), for the create dialog and the server alike.
 */

export interface NewAgentValues {
  name: string;
  url: string;
  /** Optional: one of the scraped images, or nothing. */
  image?: string;
}

export type NewAgentField = 'name' | 'url' | 'image';

/**
 * Content spec §5, "New waveMaker": a name longer than 2 characters (and, content §9, at most
 * 60), a URL longer than 2 characters that looks like a web address, with or without scheme.
 */
export function validateNewAgent(values: NewAgentValues): FieldError<NewAgentField>[] {
  const errors: FieldError<NewAgentField>[] = [];
  const name = values.name.trim();
  if (name.length < MIN_TEXT_LENGTH) {
    errors.push({ field: 'name', msg: AGENT_MESSAGES.NAME_INVALID });
  } else if (name.length > AGENT_NAME_MAX_LENGTH) {
    errors.push({ field: 'name', msg: AGENT_MESSAGES.NAME_TOO_LONG });
  }
  if (!isValidWebAddress(values.url))
    errors.push({ field: 'url', msg: AGENT_MESSAGES.URL_INVALID });
  const image = values.image?.trim() ?? '';
  if (image !== '' && normalizeMediaUrl(image) === null) {
    errors.push({ field: 'image', msg: AGENT_MESSAGES.IMAGE_INVALID });
  }
  return errors;
}

/**
 * The name the create dialog fills in from a page title (content §4): ' - Wikipedia' removed,
 * spaces tidied, then cut to 60 characters (never in the middle of a surrogate pair).
 */
export function agentNameFromTitle(title: string): string {
  const cleaned = title.split(AGENT_NAME_STRIPPED_SUFFIX).join('').replace(/\s+/g, ' ').trim();
  if (cleaned.length <= AGENT_NAME_MAX_LENGTH) return cleaned;
  let cut = cleaned.slice(0, AGENT_NAME_MAX_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut.trimEnd();
}
