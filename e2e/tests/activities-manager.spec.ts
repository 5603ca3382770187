import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen } from '../support/layout';
import { enrolStudents } from '../support/student-activities';

/**
 * The teacher's activity manager, /activity-edit (content §2 'Admin activity manager', §4
 * 'Activity lifecycle', §5, §8): a teacher builds one activity of each type through the
 * add form (with its rules and the community-topic dialog), puts them live, moves and jumps them,
 * deletes one; students complete them (through the API, as the student's screen would); the
 * teacher sees the completion counts and the class's progress, each student's answer on the
 * class's plot. On a desktop and at 390 px, with axe on each state.
 *
 * Activities are one list for the whole server, shared with any journey running at the same
 * time: these journeys find their own cards by their instructions (which carry this run's word),
 * check positions relative to each other, and delete what they made at the end. They run one
 * after the other, as each changes the positions the other reads, and the phone's reads the
 * lesson the desktop's made; the file's teacher and class are its own.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/activities-manager';
const RUN = uniqueWord('lesson');
const TOPIC = `${RUN} school should start later`;
const READING = `${RUN} teenagers sleep too little`;

/** Each type's instructions: the card is found by them. */
const INSTRUCTIONS = {
  1: `${RUN}: what do you think? One reason of your own.`,
  101: `${RUN}: do you agree? Say how sure you are.`,
  102: `${RUN}: interpret the reading.`,
  201: `${RUN}: does the reading support the question?`,
  100: `${RUN}: read this before the discussion.`,
} as const;
type Code = keyof typeof INSTRUCTIONS;

let teacher: ApiUser;
let students: ApiUser[];

test.beforeAll(async ({ request }) => {
  const accounts = [
    await createUser('teacher', 'manager-teacher'),
    ...(await Promise.all([1, 2, 3, 4].map((n) => createUser('student', `manager-student-${n}`)))),
  ];
  const users = await Promise.all(accounts.map((a) => apiSignIn(request, a.email, a.password)));
  [teacher] = users as [ApiUser];
  students = users.slice(1);
  await enrolStudents(
    request,
    teacher.token,
    students.map((s) => s.token),
  );
  await createTextIdea(request, teacher.token, TOPIC);
  await createTextIdea(request, teacher.token, READING);
});

interface ListedActivity {
  _id: string;
  order: number;
  enabled: boolean;
  instructions1: string;
  instructions101: string;
  instructions102: string;
  instructions201: string;
}

async function listActivities(request: APIRequestContext): Promise<ListedActivity[]> {
  const response = await request.get('/api/activity?view=manager', {
    headers: { 'x-auth-token': teacher.token },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ListedActivity[];
}

/** This run's activities, by the instructions they carry. */
async function ownActivities(request: APIRequestContext) {
  return (await listActivities(request)).filter((a) =>
    [a.instructions1, a.instructions101, a.instructions102, a.instructions201].some((text) =>
      text.startsWith(RUN),
    ),
  );
}

test.afterAll(async ({ request }) => {
  for (const activity of await ownActivities(request)) {
    await request.delete(`/api/activity/${activity._id}`, {
      headers: { 'x-auth-token': teacher.token },
    });
  }
});

const cardOf = (page: Page, code: Code) =>
  page.getByTestId('activity-card').filter({ hasText: INSTRUCTIONS[code] });

/** The position a card shows in its heading, 'ACTIVITY #n'. */
async function orderOf(card: Locator): Promise<number> {
  const heading = await card.getByRole('heading').first().textContent();
  return Number(/ACTIVITY #(\d+)/.exec(heading ?? '')?.[1]);
}

async function openManager(page: Page) {
  await useToken(page, teacher.token);
  await page.goto('/activity-edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit activities' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^View all activities \d+$/ })).toBeVisible();
}

async function openAddTab(page: Page, choice: string) {
  await page.getByRole('tab', { name: 'Add new activity' }).click();
  await page.getByRole('radio', { name: choice, exact: true }).check();
}

/** Searches a picker as a teacher types, and chooses the inTell. */
async function pick(page: Page, picker: 'community topic' | 'inTell', label: string) {
  const group = page.getByRole('group', { name: new RegExp(`^${picker}`, 'i') });
  await group.getByLabel(`Search for the ${picker}`).fill(RUN);
  await group.getByRole('button', { name: `Choose ‘${label}’` }).click();
  await expect(group).toContainText(`Chosen: ${label}`);
}

async function submit(page: Page) {
  await page.getByRole('button', { name: 'Add activity' }).click();
  await expect(page.getByText(/^Activity #\d+ has been added\./).last()).toBeVisible();
  await expect(page.getByRole('tab', { name: /^View all activities/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** A member's name as the class lists show it: the part before an e-mail's '@'. */
const shownName = (user: ApiUser) => user.name.split('@')[0]!;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chooses the option of a select whose text contains the words. */
async function chooseOption(select: Locator, words: string) {
  const value = await select.locator('option', { hasText: words }).first().getAttribute('value');
  expect(value).not.toBeNull();
  await select.selectOption(value ?? '');
}

/** `POST /api/activity/{id}` as a student completing it, with what it asks for. */
async function complete(
  request: APIRequestContext,
  student: ApiUser,
  activityId: string,
  body: Record<string, unknown> = {},
) {
  const response = await request.post(`/api/activity/${activityId}`, {
    headers: { 'x-auth-token': student.token },
    data: { activityID: activityId, studentIDCompleted: student._id, ...body },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('on a desktop', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a teacher builds one activity of each type, puts them live, reorders, deletes one', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openManager(page);

    // 1, add new inTell: interconnecting needs a topic; Submit without one opens the dialog.
    await openAddTab(page, 'Add new inTell');
    await page.getByLabel('Instructions (140 characters or less)').fill(INSTRUCTIONS[1]);
    await page.getByLabel(/Students evaluate their own inTell/).check();
    await page.getByLabel('interpret their new inTell').check();
    await page.getByLabel(/interconnect it to the community topic/).check();
    await page.getByRole('button', { name: 'Add activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Community topic' });
    await expect(dialog.getByText('Please select a community topic.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-desktop-1-topic-dialog.png` });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Search for the community topic')).toBeFocused();
    await pick(page, 'community topic', TOPIC);
    await page.getByLabel('Ask students to evaluate the values at stake').check();
    await page.screenshot({ path: `${SHOTS}-desktop-2-add-form.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await submit(page);

    // 101, the guiding question.
    await openAddTab(page, 'Guiding question (community topic)');
    await pick(page, 'community topic', TOPIC);
    await page.getByLabel('Instructions (140 characters or less)').fill(INSTRUCTIONS[101]);
    await submit(page);

    // 102: the alternative intent prompt is required once chosen; the topic and the inTell differ.
    await openAddTab(page, 'Interpret an inTell');
    await pick(page, 'inTell', READING);
    await page.getByLabel('Search for the community topic').fill(RUN);
    await expect(page.getByRole('button', { name: `Choose ‘${READING}’` })).toBeDisabled();
    await page.getByRole('button', { name: `Choose ‘${TOPIC}’` }).click();
    await page.getByLabel('Instructions (140 characters or less)').fill(INSTRUCTIONS[102]);
    await page.getByLabel('Pause students whose emotional response is strong').check();
    await page.getByLabel(/^Ask students to confirm a deeper understanding/).check();
    await page.getByLabel('An alternative prompt of my own:').check();
    await page.getByRole('button', { name: 'Add activity' }).click();
    await expect(
      page.getByText('Invalid alternative intent prompt. Please be more descriptive.'),
    ).toBeVisible();
    await expect(page.getByLabel('Alternative intent prompt')).toBeFocused();
    await page.getByLabel('Alternative intent prompt').fill('I found the author’s aim to be...');
    await submit(page);

    // 201: both pickers are required.
    await openAddTab(page, 'Interconnect an inTell to the guiding question');
    await page.getByRole('button', { name: 'Add activity' }).click();
    await expect(page.getByText('Please select a community topic.')).toBeVisible();
    await expect(page.getByText('Please select an inTell.')).toBeVisible();
    await pick(page, 'community topic', TOPIC);
    await pick(page, 'inTell', READING);
    await page.getByLabel('Instructions (140 characters or less)').fill(INSTRUCTIONS[201]);
    await submit(page);

    // 100, info message: instructions of 141 characters are refused.
    await openAddTab(page, 'Info message');
    await pick(page, 'inTell', READING);
    const instructions = page.getByLabel('Instructions (140 characters or less)');
    await instructions.fill(`${INSTRUCTIONS[100]} ${'x'.repeat(141)}`.slice(0, 141));
    await page.getByRole('button', { name: 'Add activity' }).click();
    await expect(page.getByText('141 of 140 characters')).toBeVisible();
    await expect(instructions).toBeFocused();
    await instructions.fill(INSTRUCTIONS[100]);
    await submit(page);

    // 0, the default waveMaker list: saved as it is (other journeys read it).
    await openAddTab(page, 'Default waveMaker list');
    await expect(
      page.getByRole('button', { name: 'Save the default waveMaker list' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save the default waveMaker list' }).click();
    await expect(page.getByText('The default waveMaker list has been saved.')).toBeVisible();

    // The list: each card its type, instructions and inTells; not live yet.
    await page.getByRole('tab', { name: /^View all activities/ }).click();
    const count = Number(
      /(\d+)$/.exec(
        (await page.getByRole('tab', { name: /^View all activities/ }).textContent())!,
      )![1],
    );
    await expect(page.getByTestId('activity-card')).toHaveCount(count);
    const codes: Code[] = [1, 101, 102, 201, 100];
    for (const code of codes) {
      await expect(cardOf(page, code)).toHaveAttribute('data-live', 'false');
    }
    await expect(cardOf(page, 201)).toContainText('Interconnect an inTell to the guiding question');
    await expect(cardOf(page, 201).getByRole('link', { name: TOPIC })).toBeVisible();
    await expect(cardOf(page, 201).getByRole('link', { name: READING })).toBeVisible();
    await expect(cardOf(page, 102)).toContainText('I found the author’s aim to be...');
    await expect(cardOf(page, 102)).toContainText('Confirm a deeper understanding');
    await expect(cardOf(page, 1)).toContainText('Self-evaluation');

    // Go Live: a real switch; live cards are shaded green and count completions.
    for (const code of codes) {
      const card = cardOf(page, code);
      await card.getByRole('switch', { name: /^Go Live/ }).check();
      await expect(card).toHaveAttribute('data-live', 'true');
      await expect(card.getByTestId('completed-count')).toHaveText('Completed by 0 students');
    }
    await expect(cardOf(page, 100).locator('.card-header')).toHaveClass(/bg-success-subtle/);

    // Move the info message up one step: it goes above the 201 (made just before it).
    const before201 = await orderOf(cardOf(page, 201));
    const infoOrder = await orderOf(cardOf(page, 100));
    expect(infoOrder).toBe(before201 + 1);
    await cardOf(page, 100)
      .getByRole('button', { name: /^Move up/ })
      .click();
    await expect(cardOf(page, 100).getByRole('heading').first()).toContainText(
      `ACTIVITY #${before201}`,
    );
    await expect(cardOf(page, 201).getByRole('heading').first()).toContainText(
      `ACTIVITY #${before201 + 1}`,
    );
    // The focus stays on the button used, on the moved card.
    await expect(cardOf(page, 100).getByRole('button', { name: /^Move up/ })).toBeFocused();
    await expect(page.getByText(`The activity is now #${before201}.`)).toBeAttached();

    // Jump the info message to the top.
    const info = cardOf(page, 100);
    await info.getByLabel(/^Position/).selectOption('1');
    await info.getByRole('button', { name: /^Jump/ }).click();
    await expect(cardOf(page, 100).getByRole('heading').first()).toContainText('ACTIVITY #1');
    await expect(page.getByTestId('activity-card').first()).toContainText(INSTRUCTIONS[100]);
    await page.screenshot({ path: `${SHOTS}-desktop-3-list.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // Delete the 201, after the confirmation (which starts on Cancel).
    await cardOf(page, 201)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this activity?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.screenshot({ path: `${SHOTS}-desktop-4-delete.png` });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete activity' }).click();
    await expect(page.getByText('The activity has been deleted.')).toBeVisible();
    await expect(cardOf(page, 201)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /activities, in the order/ })).toBeFocused();
  });

  test('the teacher sees the completions and each student’s answer against the class', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const own = await ownActivities(request);
    const id = (code: Code) =>
      own.find((a) =>
        [a.instructions1, a.instructions101, a.instructions102, a.instructions201].includes(
          INSTRUCTIONS[code],
        ),
      )!._id;

    // Four students answer the guiding question and interpret the reading; the first does all.
    const positions = [
      { position: 1, confidence: 1 },
      { position: -1, confidence: 0.5 },
      { position: 1, confidence: 0.5 },
      { position: 0 },
    ];
    const interpretations = [
      { myEmotion: 0.5, authorIntent: 0.8, goodFaith: 0.9, sound: 0.7, confidence: 0.5 },
      { myEmotion: -0.4, authorIntent: 0.3, goodFaith: 0.8, sound: 0.2, confidence: 1 },
      { myEmotion: 0.2, authorIntent: 0.6, goodFaith: 0.9, sound: 0.6, confidence: 0.5 },
      { myEmotion: 0.1, authorIntent: 0.9, goodFaith: 0.9, sound: 0.9, confidence: 0.1 },
    ];
    for (const [index, student] of students.entries()) {
      await complete(request, student, id(101), { addIdeaScale: positions[index] });
      // The 102 confirms a deeper understanding: the author's point in the student's own words.
      await complete(request, student, id(102), {
        addIdeaScale: { ...interpretations[index], understanding: `Point ${index + 1} of ${RUN}` },
      });
    }
    const [first] = students as [ApiUser];
    await complete(request, first, id(100));
    await complete(request, first, id(1), {
      addIdea: {
        myContent: `${RUN} later starts would help us learn`,
        myPoint: 'Later starts help',
        agents: [],
        goodIntentLevel: 1,
      },
    });

    // The teacher previews them as the student's screen sends them ('View as Student'): nothing
    // of it counts below, not in the counts, the progress or the plots.
    await complete(request, teacher, id(101), { addIdeaScale: { position: -1, confidence: 1 } });
    await complete(request, teacher, id(102), {
      addIdeaScale: { ...interpretations[0], understanding: `The teacher's preview of ${RUN}` },
    });
    await complete(request, teacher, id(100));

    await openManager(page);
    await expect(cardOf(page, 101).getByTestId('completed-count')).toHaveText(
      'Completed by 4 students',
    );
    await expect(cardOf(page, 102).getByTestId('completed-count')).toHaveText(
      'Completed by 4 students',
    );
    await expect(cardOf(page, 100).getByTestId('completed-count')).toHaveText(
      'Completed by 1 student',
    );
    await expect(cardOf(page, 1).getByTestId('completed-count')).toHaveText(
      'Completed by 1 student',
    );

    await page.getByRole('tab', { name: 'Class progress' }).click();
    const table = page.getByRole('table', { name: 'Activities done by each student' });
    // The first student did the four; the others two of them.
    const firstRow = table.getByRole('row', { name: new RegExp(`^${escape(shownName(first))} `) });
    await expect(firstRow).toBeVisible();
    await expect(firstRow.getByRole('cell', { name: 'Done', exact: true })).toHaveCount(4);
    await expect(
      table.getByRole('row', { name: new RegExp(`^${escape(shownName(teacher))} `) }),
    ).toHaveCount(0);
    const second = students[1]!;
    const secondRow = table.getByRole('row', {
      name: new RegExp(`^${escape(shownName(second))} `),
    });
    await expect(secondRow.getByRole('cell', { name: 'Done', exact: true })).toHaveCount(2);

    // The guiding question: each student's position on the class's plot.
    await chooseOption(page.getByLabel('Activity', { exact: true }), `Guiding question: ${TOPIC}`);
    await page.getByLabel('Student shown on the plots').selectOption({ label: shownName(second) });
    // Agree … disagree, the question's own answers: never the support scale's words (issue 43).
    await expect(
      page.getByRole('img', {
        name: new RegExp(
          `^Position on the guiding question: density plot of 4 responses on a scale from -1 \\(I disagree\\) to 1 \\(I agree\\); ${escape(shownName(second))}’s answer -1\\. ${escape(shownName(second))}’s answer: I disagree\\.`,
        ),
      }),
    ).toBeVisible();
    await expect(page.getByTestId('density-plot-ends')).toHaveText('I disagreeI agree');
    const answers101 = page.getByRole('table', { name: `Each student’s answers on ‘${TOPIC}’` });
    await expect(answers101).toContainText('I disagree');
    // Words, not raw numbers or codes: a confidence is a percentage; no '(101)' anywhere.
    await expect(answers101.getByRole('cell', { name: '50%', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(
      /\((1|13|100|101|102|201)\)|Totally|supports the/,
    );
    await page.screenshot({ path: `${SHOTS}-desktop-5-progress-101.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // The interpretation: four plots, the student marked on each.
    await chooseOption(
      page.getByLabel('Activity', { exact: true }),
      `Interpret an inTell: ${READING}`,
    );
    await page.getByLabel('Student shown on the plots').selectOption({ label: shownName(first) });
    await expect(
      page.getByRole('img', {
        name: new RegExp(`^Soundness: .*; ${escape(shownName(first))}’s answer 0\\.7`),
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Emotion: density plot of 4 responses/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: `Each student’s answers on ‘${READING}’` }),
    ).toContainText('Somewhat sound (0.7)');
    const points = page.getByRole('region', {
      name: 'The author’s point, in each student’s own words',
    });
    await expect(points).toContainText(`${shownName(first)}Point 1 of ${RUN}`);
    await expect(points.getByRole('definition')).toHaveCount(4);
    await page.screenshot({ path: `${SHOTS}-desktop-6-progress-102.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // A new inTell: the student's own inTell in her work, which her teacher grades (issue 43).
    await chooseOption(page.getByLabel('Activity', { exact: true }), 'Add new inTell:');
    const work = page.getByRole('region', { name: `${shownName(first)}’s work` });
    await expect(work.getByRole('link', { name: 'Later starts help' })).toBeVisible();
    await expect(work).not.toContainText('No interpretation to show');
    await page.screenshot({ path: `${SHOTS}-desktop-7-progress-1.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test('the teacher’s View as Student says her answers are not kept', async ({ page }) => {
    await openPreview(page);
    await page.screenshot({ path: `${SHOTS}-desktop-7-preview.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});

/** The teacher's 'View as Student', from the menu. */
async function openPreview(page: Page) {
  await useToken(page, teacher.token);
  await page.goto('/activity-students');
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await expect(page.getByText(/^Preview: this is what your students see\./)).toBeVisible();
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, reducedMotion: 'reduce' });

  test('the manager works on a phone: the list, the form, a deletion and the progress', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openManager(page);
    await expect(cardOf(page, 101)).toBeVisible();
    await cardOf(page, 101).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}-phone-1-list.png`, fullPage: true });
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);

    // A 201 made on the phone, put live, moved and deleted.
    await openAddTab(page, 'Interconnect an inTell to the guiding question');
    await pick(page, 'community topic', TOPIC);
    await pick(page, 'inTell', READING);
    await page.getByLabel('Instructions (140 characters or less)').fill(INSTRUCTIONS[201]);
    await page.screenshot({ path: `${SHOTS}-phone-2-form.png`, fullPage: true });
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await submit(page);
    const card = cardOf(page, 201);
    await expect(card.getByRole('heading').first()).toBeFocused();
    await card.getByRole('switch', { name: /^Go Live/ }).tap();
    await expect(card).toHaveAttribute('data-live', 'true');
    const at = await orderOf(card);
    await card.getByRole('button', { name: /^Move up/ }).tap();
    await expect(card.getByRole('heading').first()).toContainText(`ACTIVITY #${at - 1}`);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}-phone-3-card.png` });
    await expectFitsTheScreen(page);

    await card.getByRole('button', { name: /^Delete/ }).tap();
    const confirm = page.getByRole('dialog', { name: 'Delete this activity?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.screenshot({ path: `${SHOTS}-phone-4-delete.png` });
    await confirm.getByRole('button', { name: 'Cancel' }).tap();
    await expect(confirm).toBeHidden();
    await expect(card.getByRole('button', { name: /^Delete/ })).toBeFocused();
    await card.getByRole('button', { name: /^Delete/ }).tap();
    await confirm.getByRole('button', { name: 'Delete activity' }).tap();
    await expect(cardOf(page, 201)).toHaveCount(0);

    // The class's progress: the table scrolls on its own, not the page.
    await page.getByRole('tab', { name: 'Class progress' }).tap();
    await expect(
      page.getByRole('table', { name: 'Activities done by each student' }),
    ).toBeVisible();
    await chooseOption(page.getByLabel('Activity', { exact: true }), `Guiding question: ${TOPIC}`);
    await expect(
      page.getByRole('img', {
        name: /^Position on the guiding question.*\(I disagree\) to 1 \(I agree\)/,
      }),
    ).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/\(101\)|Totally/);
    await page.screenshot({ path: `${SHOTS}-phone-5-progress.png`, fullPage: true });
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await chooseOption(page.getByLabel('Activity', { exact: true }), 'Add new inTell:');
    await expect(page.getByRole('link', { name: 'Later starts help' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-phone-5b-progress-1.png`, fullPage: true });
    await expectFitsTheScreen(page);

    await openPreview(page);
    await page.screenshot({ path: `${SHOTS}-phone-6-preview.png`, fullPage: true });
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
  });
});
