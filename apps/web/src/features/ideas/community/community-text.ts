import type { ScaleName } from '@thoughtful/shared';

/** The words of the community's results under the reader's interpretation (content §2, §8, §9). */
export const COMMUNITY_TEXT = {
  heading: 'Community interpretations',
  howWorkedOut: 'How is this worked out?',
  tableSummary: 'Show the responses as a table',
  tableCaption: (scale: string) => `${scale}: responses by value`,
  valueColumn: 'Value',
  countColumn: 'Responses',
  noResponses: 'No responses yet.',
  you: 'You',
  notesHeading: 'Notes',
  selectedNotesHeading: 'Notes of the selected respondents',
  brushHint:
    'Drag across a plot to select the respondents in that range: every plot then shows them against everyone.',
  brushFormSummary: 'Select respondents by their answers',
  brushScale: 'Scale',
  brushFrom: 'From',
  brushTo: 'To',
  brushApply: 'Select',
  brushClear: 'Clear the selection',
  brushStatus: (selected: number, total: number, scale: string, min: number, max: number) =>
    `${selected} of ${total} respondents selected: ${scale} from ${min.toFixed(2)} to ${max.toFixed(2)}.`,
  selectedSummary: (sentence: string) => `Selected respondents: ${sentence}`,
  loadingNotes: 'Loading the notes',
  notesFailed: 'The notes could not be loaded.',
  noNotes: 'No notes yet.',
  memberColumn: 'Member',
  noteColumn: 'Note',
  confidenceColumn: 'Confidence',
  noteDetail: 'Details',
  noteDetailLabel: (name: string) => `Read ${name}'s note in full`,
  noteTitle: (name: string) => `${name}'s note`,
  loadingNote: 'Loading the note',
  noteFailed: 'The note could not be loaded.',
  expertiseLevel: (level: number) => `Expertise level ${level}`,
  theirExpertise: 'Their expertise:',
  ok: 'OK',
  more: 'More',
  downloadCsv: 'Download the interpretations (CSV)',
  downloadFailed: 'The download failed. Please try again later.',
  loadingPlot: 'Loading the plot',
  loadingViewpoints: 'Loading the viewpoints',
  plotFailed: 'The plot could not be loaded.',
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
  ) =>
    `${scale}: density plot of ${count} responses on a scale from ` +
    (ends === null
      ? '-1 to 1'
      : `${ends.min} (${ends.minWords}) to ${ends.max} (${ends.maxWords})`) +
    (mine === null ? '' : `; ${whose === null ? 'your' : `${whose}’s`} answer ${mine}`) +
    `. ${summary}`,
  /** The viewpoint groups' curves on a plot (DESIGN.md §12), named in its description. */
  groupCurves: (groups: readonly string[]) =>
    `Under everyone's curve, one curve for each viewpoint group: ${groups.join('; ')}.`,
  legendLabel: (scale: string) => `${scale}: the plot's curves`,
  /** Under the good faith and heart of issue summaries: these answers come without a plot. */
  noPlotNote: 'Answered in advocate reviews; shown as sentences and a table, without a plot.',
} as const;

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
 * The scales the panel shows, in order, with their names. `optional` ones show only where some
 * member answered them (the guiding question's support level comes with activities' interconnect;
 * good faith and heart of issue with advocate reviews). `plotted: false` ones have no column in
 * the plot data: their summaries (content §9 'Manipulative', 'Recommended', "Requires everyone's
 * attention") and their table come from the stored aggregates, without a plot.
 */
export const COMMUNITY_SCALES: readonly {
  name: CommunityScale;
  label: string;
  optional?: boolean;
  plotted?: false;
}[] = [
  { name: 'emotion', label: 'Emotion' },
  { name: 'authorIntent', label: 'Author intent' },
  { name: 'sound', label: 'Soundness' },
  { name: 'score', label: 'Score' },
  { name: 'supportLevel', label: 'Support for the guiding question', optional: true },
  { name: 'goodFaith', label: 'Good faith', optional: true, plotted: false },
  { name: 'heartOfIssue', label: 'Heart of issue', optional: true, plotted: false },
];

/** Whether a scale has a plot (a column in the plot data). */
export function isPlottedScale(name: CommunityScale): name is PlottedScale {
  return name !== 'goodFaith' && name !== 'heartOfIssue';
}
