import { t } from '@lingui/core/macro';
import { TIP_DIALOG_PAGE_COUNT } from '@thoughtful/shared';
import '../../lib/i18n';

/*
 * The widgets' words (spec accounts §2, §5; content §2). Each is read in the language spoken when
 * it is read (Lingui's `t`, issue 44): getters and functions, never values fixed when the module
 * loads. The widgets call `useSpokenLanguage()` so they are drawn again when it changes.
 */

/** One page of the tree-reading tip dialog (spec accounts §2, 'Tip dialog'). */
export interface TipPage {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** The four pages, in the spec's order: linked inTell, roots, branches, tree navigation. */
export const TIP_PAGES = [
  {
    get title() {
      return t`The linked inTell`;
    },
    get paragraphs() {
      return [
        t`Every tree grows around one inTell: the statement in the middle card. Everything above and below it is linked to it.`,
        t`Read that card first, and ask yourself what it claims before you look at what supports or opposes it.`,
      ];
    },
  },
  {
    get title() {
      return t`Roots strengthen or weaken`;
    },
    get paragraphs() {
      return [
        t`Roots, below the card, are the causes and the evidence behind the inTell. Green roots strengthen it; red roots weaken it.`,
        t`A strong tree has roots on both sides that have been weighed, not only the ones that agree.`,
      ];
    },
  },
  {
    get title() {
      return t`Branches are implications`;
    },
    get paragraphs() {
      return [
        t`Branches, above the card, are its implications: what follows if the inTell holds. It supports the green ones and undermines the red ones.`,
        t`Following a branch shows what is at stake, and for whom.`,
      ];
    },
  },
  {
    get title() {
      return t`Moving through the tree`;
    },
    get paragraphs() {
      return [
        t`Open any linked card to make it the centre of its own tree, and use your browser’s Back button to return.`,
        t`Switch views with the buttons above the card, or swipe left and right on a touch screen.`,
      ];
    },
  },
] as const satisfies readonly TipPage[];

export const TIP_DIALOG_TEXT = {
  get openButton() {
    return t`How to read the trees`;
  },
  get title() {
    return t`How to read the trees`;
  },
  get back() {
    return t({ message: 'Back', comment: 'Goes to the previous page of a dialog' });
  },
  get next() {
    return t({ message: 'Next', comment: 'Goes to the next page' });
  },
  get close() {
    return t`Close`;
  },
  counter: (page: number) => {
    const pages = TIP_DIALOG_PAGE_COUNT;
    return t({ message: `${page} of ${pages}`, comment: 'A page of a dialog: ‘2 of 4’' });
  },
} as const;

/** Default button labels of the view-mode switcher, modes 1 to 4 (spec accounts §2). */
export function viewModeLabels(): readonly [string, string, string, string] {
  return [
    t({ message: 'Interpret meaning', comment: 'A view of an inTell: its interpretation' }),
    t({ message: 'Arguments', comment: 'A view of an inTell: the arguments for and against it' }),
    t({ message: 'Zoom', comment: 'A view of an inTell: its tree of links, zoomed' }),
    t({ message: 'waveMakers', comment: 'A view of an inTell: its waveMakers (a product name)' }),
  ];
}

export const VIEW_MODE_TEXT = {
  get toolbarLabel() {
    return t`View mode`;
  },
} as const;

/**
 * The submit-guidance messages (spec accounts §5, content §2 'Dialogs'), in the spec's order and
 * wording, each made into a request.
 */
export const SUBMIT_GUIDANCE_MESSAGES = {
  get fillText() {
    return t`Please fill in the text field.`;
  },
  /** Not in the spec's list: the title a text over 60 characters needs (its field says so). */
  get fillTitle() {
    return t`Please give your inTell a title (60 characters or less).`;
  },
  get validUrl() {
    return t`Please submit a valid URL. If the problem persists, check your network connection.`;
  },
  get selectWaveMaker() {
    return t`Please select a waveMaker.`;
  },
  get sliderPosition() {
    return t`Please select a position on the slider.`;
  },
  get requiredCheckboxes() {
    return t`Please select the required check box(es).`;
  },
  get makeSelection() {
    return t`Please make a selection.`;
  },
  get communityTopic() {
    return t`Please select a community topic.`;
  },
  get selectValue() {
    return t`Please select one of the values.`;
  },
  get minimumStandards() {
    return t`Please confirm that the inTell meets the minimum standards (good intentions).`;
  },
} as const;
export type SubmitGuidanceKey = keyof typeof SUBMIT_GUIDANCE_MESSAGES;

export const SUBMIT_GUIDANCE_TEXT = {
  get title() {
    return t`Almost there`;
  },
  get intro() {
    return t`Before you submit:`;
  },
  /** The box a request is about, before the request: ‘How sure are you?’: Please make a selection. */
  field: (label: string) => {
    const field = label.replace(/[\s:]+$/, '');
    return t({ message: `‘${field}’:`, comment: 'The box a request is about, quoted, before it' });
  },
  get close() {
    return t({ message: 'OK', comment: 'Closes the dialog that says what is still missing' });
  },
} as const;

/** The paged PDF viewer (spec accounts §2, content §2 'Idea card'). */
export const PDF_VIEWER_TEXT = {
  get label() {
    return t`PDF document`;
  },
  /** The viewer's name with the inTell's headline. */
  labelOf: (title: string) => t`PDF document: ${title}`,
  get previous() {
    return t({ message: 'Prev', comment: 'The previous page of a PDF (short)' });
  },
  get next() {
    return t({ message: 'Next', comment: 'Goes to the next page' });
  },
  pageOf: (page: number, pages: number) => t`Page ${page} of ${pages}`,
  get loading() {
    return t`Loading the PDF…`;
  },
  get failed() {
    return t`The PDF could not be shown.`;
  },
  get open() {
    return t`Open the PDF`;
  },
} as const;

/** The video player (spec accounts §2). */
export const VIDEO_PLAYER_TEXT = {
  get label() {
    return t`Video`;
  },
  /** The player's name with the inTell's headline. */
  labelOf: (title: string) => t`Video: ${title}`,
  /** The YouTube frame's title, followed by the inTell's headline when it has one. */
  get youtubeFrame() {
    return t`YouTube video player`;
  },
  youtubeFrameOf: (title: string) => t`YouTube video player: ${title}`,
  get loading() {
    return t`Loading the video…`;
  },
  get open() {
    return t`Open the video`;
  },
  get failed() {
    return t`The video could not be loaded.`;
  },
  get failedHint() {
    return t`Its site may be unreachable just now. You can watch it on its own site, and come back to read and interpret it here.`;
  },
  get openOnSite() {
    return t`Open the video on its site`;
  },
} as const;

/**
 * The gate's dialog before an existing interpretation or rating is edited (content §2
 * 'Interpretation gate'; the title is spelled as the spec spells it). The points are DESIGN.md §6's.
 */
export const ALREADY_INTERPRETED_TEXT = {
  get title() {
    return t({
      message: 'You already intrerpreted.',
      comment: 'The spec’s spelling (‘intrerpreted’) is kept in English; translate it correctly',
    });
  },
  points: (first: number, penalty: number) =>
    t`You were given ${first} bonus reputation points when you first interpreted this. Each change subtracts ${penalty} points.`,
  get noPoints() {
    return t`Your earlier choice stays until you submit a new one.`;
  },
  get cancel() {
    return t`Cancel`;
  },
  get edit() {
    return t`Edit my prior choice`;
  },
} as const;
