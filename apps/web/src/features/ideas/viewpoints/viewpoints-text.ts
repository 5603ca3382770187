import { plural, t } from '@lingui/core/macro';
import {
  VIEWPOINT_MIN_ANSWERS_TO_PLACE,
  VIEWPOINT_MIN_GROUP_SIZE,
  VIEWPOINT_MIN_RESPONDENTS,
  type ViewpointScale,
} from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import { formatNumber } from '../../../lib/i18n';

const minRespondents = VIEWPOINT_MIN_RESPONDENTS;
const minGroupSize = VIEWPOINT_MIN_GROUP_SIZE;
const minAnswers = VIEWPOINT_MIN_ANSWERS_TO_PLACE;

/** Two decimals, without a '-0.00', in the reader's locale ('0.40', '0,40'). */
const figure = (value: number) => {
  const text = formatNumber(value, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  return /^-0[.,]00$/.test(text) ? text.slice(1) : text;
};

/**
 * The words of an inTell's viewpoints and cruxes (DESIGN.md §12), beside the spec's summaries,
 * each looked up when read, in the language spoken then (issue 44). The groups' sentences and the
 * cruxes' reasons come from the server as it words them.
 */
export const VIEWPOINTS_TEXT = {
  get heading() {
    return t`Viewpoints`;
  },
  get intro() {
    return t`Groups of people who read inTells alike, and whether they agree on this one.`;
  },
  get loading() {
    return t`Loading the viewpoints`;
  },
  get failed() {
    return t`The viewpoints could not be loaded.`;
  },
  get scaleLabels(): Record<ViewpointScale, string> {
    return {
      sound: t`Soundness`,
      authorIntent: t`Author intent`,
      goodFaith: t`Good faith`,
      values: t`Values`,
      emotion: t`Emotion`,
      score: t`Score`,
      supportLevel: t`Support for the guiding question`,
    };
  },
  /** The bridged figure on the scale's own range, and what it rests on. */
  bridged: (value: number, min: number, max: number) => {
    const bridged = figure(value);
    return t`Bridged score ${bridged}, on a scale from ${min} to ${max}`;
  },
  restsOn: (respondents: number, groups: number) => {
    const people = plural(respondents, { one: '# person', other: '# people' });
    const inGroups = plural(groups, { one: '# group', other: '# groups' });
    return t({
      message: `rests on ${people} in ${inGroups}`,
      comment: 'After the bridged score and a semicolon: what the figure rests on',
    });
  },
  fewerThanMinimum: (respondents: number) =>
    respondents === 0
      ? t`Viewpoints show once ${minRespondents} people have interpreted this inTell; nobody has yet.`
      : plural(respondents, {
          one: `Viewpoints show once ${minRespondents} people have interpreted this inTell; # person has so far.`,
          other: `Viewpoints show once ${minRespondents} people have interpreted this inTell; # people have so far.`,
        }),
  get notWorkedOutYet() {
    return t`The viewpoints have not been worked out yet. They are worked out every few minutes: look again soon.`;
  },
  noneFound: (respondents: number) =>
    plural(respondents, {
      one: `No separate viewpoints were found among the # person who interpreted this inTell: they do not fall into groups of ${minGroupSize} or more that are clearly apart.`,
      other: `No separate viewpoints were found among the # people who interpreted this inTell: they do not fall into groups of ${minGroupSize} or more that are clearly apart.`,
    }),
  placed: (placed: number, respondents: number) => {
    const ofThese = plural(respondents, { one: '# person', other: '# people' });
    return plural(placed, {
      one: `# of these ${ofThese} has answered ${minAnswers} or more inTells here, enough to be placed in a group.`,
      other: `# of these ${ofThese} have answered ${minAnswers} or more inTells here, enough to be placed in a group.`,
    });
  },
  get cruxesHeading() {
    return t`Cruxes`;
  },
  get cruxesIntro() {
    return t`The inTells on which the groups’ answers to this question most depend:`;
  },
};
