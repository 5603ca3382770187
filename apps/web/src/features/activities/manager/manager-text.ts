import { msg, plural, t } from '@lingui/core/macro';
import {
  DEFAULT_INTENT_PROMPTS,
  INSTRUCTIONS_MAX_LENGTH,
  ACTIVITY_ALERTS,
  SETTING_ALERTS,
  INTERPRETATION_MESSAGES,
} from '@thoughtful/shared';
import { i18n, sharedMessage } from '../../../lib/i18n';

/**
 * The words of the teacher's activity manager, `/activity-edit` (content spec §2 'Admin activity
 * manager', §4 'Activity lifecycle', §5, §8), kept in one place (CONVENTIONS.md, habit 13).
 * Each word is read in the language spoken when it is read (Lingui's `t`, issue 44): getters and
 * functions, never values fixed when the module loads; the manager re-renders when she changes
 * language (`useLingui` in ActivityManager). The
 * spec words the tabs, the choice 'Default waveMaker list', the alerts and the rules' messages
 * (those come from `shared`); the rest is worded here as a teacher would expect.
 */
export const MANAGER_TEXT = {
  get heading() {
    return t`Edit activities`;
  },
  get loading() {
    return t`Loading the activities…`;
  },

  // The tabs (content §2).
  get tabsLabel() {
    return t`Activity manager`;
  },
  /** Beyond the spec: the class whose activities are shown (DESIGN.md §10). */
  get classLabel() {
    return t`Class`;
  },
  get viewAllTab() {
    return t`View all activities`;
  },
  get addTab() {
    return t`Add new activity`;
  },
  get progressTab() {
    return t`Class progress`;
  },

  // The list and its cards.
  listCaption: (count: number) =>
    plural(count, {
      one: '# activity, in the order students do them.',
      other: '# activities, in the order students do them.',
    }),
  get emptyTitle() {
    return t`No activities yet.`;
  },
  get empty() {
    return t`Add the first one: students see it once it is live.`;
  },
  activityNumber: (order: number) =>
    t({ message: `ACTIVITY #${order}`, comment: 'A card’s heading, in capitals: its position' }),
  get live() {
    return t({ message: 'Live', comment: 'A card’s badge: the activity is open to students' });
  },
  get draft() {
    return t({
      message: 'Not live',
      comment: 'A card’s badge: students do not see the activity yet',
    });
  },
  get goLive() {
    return t({ message: 'Go Live', comment: 'Opens the activity to students' });
  },
  completedCount: (count: number) =>
    plural(count, { one: 'Completed by # student', other: 'Completed by # students' }),
  get communityTopic() {
    return t`Community topic`;
  },
  get inTell() {
    return t`inTell`;
  },
  get quote() {
    return t({ message: 'Quote', comment: 'A key-point activity’s text, which students sum up' });
  },
  get instructions() {
    return t`Instructions`;
  },
  get followUpInstructions() {
    return t`Instructions for the follow-up`;
  },
  get noInstructions() {
    return t`No instructions.`;
  },
  followUpOf: (order: number | null) =>
    order === null
      ? t`Follow-up: the class interprets a student’s new inTell.`
      : t`Follow-up of activity #${order}: the class interprets a student’s new inTell.`,
  get options() {
    return t({ message: 'Options', comment: 'The options an activity has on' });
  },
  optionLabels: {
    get newInTellSelfEvaluate() {
      return t`Self-evaluation`;
    },
    get afterOptionInterpretNewInTell() {
      return t`Interpret the new inTell`;
    },
    get afterOptionAddNewIntellAfter() {
      return t`New inTells become activities for the class`;
    },
    get afterOptionInterconnectNewInTell() {
      return t`Interconnect to the community topic`;
    },
    get interpretConfirmDeeperUnderstanding() {
      return t`Confirm a deeper understanding`;
    },
    get interpretEvaluateValues() {
      return t`Evaluate values`;
    },
    get interpretPauseEmotionFlow() {
      return t`Pause on a strong emotion`;
    },
  },
  get intentPrompt() {
    return t`Intent prompt`;
  },
  /** Each control's name ends with its activity, hidden on screen, as several cards share them. */
  ofActivity: (order: number) =>
    t({
      message: ` activity #${order}`,
      comment:
        'Ends a button’s name, hidden on screen: ‘Move up activity #2’ (keep the leading space)',
    }),
  get moveUp() {
    return t`Move up`;
  },
  get moveDown() {
    return t`Move down`;
  },
  get jumpTo() {
    return t({
      message: 'Position',
      comment: 'The new place of an activity in the list, a number',
    });
  },
  get jump() {
    return t({ message: 'Jump', comment: 'Moves an activity to the position typed' });
  },
  get delete() {
    return t`Delete`;
  },
  controlsLabel: (order: number) => t`Change activity #${order}`,
  moved: (order: number) => t`The activity is now #${order}.`,
  wentLive: (order: number) => t`Activity #${order} is live.`,
  wentDraft: (order: number) => t`Activity #${order} is no longer live.`,

  // The delete confirmation.
  get deleteTitle() {
    return t`Delete this activity?`;
  },
  deleteBody: (order: number, type: string) =>
    t`Activity #${order} (${type}) will be deleted, with the record of who completed it. inTells students added in it are kept.`,
  get cancel() {
    return t`Cancel`;
  },
  get confirmDelete() {
    return t`Delete activity`;
  },
  get deleted() {
    return t`The activity has been deleted.`;
  },

  // The add form (content §2, §5).
  get typeLegend() {
    return t`Type of activity`;
  },
  get instructionsLabel() {
    const max = INSTRUCTIONS_MAX_LENGTH;
    return t`Instructions (${max} characters or less)`;
  },
  instructionsCount: (length: number) => {
    const max = INSTRUCTIONS_MAX_LENGTH;
    return t`${length} of ${max} characters`;
  },
  get followUpInstructionsLabel() {
    const max = INSTRUCTIONS_MAX_LENGTH;
    return t`Instructions for the class interpreting it (${max} characters or less)`;
  },
  get newInTellLegend() {
    return t`The new inTell`;
  },
  get selfEvaluate() {
    return t`Students evaluate their own inTell (a title and the good-intent check)`;
  },
  get afterLegend() {
    return t`After the new inTell, students…`;
  },
  get interpretNew() {
    return t`interpret their new inTell`;
  },
  get addAfter() {
    return t`share it: each new inTell becomes an activity for the class to interpret`;
  },
  get interconnectNew() {
    return t`interconnect it to the community topic (support or damage)`;
  },
  get addAfter101() {
    return t`may add a new inTell of their own, which becomes an activity for the class to interpret`;
  },
  get interpretLegend() {
    return t`Interpretation options`;
  },
  get confirmDeeper() {
    return t`Ask students to confirm a deeper understanding (they put the author’s point in their own words before interpreting)`;
  },
  get evaluateValues() {
    return t`Ask students to evaluate the values at stake`;
  },
  get pauseEmotion() {
    return t`Pause students whose emotional response is strong`;
  },
  get intentLegend() {
    return t`Author-intent prompt`;
  },
  intentDefault: (index: 0 | 1) => i18n._(DEFAULT_PROMPTS[index]),
  get intentAlternative() {
    return t`An alternative prompt of my own:`;
  },
  get intentAlternativeLabel() {
    return t`Alternative intent prompt`;
  },
  get topicPickerLabel() {
    return t`Community topic (the guiding question)`;
  },
  get topicPickerOptionalLabel() {
    return t`Community topic (optional: students then interconnect the inTell to it)`;
  },
  get inTellPickerLabel() {
    return t`inTell`;
  },
  get topicHelp() {
    return t`What is a community topic?`;
  },
  get submit() {
    return t`Add activity`;
  },
  get submitting() {
    return t`Adding…`;
  },
  added: (order: number) =>
    t`Activity #${order} has been added. Put it live when the class is ready.`,

  // The pickers (content §2: search as you type, 10 results).
  get topicName() {
    return t({
      message: 'community topic',
      comment: 'What a picker finds, in ‘Search for the community topic’',
    });
  },
  get inTellName() {
    return t({ message: 'inTell', comment: 'What a picker finds, in ‘Search for the inTell’' });
  },
  searchLabel: (name: string) =>
    t({
      message: `Search for the ${name}`,
      comment: 'name: the picker’s label, ‘community topic’ or ‘inTell’',
    }),
  get searchPlaceholder() {
    return t`Start typing a word…`;
  },
  get searching() {
    return t`Searching…`;
  },
  get noResults() {
    return t`No matching search results found`;
  },
  resultsLabel: (name: string) => t`inTells found for the ${name}`,
  get opensInNewTab() {
    return t`(opens in a new tab)`;
  },
  get choose() {
    return t`Choose`;
  },
  chooseLabel: (label: string) => t`Choose ‘${label}’`,
  get chosen() {
    return t`Chosen:`;
  },
  get noneChosen() {
    return t`None chosen yet.`;
  },
  get usedAsOther() {
    return t`already chosen as the other inTell`;
  },

  // The community-topic help dialog (content §2 'Dialogs', §5).
  get topicDialogTitle() {
    return t`Community topic`;
  },
  get topicDialogRequired() {
    return t`Please select a community topic.`;
  },
  get topicDialogBody() {
    return [
      t`A community topic is the class’s guiding question: an inTell that states a question or a claim, such as ‘Schools should start later’.`,
      t`Students say how an inTell supports or damages it, and their answers gather on the topic’s plots, so the class sees where it stands.`,
      t`Search for the topic by a word of its headline and choose it; submit a new inTell first if the class has none yet.`,
    ];
  },
  get ok() {
    return t`OK`;
  },

  // Choice 0: the default waveMaker list (content §2, §3 'Setting', §6).
  get defaultWaveMakersIntro() {
    return t`The waveMakers suggested to everyone who submits an inTell. Teachers and admins manage the list.`;
  },
  get defaultWaveMakersLabel() {
    return t`Search waveMakers to add`;
  },
  get defaultWaveMakersChosen() {
    return t`Default waveMaker list`;
  },
  get defaultWaveMakersNone() {
    return t`The list is empty.`;
  },
  removeWaveMaker: (name: string) => t`Remove ${name}`,
  addWaveMaker: (name: string) => t`Add ${name}`,
  get addShort() {
    return t`Add`;
  },
  get waveMakersResults() {
    return t`waveMakers found`;
  },
  get newWaveMaker() {
    return t`Submit new waveMaker`;
  },
  get saveWaveMakers() {
    return t`Save the default waveMaker list`;
  },
  get savedWaveMakers() {
    return t`The default waveMaker list has been saved.`;
  },
  get loadingSettings() {
    return t`Loading the default waveMaker list…`;
  },

  // The class's progress (beyond the spec).
  get progressIntro() {
    return t`Who has done which live activity, and for a guiding question or an inTell to interpret where each student’s answer sits against the class.`;
  },
  get progressCaption() {
    return t`Activities done by each student`;
  },
  get progressEmpty() {
    return t`No student has completed an activity yet.`;
  },
  get progressRefreshed() {
    return t`Updated every few seconds while this tab is open.`;
  },
  get studentColumn() {
    return t`Student`;
  },
  get doneColumn() {
    return t({
      message: 'Done',
      comment: 'A progress table’s cell: the student has done the activity',
    });
  },
  doneCount: (done: number, total: number) =>
    t({
      message: `${done} of ${total}`,
      comment: 'Activities a student has done, of those asked of her',
    }),
  get done() {
    return t({
      message: 'Done',
      comment: 'A progress table’s cell: the student has done the activity',
    });
  },
  get notDone() {
    return t`Not yet`;
  },
  get ownFollowUp() {
    return t`Not hers to do: the class interprets her own inTell`;
  },
  activityColumn: (order: number, type: string) => t`#${order} ${type}`,
  get tableRegion() {
    return t`Activities done by each student (scrolls sideways)`;
  },
  get answersNone() {
    return t`Add a guiding question or an inTell to interpret to see answers here.`;
  },
  get answersActivity() {
    return t`Activity`;
  },
  answersActivityOption: (order: number, type: string, label: string) =>
    t`#${order} ${type}: ${label}`,
  get answersStudent() {
    return t`Student shown on the plots`;
  },
  get answersNoStudent() {
    return t`Nobody (the class only)`;
  },
  get answersLoading() {
    return t`Loading the answers…`;
  },
  get answersEmpty() {
    return t`Nobody has completed this activity yet.`;
  },
  answersTableCaption: (label: string) => t`Each student’s answers on ‘${label}’`,
  get understandingsHeading() {
    return t`The author’s point, in each student’s own words`;
  },
  get notAnswered() {
    return t`No answer`;
  },
  get skipped() {
    return t`Skipped`;
  },
  classPlotsOf: (label: string) => t`The class on ‘${label}’`,
  get limitedData() {
    return sharedMessage(
      'INTERPRETATION_MESSAGES.LIMITED_DATA',
      INTERPRETATION_MESSAGES.LIMITED_DATA,
    );
  },
  /** `answer`: the student's value in words (`answerWords`), or null when she gave none. */
  plotSummary: (name: string | null, answer: string | null) =>
    name === null
      ? t`No student is marked.`
      : answer === null
        ? t`${name} gave no answer here.`
        : t`${name}’s answer: ${answer}.`,
  get supportForTopic() {
    return t`Support for the guiding question`;
  },
  scaleLabels: {
    get supportLevel() {
      return t`Position on the guiding question`;
    },
    get emotion() {
      return t`Emotion`;
    },
    get authorIntent() {
      return t`Author intent`;
    },
    get sound() {
      return t`Soundness`;
    },
    get score() {
      return t`Score`;
    },
    get confidence() {
      return t`Confidence`;
    },
  },

  // Alerts (content §8, word for word).
  addFailed: (message: string) =>
    sharedMessage('ACTIVITY_ALERTS.addFailed', ACTIVITY_ALERTS.addFailed(message), [message]),
  modifyFailed: (message: string) =>
    sharedMessage('ACTIVITY_ALERTS.modifyFailed', ACTIVITY_ALERTS.modifyFailed(message), [message]),
  retrieveFailed: (message: string) =>
    sharedMessage('ACTIVITY_ALERTS.retrieveFailed', ACTIVITY_ALERTS.retrieveFailed(message), [
      message,
    ]),
  deleteFailed: (message: string) =>
    sharedMessage('ACTIVITY_ALERTS.deleteFailed', ACTIVITY_ALERTS.deleteFailed(message), [message]),
  settingAddFailed: (message: string) =>
    sharedMessage('SETTING_ALERTS.addFailed', SETTING_ALERTS.addFailed(message), [message]),
  settingModifyFailed: (message: string) =>
    sharedMessage('SETTING_ALERTS.modifyFailed', SETTING_ALERTS.modifyFailed(message), [message]),
  settingRetrieveFailed: (message: string) =>
    sharedMessage('SETTING_ALERTS.retrieveFailed', SETTING_ALERTS.retrieveFailed(message), [
      message,
    ]),
  answersFailed: (message: string) =>
    sharedMessage('ACTIVITY_ALERTS.retrieveFailed', ACTIVITY_ALERTS.retrieveFailed(message), [
      message,
    ]),
  searchFailed: (message: string) => t`Failed To Retrieve Ideas From Server: ${message}`,
  agentsSearchFailed: (message: string) => t`Failed To Retrieve Agents From Server: ${message}`,
} as const;

/**
 * The default author-intent prompts (C§9) in the reader's language; the English is the shared
 * constant's (DEFAULT_INTENT_PROMPTS), which activities store.
 */
const DEFAULT_PROMPTS = [
  msg`I found the way the author presented this information to be...`,
  msg`I found the way the selection was explained to be...`,
] as const;

/** An activity's intent prompt as shown: a default one in the reader's language. */
export function intentPromptWords(words: string): string {
  const index = DEFAULT_INTENT_PROMPTS.indexOf(words as (typeof DEFAULT_INTENT_PROMPTS)[number]);
  const prompt = index === -1 ? undefined : DEFAULT_PROMPTS[index];
  return prompt === undefined ? words : i18n._(prompt);
}

/** The activity codes by name (content §2, §3, §9), as the manager words them. */
export const ACTIVITY_TYPE_LABELS: Readonly<Record<number, string>> = Object.freeze({
  get 1() {
    return t`Add new inTell`;
  },
  get 13() {
    return t`Key point summary of a quote`;
  },
  get 100() {
    return t`Info message`;
  },
  get 101() {
    return t`Guiding question`;
  },
  get 102() {
    return t`Interpret an inTell`;
  },
  get 201() {
    return t`Interconnect an inTell to the guiding question`;
  },
});

/** An activity of a kind this screen does not know (a newer server's): never its bare code. */
/** The label of an activity code, in words even when the code is unknown. */
export function activityTypeLabel(selection: number): string {
  return (
    ACTIVITY_TYPE_LABELS[selection] ??
    t({ message: 'Activity', comment: 'An activity of a kind this screen does not know' })
  );
}

/** The add form's radio choices in the spec's order (content §2), with a line each. */
export const ADD_CHOICES = [
  {
    value: 1,
    get label() {
      return t`Add new inTell`;
    },
    get hint() {
      return t`Students write an inTell of their own.`;
    },
  },
  {
    value: 101,
    get label() {
      return t`Guiding question (community topic)`;
    },
    get hint() {
      return t`Students agree, disagree or are unsure, then see the class’s answers.`;
    },
  },
  {
    value: 102,
    get label() {
      return t`Interpret an inTell`;
    },
    get hint() {
      return t`Students interpret an inTell you choose.`;
    },
  },
  {
    value: 201,
    get label() {
      return t`Interconnect an inTell to the guiding question`;
    },
    get hint() {
      return t`Students say whether an inTell supports or damages the guiding question.`;
    },
  },
  {
    value: 100,
    get label() {
      return t`Info message`;
    },
    get hint() {
      return t`Students read instructions and an inTell, then continue.`;
    },
  },
  {
    value: 0,
    get label() {
      return t`Default waveMaker list`;
    },
    get hint() {
      return t`The waveMakers suggested when anyone submits an inTell.`;
    },
  },
] as const;
export type AddChoice = (typeof ADD_CHOICES)[number]['value'];
