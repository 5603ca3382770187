import { PLOT_MIN_RESPONSES } from '@thoughtful/shared';

/**
 * The words of the agent screen's view 1, the waveMaker rating plane (content §2 'Agent rating',
 * §8, §9; DESIGN.md §6). The axis words, the confidence choices and the two messages are the
 * spec's; the rest is worded here.
 */
export const AGENT_RATING_TEXT = {
  heading: 'Rate this waveMaker',
  communityHeading: 'Ratings of this waveMaker',
  // The plane's axes (DESIGN.md §6).
  misleads: 'Misleads',
  informs: 'Informs',
  selfServing: 'Self-serving',
  publicSpirited: 'Public-spirited',
  plotLabel:
    'waveMaker rating plane: Misleads to Informs across, Self-serving to Public-spirited up',
  loadingPlot: 'Loading the rating plane…',
  // What the plot shows, in words.
  ratingCount: (count: number) =>
    count === 1
      ? '1 rating of this waveMaker so far.'
      : `${count} ratings of this waveMaker so far.`,
  limitedData: 'Limited data points so far. Please check back later.',
  limitedDataNote: `The community's ratings are shown once there are ${PLOT_MIN_RESPONSES}.`,
  yourRating: (point: string, confidence: string) => `Your rating: ${point} (${confidence}).`,
  notRatedYet: 'You have not rated this waveMaker yet.',
  yourPointLegend: 'Your rating',
  othersLegend: 'Other ratings',
  savedPointLegend: 'Saved rating',
  // One coordinate in words, e.g. 'Informs 0.40'.
  midway: (negative: string, positive: string) => `Midway between ${negative} and ${positive}`,
  // The editing controls.
  clickHelp: 'Click the plane to place your rating, or use the two sliders.',
  xSliderLabel: 'Misleads or informs',
  ySliderLabel: 'Self-serving or public-spirited',
  notSet: 'Not set',
  notSetHint: 'Not set yet: click or tap the scale.',
  yourPoint: (point: string) => `Your point: ${point}.`,
  confidenceLegend: 'How sure are you?',
  confidence: { guess: 'I guess', thinkSo: 'I think so', know: 'I know' },
  submit: 'Submit',
  saving: 'Saving…',
  abortEdit: 'Abort edit',
  editRating: 'Edit my rating',
  saved: 'Your rating was saved.',
  ownWaveMaker:
    'This waveMaker is you. Other members rate how you inform and whom you serve; you cannot rate yourself.',
  // Error prefix (content §8).
  rateFailed: (msg: string) => `Failed To Add Agent-Scale On Server: ${msg}`,
} as const;
