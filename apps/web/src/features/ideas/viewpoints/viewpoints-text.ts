import {
  VIEWPOINT_MIN_ANSWERS_TO_PLACE,
  VIEWPOINT_MIN_GROUP_SIZE,
  VIEWPOINT_MIN_RESPONDENTS,
  type ViewpointScale,
} from '@thoughtful/shared';
import { groupsCount, people } from '../../../components/viewpoints/viewpoint-words';

/** Two decimals, without a '-0.00'. */
const figure = (value: number) => {
  const text = value.toFixed(2);
  return text === '-0.00' ? '0.00' : text;
};

/** The words of an inTell's viewpoints and cruxes (DESIGN.md §12), beside the spec's summaries. */
export const VIEWPOINTS_TEXT = {
  heading: 'Viewpoints',
  intro: 'Groups of people who read inTells alike, and whether they agree on this one.',
  loading: 'Loading the viewpoints',
  failed: 'The viewpoints could not be loaded.',
  scaleLabels: {
    sound: 'Soundness',
    authorIntent: 'Author intent',
    goodFaith: 'Good faith',
    values: 'Values',
    emotion: 'Emotion',
    score: 'Score',
    supportLevel: 'Support for the guiding question',
  } satisfies Record<ViewpointScale, string>,
  /** The bridged figure on the scale's own range, and what it rests on. */
  bridged: (value: number, min: number, max: number) =>
    `Bridged score ${figure(value)}, on a scale from ${min} to ${max}`,
  restsOn: (respondents: number, groups: number) =>
    `rests on ${people(respondents)} in ${groupsCount(groups)}`,
  fewerThanMinimum: (respondents: number) =>
    `Viewpoints show once ${VIEWPOINT_MIN_RESPONDENTS} people have interpreted this inTell; ` +
    (respondents === 0
      ? 'nobody has yet.'
      : `${people(respondents)} ${respondents === 1 ? 'has' : 'have'} so far.`),
  notWorkedOutYet:
    'The viewpoints have not been worked out yet. They are worked out every few minutes: look again soon.',
  noneFound: (respondents: number) =>
    `No separate viewpoints were found among the ${people(respondents)} who interpreted this inTell: ` +
    `they do not fall into groups of ${VIEWPOINT_MIN_GROUP_SIZE} or more that are clearly apart.`,
  placed: (placed: number, respondents: number) =>
    `${placed} of these ${people(respondents)} ${placed === 1 ? 'has' : 'have'} answered ${VIEWPOINT_MIN_ANSWERS_TO_PLACE} or more inTells here, enough to be placed in a group.`,
  cruxesHeading: 'Cruxes',
  cruxesIntro: 'The inTells on which the groups’ answers to this question most depend:',
} as const;
