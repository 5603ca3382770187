import { plural, t } from '@lingui/core/macro';
import { IDEA_FRAME_PROMPTS, TITLE_FIELD_LABEL } from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import { sharedMessage } from '../../../lib/i18n';

/**
 * The words of /create1 (content §2 'Create flow', §4, §5; accounts §2 'inTell frame view').
 * Each is worded when read, in the language spoken then (issue 44).
 */
export const CREATE_IDEA_TEXT = {
  // Kept equal to the placeholder's heading, which the route-guard journeys look for.
  get heading() {
    return t`Submit an inTell`;
  },
  get intro() {
    return t`Share a thought of your own: write it here or upload a PDF, confirm your intent, and, for a polarizing issue, frame it so that others can follow your reasoning.`;
  },

  // 1. Text or PDF.
  get modeLegend() {
    return t`How do you want to share it?`;
  },
  get modeText() {
    return t`Write it here`;
  },
  get modePdf() {
    return t`Upload a PDF`;
  },
  get contentLabel() {
    return t`Your thoughts`;
  },
  get contentHint() {
    return t`More than 2 characters.`;
  },
  get titleLabel() {
    return sharedMessage('TITLE_FIELD_LABEL', TITLE_FIELD_LABEL);
  },
  titleCount: (length: number, max: number) =>
    plural(max, { one: `${length} of # character`, other: `${length} of # characters` }),
  get pdfLabel() {
    return t`Your PDF`;
  },
  get languageLabel() {
    return t({ message: 'Language', comment: 'Label: the language an inTell is written in' });
  },
  get languageDetect() {
    return t({
      message: 'Detect from the text',
      comment: "The language select's first choice: the server tells the language from the text",
    });
  },

  // 2. Intent (content §4 'Goodness of intent level').
  get intentLegend() {
    return t`Confirm your intent`;
  },
  get intentIntro() {
    return t`POTIE stands for Pollution Of The Information Ecosystem: content that misleads, provokes or divides on purpose.`;
  },
  get notPotieLabel() {
    return t`Not POTIE: I share this in good faith. It is not Pollution Of The Information Ecosystem (it is not meant to mislead, provoke or divide).`;
  },
  get deepDiveLabel() {
    return t`Deep diving into a polarizing issue: I will frame this inTell in depth, with the big picture, the critics’ view and what would change my mind.`;
  },

  // 3. Optional image.
  get imageLabel() {
    return t`Add an image (optional)`;
  },

  // Authors of a simple inTell.
  get authorLegend() {
    return t`Who is the author?`;
  },
  get authorIsMe() {
    return t`I am the author of this inTell`;
  },
  get authorsLabel() {
    return t`Authors or affiliations`;
  },
  get authorsHint() {
    return t`Search for the waveMakers who wrote or stand behind this inTell.`;
  },
  get authorsRequired() {
    return t`Choose at least one author or affiliation.`;
  },
  defaultAuthors: (names: string) => t`Added for everyone: ${names}`,

  // 4. The framing form (content §4 'Framing form').
  get framingHeading() {
    return t`Frame your inTell`;
  },
  get framingIntro() {
    return t`Each step appears once the one before it is answered.`;
  },
  stepHeading: (step: number, heading: string) => t`Step ${step}: ${heading}`,
  get frameContextHeading() {
    return t`The big picture`;
  },
  get frameContextLabel() {
    return sharedMessage('IDEA_FRAME_PROMPTS.frameContext', IDEA_FRAME_PROMPTS.frameContext);
  },
  get myConcernHeading() {
    return t`Why it matters to me`;
  },
  get myConcernLabel() {
    return sharedMessage('IDEA_FRAME_PROMPTS.myConcern', IDEA_FRAME_PROMPTS.myConcern);
  },
  get criticContentHeading() {
    return t`What critics argue`;
  },
  get criticContentLabel() {
    return t`The strongest arguments of those who disagree are...`;
  },
  get criticConcernHeading() {
    return t`Why it matters to critics`;
  },
  get criticConcernLabel() {
    return t`What do critics care about?`;
  },
  get errorCorrectionHeading() {
    return t`What would change my position`;
  },
  get errorCorrectionLabel() {
    return sharedMessage('IDEA_FRAME_PROMPTS.errorCorrection', IDEA_FRAME_PROMPTS.errorCorrection);
  },
  get proxyHeading() {
    return t`Whose words are these?`;
  },
  get proxyLabel() {
    return t({
      message: 'Responsibility',
      comment: "The proxy slider's name: who answers for the words",
    });
  },
  get proxyUnset() {
    return t`CLICK ON THE SCALE BELOW`;
  },
  // The same on a touch screen, where there is nothing to click.
  get proxyUnsetTouch() {
    return t`TAP OR DRAG ON THE SCALE BELOW`;
  },
  get proxyMin() {
    return t`100% me, full responsibility`;
  },
  get proxyMax() {
    return t`just a messenger of my sources`;
  },
  proxyMixed: (mine: number) => {
    const theirs = 100 - mine;
    return t`${mine}% me, ${theirs}% my sources`;
  },
  get sourcesHeading() {
    return t`My sources`;
  },
  get sourcesLabel() {
    return t`Search for your sources`;
  },
  get sourcesHint() {
    return t`The waveMakers whose words you pass on.`;
  },
  get playersHeading() {
    return t`Other waveMakers involved`;
  },
  get playersLabel() {
    return t`Search for other waveMakers`;
  },
  get playersHint() {
    return t`People or organisations who play a part in this issue.`;
  },
  get playersNotApplicable() {
    return t`Not applicable: no other waveMakers are involved`;
  },
  get frameResolutionHeading() {
    return t`The bottom line`;
  },
  get frameResolutionLabel() {
    return sharedMessage('IDEA_FRAME_PROMPTS.frameResolution', IDEA_FRAME_PROMPTS.frameResolution);
  },
  get coreHeading() {
    return t`Is this a core issue?`;
  },
  get atCoreLabel() {
    return t`At core: this inTell is about a core issue for me`;
  },
  get coreConfirmationsLegend() {
    return t`Confirm all four to mark it as a core issue`;
  },
  get coreConfirmations(): readonly [string, string, string, string] {
    return [
      t`It is a core issue for me: it touches what I value most.`,
      t`I have represented the critics’ arguments and values fairly, as they would put them.`,
      t`I am open to changing my mind if the evidence calls for it.`,
      t`I have separated the facts from the values and opinions.`,
    ];
  },
  get coreConfirmed() {
    return t`Marked as a core issue.`;
  },

  // 11. Share.
  get shareFull() {
    return t`Share your inTell`;
  },
  get shareSimple() {
    return t`Share your thoughts`;
  },
  get sharing() {
    return t`Sharing your inTell…`;
  },
  serverError: (msg: string) => t`Failed To Create Idea On Server: ${msg}`,

  // The waveMaker picker.
  get selectedLabel() {
    return t({ message: 'Chosen', comment: 'Heading: the waveMakers chosen so far' });
  },
  get noneChosen() {
    return t`None chosen yet.`;
  },
  get addShort() {
    return t({ message: 'Add', comment: 'Button: add this waveMaker to the chosen ones' });
  },
  add: (name: string) => t`Add ${name}`,
  remove: (name: string) => t`Remove ${name}`,
  get searching() {
    return t`Searching…`;
  },
  get noResults() {
    return t`No matching search results found`;
  },
  resultsLabel: (label: string) => t`Results: ${label}`,
  get newWaveMaker() {
    return t`Submit new waveMaker`;
  },
  searchFailed: (msg: string) => t`Failed To Retrieve Agents From Server: ${msg}`,
  settingsFailed: (msg: string) => t`Failed To Retrieve Settings From Server: ${msg}`,
};
