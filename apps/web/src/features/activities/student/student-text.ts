import { ACTIVITY_ALERTS, HEADLINE_MAX_LENGTH, POSITION_WORDS } from '@thoughtful/shared';

/**
 * The words of the student's activities (content §2 'Activity screens (students)', §4 'Guiding
 * question (101)', 'Activity lifecycle', §8), kept in one place (CONVENTIONS.md, habit 13). The
 * spec words the tabs, the numbered label, the all-done messages, 'What do you think?', the three
 * positions and the alerts; the rest is worded here
 * (docs/decisions/2026-11-23-student-activities-screen.md 'Words the spec leaves open').
 */
export const STUDENT_TEXT = {
  heading: 'Activities',
  /** Above a teacher's 'View as Student' (DESIGN.md §10). */
  previewNote:
    'Preview: this is what your students see. Your answers here are not kept and never count in the class’s results.',
  loading: 'Loading your activities…',

  // The tabs (content §2).
  tabsLabel: 'Your activities',
  toDo: 'To Do',
  completed: 'Activities Completed',
  countLabel: (count: number) => (count === 1 ? '1 activity' : `${count} activities`),
  activityNumber: (order: number) => `ACTIVITY #${order}`,
  allDone: 'You completed all activities',
  moreLater: 'Additional activities may be assigned later.',
  /** None live at all (the spec words only 'all done'). */
  noActivities: 'No activities yet',
  noActivitiesHint: 'Your teacher has not assigned any activities. They will appear here.',
  noneCompleted: 'No activities completed yet.',
  noneCompletedHint: 'Each activity you finish on the To Do tab is kept here, with what you wrote.',
  completedEntry: (order: number, label: string) => `#${order}: ${label}`,
  completedAnnouncement: (order: number) => `Activity #${order} completed.`,
  showInTell: 'Show the inTell',
  hideInTell: 'Hide the inTell',
  submitted: 'Submitted',
  by: 'by',
  // Opening a completed activity again, read-only ('A way back').
  openAgain: 'Open again',
  openAgainLabel: (order: number, label: string) => `Open again #${order}: ${label}`,
  backToList: 'Back to the list',
  reviewNote:
    'Completed. You can look at your answer and the class’s results; nothing can be changed.',
  yourKeyPoint: 'Your key point',
  // A teacher's released feedback (DESIGN.md §14).
  feedbackHeading: 'Feedback from your teacher',
  feedbackGrade: (grade: number) => `Grade: ${grade} / 100`,
  feedbackBadge: 'Feedback',
  feedbackBadgeLabel: 'Your teacher has given feedback on this activity',
  yourNewInTell: 'Your new inTell',
  // One activity at its own address, /activities/{id} (issue 43).
  notFound: 'This activity is not open to you',
  notFoundHint:
    'It may have been taken offline or deleted, or it belongs to a class you are not in.',
  toList: 'See your activities',
  toManager: 'Open the activity manager',
  laterActivity: (order: number) =>
    `Activity #${order} opens once you have done the activities before it.`,
  loadingReview: 'Loading the activity…',

  // Shared by the runners.
  continue: 'Continue',
  submit: 'Submit',
  saving: 'Saving…',
  loadingInTell: 'Loading the inTell…',
  inTellFailed: (msg: string) => `Failed To Retrieve Idea From Server: ${msg}`,
  guidingQuestion: 'The guiding question',
  theInTell: 'The inTell',

  // 1: add a new inTell (and 101's new inTell).
  whatDoYouThink: 'What do you think?',
  contentHint: 'More than 2 characters.',
  newInTellOptional: 'Add a new inTell (optional)',
  newInTellOptionalHint:
    'Share a reason of your own as a new inTell. Your classmates may be asked to interpret it.',
  share: 'Share your thoughts',
  interpretOwnHeading: 'Interpret your own inTell',
  interconnectOwnHeading: 'Connect your inTell to the guiding question',
  yourInTell: 'Your inTell',
  openYourPdf: 'Open your PDF',
  yourImage: 'Your image',

  // 13: a key point of a quote (the quote extract screen's words for the same field).
  quoteCaption: 'The quote',
  keyPointLabel: `Key point (${HEADLINE_MAX_LENGTH} characters or less)`,
  keyPointHint: 'Sum up the quote in your own words.',
  keyPointCount: (length: number) => `${length} of ${HEADLINE_MAX_LENGTH} characters`,

  // 101: the guiding question (content §4).
  positionLegend: 'Your position on the guiding question',
  confidenceLabel: 'How confident are you?',
  confidenceUnset: 'CLICK ON THE SCALE BELOW',
  // The same on a touch screen, where there is nothing to click.
  confidenceUnsetTouch: 'TAP OR DRAG ON THE SCALE BELOW',
  confidenceEnds: ['Not at all confident', 'Completely confident'] as const,
  confidenceValue: (value: number) => `${Math.round(value * 100)}% confident`,
  notAnswered: 'Not answered',
  noteLabel: 'Why? (optional)',
  resultsHeading: 'How the community answered',
  groupAnswers: (group: string) => `The answers of your group, ${group}.`,
  yourAnswer: 'Your answer:',
  yourConfidence: (value: number) => `(${Math.round(value * 100)}% confident)`,
  loadingPlot: 'Loading the community’s answers…',
  plotFailed: 'The community’s answers could not be loaded.',
  plotLabel: 'Answers to the guiding question',
  tableSummary: 'Show the answers as a table',
  tableCaption: 'Answers to the guiding question',
  answerColumn: 'Answer',
  countColumn: 'Students',

  // 102: interpret an inTell.
  interpretHeading: 'Interpret this inTell',
  interpretedHeading: 'Your interpretation is saved',
  skippedHeading: 'You skipped this inTell',
  skippedNote: 'Your skip is recorded and the activity counts as done.',
  alreadyInterpreted: 'You interpreted this inTell before: your interpretation counts here.',
  alreadySkipped: 'You skipped this inTell before: that counts here.',

  // 201 and the interconnect step of 1.
  interconnectLegend: 'How does this inTell bear on the guiding question?',
  interconnectConfidence: 'How sure are you?',

  // Alerts and the console (content §8), word for word.
  retrieveFailed: ACTIVITY_ALERTS.retrieveFailed,
  modifyFailed: ACTIVITY_ALERTS.modifyFailed,
  noActivity: ACTIVITY_ALERTS.noActivity,
} as const;

/** The three positions on a guiding question, in the spec's order (content §2, §4). */
export const POSITION_CHOICES = [
  { value: -1, label: POSITION_WORDS.disagree },
  { value: 1, label: POSITION_WORDS.agree },
  { value: 0, label: POSITION_WORDS.unsure },
] as const;

export { ACTIVITY_LABELS } from '@thoughtful/shared';
