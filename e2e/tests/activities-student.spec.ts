import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations, expectTitleAndHeadings } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';
import {
  clearActivities,
  completeThroughApi,
  createLiveActivities,
  enrolStudents,
  createQuote,
  listActivities,
} from '../support/student-activities';

/**
 * The student's activities (content §2 'Activity screens (students)', §4 'Guiding question
 * (101)', 'Interpretation flow (102)', 'Activity lifecycle'): a teacher puts one activity of each
 * type live through the API; a student works through them in order on /activity-students, seeing
 * each move from To Do to Activities Completed; on a desktop and at 390 px with touch.
 *
 * Students see every live activity of the class, so each journey starts from an empty class
 * and leaves one; each has a teacher (and so a class) of its own, so journeys run side by side.
 */

const SHOTS = '/tmp/activities-student';

interface Lesson {
  teacher: ApiUser;
  student: ApiUser;
  topic: string;
  topicTitle: string;
  ids: string[];
}

/** Topic, reading, claim and a quote, and the six activities in the order 1, 13, 100, 101, 102, 201. */
async function setUpLesson(request: APIRequestContext, label: string): Promise<Lesson> {
  const t = await createUser('teacher', `${label}-teacher`);
  const s = await createUser('student', `${label}-student`);
  const [teacher, student] = await Promise.all([
    apiSignIn(request, t.email, t.password),
    apiSignIn(request, s.email, s.password),
  ]);
  await clearActivities(request, teacher.token);
  await enrolStudents(request, teacher.token, [student.token]);
  const word = uniqueWord('');
  const topic = await createTextIdea(
    request,
    teacher.token,
    `School should start at 9 ${word}`,
    'Should the first lesson move to 9 a.m., with the day ending an hour later?',
  );
  const reading = await createTextIdea(
    request,
    teacher.token,
    `Teen body clocks run late ${word}`,
    'In puberty melatonin rises later in the evening, so most teenagers cannot sleep before 11.',
  );
  const claim = await createTextIdea(
    request,
    teacher.token,
    `Later buses clash with sports ${word}`,
    'The district shares its buses with the primary schools.',
  );
  const quote = await createQuote(
    request,
    teacher.token,
    reading._id,
    'most teenagers cannot sleep before 11',
  );
  const activities = await createLiveActivities(request, teacher.token, [
    {
      selection: 1,
      communityTopic: topic._id,
      instructions1: 'What do you think? Share one reason of your own.',
      newInTellSelfEvaluate: true,
      afterOptionInterpretNewInTell: true,
      afterOptionInterconnectNewInTell: true,
    },
    {
      selection: 13,
      inTellExisting: quote._id,
      instructions1: 'Sum up the quote in your own words.',
    },
    {
      selection: 100,
      inTellExisting: reading._id,
      instructions1: 'Read this inTell before our discussion, then press Continue.',
    },
    {
      selection: 101,
      communityTopic: topic._id,
      instructions101: 'Do you agree? Say how sure you are, and why if you like.',
      // The optional new inTell instead of the note: the Completed entry still names the question.
      afterOptionAddNewIntellAfter: true,
    },
    {
      selection: 102,
      inTellExisting: reading._id,
      communityTopic: topic._id,
      instructions102: 'Interpret the inTell, then say how it bears on our question.',
      interpretConfirmDeeperUnderstanding: true,
      interpretEvaluateValues: true,
      intentPromptOption: 1,
    },
    {
      selection: 201,
      inTellExisting: claim._id,
      communityTopic: topic._id,
      instructions201: 'Does this support or damage our question?',
    },
  ]);
  return {
    teacher,
    student,
    topic: topic._id,
    topicTitle: `School should start at 9 ${word}`,
    ids: activities.map((a) => a._id),
  };
}

/** Three classmates answer the guiding question (four answers make a plot). */
async function classmatesAnswer(
  request: APIRequestContext,
  teacherToken: string,
  questionId: string,
) {
  const answers = [
    { position: 1, confidence: 1 },
    { position: -1, confidence: 0.5 },
    { position: 0 },
  ];
  await Promise.all(
    answers.map(async (answer, index) => {
      const c = await createUser('student', `classmate-${index}`);
      const classmate = await apiSignIn(request, c.email, c.password);
      await enrolStudents(request, teacherToken, [classmate.token]);
      await completeThroughApi(request, classmate, questionId, { addIdeaScale: answer });
    }),
  );
}

/** Three classmates interpret the 102's inTell (with the student's, four make the plots). */
async function classmatesInterpret(
  request: APIRequestContext,
  teacherToken: string,
  interpretId: string,
) {
  const answers = [
    { myEmotion: 0.2, authorIntent: 0.6, sound: 0.7 },
    { myEmotion: -0.4, authorIntent: 0.3, sound: 0.4 },
    { myEmotion: 0.6, authorIntent: 0.9, sound: 0.8 },
  ];
  await Promise.all(
    answers.map(async (answer, index) => {
      const c = await createUser('student', `interpreter-${index}`);
      const classmate = await apiSignIn(request, c.email, c.password);
      await enrolStudents(request, teacherToken, [classmate.token]);
      await completeThroughApi(request, classmate, interpretId, {
        // The activity confirms a deeper understanding: the author's point in their words.
        addIdeaScale: {
          ...answer,
          understanding: 'Teenagers need to sleep later',
          activityType: 102,
        },
      });
    }),
  );
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

async function expectCounts(page: Page, todo: number, completed: number) {
  const words = (n: number) => (n === 1 ? '1 activity' : `${n} activities`);
  await expect(tab(page, /^To Do/)).toHaveAccessibleName(`To Do (${words(todo)})`);
  await expect(tab(page, /^Activities Completed/)).toHaveAccessibleName(
    `Activities Completed (${words(completed)})`,
  );
}

/** The activity's heading shows and has focus (after a completion, focus moves to it). */
async function expectActivity(page: Page, n: number, { focused = true } = {}) {
  const heading = page.getByRole('heading', { level: 2, name: `ACTIVITY #${n}` });
  await expect(heading).toBeVisible();
  if (focused) await expect(heading).toBeFocused();
}

/** The tabs sit below the tab's page, which is at least the spec's height (content §9). */
async function expectTabsBelowPage(page: Page, minHeight: number) {
  const panel = page.getByRole('tabpanel', { name: /^To Do/ });
  const pane = (await panel.locator('xpath=..').boundingBox())!;
  const tabs = (await page.getByRole('tablist').boundingBox())!;
  expect(pane.height).toBeGreaterThanOrEqual(minHeight);
  expect(tabs.y).toBeGreaterThanOrEqual(pane.y + pane.height);
  expect(
    await panel.locator('xpath=..').evaluate((element) => getComputedStyle(element).minHeight),
  ).toBe(`${minHeight}px`);
}

/** A radio of a named group: tapped on a phone, clicked on a desktop. */
async function pick(page: Page, group: string, name: string, phone: boolean) {
  const radio = page
    .getByRole('radiogroup', { name: group })
    .or(page.getByRole('group', { name: group }))
    .getByRole('radio', { name });
  if (phone) await radio.tap();
  else await radio.check();
  await expect(radio).toBeChecked();
}

/** A slider placed with the keyboard at its maximum. */
async function slideToEnd(slider: Locator) {
  await slider.focus();
  await slider.press('End');
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}-${name}.png`, fullPage: true });
}

async function workThroughLesson(
  page: Page,
  request: APIRequestContext,
  lesson: Lesson,
  device: 'desktop' | 'phone',
) {
  const phone = device === 'phone';
  await useToken(page, lesson.student.token);
  await page.goto('/activity-students');
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();

  // 1: a new inTell, with self-evaluation, interpreted and connected to the question.
  await expectActivity(page, 1, { focused: false });
  await expectCounts(page, 6, 0);
  await expect(page.getByText('What do you think? Share one reason of your own.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectTabsBelowPage(page, phone ? 240 : 360);
  await shot(page, `${device}-1-add-intell`);
  await expectTitleAndHeadings(page);
  const text = page.getByLabel('What do you think?');
  // Half-written, she leaves (a reload, then away and Back): her draft is there when she returns.
  await text.fill('Starting school at nine would give');
  await page.reload();
  await expect(text).toHaveValue('Starting school at nine would give');
  await page.goto('/about');
  await page.goBack();
  await expect(text).toHaveValue('Starting school at nine would give');
  await text.fill('Starting school at nine would give teenagers the sleep their bodies need.');
  await page.getByLabel('Title (60 characters or less)').fill('Start at nine for sleep');
  const share = page.getByRole('button', { name: 'Share your thoughts' });
  await share.click();
  const intent = page.getByRole('checkbox', { name: /^Not POTIE/ });
  await expect(intent).toBeFocused();
  await intent.check();
  await share.click();
  await expect(page.getByRole('heading', { name: 'Interpret your own inTell' })).toBeFocused();
  await page.getByRole('checkbox', { name: 'Skip this interpretation' }).check();
  await page.getByRole('button', { name: 'Confirm skip' }).click();
  await expect(
    page.getByRole('heading', { name: 'Connect your inTell to the guiding question' }),
  ).toBeFocused();
  await pick(page, 'How does this inTell bear on the guiding question?', 'Mostly supported', phone);
  await pick(page, 'How sure are you?', 'I know', phone);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  // 13: a key point of a quote.
  await expectActivity(page, 2);
  await expectCounts(page, 5, 1);
  await expect(
    page.getByText('most teenagers cannot sleep before 11', { exact: true }),
  ).toBeVisible();
  const keyPoint = page.getByLabel('Key point (60 characters or less)');
  await keyPoint.fill('ab');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Invalid key point. Please be more descriptive.')).toBeVisible();
  await expect(keyPoint).toBeFocused();
  await keyPoint.fill('Teens cannot sleep early');
  await page.getByRole('button', { name: 'Submit' }).click();

  // 100: an info message.
  await expectActivity(page, 3);
  await expect(
    page.getByText('Read this inTell before our discussion, then press Continue.'),
  ).toBeVisible();
  await expect(page.getByText(/melatonin rises later/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 101: the guiding question, then the community's answers.
  await expectActivity(page, 4);
  await expectCounts(page, 3, 3);
  await page.getByRole('button', { name: 'Submit' }).click();
  const guidance = page.getByRole('dialog', { name: 'Almost there' });
  // It names the box still to answer.
  await expect(guidance.getByRole('listitem')).toHaveText(
    '‘Your position on the guiding question’: Please make a selection.',
  );
  await shot(page, `${device}-4-almost-there`);
  await guidance.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('radio', { name: 'I disagree' })).toBeFocused();
  await pick(page, 'Your position on the guiding question', 'I agree', phone);
  const confidence = page.getByRole('slider', { name: 'How confident are you?' });
  await expect(confidence).toHaveAttribute('aria-valuetext', 'Not answered');
  await confidence.scrollIntoViewIfNeeded();
  const box = (await confidence.boundingBox())!;
  const at = { x: box.width * 0.8, y: box.height / 2 };
  if (phone) await confidence.tap({ position: at });
  else await confidence.click({ position: at });
  await expect(confidence).toHaveAttribute('aria-valuetext', /% confident$/);
  await page
    .getByLabel('Add a new inTell (optional)')
    .fill('Phones keep us up at night, not the school timetable.');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `${device}-4-guiding-question`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'How the community answered' })).toBeFocused();
  await expect(page.locator('p', { hasText: 'Your answer:' })).toContainText('I agree (');
  // The class agrees or disagrees with the question itself: never the support scale's words.
  const results = page.getByRole('region', { name: 'How the community answered' });
  await expect(results).not.toContainText(/supports|damage|Totally/);
  if (!phone) {
    // Three classmates answered first: four answers make a plot.
    await expect(page.locator('svg').first()).toBeVisible();
    await expect(results.getByTestId('density-plot-ends')).toHaveText('I disagreeI agree');
    await expect(results).toContainText(
      /(agreement|disagreement|consensus)( \w+)* (with|on) the guiding question/,
    );
  }
  // The server has recorded the answer: the badges say so at once, before Continue.
  await expectCounts(page, 2, 4);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `${device}-4-guiding-question-results`);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 102: interpret an inTell with the activity's options, and interconnect it.
  await expectActivity(page, 5);
  await expectCounts(page, 2, 4);
  await expect(page.getByRole('heading', { name: 'Interpret this inTell' })).toBeVisible();
  // The activity confirms a deeper understanding: the author's point in the student's words first.
  const feel = page.getByRole('slider', { name: 'How does this inTell make you feel?' });
  await expect(feel).toHaveCount(0);
  await page
    .getByRole('textbox', { name: 'In your own words, what is the author saying?' })
    .fill('Teenagers need more sleep than school allows');
  await slideToEnd(feel);
  const care = page.getByRole('checkbox', { name: 'Care' });
  if (phone) await care.tap();
  else await care.check();
  await slideToEnd(
    page.getByRole('slider', {
      name: 'I found the way the author presented this information to be...',
    }),
  );
  await slideToEnd(page.getByRole('slider', { name: 'How sound is its content?' }));
  await pick(
    page,
    'How does this inTell bear on the guiding question?',
    'Totally supported',
    phone,
  );
  await pick(page, 'How sure are you?', 'I think so', phone);
  await shot(page, `${device}-5-interpret`);
  if (phone) {
    // On the phone she thinks better of it and skips: the screen says skipped, not saved.
    await page.getByRole('checkbox', { name: 'Skip this interpretation' }).tap();
    await page.getByRole('button', { name: 'Confirm skip' }).tap();
    await expect(page.getByRole('heading', { name: 'You skipped this inTell' })).toBeFocused();
    await expect(
      page.getByText('Your skip is recorded and the activity counts as done.'),
    ).toBeVisible();
    await expect(page.getByText('Your interpretation is saved')).toHaveCount(0);
    await expect(
      page.getByText('Activity skipped. Unable to display community interpretations.'),
    ).toBeVisible();
    await shot(page, `${device}-5-skipped`);
  } else {
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    // Her guesses of the class's answers are optional (issue 45): she submits without.
    await expect(
      page.getByRole('heading', { name: 'Before you see your class’s answers: guess' }),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Submit without guessing' }).click();
    await expect(page.getByRole('heading', { name: 'Your interpretation is saved' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Community interpretations' })).toBeVisible();
  }
  await expectCounts(page, 1, 5);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 201: interconnect an inTell to the guiding question.
  await expectActivity(page, 6);
  await expect(page.getByText('The district shares its buses')).toBeVisible();
  await pick(page, 'How does this inTell bear on the guiding question?', 'Somewhat damaged', phone);
  await pick(page, 'How sure are you?', 'I guess', phone);
  await page.getByRole('button', { name: 'Submit' }).click();

  // All done; the six are listed as completed.
  const done = page.getByRole('heading', { name: 'You completed all activities' });
  await expect(done).toBeFocused();
  await expect(page.getByText('Additional activities may be assigned later.')).toBeVisible();
  await expectCounts(page, 0, 6);
  await expectFitsTheScreen(page);
  await shot(page, `${device}-7-all-done`);
  if (phone) await tab(page, /^Activities Completed/).tap();
  else await tab(page, /^Activities Completed/).click();
  const completed = page.getByRole('tabpanel', { name: /Activities Completed/ });
  await expect(completed.getByRole('heading', { level: 2 })).toHaveText([
    '#1: Add a new inTell',
    '#2: Add a key point of a quote',
    '#3: Read an inTell',
    '#4: Answer the guiding question',
    '#5: Interpret an inTell',
    '#6: Connect an inTell to the guiding question',
  ]);
  await expect(completed.getByText('Start at nine for sleep')).toBeVisible();
  // The 101 is named by its guiding question, not by the new inTell she added with it.
  const entry101 = completed.getByRole('article', { name: '#4: Answer the guiding question' });
  await expect(entry101.getByText(lesson.topicTitle)).toBeVisible();
  await expect(entry101.getByText(/Phones keep us up/)).toHaveCount(0);
  await expect(completed.getByText('Teens cannot sleep early')).toBeVisible();
  await completed.getByRole('button', { name: 'Show the inTell' }).first().click();
  await expect(completed.getByText(/give teenagers the sleep their bodies need/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  await shot(page, `${device}-8-completed`);

  await reopenCompleted(page, request, lesson, device);

  // The teacher's view: each activity completed once, by this student.
  const after = await listActivities(request, lesson.teacher.token);
  for (const id of lesson.ids) {
    const activity = after.find((a) => a._id === id);
    expect(
      activity?.studentsCompleted?.map((s) => s._id),
      id,
    ).toContain(lesson.student._id);
  }
}

/**
 * A way back: the completed 101 and 102 open again from the Completed list, read-only,
 * with her answer and the class's results as they are now, and classmates' later answers arrive
 * live (no reload). On the phone nobody had answered the question before her ('Please check back
 * later'): three classmates answer while she looks, and the plot appears. On the desktop three
 * classmates interpret the 102's inTell while she looks, and its plots appear.
 */
async function reopenCompleted(
  page: Page,
  request: APIRequestContext,
  lesson: Lesson,
  device: 'desktop' | 'phone',
) {
  const phone = device === 'phone';
  const completed = page.getByRole('tabpanel', { name: /Activities Completed/ });
  const press = (locator: Locator) => (phone ? locator.tap() : locator.click());

  const entry101 = completed.getByRole('article', { name: '#4: Answer the guiding question' });
  await press(entry101.getByRole('button', { name: 'Open again' }));
  await expect(
    completed.getByRole('heading', { level: 2, name: '#4: Answer the guiding question' }),
  ).toBeFocused();
  await expect(
    completed.getByRole('heading', { name: 'How the community answered' }),
  ).toBeVisible();
  await expect(completed.locator('p', { hasText: 'Your answer:' })).toContainText('I agree (');
  await expect(completed.getByText('Your new inTell')).toBeVisible();
  await expect(completed.getByRole('radiogroup')).toHaveCount(0);
  await expect(completed.getByRole('button', { name: /^(Submit|Continue)$/ })).toHaveCount(0);
  const plot101 = completed.locator('svg.density-plot');
  if (phone) {
    await expect(
      completed.getByText('Limited community engagement so far. Please check back later.'),
    ).toBeVisible();
    await expect(plot101).toHaveCount(0);
    await classmatesAnswer(request, lesson.teacher.token, lesson.ids[3]!);
  }
  await expect(plot101).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  await shot(page, `${device}-9-reopened-101`);
  await press(completed.getByRole('button', { name: 'Back to the list' }).last());
  await expect(entry101.getByRole('button', { name: 'Open again' })).toBeFocused();

  const entry102 = completed.getByRole('article', { name: '#5: Interpret an inTell' });
  await press(entry102.getByRole('button', { name: 'Open again' }));
  await expect(
    completed.getByRole('heading', { level: 2, name: '#5: Interpret an inTell' }),
  ).toBeFocused();
  await expect(completed.getByText(/melatonin rises later/)).toBeVisible();
  await expect(completed.getByRole('heading', { name: 'Your interpretation' })).toBeVisible();
  await expect(completed.getByRole('heading', { name: 'Community interpretations' })).toBeVisible();
  if (phone) {
    await expect(completed.getByText('You skipped interpreting this inTell.')).toBeVisible();
    await expect(
      completed.getByText('Activity skipped. Unable to display community interpretations.'),
    ).toBeVisible();
  } else {
    const plots = completed.locator('.community-results svg.density-plot');
    await expect(plots).toHaveCount(0);
    await classmatesInterpret(request, lesson.teacher.token, lesson.ids[4]!);
    await expect(plots.first()).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  await shot(page, `${device}-10-reopened-102`);
  await press(completed.getByRole('button', { name: 'Back to the list' }).first());
  await expect(entry102.getByRole('button', { name: 'Open again' })).toBeFocused();
}

test.describe('a student works through a lesson', () => {
  test('on a desktop', async ({ page, request }) => {
    test.setTimeout(180_000);
    const lesson = await setUpLesson(request, 'desk');
    await classmatesAnswer(request, lesson.teacher.token, lesson.ids[3]!);
    await workThroughLesson(page, request, lesson, 'desktop');
    await clearActivities(request, lesson.teacher.token);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('at 390 px with touch', async ({ page, request }) => {
      test.setTimeout(180_000);
      const lesson = await setUpLesson(request, 'phone');
      await workThroughLesson(page, request, lesson, 'phone');
      await clearActivities(request, lesson.teacher.token);
    });
  });
});

test.describe('a class with no activity live', () => {
  for (const device of ['desktop', 'phone'] as const) {
    test(`says 'No activities yet', not that all are done (${device})`, async ({
      page,
      request,
    }) => {
      if (device === 'phone') await page.setViewportSize(PHONE);
      const t = await createUser('teacher', `empty-${device}-teacher`);
      const s = await createUser('student', `empty-${device}-student`);
      const [teacher, student] = await Promise.all([
        apiSignIn(request, t.email, t.password),
        apiSignIn(request, s.email, s.password),
      ]);
      await clearActivities(request, teacher.token);
      await enrolStudents(request, teacher.token, [student.token]);
      await useToken(page, student.token);
      await page.goto('/activity-students');
      await expect(page.getByText('No activities yet')).toBeVisible();
      await expect(page.getByText('You completed all activities')).toHaveCount(0);
      await expectCounts(page, 0, 0);
      await expectNoSeriousA11yViolations(page);
      await expectFitsTheScreen(page);
      await shot(page, `${device}-0-no-activities`);
    });
  }
});
