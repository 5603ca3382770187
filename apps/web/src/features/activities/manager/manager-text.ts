import {
  ACTIVITY_ALERTS,
  DEFAULT_INTENT_PROMPTS,
  INSTRUCTIONS_MAX_LENGTH,
  INTERPRETATION_MESSAGES,
  SETTING_ALERTS,
} from '@thoughtful/shared';

/**
 * The words of the teacher's activity manager, `/activity-edit` (content spec §2 'Admin activity
 * manager', §4 'Activity lifecycle', §5, §8), kept in one place (CONVENTIONS.md, habit 13). The
 * spec words the tabs, the choice 'Default waveMaker list', the alerts and the rules' messages
 * (those come from `shared`); the rest is worded here as a teacher would expect.
 */
export const MANAGER_TEXT = {
  heading: 'Edit activities',
  loading: 'Loading the activities…',

  // The tabs (content §2).
  tabsLabel: 'Activity manager',
  /** Beyond the spec: the class whose activities are shown (DESIGN.md §10). */
  classLabel: 'Class',
  viewAllTab: 'View all activities',
  addTab: 'Add new activity',
  progressTab: 'Class progress',

  // The list and its cards.
  listCaption: (count: number) =>
    count === 1
      ? '1 activity, in the order students do them.'
      : `${count} activities, in the order students do them.`,
  emptyTitle: 'No activities yet.',
  empty: 'Add the first one: students see it once it is live.',
  activityNumber: (order: number) => `ACTIVITY #${order}`,
  live: 'Live',
  draft: 'Not live',
  goLive: 'Go Live',
  completedCount: (count: number) =>
    count === 1 ? 'Completed by 1 student' : `Completed by ${count} students`,
  communityTopic: 'Community topic',
  inTell: 'inTell',
  quote: 'Quote',
  instructions: 'Instructions',
  followUpInstructions: 'Instructions for the follow-up',
  noInstructions: 'No instructions.',
  followUpOf: (order: number | null) =>
    order === null
      ? 'Follow-up: the class interprets a student’s new inTell.'
      : `Follow-up of activity #${order}: the class interprets a student’s new inTell.`,
  options: 'Options',
  optionLabels: {
    newInTellSelfEvaluate: 'Self-evaluation',
    afterOptionInterpretNewInTell: 'Interpret the new inTell',
    afterOptionAddNewIntellAfter: 'New inTells become activities for the class',
    afterOptionInterconnectNewInTell: 'Interconnect to the community topic',
    interpretConfirmDeeperUnderstanding: 'Confirm a deeper understanding',
    interpretEvaluateValues: 'Evaluate values',
    interpretPauseEmotionFlow: 'Pause on a strong emotion',
  },
  intentPrompt: 'Intent prompt',
  /** Each control's name ends with its activity, hidden on screen, as several cards share them. */
  ofActivity: (order: number) => ` activity #${order}`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  jumpTo: 'Position',
  jump: 'Jump',
  delete: 'Delete',
  controlsLabel: (order: number) => `Change activity #${order}`,
  moved: (order: number) => `The activity is now #${order}.`,
  wentLive: (order: number) => `Activity #${order} is live.`,
  wentDraft: (order: number) => `Activity #${order} is no longer live.`,

  // The delete confirmation.
  deleteTitle: 'Delete this activity?',
  deleteBody: (order: number, type: string) =>
    `Activity #${order} (${type}) will be deleted, with the record of who completed it. inTells students added in it are kept.`,
  cancel: 'Cancel',
  confirmDelete: 'Delete activity',
  deleted: 'The activity has been deleted.',

  // The add form (content §2, §5).
  typeLegend: 'Type of activity',
  instructionsLabel: `Instructions (${INSTRUCTIONS_MAX_LENGTH} characters or less)`,
  instructionsCount: (length: number) => `${length} of ${INSTRUCTIONS_MAX_LENGTH} characters`,
  followUpInstructionsLabel: `Instructions for the class interpreting it (${INSTRUCTIONS_MAX_LENGTH} characters or less)`,
  newInTellLegend: 'The new inTell',
  selfEvaluate: 'Students evaluate their own inTell (a title and the good-intent check)',
  afterLegend: 'After the new inTell, students…',
  interpretNew: 'interpret their new inTell',
  addAfter: 'share it: each new inTell becomes an activity for the class to interpret',
  interconnectNew: 'interconnect it to the community topic (support or damage)',
  addAfter101:
    'may add a new inTell of their own, which becomes an activity for the class to interpret',
  interpretLegend: 'Interpretation options',
  confirmDeeper:
    'Ask students to confirm a deeper understanding (they put the author’s point in their own words before interpreting)',
  evaluateValues: 'Ask students to evaluate the values at stake',
  pauseEmotion: 'Pause students whose emotional response is strong',
  intentLegend: 'Author-intent prompt',
  intentDefault: (index: 0 | 1) => DEFAULT_INTENT_PROMPTS[index],
  intentAlternative: 'An alternative prompt of my own:',
  intentAlternativeLabel: 'Alternative intent prompt',
  topicPickerLabel: 'Community topic (the guiding question)',
  topicPickerOptionalLabel:
    'Community topic (optional: students then interconnect the inTell to it)',
  inTellPickerLabel: 'inTell',
  topicHelp: 'What is a community topic?',
  submit: 'Add activity',
  submitting: 'Adding…',
  added: (order: number) =>
    `Activity #${order} has been added. Put it live when the class is ready.`,

  // The pickers (content §2: search as you type, 10 results).
  searchLabel: (name: string) => `Search for the ${name}`,
  searchPlaceholder: 'Start typing a word…',
  searching: 'Searching…',
  noResults: 'No matching search results found',
  resultsLabel: (name: string) => `inTells found for the ${name}`,
  opensInNewTab: '(opens in a new tab)',
  choose: 'Choose',
  chooseLabel: (label: string) => `Choose ‘${label}’`,
  chosen: 'Chosen:',
  noneChosen: 'None chosen yet.',
  usedAsOther: 'already chosen as the other inTell',

  // The community-topic help dialog (content §2 'Dialogs', §5).
  topicDialogTitle: 'Community topic',
  topicDialogRequired: 'Please select a community topic.',
  topicDialogBody: [
    'A community topic is the class’s guiding question: an inTell that states a question or a claim, such as ‘Schools should start later’.',
    'Students say how an inTell supports or damages it, and their answers gather on the topic’s plots, so the class sees where it stands.',
    'Search for the topic by a word of its headline and choose it; submit a new inTell first if the class has none yet.',
  ],
  ok: 'OK',

  // Choice 0: the default waveMaker list (content §2, §3 'Setting', §6).
  defaultWaveMakersIntro:
    'The waveMakers suggested to everyone who submits an inTell. Teachers and admins manage the list.',
  defaultWaveMakersLabel: 'Search waveMakers to add',
  defaultWaveMakersChosen: 'Default waveMaker list',
  defaultWaveMakersNone: 'The list is empty.',
  removeWaveMaker: (name: string) => `Remove ${name}`,
  addWaveMaker: (name: string) => `Add ${name}`,
  addShort: 'Add',
  waveMakersResults: 'waveMakers found',
  newWaveMaker: 'Submit new waveMaker',
  saveWaveMakers: 'Save the default waveMaker list',
  savedWaveMakers: 'The default waveMaker list has been saved.',
  loadingSettings: 'Loading the default waveMaker list…',

  // The class's progress (beyond the spec).
  progressIntro:
    'Who has done which live activity, and for a guiding question or an inTell to interpret where each student’s answer sits against the class.',
  progressCaption: 'Activities done by each student',
  progressEmpty: 'No student has completed an activity yet.',
  progressRefreshed: 'Updated every few seconds while this tab is open.',
  studentColumn: 'Student',
  doneColumn: 'Done',
  doneCount: (done: number, total: number) => `${done} of ${total}`,
  done: 'Done',
  notDone: 'Not yet',
  ownFollowUp: 'Not hers to do: the class interprets her own inTell',
  activityColumn: (order: number, type: string) => `#${order} ${type}`,
  tableRegion: 'Activities done by each student (scrolls sideways)',
  answersNone: 'Add a guiding question or an inTell to interpret to see answers here.',
  answersActivity: 'Activity',
  answersActivityOption: (order: number, type: string, label: string) =>
    `#${order} ${type}: ${label}`,
  answersStudent: 'Student shown on the plots',
  answersNoStudent: 'Nobody (the class only)',
  answersLoading: 'Loading the answers…',
  answersEmpty: 'Nobody has completed this activity yet.',
  answersTableCaption: (label: string) => `Each student’s answers on ‘${label}’`,
  understandingsHeading: 'The author’s point, in each student’s own words',
  notAnswered: 'No answer',
  skipped: 'Skipped',
  classPlotsOf: (label: string) => `The class on ‘${label}’`,
  limitedData: INTERPRETATION_MESSAGES.LIMITED_DATA,
  /** `answer`: the student's value in words (`answerWords`), or null when she gave none. */
  plotSummary: (name: string | null, answer: string | null) =>
    name === null
      ? 'No student is marked.'
      : answer === null
        ? `${name} gave no answer here.`
        : `${name}’s answer: ${answer}.`,
  supportForTopic: 'Support for the guiding question',
  scaleLabels: {
    supportLevel: 'Position on the guiding question',
    emotion: 'Emotion',
    authorIntent: 'Author intent',
    sound: 'Soundness',
    score: 'Score',
    confidence: 'Confidence',
  },

  // Alerts (content §8, word for word).
  addFailed: ACTIVITY_ALERTS.addFailed,
  modifyFailed: ACTIVITY_ALERTS.modifyFailed,
  retrieveFailed: ACTIVITY_ALERTS.retrieveFailed,
  deleteFailed: ACTIVITY_ALERTS.deleteFailed,
  settingAddFailed: SETTING_ALERTS.addFailed,
  settingModifyFailed: SETTING_ALERTS.modifyFailed,
  settingRetrieveFailed: SETTING_ALERTS.retrieveFailed,
  answersFailed: (msg: string) => `Failed To Retrieve Activities From Server: ${msg}`,
  searchFailed: (msg: string) => `Failed To Retrieve Ideas From Server: ${msg}`,
  agentsSearchFailed: (msg: string) => `Failed To Retrieve Agents From Server: ${msg}`,
} as const;

/** The activity codes by name (content §2, §3, §9), as the manager words them. */
export const ACTIVITY_TYPE_LABELS: Readonly<Record<number, string>> = Object.freeze({
  1: 'Add new inTell',
  13: 'Key point summary of a quote',
  100: 'Info message',
  101: 'Guiding question',
  102: 'Interpret an inTell',
  201: 'Interconnect an inTell to the guiding question',
});

/** An activity of a kind this screen does not know (a newer server's): never its bare code. */
const OTHER_ACTIVITY = 'Activity';

/** The label of an activity code, in words even when the code is unknown. */
export function activityTypeLabel(selection: number): string {
  return ACTIVITY_TYPE_LABELS[selection] ?? OTHER_ACTIVITY;
}

/** The add form's radio choices in the spec's order (content §2), with a line each. */
export const ADD_CHOICES = [
  { value: 1, label: 'Add new inTell', hint: 'Students write an inTell of their own.' },
  {
    value: 101,
    label: 'Guiding question (community topic)',
    hint: 'Students agree, disagree or are unsure, then see the class’s answers.',
  },
  { value: 102, label: 'Interpret an inTell', hint: 'Students interpret an inTell you choose.' },
  {
    value: 201,
    label: 'Interconnect an inTell to the guiding question',
    hint: 'Students say whether an inTell supports or damages the guiding question.',
  },
  {
    value: 100,
    label: 'Info message',
    hint: 'Students read instructions and an inTell, then continue.',
  },
  {
    value: 0,
    label: 'Default waveMaker list',
    hint: 'The waveMakers suggested when anyone submits an inTell.',
  },
] as const;
export type AddChoice = (typeof ADD_CHOICES)[number]['value'];
