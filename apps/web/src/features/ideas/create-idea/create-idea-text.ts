import { IDEA_FRAME_PROMPTS, TITLE_FIELD_LABEL } from '@thoughtful/shared';

/** The words of /create1 (content §2 'Create flow', §4, §5; accounts §2 'inTell frame view'). */
export const CREATE_IDEA_TEXT = {
  // Kept equal to the placeholder's heading, which the route-guard journeys look for.
  heading: 'Submit an inTell',
  intro:
    'Share a thought of your own: write it here or upload a PDF, confirm your intent, and, for a polarizing issue, frame it so that others can follow your reasoning.',

  // 1. Text or PDF.
  modeLegend: 'How do you want to share it?',
  modeText: 'Write it here',
  modePdf: 'Upload a PDF',
  contentLabel: 'Your thoughts',
  contentHint: 'More than 2 characters.',
  titleLabel: TITLE_FIELD_LABEL,
  titleCount: (length: number, max: number) => `${length} of ${max} characters`,
  pdfLabel: 'Your PDF',

  // 2. Intent (content §4 'Goodness of intent level').
  intentLegend: 'Confirm your intent',
  intentIntro:
    'POTIE stands for Pollution Of The Information Ecosystem: content that misleads, provokes or divides on purpose.',
  notPotieLabel:
    'Not POTIE: I share this in good faith. It is not Pollution Of The Information Ecosystem (it is not meant to mislead, provoke or divide).',
  deepDiveLabel:
    'Deep diving into a polarizing issue: I will frame this inTell in depth, with the big picture, the critics’ view and what would change my mind.',

  // 3. Optional image.
  imageLabel: 'Add an image (optional)',

  // Authors of a simple inTell.
  authorLegend: 'Who is the author?',
  authorIsMe: 'I am the author of this inTell',
  authorsLabel: 'Authors or affiliations',
  authorsHint: 'Search for the waveMakers who wrote or stand behind this inTell.',
  authorsRequired: 'Choose at least one author or affiliation.',
  defaultAuthors: (names: string) => `Added for everyone: ${names}`,

  // 4. The framing form (content §4 'Framing form').
  framingHeading: 'Frame your inTell',
  framingIntro: 'Each step appears once the one before it is answered.',
  stepLabel: (step: number) => `Step ${step}`,
  frameContextHeading: 'The big picture',
  frameContextLabel: IDEA_FRAME_PROMPTS.frameContext,
  myConcernHeading: 'Why it matters to me',
  myConcernLabel: IDEA_FRAME_PROMPTS.myConcern,
  criticContentHeading: 'What critics argue',
  criticContentLabel: 'The strongest arguments of those who disagree are...',
  criticConcernHeading: 'Why it matters to critics',
  criticConcernLabel: 'What do critics care about?',
  errorCorrectionHeading: 'What would change my position',
  errorCorrectionLabel: IDEA_FRAME_PROMPTS.errorCorrection,
  proxyHeading: 'Whose words are these?',
  proxyLabel: 'Responsibility',
  proxyUnset: 'CLICK ON THE SCALE BELOW',
  // The same on a touch screen, where there is nothing to click.
  proxyUnsetTouch: 'TAP OR DRAG ON THE SCALE BELOW',
  proxyMin: '100% me, full responsibility',
  proxyMax: 'just a messenger of my sources',
  proxyMixed: (mine: number) => `${mine}% me, ${100 - mine}% my sources`,
  sourcesHeading: 'My sources',
  sourcesLabel: 'Search for your sources',
  sourcesHint: 'The waveMakers whose words you pass on.',
  playersHeading: 'Other waveMakers involved',
  playersLabel: 'Search for other waveMakers',
  playersHint: 'People or organisations who play a part in this issue.',
  playersNotApplicable: 'Not applicable: no other waveMakers are involved',
  frameResolutionHeading: 'The bottom line',
  frameResolutionLabel: IDEA_FRAME_PROMPTS.frameResolution,
  coreHeading: 'Is this a core issue?',
  atCoreLabel: 'At core: this inTell is about a core issue for me',
  coreConfirmationsLegend: 'Confirm all four to mark it as a core issue',
  coreConfirmations: [
    'It is a core issue for me: it touches what I value most.',
    'I have represented the critics’ arguments and values fairly, as they would put them.',
    'I am open to changing my mind if the evidence calls for it.',
    'I have separated the facts from the values and opinions.',
  ],
  coreConfirmed: 'Marked as a core issue.',

  // 11. Share.
  shareFull: 'Share your inTell',
  shareSimple: 'Share your thoughts',
  sharing: 'Sharing your inTell…',
  serverError: (msg: string) => `Failed To Create Idea On Server: ${msg}`,

  // The waveMaker picker.
  selectedLabel: 'Chosen',
  noneChosen: 'None chosen yet.',
  addShort: 'Add',
  add: (name: string) => `Add ${name}`,
  remove: (name: string) => `Remove ${name}`,
  searching: 'Searching…',
  noResults: 'No matching search results found',
  resultsLabel: (label: string) => `Results: ${label}`,
  newWaveMaker: 'Submit new waveMaker',
  searchFailed: (msg: string) => `Failed To Retrieve Agents From Server: ${msg}`,
  settingsFailed: (msg: string) => `Failed To Retrieve Settings From Server: ${msg}`,
} as const;
