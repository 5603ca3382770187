import { plural, t } from '@lingui/core/macro';
import {
  ACTIVITY_ALERTS,
  ACTIVITY_TYPE,
  HEADLINE_MAX_LENGTH,
  POSITION_END_WORDS,
  POSITION_WORDS,
} from '@thoughtful/shared';
import { sharedMessage } from '../../../lib/i18n';

/**
 * The words of the student's activities (content §2 'Activity screens (students)', §4 'Guiding
 * question (101)', 'Activity lifecycle', §8), kept in one place (CONVENTIONS.md, habit 13). The
 * spec words the tabs, the numbered label, the all-done messages, 'What do you think?', the three
 * positions and the alerts; the rest is worded here
 * (docs/decisions/2026-11-23-student-activities-screen.md 'Words the spec leaves open').
 * Each word is read in the language spoken when it is read (Lingui's `t`, issue 44): getters and
 * functions, never values fixed when the module loads; `StudentActivities` calls `useLingui()`.
 */
export const STUDENT_TEXT = {
  get heading() {
    return t`Activities`;
  },
  /** Above a teacher's 'View as Student' (DESIGN.md §10). */
  get previewNote() {
    return t`Preview: this is what your students see. Your answers here are not kept and never count in the class’s results.`;
  },
  get loading() {
    return t`Loading your activities…`;
  },

  // The tabs (content §2).
  get tabsLabel() {
    return t`Your activities`;
  },
  get toDo() {
    return t({ message: 'To Do', comment: 'The tab of the activities a student has still to do' });
  },
  get completed() {
    return t`Activities Completed`;
  },
  countLabel: (count: number) => plural(count, { one: '# activity', other: '# activities' }),
  activityNumber: (order: number) =>
    t({ message: `ACTIVITY #${order}`, comment: 'A card’s heading, in capitals: its position' }),
  get allDone() {
    return t`You completed all activities`;
  },
  get moreLater() {
    return t`Additional activities may be assigned later.`;
  },
  /** None live at all (the spec words only 'all done'). */
  get noActivities() {
    return t`No activities yet`;
  },
  get noActivitiesHint() {
    return t`Your teacher has not assigned any activities. They will appear here.`;
  },
  get noneCompleted() {
    return t`No activities completed yet.`;
  },
  get noneCompletedHint() {
    return t`Each activity you finish on the To Do tab is kept here, with what you wrote.`;
  },
  completedEntry: (order: number, label: string) =>
    t({ message: `#${order}: ${label}`, comment: 'A completed activity: its position and kind' }),
  completedAnnouncement: (order: number) => t`Activity #${order} completed.`,
  get showInTell() {
    return t`Show the inTell`;
  },
  get hideInTell() {
    return t`Hide the inTell`;
  },
  // Opening a completed activity again, read-only ('A way back').
  get openAgain() {
    return t`Open again`;
  },
  openAgainLabel: (order: number, label: string) => t`Open again #${order}: ${label}`,
  get backToList() {
    return t`Back to the list`;
  },
  get reviewNote() {
    return t`Completed. You can look at your answer and the class’s results; nothing can be changed.`;
  },
  get yourKeyPoint() {
    return t`Your key point`;
  },
  // A teacher's released feedback (DESIGN.md §14).
  get feedbackHeading() {
    return t`Feedback from your teacher`;
  },
  feedbackGrade: (grade: number) => t`Grade: ${grade} / 100`,
  get feedbackBadge() {
    return t({ message: 'Feedback', comment: 'A badge: the teacher has given feedback' });
  },
  get feedbackBadgeLabel() {
    return t`Your teacher has given feedback on this activity`;
  },
  get yourNewInTell() {
    return t`Your new inTell`;
  },
  // One activity at its own address, /activities/{id} (issue 43).
  get notFound() {
    return t`This activity is not open to you`;
  },
  get notFoundHint() {
    return t`It may have been taken offline or deleted, or it belongs to a class you are not in.`;
  },
  get toList() {
    return t`See your activities`;
  },
  get toManager() {
    return t`Open the activity manager`;
  },
  laterActivity: (order: number) =>
    t`Activity #${order} opens once you have done the activities before it.`,
  get loadingReview() {
    return t`Loading the activity…`;
  },

  // Shared by the runners.
  get continue() {
    return t`Continue`;
  },
  get submit() {
    return t`Submit`;
  },
  get saving() {
    return t`Saving…`;
  },
  get loadingInTell() {
    return t`Loading the inTell…`;
  },
  inTellFailed: (message: string) => t`Failed To Retrieve Idea From Server: ${message}`,
  get guidingQuestion() {
    return t`The guiding question`;
  },
  get theInTell() {
    return t`The inTell`;
  },

  // 1: add a new inTell (and 101's new inTell).
  get whatDoYouThink() {
    return t`What do you think?`;
  },
  get contentHint() {
    return t`More than 2 characters.`;
  },
  get newInTellOptional() {
    return t`Add a new inTell (optional)`;
  },
  get newInTellOptionalHint() {
    return t`Share a reason of your own as a new inTell. Your classmates may be asked to interpret it.`;
  },
  get share() {
    return t`Share your thoughts`;
  },
  get interpretOwnHeading() {
    return t`Interpret your own inTell`;
  },
  get interconnectOwnHeading() {
    return t`Connect your inTell to the guiding question`;
  },
  get yourInTell() {
    return t`Your inTell`;
  },
  get openYourPdf() {
    return t`Open your PDF`;
  },
  get yourImage() {
    return t`Your image`;
  },

  // 13: a key point of a quote (the quote extract screen's words for the same field).
  get quoteCaption() {
    return t`The quote`;
  },
  get keyPointLabel() {
    const max = HEADLINE_MAX_LENGTH;
    return t`Key point (${max} characters or less)`;
  },
  get keyPointHint() {
    return t`Sum up the quote in your own words.`;
  },
  keyPointCount: (length: number) => {
    const max = HEADLINE_MAX_LENGTH;
    return t`${length} of ${max} characters`;
  },

  // 101: the guiding question (content §4).
  get positionLegend() {
    return t`Your position on the guiding question`;
  },
  get confidenceLabel() {
    return t`How confident are you?`;
  },
  get confidenceUnset() {
    return t`CLICK ON THE SCALE BELOW`;
  },
  // The same on a touch screen, where there is nothing to click.
  get confidenceUnsetTouch() {
    return t`TAP OR DRAG ON THE SCALE BELOW`;
  },
  get confidenceEnds() {
    return [t`Not at all confident`, t`Completely confident`] as const;
  },
  confidenceValue: (value: number) => {
    const percent = Math.round(value * 100);
    return t`${percent}% confident`;
  },
  get notAnswered() {
    return t`Not answered`;
  },
  get noteLabel() {
    return t`Why? (optional)`;
  },
  get resultsHeading() {
    return t`How the community answered`;
  },
  groupAnswers: (group: string) => t`The answers of your group, ${group}.`,
  get yourAnswer() {
    return t`Your answer:`;
  },
  yourConfidence: (value: number) => {
    const percent = Math.round(value * 100);
    return t`(${percent}% confident)`;
  },
  get loadingPlot() {
    return t`Loading the community’s answers…`;
  },
  get plotFailed() {
    return t`The community’s answers could not be loaded.`;
  },
  get plotLabel() {
    return t`Answers to the guiding question`;
  },
  get tableSummary() {
    return t`Show the answers as a table`;
  },
  get tableCaption() {
    return t`Answers to the guiding question`;
  },
  get answerColumn() {
    return t`Answer`;
  },
  get countColumn() {
    return t`Students`;
  },

  // 102: interpret an inTell.
  get interpretHeading() {
    return t`Interpret this inTell`;
  },
  get interpretedHeading() {
    return t`Your interpretation is saved`;
  },
  get skippedHeading() {
    return t`You skipped this inTell`;
  },
  get skippedNote() {
    return t`Your skip is recorded and the activity counts as done.`;
  },
  get alreadyInterpreted() {
    return t`You interpreted this inTell before: your interpretation counts here.`;
  },
  get alreadySkipped() {
    return t`You skipped this inTell before: that counts here.`;
  },

  // 201 and the interconnect step of 1.
  get interconnectLegend() {
    return t`How does this inTell bear on the guiding question?`;
  },
  get interconnectConfidence() {
    return t`How sure are you?`;
  },

  // Alerts and the console (content §8), word for word.
  retrieveFailed: (message: string) =>
    sharedMessage('ACTIVITY_ALERTS.retrieveFailed', ACTIVITY_ALERTS.retrieveFailed(message), [
      message,
    ]),
  modifyFailed: (message: string) =>
    sharedMessage('ACTIVITY_ALERTS.modifyFailed', ACTIVITY_ALERTS.modifyFailed(message), [message]),
  /** Console only: stays English, as a developer reads it. */
  noActivity: ACTIVITY_ALERTS.noActivity,
} as const;

/** The three positions on a guiding question, in the spec's order (content §2, §4). */
export const POSITION_CHOICES = [
  {
    value: -1,
    get label() {
      return sharedMessage('POSITION_WORDS.disagree', POSITION_WORDS.disagree);
    },
  },
  {
    value: 1,
    get label() {
      return sharedMessage('POSITION_WORDS.agree', POSITION_WORDS.agree);
    },
  },
  {
    value: 0,
    get label() {
      return sharedMessage('POSITION_WORDS.unsure', POSITION_WORDS.unsure);
    },
  },
] as const;

/** The plot's ends for the positions ('I disagree' … 'I agree'), in the reader's language. */
export function positionEndWords(): { min: string; max: string } {
  return {
    min: sharedMessage('POSITION_END_WORDS.min', POSITION_END_WORDS.min),
    max: sharedMessage('POSITION_END_WORDS.max', POSITION_END_WORDS.max),
  };
}

/**
 * What each activity is, as the Completed list names it and the To Do tab introduces it: the
 * shared `ACTIVITY_LABELS` (not a message file's, so no code) in the same English, which
 * student-text.test.ts checks.
 */
export const ACTIVITY_LABELS: Readonly<Record<number, string>> = Object.freeze({
  get [ACTIVITY_TYPE.ADD_INTELL]() {
    return t`Add a new inTell`;
  },
  get [ACTIVITY_TYPE.KEY_POINT]() {
    return t`Add a key point of a quote`;
  },
  get [ACTIVITY_TYPE.INFO_MESSAGE]() {
    return t`Read an inTell`;
  },
  get [ACTIVITY_TYPE.GUIDING_QUESTION]() {
    return t`Answer the guiding question`;
  },
  get [ACTIVITY_TYPE.INTERPRET]() {
    return t`Interpret an inTell`;
  },
  get [ACTIVITY_TYPE.INTERCONNECT]() {
    return t`Connect an inTell to the guiding question`;
  },
});
