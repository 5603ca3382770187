import { CONFIDENCE_WORDS, LINK_SENTENCES, SUPPORT_LEVEL_WORDS } from '@thoughtful/shared';

/** User-visible text of the link columns, the link pages and the create-then-link flow (content §2). */
export const LINKS_TEXT = {
  viewsLabel: 'Views',
  ideaViewLabels: ['Interpret', 'inTell', 'Arguments', 'Related waveMakers'] as const,
  agentViewLabels: ['Interpret', 'inTell', 'inTell links', 'waveMaker links'] as const,
  interpretationsHere: 'Interpretations here...',
  emptyColumn: 'Nothing linked yet.',
  /** The next step under an empty column, by what the column links. */
  emptyHint: {
    idea: 'Search for an inTell to link here, or submit a new one.',
    agent: 'Search for a waveMaker to link here, or submit a new one.',
    quote: 'Pick a passage of this inTell to quote, or sum one up as a key point.',
  },
  emptyAction: {
    idea: 'Link an inTell',
    agent: 'Link a waveMaker',
    quote: 'Add a quote or key point',
  },
  add: (column: string) => `Add to ${column}`,
  searchIdeas: 'Create link to existing inTell',
  searchAgents: 'Create link to existing waveMaker',
  submitNewIdea: 'Submit new inTell',
  submitNewAgent: 'Submit new waveMaker',
  closeSearch: 'Close search',
  noResults: 'No matching search results found',
  linking: 'Creating link…',
  // Error prefixes (content §8).
  createIdeaIdeaFailed: (msg: string) => `Failed To Create linkIdeaIdea On Server: ${msg}`,
  createIdeaAgentFailed: (msg: string) => `Failed To Create linkIdeaAgent On Server: ${msg}`,
  createAgentAgentFailed: (msg: string) => `Failed To Create linkAgentAgent On Server: ${msg}`,
  retrieveLinkFailed: (msg: string) => `Failed To Retrieve Link From Server: ${msg}`,
  // Link pages.
  linkIdeaIdeaHeading: 'Link between two inTells',
  linkIdeaAgentHeading: 'Link between an inTell and a waveMaker',
  linkAgentAgentHeading: 'Link between two waveMakers',
  cause: 'Cause',
  effect: 'Effect',
  idea: 'inTell',
  agent: 'waveMaker',
  firstAgent: 'First waveMaker',
  secondAgent: 'Second waveMaker',
  figuresHeading: 'What the community thinks of this link',
  howWorkedOut: LINK_SENTENCES.howWorkedOut,
  loading: 'Loading link…',
  notFound: 'This link does not exist.',
  // Create and link.
  createAndLinkHeading: 'Create and link',
  unknownMode: 'This link mode is not known.',
  openCreateAgent: 'Submit new waveMaker',
  goBack: 'Back',
} as const;

export const IDEA_COLUMN_TITLES = {
  opposes: 'Opposes',
  supports: 'Supports',
  opposedBy: 'Opposed by',
  supportedBy: 'Supported by',
  synthesis: 'Synthesis',
  similar: 'Related inTell',
  keyPoints: 'Key points from above',
  quotes: 'Quotes from above',
  weakens: 'Weakens those below',
  strengthens: 'Strengthens those below',
} as const;

export const AGENT_COLUMN_TITLES = {
  theirIntell: 'Their inTell',
  proxied: 'inTell attributable (by proxy)',
  weakenedBy: 'inTell below weakens waveMaker',
  strengthenedBy: 'inTell below strengthens waveMaker',
  foes: 'Foes',
  friends: 'Friends',
  similar: 'Related waveMakers',
} as const;

/**
 * The idea-to-idea link page's rating form. The seven points are the support/damage
 * scale's words (content §3); the confidence words are those of the interconnect step.
 */
export const LINK_RATING_TEXT = {
  heading: 'Rate this link',
  intro: 'Your rating counts once: rating again replaces it.',
  levelLegend: 'How does the cause bear on the effect?',
  levelHint: 'In the light of the cause, the effect is…',
  levelWords: SUPPORT_LEVEL_WORDS,
  confidenceLegend: 'How sure are you?',
  confidenceChoices: [
    { value: 0.1, label: CONFIDENCE_WORDS[0.1] },
    { value: 0.5, label: CONFIDENCE_WORDS[0.5] },
    { value: 1, label: CONFIDENCE_WORDS[1] },
  ] as const,
  alsoLegend: 'Also',
  alsoHint: 'A rating marked similar or complex does not count as support or opposition.',
  similar: 'Similar: the two inTells say much the same thing',
  complex: 'Complex: together they make a synthesis, not a plain support or opposition',
  reversed: 'Reversed: I read it the other way round: the effect bears on the cause',
  submit: 'Submit',
  submitting: 'Submitting…',
  levelMissing: 'Choose how the cause bears on the effect.',
  confidenceMissing: 'Choose how sure you are.',
  saved: 'Your rating is saved; the sentences above include it.',
  // Console only (content §8).
  consoleError: 'Unexpected error submitting link scale',
  failed: (msg: string) => `Your rating was not saved: ${msg}`,
} as const;

/**
 * The confirmation before a link is made from a search result (the spec words none of
 * it). The relation is put in the words of the screens' columns: 'Supports', 'Opposes',
 * 'Synthesis', 'Related inTell', '… strengthens …', '… weakens …', 'Friends', 'Foes', 'Related
 * waveMakers'. `joiner` goes between the two names and `end` after the second.
 */
export const LINK_CONFIRM_TEXT = {
  title: 'Create this link?',
  note: "Your rating goes with it. You can withdraw it later on the link's page.",
  cancel: 'Cancel',
  confirm: 'Create link',
  creating: 'Creating link…',
  ideaIdea: {
    support: { joiner: 'supports', end: '.' },
    oppose: { joiner: 'opposes', end: '.' },
    complex: { joiner: 'and', end: ' together make a synthesis.' },
    similar: { joiner: 'and', end: ' are related: they say much the same thing.' },
  },
  ideaAgent: {
    support: { joiner: 'strengthens', end: '.' },
    oppose: { joiner: 'weakens', end: '.' },
  },
  agentAgent: {
    support: { joiner: 'and', end: ' are friends.' },
    oppose: { joiner: 'and', end: ' are foes.' },
    similar: { joiner: 'and', end: ' are related.' },
  },
} as const;

/** Withdrawing one's own rating of a link from its page (the spec words none of it). */
export const LINK_WITHDRAW_TEXT = {
  button: 'Withdraw my rating',
  title: 'Withdraw your rating?',
  body: "Your rating will no longer count for this link, and its sentences will be worked out again without it. If yours is the link's only rating, the link is removed.",
  cancel: 'Cancel',
  confirm: 'Withdraw my rating',
  withdrawing: 'Withdrawing…',
  withdrawn: 'Your rating is withdrawn: the sentences below no longer count it.',
  removed: "Your rating is withdrawn. It was the link's only rating, so the link is removed.",
  removedEnds: 'It linked:',
  failed: (msg: string) => `Your rating was not withdrawn: ${msg}`,
  ownHeading: 'Your rating',
  ownIdeaAgent: (strengthens: boolean) =>
    `You said the inTell ${strengthens ? 'strengthens' : 'weakens'} the waveMaker.`,
  ownAgentAgent: (relation: 'friends' | 'foes' | 'similar') =>
    relation === 'similar'
      ? 'You said the two waveMakers are related.'
      : `You said the two waveMakers are ${relation}.`,
} as const;
