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
  plotFailed: 'The plot could not be loaded.',
  plotLabel: (scale: string, count: number, mine: number | null, summary: string) =>
    `${scale}: density plot of ${count} responses on a scale from -1.15 to 1.15` +
    (mine === null ? '' : `; your answer ${mine}`) +
    `. ${summary}`,
} as const;

export type CommunityScale = Extract<ScaleName, 'emotion' | 'authorIntent' | 'sound' | 'score'>;

/** The scales the panel shows, in order, with their names. */
export const COMMUNITY_SCALES: readonly { name: CommunityScale; label: string }[] = [
  { name: 'emotion', label: 'Emotion' },
  { name: 'authorIntent', label: 'Author intent' },
  { name: 'sound', label: 'Soundness' },
  { name: 'score', label: 'Score' },
];
