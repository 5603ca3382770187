import {
  isAgentAgentMode,
  isIdeaAgentMode,
  isIdeaIdeaMode,
  ratingForMode,
  relationOfMode,
  truncateHeadline,
} from '@thoughtful/shared';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../../lib/i18n';
import { NEW_LINK_SENTENCES, type NewLinkRelation } from './links-text';

/**
 * What a link made from a search result will say, in plain words, before it is made:
 * "‘A’ supports ‘B’." The two names are in the order the link stores its ends (cause first, the
 * inTell before the waveMaker, the first waveMaker first), which the shared mode table decides,
 * so the sentence says what the link page will show. `relation` picks the sentence
 * (NEW_LINK_SENTENCES), one whole message per relation so that each language orders its words.
 */
export interface NewLinkSentence {
  first: string;
  second: string;
  relation: NewLinkRelation;
}

/** The sentence of a new link of `mode` between the screen's item and the chosen one. */
export function newLinkSentence(
  mode: number,
  thisName: string,
  otherName: string,
): NewLinkSentence | null {
  // The mode table places ids; here it places names the same way, by position only.
  const name = (value: string) => truncateHeadline(value);
  if (isIdeaIdeaMode(mode)) {
    const pair = ratingForMode(mode, thisName, otherName);
    const relation: NewLinkRelation = `ideaIdea.${relationOfMode(mode)}`;
    return { first: name(pair.ideaCause), second: name(pair.ideaEffect), relation };
  }
  if (isIdeaAgentMode(mode)) {
    const pair = ratingForMode(mode, thisName, otherName);
    const relation: NewLinkRelation =
      relationOfMode(mode) === 'support' ? 'ideaAgent.support' : 'ideaAgent.oppose';
    return { first: name(pair.idea), second: name(pair.agent), relation };
  }
  if (isAgentAgentMode(mode)) {
    const pair = ratingForMode(mode, thisName, otherName);
    const kind = relationOfMode(mode);
    const relation: NewLinkRelation = `agentAgent.${kind === 'complex' ? 'similar' : kind}`;
    return { first: name(pair.agent1), second: name(pair.agent2), relation };
  }
  return null;
}

/** The sentence as one line of text, in the language spoken: ‘A’ supports ‘B’. */
export function newLinkSentenceText(sentence: NewLinkSentence): string {
  const { first, second } = sentence;
  // A variable, not an object literal: extraction reads NEW_LINK_SENTENCES, not this call.
  const withValues: MessageDescriptor = {
    ...NEW_LINK_SENTENCES[sentence.relation],
    values: { first, second },
  };
  return i18n._(withValues);
}
