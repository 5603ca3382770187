import { t } from '@lingui/core/macro';
import { IDEA_FRAME_PROMPTS } from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import { sharedMessage } from '../../lib/i18n';

/**
 * The words of the idea card and the idea screen (content spec §2, §8), each looked up when read,
 * in the language spoken then (issue 44).
 */
export const IDEAS_TEXT = {
  get quotation() {
    return t({ message: 'Quotation', comment: 'Caption of the words an inTell quotes' });
  },
  get accountableAgents() {
    return t`Accountable agents`;
  },
  get proxiedAgents() {
    return t`Proxied agents`;
  },
  proxied: (percent: number) => t`${percent}% proxied`,
  get externalLink() {
    return t`Open the source`;
  },
  get opensInNewTab() {
    return t`(opens in a new tab)`;
  },
  get deeperAnalysis() {
    return t({
      message: 'DEEPER ANALYSIS (PROVIDED BY AUTHOR)',
      comment: 'A button opening the author’s framing answers; upper case as in English',
    });
  },
  /** The framing answers' prompts, in the order the author answers them (content §2, §4). */
  framePrompts: {
    get frameContext() {
      return sharedMessage('IDEA_FRAME_PROMPTS.frameContext', IDEA_FRAME_PROMPTS.frameContext);
    },
    get myConcern() {
      return sharedMessage('IDEA_FRAME_PROMPTS.myConcern', IDEA_FRAME_PROMPTS.myConcern);
    },
    // Not worded by the spec: the framing form's questions about critics (content §4 steps 3, 4).
    get criticContent() {
      return t`What do critics argue?`;
    },
    get criticConcern() {
      return t`What do critics care about?`;
    },
    get errorCorrection() {
      return sharedMessage(
        'IDEA_FRAME_PROMPTS.errorCorrection',
        IDEA_FRAME_PROMPTS.errorCorrection,
      );
    },
    get frameResolution() {
      return sharedMessage(
        'IDEA_FRAME_PROMPTS.frameResolution',
        IDEA_FRAME_PROMPTS.frameResolution,
      );
    },
  },
  get atCore() {
    return t`At core: the author confirmed this inTell is at the core of the issue.`;
  },
  // The idea screen.
  get screenLabel() {
    return t({ message: 'inTell', comment: 'The product’s name for a post: not translated' });
  },
  get loading() {
    return t`Loading the inTell…`;
  },
  retrieveFailed: (msg: string) => t`Failed To Retrieve Idea From Server: ${msg}`,
  get notFound() {
    return t`This inTell does not exist. It may have been removed, or the link is mistyped.`;
  },
  get notFoundHeading() {
    return t`inTell not found`;
  },
  get goHome() {
    return t`Back to the latest inTells`;
  },
};

/** The order in which the deeper analysis lists the framing answers. */
export const FRAME_FIELD_ORDER = [
  'frameContext',
  'myConcern',
  'criticContent',
  'criticConcern',
  'errorCorrection',
  'frameResolution',
] as const satisfies readonly (keyof typeof IDEAS_TEXT.framePrompts)[];

/** Compact cards in lists (latest inTells, a waveMaker's inTells). */
export const IDEA_SUMMARY_TEXT = {
  get pdf() {
    return t({ message: 'PDF', comment: 'The kind of an inTell’s source' });
  },
  get video() {
    return t({ message: 'Video', comment: 'The kind of an inTell’s source' });
  },
  get webPage() {
    return t({ message: 'Web page', comment: 'The kind of an inTell’s source' });
  },
};
