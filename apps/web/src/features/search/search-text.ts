import { plural, t } from '@lingui/core/macro';
// The catalogue and the language spoken are set up before a word here is read.
import '../../lib/i18n';

/**
 * The words of the search box (content spec §2, §8). Each is worded when read, in the language
 * spoken then (issue 44).
 */
export const SEARCH_TEXT = {
  get label() {
    return t`Search inTells and waveMakers`;
  },
  get placeholder() {
    return t`Start typing a word…`;
  },
  get ideasHeading() {
    return t({ message: 'inTells', comment: 'Heading: the inTells found (a product name)' });
  },
  get agentsHeading() {
    return t({ message: 'waveMakers', comment: 'Heading: the waveMakers found (a product name)' });
  },
  get noResults() {
    return t`No matching search results found`;
  },
  get searching() {
    return t`Searching…`;
  },
  found: (ideas: number, agents: number) =>
    t`${plural(ideas, { one: '# inTell', other: '# inTells' })} and ${plural(agents, {
      one: '# waveMaker',
      other: '# waveMakers',
    })} found`,
  ideasFailed: (msg: string) => t`Failed To Retrieve Ideas From Server: ${msg}`,
  agentsFailed: (msg: string) => t`Failed To Retrieve Agents From Server: ${msg}`,
};

/** How long the text must rest before it is searched, in ms. */
export const SEARCH_DEBOUNCE_MS = 250;
