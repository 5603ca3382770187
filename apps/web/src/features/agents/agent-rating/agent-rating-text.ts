import { CONFIDENCE_WORDS, INTERPRETATION_MESSAGES } from '@thoughtful/shared';
import { plural, t } from '@lingui/core/macro';
import { sharedMessage } from '../../../lib/i18n';

/**
 * The words of the agent screen's view 1, the waveMaker rating plane (content §2 'Agent rating',
 * §8, §9; DESIGN.md §6). The axis words, the confidence choices and the two messages are the
 * spec's; the rest is worded here. Each is worded when read, in the language spoken then (issue 44).
 */
export const AGENT_RATING_TEXT = {
  get heading() {
    return t`Rate this waveMaker`;
  },
  get communityHeading() {
    return t`Ratings of this waveMaker`;
  },
  // The plane's axes (DESIGN.md §6).
  get misleads() {
    return t({ message: 'Misleads', comment: 'Rating plane axis: the waveMaker misleads' });
  },
  get informs() {
    return t({ message: 'Informs', comment: 'Rating plane axis: the waveMaker informs' });
  },
  get selfServing() {
    return t({
      message: 'Self-serving',
      comment: 'Rating plane axis: the waveMaker serves itself',
    });
  },
  get publicSpirited() {
    return t({
      message: 'Public-spirited',
      comment: 'Rating plane axis: the waveMaker serves the public',
    });
  },
  get plotLabel() {
    return t`waveMaker rating plane: Misleads to Informs across, Self-serving to Public-spirited up`;
  },
  get loadingPlot() {
    return t`Loading the rating plane…`;
  },
  // What the plot shows, in words.
  ratingCount: (count: number) =>
    plural(count, {
      one: '# rating of this waveMaker so far.',
      other: '# ratings of this waveMaker so far.',
    }),
  get limitedData() {
    return sharedMessage(
      'INTERPRETATION_MESSAGES.LIMITED_DATA',
      INTERPRETATION_MESSAGES.LIMITED_DATA,
    );
  },
  yourRating: (point: string, confidence: string) => t`Your rating: ${point} (${confidence}).`,
  get notRatedYet() {
    return t`You have not rated this waveMaker yet.`;
  },
  get yourPointLegend() {
    return t({ message: 'Your rating', comment: 'Legend of the rating plane: your point' });
  },
  get othersLegend() {
    return t({ message: 'Other ratings', comment: "Legend of the rating plane: others' points" });
  },
  get savedPointLegend() {
    return t({ message: 'Saved rating', comment: 'Legend of the rating plane: your saved point' });
  },
  // One coordinate in words, e.g. 'Informs 0.40'.
  midway: (negative: string, positive: string) => t`Midway between ${negative} and ${positive}`,
  /** Both coordinates: 'Informs 0.40, Self-serving 0.25'. */
  point: (x: string, y: string) =>
    t({ message: `${x}, ${y}`, comment: 'A point on the rating plane: across, then up' }),
  // The editing controls.
  get clickHelp() {
    return t`Click the plane to place your rating, or use the two sliders.`;
  },
  get xSliderLabel() {
    return t`Misleads or informs`;
  },
  get ySliderLabel() {
    return t`Self-serving or public-spirited`;
  },
  get notSet() {
    return t({ message: 'Not set', comment: 'A slider nobody has moved yet' });
  },
  get notSetHint() {
    return t`Not set yet: click or tap the scale.`;
  },
  yourPoint: (point: string) => t`Your point: ${point}.`,
  get confidenceLegend() {
    return t`How sure are you?`;
  },
  confidence: {
    get guess() {
      return sharedMessage('CONFIDENCE_WORDS.0.1', CONFIDENCE_WORDS[0.1]);
    },
    get thinkSo() {
      return sharedMessage('CONFIDENCE_WORDS.0.5', CONFIDENCE_WORDS[0.5]);
    },
    get know() {
      return sharedMessage('CONFIDENCE_WORDS.1', CONFIDENCE_WORDS[1]);
    },
  },
  get submit() {
    return t({ message: 'Submit', comment: 'Button: save the rating' });
  },
  get saving() {
    return t`Saving…`;
  },
  get abortEdit() {
    return t`Abort edit`;
  },
  get editRating() {
    return t`Edit my rating`;
  },
  get saved() {
    return t`Your rating was saved.`;
  },
  get ownWaveMaker() {
    return t`This waveMaker is you. Other members rate how you inform and whom you serve; you cannot rate yourself.`;
  },
  // Error prefix (content §8).
  rateFailed: (msg: string) => t`Failed To Add Agent-Scale On Server: ${msg}`,
};
