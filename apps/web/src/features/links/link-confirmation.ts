import {
  isAgentAgentMode,
  isIdeaAgentMode,
  isIdeaIdeaMode,
  ratingForMode,
  relationOfMode,
  truncateHeadline,
} from '@thoughtful/shared';
import { LINK_CONFIRM_TEXT } from './links-text';

/**
 * What a link made from a search result will say, in plain words, before it is made:
 * "‘A’ supports ‘B’." The two names are in the order the link stores its ends (cause first, the
 * inTell before the waveMaker, the first waveMaker first), which the shared mode table decides,
 * so the sentence says what the link page will show. `joiner` comes between the names and `end`
 * after the second: "supports" … ".", or "and" … " are friends.".
 */
export interface NewLinkSentence {
  first: string;
  joiner: string;
  second: string;
  end: string;
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
    const words = LINK_CONFIRM_TEXT.ideaIdea[relationOfMode(mode)];
    return { first: name(pair.ideaCause), second: name(pair.ideaEffect), ...words };
  }
  if (isIdeaAgentMode(mode)) {
    const pair = ratingForMode(mode, thisName, otherName);
    const relation = relationOfMode(mode) === 'support' ? 'support' : 'oppose';
    const words = LINK_CONFIRM_TEXT.ideaAgent[relation];
    return { first: name(pair.idea), second: name(pair.agent), ...words };
  }
  if (isAgentAgentMode(mode)) {
    const pair = ratingForMode(mode, thisName, otherName);
    const relation = relationOfMode(mode);
    const words = LINK_CONFIRM_TEXT.agentAgent[relation === 'complex' ? 'similar' : relation];
    return { first: name(pair.agent1), second: name(pair.agent2), ...words };
  }
  return null;
}

/** The sentence as one line of text: ‘A’ supports ‘B’. */
export function newLinkSentenceText(sentence: NewLinkSentence): string {
  return `‘${sentence.first}’ ${sentence.joiner} ‘${sentence.second}’${sentence.end}`;
}
