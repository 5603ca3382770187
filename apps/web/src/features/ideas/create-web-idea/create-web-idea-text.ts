import { IDEA_MESSAGES } from '@thoughtful/shared';

/** The words of /create2, the web-page or online-video inTell (content spec §2, §5, §8). */
export const CREATE_WEB_IDEA_TEXT = {
  /** The route table's name for the screen (the menu's 'Web link'). */
  heading: 'Submit a web link',
  intro:
    'Share a web page or an online video as an inTell. Paste its address: we fetch the page for its title and pictures.',
  kindLegend: 'What are you sharing?',
  kinds: { web: 'Web page', video: 'Online video' },
  urlLabel: { web: 'Web page address (URL)', video: 'Video address (URL)' },
  urlHint: {
    web: 'For example https://www.example.org/news/article',
    video: 'For example a YouTube or Vimeo address, or a link to a video file',
  },
  headlineLabel: IDEA_MESSAGES.HEADLINE_TOO_LONG,
  headlineHint: 'Filled in from the page’s title when it has one; change it as you like.',
  imagesLegend: 'Choose an image for your inTell (optional)',
  video: {
    waiting: 'Loading the video…',
    ready: 'The video loaded.',
    failed: 'The video could not be loaded from this address.',
  },
  /** After a failed video: why it may have failed, and a way on. */
  videoFailedHint:
    'Check the address, or try another. If the video’s site cannot be reached just now, try again later.',
  videoOpen: 'Open the address on its site',
  authorCheckbox: 'I am the author of this content',
  intentLegend: 'Minimum standards',
  notPotie:
    'Not POTIE: I confirm that this inTell does not pollute the information ecosystem, and that I share it in good faith.',
  authors: {
    legend: 'Who is behind this content?',
    intro:
      'Choose the waveMaker (the author, or the organisation they speak for) behind this content. If it is not listed yet, submit it as a new waveMaker.',
    searchLabel: 'Search waveMakers by name',
    searching: 'Searching…',
    noResults: 'No matching search results found',
    resultsLabel: 'Search results',
    add: 'Add',
    added: 'Added',
    chosenLabel: 'Chosen waveMakers',
    noneChosen: 'No waveMaker chosen yet.',
    remove: (name: string) => `Remove ${name}`,
    submitNew: 'Submit new waveMaker',
    required: 'Choose at least one waveMaker, or tick “I am the author of this content”.',
    defaults: (names: readonly string[]) =>
      `The default waveMakers are added as well: ${names.join(', ')}.`,
  },
  share: 'Share your inTell',
  sharing: 'Sharing your inTell…',
  /** Content §8's 'Failed To Create … On Server' wording, for the inTell. */
  serverError: (msg: string) => `Failed To Create Idea On Server: ${msg}`,
  searchError: (msg: string) => `Failed To Retrieve Agents From Server: ${msg}`,
  settingsError: (msg: string) => `Failed To Retrieve Settings From Server: ${msg}`,
} as const;
