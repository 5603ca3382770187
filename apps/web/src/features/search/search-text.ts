/** The words of the search box (content spec §2, §8). */
export const SEARCH_TEXT = {
  label: 'Search inTells and waveMakers',
  placeholder: 'Start typing a word…',
  ideasHeading: 'inTells',
  agentsHeading: 'waveMakers',
  noResults: 'No matching search results found',
  searching: 'Searching…',
  found: (ideas: number, agents: number) =>
    `${ideas} ${ideas === 1 ? 'inTell' : 'inTells'} and ${agents} ${agents === 1 ? 'waveMaker' : 'waveMakers'} found`,
  ideasFailed: (msg: string) => `Failed To Retrieve Ideas From Server: ${msg}`,
  agentsFailed: (msg: string) => `Failed To Retrieve Agents From Server: ${msg}`,
} as const;

/** How long the text must rest before it is searched, in ms. */
export const SEARCH_DEBOUNCE_MS = 250;
