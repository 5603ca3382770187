import {
  AGENT_MESSAGES,
  validateNewAgent,
  type FieldError,
  type NewAgentField,
  type NewAgentValues,
} from '@thoughtful/shared';
import { isFetched, type PageScrapeResult } from '../../scrape';
import type { CreateAgentHelpTopic } from './create-agent-text';

/** The dialog's fields, top to bottom: the name is filled in from the address's page. */
const FIELD_ORDER: readonly NewAgentField[] = ['url', 'name', 'image'];

/**
 * Content §4 and §5, 'New waveMaker': the shared rule (a name longer than 2, a web address), and
 * the address must also have been fetched: a well-formed address the server could not fetch is
 * 'Invalid url.' too (content §7).
 */
export function createAgentErrors(
  values: NewAgentValues,
  page: PageScrapeResult,
): FieldError<NewAgentField>[] {
  const errors = validateNewAgent(values);
  if (!errors.some((e) => e.field === 'url') && !isFetched(page)) {
    errors.push({ field: 'url', msg: AGENT_MESSAGES.URL_INVALID });
  }
  // In the dialog's order, so focus goes to the first field that needs attention.
  return errors.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
}

/**
 * Content §5: 'No valid URL opens one help dialog; valid URL but no name opens a different one.'
 * The address comes first because the name is filled in from its page.
 */
export function helpTopicFor(
  errors: readonly FieldError<NewAgentField>[],
): CreateAgentHelpTopic | null {
  if (errors.some((e) => e.field === 'url')) return 'url';
  if (errors.some((e) => e.field === 'name')) return 'name';
  return null;
}
