import { t } from '@lingui/core/macro';
import { IDEA_MESSAGES } from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import { sharedMessage } from '../../../lib/i18n';

/**
 * The words of /create2, the web-page or online-video inTell (content spec §2, §5, §8).
 * Each is worded when read, in the language spoken then (issue 44).
 */
export const CREATE_WEB_IDEA_TEXT = {
  /** The route table's name for the screen (the menu's 'Web link'). */
  get heading() {
    return t`Submit a web link`;
  },
  get intro() {
    return t`Share a web page or an online video as an inTell. Paste its address: we fetch the page for its title and pictures.`;
  },
  get kindLegend() {
    return t`What are you sharing?`;
  },
  kinds: {
    get web() {
      return t`Web page`;
    },
    get video() {
      return t`Online video`;
    },
  },
  urlLabel: {
    get web() {
      return t`Web page address (URL)`;
    },
    get video() {
      return t`Video address (URL)`;
    },
  },
  urlHint: {
    get web() {
      return t`For example https://www.example.org/news/article`;
    },
    get video() {
      return t`For example a YouTube or Vimeo address, or a link to a video file`;
    },
  },
  get headlineLabel() {
    return sharedMessage('IDEA_MESSAGES.HEADLINE_TOO_LONG', IDEA_MESSAGES.HEADLINE_TOO_LONG);
  },
  get headlineHint() {
    return t`Filled in from the page’s title when it has one; change it as you like.`;
  },
  get imagesLegend() {
    return t`Choose an image for your inTell (optional)`;
  },
  video: {
    get waiting() {
      return t`Loading the video…`;
    },
    get ready() {
      return t`The video loaded.`;
    },
    get failed() {
      return t`The video could not be loaded from this address.`;
    },
  },
  /** After a failed video: why it may have failed, and a way on. */
  get videoFailedHint() {
    return t`Check the address, or try another. If the video’s site cannot be reached just now, try again later.`;
  },
  get videoOpen() {
    return t`Open the address on its site`;
  },
  get authorCheckbox() {
    return t`I am the author of this content`;
  },
  get intentLegend() {
    return t`Minimum standards`;
  },
  get notPotie() {
    return t`Not POTIE: I confirm that this inTell does not pollute the information ecosystem, and that I share it in good faith.`;
  },
  authors: {
    get legend() {
      return t`Who is behind this content?`;
    },
    get intro() {
      return t`Choose the waveMaker (the author, or the organisation they speak for) behind this content. If it is not listed yet, submit it as a new waveMaker.`;
    },
    get searchLabel() {
      return t`Search waveMakers by name`;
    },
    get searching() {
      return t`Searching…`;
    },
    get noResults() {
      return t`No matching search results found`;
    },
    get resultsLabel() {
      return t`Search results`;
    },
    get add() {
      return t({ message: 'Add', comment: 'Button: add this waveMaker to the chosen ones' });
    },
    get added() {
      return t({
        message: 'Added',
        comment: 'A waveMaker already chosen (in place of its Add button)',
      });
    },
    get chosenLabel() {
      return t`Chosen waveMakers`;
    },
    get noneChosen() {
      return t`No waveMaker chosen yet.`;
    },
    remove: (name: string) => t`Remove ${name}`,
    get submitNew() {
      return t`Submit new waveMaker`;
    },
    get required() {
      return t`Choose at least one waveMaker, or tick “I am the author of this content”.`;
    },
    defaults: (names: readonly string[]) => {
      const list = names.join(', ');
      return t`The default waveMakers are added as well: ${list}.`;
    },
  },
  get share() {
    return t`Share your inTell`;
  },
  get sharing() {
    return t`Sharing your inTell…`;
  },
  /** Content §8's 'Failed To Create … On Server' wording, for the inTell. */
  serverError: (msg: string) => t`Failed To Create Idea On Server: ${msg}`,
  searchError: (msg: string) => t`Failed To Retrieve Agents From Server: ${msg}`,
  settingsError: (msg: string) => t`Failed To Retrieve Settings From Server: ${msg}`,
};
