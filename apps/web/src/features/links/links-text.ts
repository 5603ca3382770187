import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CONFIDENCE_WORDS, LINK_SENTENCES } from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import { sharedMessage } from '../../lib/i18n';

/**
 * User-visible text of the link columns, the link pages and the create-then-link flow (content §2).
 * Each is worded when read, in the language spoken then (issue 44).
 */
export const LINKS_TEXT = {
  get viewsLabel() {
    return t({ message: 'Views', comment: "The toolbar of an item's four views" });
  },
  get ideaViewLabels(): readonly [string, string, string, string] {
    return [
      t({ message: 'Interpret', comment: "The inTell's first view: interpret it" }),
      t({ message: 'inTell', comment: "The inTell's second view: the inTell itself" }),
      t({ message: 'Arguments', comment: "The inTell's third view: its links to other inTells" }),
      t({ message: 'Related waveMakers', comment: "The inTell's fourth view" }),
    ];
  },
  get agentViewLabels(): readonly [string, string, string, string] {
    return [
      t({ message: 'Interpret', comment: "The inTell's first view: interpret it" }),
      t({ message: 'inTell', comment: "The inTell's second view: the inTell itself" }),
      t`inTell links`,
      t`waveMaker links`,
    ];
  },
  get interpretationsHere() {
    return t`Interpretations here...`;
  },
  get emptyColumn() {
    return t`Nothing linked yet.`;
  },
  /** The next step under an empty column, by what the column links. */
  emptyHint: {
    get idea() {
      return t`Search for an inTell to link here, or submit a new one.`;
    },
    get agent() {
      return t`Search for a waveMaker to link here, or submit a new one.`;
    },
    get quote() {
      return t`Pick a passage of this inTell to quote, or sum one up as a key point.`;
    },
  },
  emptyAction: {
    get idea() {
      return t`Link an inTell`;
    },
    get agent() {
      return t`Link a waveMaker`;
    },
    get quote() {
      return t`Add a quote or key point`;
    },
  },
  add: (column: string) =>
    t({ message: `Add to ${column}`, comment: "{column} is a column's title ('Supports')" }),
  get searchIdeas() {
    return t`Create link to existing inTell`;
  },
  get searchAgents() {
    return t`Create link to existing waveMaker`;
  },
  get submitNewIdea() {
    return t`Submit new inTell`;
  },
  get submitNewAgent() {
    return t`Submit new waveMaker`;
  },
  get closeSearch() {
    return t`Close search`;
  },
  get noResults() {
    return t`No matching search results found`;
  },
  get linking() {
    return t`Creating link…`;
  },
  // Error prefixes (content §8).
  createIdeaIdeaFailed: (msg: string) => t`Failed To Create linkIdeaIdea On Server: ${msg}`,
  createIdeaAgentFailed: (msg: string) => t`Failed To Create linkIdeaAgent On Server: ${msg}`,
  createAgentAgentFailed: (msg: string) => t`Failed To Create linkAgentAgent On Server: ${msg}`,
  retrieveLinkFailed: (msg: string) => t`Failed To Retrieve Link From Server: ${msg}`,
  // Link pages.
  get linkIdeaIdeaHeading() {
    return t`Link between two inTells`;
  },
  get linkIdeaAgentHeading() {
    return t`Link between an inTell and a waveMaker`;
  },
  get linkAgentAgentHeading() {
    return t`Link between two waveMakers`;
  },
  get cause() {
    return t({
      message: 'Cause',
      comment: "Heading: a link's first inTell, which bears on the other",
    });
  },
  get effect() {
    return t({
      message: 'Effect',
      comment: "Heading: a link's second inTell, which the cause bears on",
    });
  },
  get idea() {
    return t({ message: 'inTell', comment: 'Heading: the inTell end of a link (a product name)' });
  },
  get agent() {
    return t({
      message: 'waveMaker',
      comment: 'Heading: the waveMaker end of a link (a product name)',
    });
  },
  get firstAgent() {
    return t`First waveMaker`;
  },
  get secondAgent() {
    return t`Second waveMaker`;
  },
  get figuresHeading() {
    return t`What the community thinks of this link`;
  },
  get howWorkedOut() {
    return sharedMessage('LINK_SENTENCES.howWorkedOut', LINK_SENTENCES.howWorkedOut);
  },
  get loading() {
    return t`Loading link…`;
  },
  get notFound() {
    return t`This link does not exist.`;
  },
  // Create and link.
  get createAndLinkHeading() {
    return t`Create and link`;
  },
  get unknownMode() {
    return t`This link mode is not known.`;
  },
  get openCreateAgent() {
    return t`Submit new waveMaker`;
  },
  get goBack() {
    return t({ message: 'Back', comment: 'Button: go back to the previous page' });
  },
};

export const IDEA_COLUMN_TITLES = {
  get opposes() {
    return t({ message: 'Opposes', comment: 'Column: the inTells this inTell opposes' });
  },
  get supports() {
    return t({ message: 'Supports', comment: 'Column: the inTells this inTell supports' });
  },
  get opposedBy() {
    return t`Opposed by`;
  },
  get supportedBy() {
    return t`Supported by`;
  },
  get synthesis() {
    return t({
      message: 'Synthesis',
      comment: 'Column: inTells that make a synthesis with this one',
    });
  },
  get similar() {
    return t({
      message: 'Related inTell',
      comment: 'Column: inTells that say much the same thing',
    });
  },
  get keyPoints() {
    return t`Key points from above`;
  },
  get quotes() {
    return t`Quotes from above`;
  },
  get weakens() {
    return t`Weakens those below`;
  },
  get strengthens() {
    return t`Strengthens those below`;
  },
};

export const AGENT_COLUMN_TITLES = {
  get theirIntell() {
    return t`Their inTell`;
  },
  get proxied() {
    return t`inTell attributable (by proxy)`;
  },
  get weakenedBy() {
    return t`inTell below weakens waveMaker`;
  },
  get strengthenedBy() {
    return t`inTell below strengthens waveMaker`;
  },
  get foes() {
    return t({ message: 'Foes', comment: "Column: the waveMakers that are this waveMaker's foes" });
  },
  get friends() {
    return t({
      message: 'Friends',
      comment: "Column: the waveMakers that are this waveMaker's friends",
    });
  },
  get similar() {
    return t`Related waveMakers`;
  },
};

/**
 * The idea-to-idea link page's rating form. The seven points are the support/damage
 * scale's words (content §3); the confidence words are those of the interconnect step.
 */
export const LINK_RATING_TEXT = {
  get heading() {
    return t`Rate this link`;
  },
  get intro() {
    return t`Your rating counts once: rating again replaces it.`;
  },
  get levelLegend() {
    return t`How does the cause bear on the effect?`;
  },
  get levelHint() {
    return t`In the light of the cause, the effect is…`;
  },
  /** SUPPORT_LEVEL_WORDS, -1 … 1 (the sliders' words, the same messages). */
  get levelWords(): readonly string[] {
    return [
      t`Totally damaged`,
      t`Mostly damaged`,
      t`Somewhat damaged`,
      t`Neither damaged nor supported`,
      t`Somewhat supported`,
      t`Mostly supported`,
      t`Totally supported`,
    ];
  },
  get confidenceLegend() {
    return t`How sure are you?`;
  },
  get confidenceChoices() {
    return [
      { value: 0.1, label: sharedMessage('CONFIDENCE_WORDS.0.1', CONFIDENCE_WORDS[0.1]) },
      { value: 0.5, label: sharedMessage('CONFIDENCE_WORDS.0.5', CONFIDENCE_WORDS[0.5]) },
      { value: 1, label: sharedMessage('CONFIDENCE_WORDS.1', CONFIDENCE_WORDS[1]) },
    ] as const;
  },
  get alsoLegend() {
    return t({
      message: 'Also',
      comment: 'Legend of the extra marks of a rating (similar, complex…)',
    });
  },
  get alsoHint() {
    return t`A rating marked similar or complex does not count as support or opposition.`;
  },
  get similar() {
    return t`Similar: the two inTells say much the same thing`;
  },
  get complex() {
    return t`Complex: together they make a synthesis, not a plain support or opposition`;
  },
  get reversed() {
    return t`Reversed: I read it the other way round: the effect bears on the cause`;
  },
  get submit() {
    return t({ message: 'Submit', comment: 'Button: submit the rating' });
  },
  get submitting() {
    return t`Submitting…`;
  },
  get levelMissing() {
    return t`Choose how the cause bears on the effect.`;
  },
  get confidenceMissing() {
    return t`Choose how sure you are.`;
  },
  get saved() {
    return t`Your rating is saved; the sentences above include it.`;
  },
  // Console only (content §8): not translated.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the console's, for developers
  consoleError: 'Unexpected error submitting link scale',
  failed: (msg: string) => t`Your rating was not saved: ${msg}`,
};

/** Which link a new link's sentence names: its kind and its relation. */
export type NewLinkRelation =
  | 'ideaIdea.support'
  | 'ideaIdea.oppose'
  | 'ideaIdea.complex'
  | 'ideaIdea.similar'
  | 'ideaAgent.support'
  | 'ideaAgent.oppose'
  | 'agentAgent.support'
  | 'agentAgent.oppose'
  | 'agentAgent.similar';

/**
 * The sentence of a link about to be made, one message per relation ({first} and {second} are
 * the two names, in the order the link stores its ends). The relation is put in the words of the
 * screens' columns: 'Supports', 'Opposes', 'Synthesis', 'Related inTell', '… strengthens …',
 * '… weakens …', 'Friends', 'Foes', 'Related waveMakers'.
 */
export const NEW_LINK_SENTENCES: Readonly<Record<NewLinkRelation, MessageDescriptor>> = {
  'ideaIdea.support': msg({
    message: '‘{first}’ supports ‘{second}’.',
    comment: 'A link about to be made: {first} and {second} are the titles of two inTells',
  }),
  'ideaIdea.oppose': msg({
    message: '‘{first}’ opposes ‘{second}’.',
    comment: 'A link about to be made: {first} and {second} are the titles of two inTells',
  }),
  'ideaIdea.complex': msg({
    message: '‘{first}’ and ‘{second}’ together make a synthesis.',
    comment: 'A link about to be made: {first} and {second} are the titles of two inTells',
  }),
  'ideaIdea.similar': msg({
    message: '‘{first}’ and ‘{second}’ are related: they say much the same thing.',
    comment: 'A link about to be made: {first} and {second} are the titles of two inTells',
  }),
  'ideaAgent.support': msg({
    message: '‘{first}’ strengthens ‘{second}’.',
    comment: "A link about to be made: {first} is an inTell's title, {second} a waveMaker's name",
  }),
  'ideaAgent.oppose': msg({
    message: '‘{first}’ weakens ‘{second}’.',
    comment: "A link about to be made: {first} is an inTell's title, {second} a waveMaker's name",
  }),
  'agentAgent.support': msg({
    message: '‘{first}’ and ‘{second}’ are friends.',
    comment: 'A link about to be made: {first} and {second} are the names of two waveMakers',
  }),
  'agentAgent.oppose': msg({
    message: '‘{first}’ and ‘{second}’ are foes.',
    comment: 'A link about to be made: {first} and {second} are the names of two waveMakers',
  }),
  'agentAgent.similar': msg({
    message: '‘{first}’ and ‘{second}’ are related.',
    comment: 'A link about to be made: {first} and {second} are the names of two waveMakers',
  }),
};

/** The confirmation before a link is made from a search result (the spec words none of it). */
export const LINK_CONFIRM_TEXT = {
  get title() {
    return t`Create this link?`;
  },
  get note() {
    return t`Your rating goes with it. You can withdraw it later on the link's page.`;
  },
  get cancel() {
    return t({ message: 'Cancel', comment: 'Button: do not make the link' });
  },
  get confirm() {
    return t`Create link`;
  },
  get creating() {
    return t`Creating link…`;
  },
};

/** Withdrawing one's own rating of a link from its page (the spec words none of it). */
export const LINK_WITHDRAW_TEXT = {
  get button() {
    return t`Withdraw my rating`;
  },
  get title() {
    return t`Withdraw your rating?`;
  },
  get body() {
    return t`Your rating will no longer count for this link, and its sentences will be worked out again without it. If yours is the link's only rating, the link is removed.`;
  },
  get cancel() {
    return t({ message: 'Cancel', comment: 'Button: keep the rating' });
  },
  get confirm() {
    return t`Withdraw my rating`;
  },
  get withdrawing() {
    return t`Withdrawing…`;
  },
  get withdrawn() {
    return t`Your rating is withdrawn: the sentences below no longer count it.`;
  },
  get removed() {
    return t`Your rating is withdrawn. It was the link's only rating, so the link is removed.`;
  },
  get removedEnds() {
    return t`It linked:`;
  },
  failed: (msg: string) => t`Your rating was not withdrawn: ${msg}`,
  get ownHeading() {
    return t`Your rating`;
  },
  ownIdeaAgent: (strengthens: boolean) =>
    strengthens
      ? t`You said the inTell strengthens the waveMaker.`
      : t`You said the inTell weakens the waveMaker.`,
  ownAgentAgent: (relation: 'friends' | 'foes' | 'similar') =>
    relation === 'similar'
      ? t`You said the two waveMakers are related.`
      : relation === 'friends'
        ? t`You said the two waveMakers are friends.`
        : t`You said the two waveMakers are foes.`,
};
