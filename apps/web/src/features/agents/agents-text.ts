import { t } from '@lingui/core/macro';
import '../../lib/i18n';

/**
 * The words of the agent card and the agent screen (content spec §2, §8), each worded when read
 * in the language spoken then (issue 44). The card's 'joined {date}' / 'submitted · {date}' are
 * whole sentences in agent-card.tsx.
 */
export const AGENTS_TEXT = {
  get opensInNewTab() {
    return t`(opens in a new tab)`;
  },
  // The agent screen.
  get screenLabel() {
    return t`waveMaker`;
  },
  get loading() {
    return t`Loading the waveMaker…`;
  },
  retrieveFailed: (msg: string) => t`Failed To Retrieve Agent From Server: ${msg}`,
  get notFound() {
    return t`This waveMaker does not exist. It may have been removed, or the link is mistyped.`;
  },
  get notFoundHeading() {
    return t`waveMaker not found`;
  },
  get goHome() {
    return t`Back to the latest inTells`;
  },
  get theirIntell() {
    return t({ message: 'Their inTell', comment: 'Heading: the inTells this waveMaker said' });
  },
  get proxiedIntell() {
    return t({
      message: 'inTell attributable (by proxy)',
      comment: 'Heading: inTells said on behalf of this waveMaker by a proxy source',
    });
  },
  get noIntell() {
    return t({ message: 'None yet.', comment: 'An empty list of inTells' });
  },
};
