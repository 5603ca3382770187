import { TIP_DIALOG_PAGE_COUNT } from '@thoughtful/shared';

/** One page of the tree-reading tip dialog (spec accounts §2, 'Tip dialog'). */
export interface TipPage {
  title: string;
  paragraphs: readonly string[];
}

/** The four pages, in the spec's order: linked inTell, roots, branches, tree navigation. */
export const TIP_PAGES = [
  {
    title: 'The linked inTell',
    paragraphs: [
      'Every tree grows around one inTell: the statement in the middle card. Everything above and below it is linked to it.',
      'Read that card first, and ask yourself what it claims before you look at what supports or opposes it.',
    ],
  },
  {
    title: 'Roots strengthen or weaken',
    paragraphs: [
      'Roots, below the card, are the causes and the evidence behind the inTell. Green roots strengthen it; red roots weaken it.',
      'A strong tree has roots on both sides that have been weighed, not only the ones that agree.',
    ],
  },
  {
    title: 'Branches are implications',
    paragraphs: [
      'Branches, above the card, are its implications: what follows if the inTell holds. It supports the green ones and undermines the red ones.',
      'Following a branch shows what is at stake, and for whom.',
    ],
  },
  {
    title: 'Moving through the tree',
    paragraphs: [
      'Open any linked card to make it the centre of its own tree, and use your browser’s Back button to return.',
      'Switch views with the buttons above the card, or swipe left and right on a touch screen.',
    ],
  },
] as const satisfies readonly TipPage[];

export const TIP_DIALOG_TEXT = {
  openButton: 'How to read the trees',
  title: 'How to read the trees',
  back: 'Back',
  next: 'Next',
  close: 'Close',
  counter: (page: number) => `${page} of ${TIP_DIALOG_PAGE_COUNT}`,
} as const;

/** Default button labels of the view-mode switcher, modes 1 to 4 (spec accounts §2). */
export const VIEW_MODE_LABELS = ['Interpret meaning', 'Arguments', 'Zoom', 'waveMakers'] as const;

export const VIEW_MODE_TEXT = {
  toolbarLabel: 'View mode',
} as const;

/**
 * The submit-guidance messages (spec accounts §5, content §2 'Dialogs'), in the spec's order and
 * wording, each made into a request.
 */
export const SUBMIT_GUIDANCE_MESSAGES = {
  fillText: 'Please fill in the text field.',
  /** Not in the spec's list: the title a text over 60 characters needs (its field says so). */
  fillTitle: 'Please give your inTell a title (60 characters or less).',
  validUrl: 'Please submit a valid URL. If the problem persists, check your network connection.',
  selectWaveMaker: 'Please select a waveMaker.',
  sliderPosition: 'Please select a position on the slider.',
  requiredCheckboxes: 'Please select the required check box(es).',
  makeSelection: 'Please make a selection.',
  communityTopic: 'Please select a community topic.',
  selectValue: 'Please select one of the values.',
  minimumStandards: 'Please confirm that the inTell meets the minimum standards (good intentions).',
} as const;
export type SubmitGuidanceKey = keyof typeof SUBMIT_GUIDANCE_MESSAGES;

export const SUBMIT_GUIDANCE_TEXT = {
  title: 'Almost there',
  intro: 'Before you submit:',
  /** The box a request is about, before the request: ‘How sure are you?’: Please make a selection. */
  field: (label: string) => `‘${label.replace(/[\s:]+$/, '')}’:`,
  close: 'OK',
} as const;

/** The paged PDF viewer (spec accounts §2, content §2 'Idea card'). */
export const PDF_VIEWER_TEXT = {
  label: 'PDF document',
  previous: 'Prev',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  loading: 'Loading the PDF…',
  failed: 'The PDF could not be shown.',
  open: 'Open the PDF',
} as const;

/** The video player (spec accounts §2). */
export const VIDEO_PLAYER_TEXT = {
  label: 'Video',
  /** The YouTube frame's title, followed by the inTell's headline when it has one. */
  youtubeFrame: 'YouTube video player',
  loading: 'Loading the video…',
  open: 'Open the video',
  failed: 'The video could not be loaded.',
  failedHint:
    'Its site may be unreachable just now. You can watch it on its own site, and come back to read and interpret it here.',
  openOnSite: 'Open the video on its site',
} as const;

/**
 * The gate's dialog before an existing interpretation or rating is edited (content §2
 * 'Interpretation gate'; the title is spelled as the spec spells it). The points are DESIGN.md §6's.
 */
export const ALREADY_INTERPRETED_TEXT = {
  title: 'You already intrerpreted.',
  points: (first: number, penalty: number) =>
    `You were given ${first} bonus reputation points when you first interpreted this. Each change subtracts ${penalty} points.`,
  noPoints: 'Your earlier choice stays until you submit a new one.',
  cancel: 'Cancel',
  edit: 'Edit my prior choice',
} as const;
