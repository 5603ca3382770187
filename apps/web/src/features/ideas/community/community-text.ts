import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ScaleName } from '@thoughtful/shared';
import { formatNumber } from '../../../lib/i18n';

/** A brushed end or a table's value: two decimals, as the plots' axes show them. */
function twoDecimals(value: number, locale: string): string {
  return formatNumber(
    value,
    { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false },
    locale,
  );
}

/**
 * The words of the community's results under the reader's interpretation (content §2, §8, §9),
 * in the reader's language (issue 44): drawn again when she changes it.
 */
export function useCommunityText() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return {
    heading: t`Community interpretations`,
    howWorkedOut: t`How is this worked out?`,
    tableSummary: t`Show the responses as a table`,
    tableCaption: (scale: string) => t`${scale}: responses by value`,
    valueColumn: t({ message: 'Value', comment: 'A column of numbers: the answers on a scale' }),
    countColumn: t({ message: 'Responses', comment: 'A column: how many answered that value' }),
    noResponses: t`No responses yet.`,
    you: t({ message: 'You', comment: "The mark of the reader's own answer on a plot" }),
    notesHeading: t`Notes`,
    selectedNotesHeading: t`Notes of the selected respondents`,
    brushHint: t`Drag across a plot to select the respondents in that range: every plot then shows them against everyone.`,
    brushFormSummary: t`Select respondents by their answers`,
    brushScale: t`Scale`,
    brushFrom: t({ message: 'From', comment: 'The lower end of a range of answers' }),
    brushTo: t({ message: 'To', comment: 'The upper end of a range of answers' }),
    brushApply: t({ message: 'Select', comment: 'Button: select the respondents in the range' }),
    brushClear: t`Clear the selection`,
    brushStatus: (selected: number, total: number, scale: string, min: number, max: number) => {
      const from = twoDecimals(min, locale);
      const to = twoDecimals(max, locale);
      return t`${selected} of ${plural(total, { one: '# respondent', other: '# respondents' })} selected: ${scale} from ${from} to ${to}.`;
    },
    selectedSummary: (sentence: string) => t`Selected respondents: ${sentence}`,
    loadingNotes: t`Loading the notes`,
    notesFailed: t`The notes could not be loaded.`,
    noNotes: t`No notes yet.`,
    memberColumn: t`Member`,
    noteColumn: t`Note`,
    confidenceColumn: t`Confidence`,
    noteDetail: t`Details`,
    noteDetailLabel: (name: string) => t`Read ${name}'s note in full`,
    noteTitle: (name: string) => t`${name}'s note`,
    loadingNote: t`Loading the note`,
    noteFailed: t`The note could not be loaded.`,
    expertiseLevel: (level: number) => t`Expertise level ${level}`,
    theirExpertise: t`Their expertise:`,
    ok: t`OK`,
    more: t({ message: 'More', comment: 'Button: show the next page of notes' }),
    downloadCsv: t`Download the interpretations (CSV)`,
    downloadFailed: t`The download failed. Please try again later.`,
    loadingPlot: t`Loading the plot`,
    loadingViewpoints: t`Loading the viewpoints`,
    plotFailed: t`The plot could not be loaded.`,
    /**
     * `ends`: the scale's range with its ends in words; `whose`: the marked answer's owner, when it
     * is not the reader's (the teacher's view).
     */
    plotLabel: (
      scale: string,
      count: number,
      mine: number | null,
      summary: string,
      whose: string | null = null,
      ends: PlotEnds | null = null,
    ) => {
      // '0 (One-sided)': an end's number and its words.
      const from = ends === null ? '-1' : `${ends.min} (${ends.minWords})`;
      const to = ends === null ? '1' : `${ends.max} (${ends.maxWords})`;
      if (mine === null) {
        return t`${scale}: density plot of ${plural(count, { one: '# response', other: '# responses' })} on a scale from ${from} to ${to}. ${summary}`;
      }
      if (whose === null) {
        return t`${scale}: density plot of ${plural(count, { one: '# response', other: '# responses' })} on a scale from ${from} to ${to}; your answer ${mine}. ${summary}`;
      }
      return t`${scale}: density plot of ${plural(count, { one: '# response', other: '# responses' })} on a scale from ${from} to ${to}; ${whose}’s answer ${mine}. ${summary}`;
    },
    /** The viewpoint groups' curves on a plot (DESIGN.md §12), named in its description. */
    groupCurves: (groups: readonly string[]) => {
      const list = groups.join('; ');
      return t`Under everyone's curve, one curve for each viewpoint group: ${list}.`;
    },
    legendLabel: (scale: string) => t`${scale}: the plot's curves`,
    /** Under the good faith and heart of issue summaries: these answers come without a plot. */
    noPlotNote: t`Answered in advocate reviews; shown as sentences and a table, without a plot.`,
    /** The score has no slider: its ends are what its sign means (content §9). */
    scoreEnds: {
      min: t({ message: 'Distortion', comment: "The score plot's lower end" }),
      max: t({ message: 'Signal', comment: "The score plot's upper end" }),
    },
    scaleLabel: (name: CommunityScale): string => {
      switch (name) {
        case 'emotion':
          return t`Emotion`;
        case 'authorIntent':
          return t`Author intent`;
        case 'sound':
          return t`Soundness`;
        case 'score':
          return t({ message: 'Score', comment: 'A scale: signal minus distortion' });
        case 'supportLevel':
          return t`Support for the guiding question`;
        case 'goodFaith':
          return t`Good faith`;
        case 'heartOfIssue':
          return t`Heart of issue`;
      }
    },
  };
}

export type CommunityText = ReturnType<typeof useCommunityText>;

export interface PlotEnds {
  min: number;
  max: number;
  minWords: string;
  maxWords: string;
}

export type CommunityScale = Extract<
  ScaleName,
  'emotion' | 'authorIntent' | 'sound' | 'score' | 'supportLevel' | 'goodFaith' | 'heartOfIssue'
>;

/** The scales the plot data has a column of, so that can be drawn and brushed. */
export type PlottedScale = Exclude<CommunityScale, 'goodFaith' | 'heartOfIssue'>;

/**
 * The scales the panel shows, in order (named by `useCommunityText().scaleLabel`). `optional`
 * ones show only where some member answered them (the guiding question's support level comes
 * with activities' interconnect; good faith and heart of issue with advocate reviews).
 * `plotted: false` ones have no column in the plot data: their summaries (content §9
 * 'Manipulative', 'Recommended', "Requires everyone's attention") and their table come from the
 * stored aggregates, without a plot.
 */
export const COMMUNITY_SCALES: readonly {
  name: CommunityScale;
  optional?: boolean;
  plotted?: false;
}[] = [
  { name: 'emotion' },
  { name: 'authorIntent' },
  { name: 'sound' },
  { name: 'score' },
  { name: 'supportLevel', optional: true },
  { name: 'goodFaith', optional: true, plotted: false },
  { name: 'heartOfIssue', optional: true, plotted: false },
];

/** Whether a scale has a plot (a column in the plot data). */
export function isPlottedScale(name: CommunityScale): name is PlottedScale {
  return name !== 'goodFaith' && name !== 'heartOfIssue';
}
