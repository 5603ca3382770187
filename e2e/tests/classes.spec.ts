import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  confirmationPath,
  createUser,
  logIn,
  PASSWORD,
  signInWithToken,
} from '../support/accounts';
import { expectNoSeriousA11yViolations, expectTitleAndHeadings } from '../support/axe';
import { apiSignIn, createTextIdea, useToken, type ApiUser } from '../support/content';
import { uniqueEmail, waitForMail } from '../support/data';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/** Classes (DESIGN.md §10): the teacher's screens, the three ways in, and classes kept apart. */

const SHOTS = '/tmp/classes';
const auth = (token: string) => ({ 'x-auth-token': token });

interface SchoolClass {
  _id: string;
  name: string;
  code: string;
}

async function createClass(request: APIRequestContext, teacher: ApiUser, name: string) {
  const response = await request.post('/api/classes', {
    data: { name },
    headers: auth(teacher.token),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SchoolClass;
}

/** A live info message in the class, about a fresh inTell whose point names it. */
async function liveActivity(
  request: APIRequestContext,
  teacher: ApiUser,
  classId: string,
  point: string,
) {
  const idea = await createTextIdea(request, teacher.token, point);
  const created = await request.post('/api/activity', {
    data: { selection: 100, classId, inTellExisting: idea._id, instructions1: `Read: ${point}` },
    headers: auth(teacher.token),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const live = await request.post(`/api/activity/${_id}`, {
    data: { activityID: _id, enabled: true },
    headers: auth(teacher.token),
  });
  expect(live.status(), await live.text()).toBe(200);
  return _id;
}

async function teacher(request: APIRequestContext, label: string) {
  const account = await createUser('teacher', label);
  return apiSignIn(request, account.email, account.password);
}

const className = (label: string) => `${label} ${Date.now().toString(36).slice(-5)}`;

test('a teacher makes a class and adds students three ways; a managed student signs in on a phone', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const tess = await teacher(request, 'classes-tess');
  await useToken(page, tess.token);
  const name = className('Civics');

  await page.goto('/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  await page.getByLabel('Class name').fill(name);
  await page.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByRole('article', { name })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-classes-1280.png`, fullPage: true });
  await page
    .getByRole('article', { name })
    .getByRole('link', { name: 'Roster and join code' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // 1. E-mails as a mail client pastes them; what is no address stays in the box.
  const [ana, ben] = [uniqueEmail('classes-ana'), uniqueEmail('classes-ben')];
  await page
    .getByRole('textbox', { name: 'E-mail addresses' })
    .fill(`Ana Lopez <${ana}>; ${ben}, Eve Fox`);
  await page.getByRole('button', { name: 'Add to class' }).click();
  await expect(page.getByTestId('roster-emails-answer')).toHaveText(
    'Added 2 addresses; 0 already in the class; 1 not e-mail addresses.',
  );
  await expect(page.getByRole('textbox', { name: 'E-mail addresses' })).toHaveValue('Eve Fox');
  await expect(page.getByText(ana)).toBeVisible();
  // The invitation names the class and its teacher, and greets Ana by the name her To line gave.
  const invitation = await waitForMail(ana, 1, { invitations: true });
  expect(invitation.subject).toBe(`You are invited to join ${name} on Thoughtful`);
  expect(invitation.text).toMatch(
    new RegExp(`^Hello Ana Lopez, You have been invited by \\S.* to join the class ${name} on`),
  );

  // 2. The join code, its link and QR code.
  const code = (await page.getByTestId('join-code').textContent()) ?? '';
  expect(code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
  await expect(page.getByRole('img', { name: /^QR code of the join link / })).toBeVisible();

  // 3. Accounts for students without e-mail, under the names the teacher types, shown once.
  await page
    .getByRole('textbox', { name: 'Students’ names (optional, one a line)' })
    .fill('Olivia Brown\nNoah Kim\n');
  await expect(page.getByLabel('Number of accounts')).toHaveValue('2');
  await page.getByRole('button', { name: 'Make accounts' }).click();
  const sheet = page.getByRole('region', { name: '2 new accounts' });
  await expect(sheet.getByText('The passwords are shown only now')).toBeVisible();
  await expect(sheet.locator('.account-card-name')).toHaveText([
    'Name: Olivia Brown',
    'Name: Noah Kim',
  ]);
  const card = sheet.getByTestId('account-card').first();
  const loginId = (await card.locator('.account-login-id').textContent()) ?? '';
  const password = (await card.locator('.account-password').textContent()) ?? '';
  expect(loginId).not.toContain('@');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-roster-1280.png`, fullPage: true });
  // On paper, the sheet alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name })).toBeHidden();
  await expect(sheet.getByTestId('account-card')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}-sheet-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('roster-student')).toHaveCount(2);
  await expect(
    page.getByTestId('roster-student').filter({ hasText: 'Olivia Brown' }),
  ).toBeVisible();

  // She renames a student; the roster lists the new name (issue 43).
  await page.getByRole('button', { name: 'Rename Noah Kim' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Noah Kim' });
  await expect(rename.getByRole('textbox', { name: 'Name' })).toHaveValue('Noah Kim');
  await expect(rename.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  await rename.getByRole('textbox', { name: 'Name' }).fill('');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename.getByText('Please enter the student’s name.')).toBeVisible();
  await rename.getByRole('textbox', { name: 'Name' }).fill('Noah Kimura');
  await expectNoSeriousA11yViolations(page);
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByText('The student is now named Noah Kimura.')).toBeVisible();
  await expect(page.getByTestId('roster-student').filter({ hasText: 'Noah Kimura' })).toBeVisible();

  // The student of that card, on a phone, with what was printed.
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const kid = await phone.newPage();
  await logIn(kid, loginId, password);
  // Her account is minutes old, but she is in a class: her activities, not About (issue 43).
  await expect(kid).toHaveURL(/\/activity-students$/);
  await expect(kid.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await kid.screenshot({ path: `${SHOTS}-managed-student-390.png` });
  await phone.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the classes and the roster fit the screen, and the join poster prints alone', async ({
    page,
    request,
  }) => {
    test.slow();
    const tess = await teacher(request, 'classes-phone');
    const schoolClass = await createClass(request, tess, className('Geography'));
    await useToken(page, tess.token);
    await page.goto('/classes');
    await expect(page.getByRole('article', { name: schoolClass.name })).toBeVisible();
    await expectFitsTheScreen(page);
    await page.screenshot({ path: `${SHOTS}-classes-390.png`, fullPage: true });

    await page.goto(`/classes/${schoolClass._id}`);
    await expect(page.getByRole('img', { name: /^QR code of the join link / })).toBeVisible();
    await page.getByLabel('Number of accounts').fill('3');
    await page.getByRole('button', { name: 'Make accounts' }).click();
    await expect(page.getByTestId('account-card')).toHaveCount(3);
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-roster-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'I have kept them' }).click();

    // A made-up name is hers to change, on the phone too.
    const first = page.getByTestId('roster-student').first();
    const madeUp = (await first.locator('.fw-semibold').textContent()) ?? '';
    await first.getByRole('button', { name: `Rename ${madeUp}` }).tap();
    const rename = page.getByRole('dialog', { name: `Rename ${madeUp}` });
    await rename.getByRole('textbox', { name: 'Name' }).fill('Mia Jones');
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-rename-390.png` });
    await rename.getByRole('button', { name: 'Save name' }).tap();
    await expect(page.getByTestId('roster-student').filter({ hasText: 'Mia Jones' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('img', { name: /^QR code of the join link / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.screenshot({ path: `${SHOTS}-poster-print.png`, fullPage: true });
  });
});

test('a student joins two classes by their links and sees both, grouped; teachers see only their own', async ({
  page,
  request,
}) => {
  const [tess, theo] = [
    await teacher(request, 'classes-tess2'),
    await teacher(request, 'classes-theo'),
  ];
  const [civics, history] = [
    await createClass(request, tess, className('Civics')),
    await createClass(request, theo, className('History')),
  ];
  await liveActivity(request, tess, civics._id, 'Voting age should be 16');
  await liveActivity(request, theo, history._id, 'Rome fell slowly');

  // Another teacher's class, and its activities, are not Tess's to read.
  const foreign = await request.get(`/api/activity?view=manager&classId=${history._id}`, {
    headers: auth(tess.token),
  });
  expect([403, 404]).toContain(foreign.status());

  const student = await createUser('student', 'classes-sam');
  await signInWithToken(page, page.request, student.email, student.password);
  await page.goto(`/join/${civics.code}`);
  await expect(page).toHaveURL(/\/activity-students$/);
  await expect(page.getByText('Read: Voting age should be 16')).toBeVisible();
  // One class: the spec's screen, no class heading.
  await expect(page.getByRole('heading', { name: civics.name })).toHaveCount(0);

  await page.goto(`/join/${history.code}`);
  await expect(page).toHaveURL(/\/activity-students$/);
  const first = page.getByRole('region', { name: civics.name });
  const second = page.getByRole('region', { name: history.name });
  await expect(first.getByText('Read: Voting age should be 16')).toBeVisible();
  await expect(second.getByText('Read: Rome fell slowly')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-two-classes-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-two-classes-390.png`, fullPage: true });

  // Tess's manager lists her class's activity only.
  const tessPage = await page.context().browser()!.newPage();
  await useToken(tessPage, tess.token);
  await tessPage.goto('/activity-edit');
  await expect(tessPage.getByText('Voting age should be 16').first()).toBeVisible();
  await expect(tessPage.getByText('Rome fell slowly')).toHaveCount(0);
  await tessPage.close();
});

test('a visitor opens the join link on a phone, registers with its code and finds the class’s activities', async ({
  page,
  request,
}) => {
  test.slow();
  const tess = await teacher(request, 'classes-join-visitor');
  const biology = await createClass(request, tess, className('Biology'));
  await liveActivity(request, tess, biology._id, 'Cells divide to grow');
  const email = uniqueEmail('joiner');

  await page.setViewportSize(PHONE);
  await page.goto(`/join/${biology.code}`);
  await expect(
    page.getByText(/^Create your account to join the class with the code/),
  ).toBeVisible();
  // She sees which class and whose before making an account.
  await expect(page.getByText(`Class: ${biology.name}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Teacher: \S/)).toBeVisible();
  await expectTitleAndHeadings(page);
  // The code stays on one line (it used to break at its hyphen on a phone).
  const shownCode = page.getByText(`${biology.code.slice(0, 5)}-${biology.code.slice(5)}`, {
    exact: true,
  });
  const box = (await shownCode.boundingBox())!;
  const lineHeight = await shownCode.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(box.height).toBeLessThan(lineHeight * 1.5);
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-join-visitor-390.png`, fullPage: true });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();

  await page.goto(await confirmationPath(email));
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await logIn(page, email, PASSWORD);
  // Registered with the code, she is in the class: its live activity is hers to do, and her
  // activities are where she lands though her account is minutes old (issue 43).
  await expect(page).toHaveURL(/\/activity-students$/);
  await expect(page.getByText('Read: Cells divide to grow')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
});

test('a teacher splits her class into groups; a student sees her group’s answers only (issue 43)', async ({
  page,
  request,
}) => {
  // Two people's screens, each on a desktop and a phone, with five answers between them.
  test.setTimeout(180_000);
  const tess = await teacher(request, 'groups-tess');
  const schoolClass = await createClass(request, tess, className('Year 8'));
  // Five accounts made for the class, each signed in as its student would.
  const made5 = await request.post(`/api/classes/${schoolClass._id}/roster`, {
    data: { managed: 5 },
    headers: auth(tess.token),
  });
  expect(made5.status(), await made5.text()).toBe(200);
  const { accounts } = (await made5.json()) as {
    accounts: { loginId: string; password: string }[];
  };
  const students: ApiUser[] = [];
  for (const account of accounts) {
    students.push(await apiSignIn(request, account.loginId, account.password));
  }
  const [ana, ben, cleo, dan, eve] = students as [ApiUser, ApiUser, ApiUser, ApiUser, ApiUser];

  // The teacher splits the class, names the groups and puts each student where she wants.
  await page.setViewportSize({ width: 1280, height: 900 });
  await useToken(page, tess.token);
  await page.goto(`/classes/${schoolClass._id}`);
  const groups = page.getByRole('region', { name: 'Groups' });
  await expect(
    groups.getByText('No groups: every student sees the whole class’s work.'),
  ).toBeVisible();
  await groups.getByLabel('Number of groups').fill('2');
  await groups.getByRole('button', { name: 'Split into groups' }).click();
  await expect(groups.getByTestId('groups-status')).toHaveText('Split into 2 groups.');
  for (const [from, to] of [
    ['Group 1', 'Reds'],
    ['Group 2', 'Blues'],
  ] as const) {
    await groups.getByRole('button', { name: `Rename ${from}` }).click();
    await groups.getByLabel(`New name for ${from}`).fill(to);
    await groups.getByRole('button', { name: 'Save' }).click();
    await expect(groups.getByTestId('groups-status')).toHaveText(`Renamed to ‘${to}’.`);
  }
  for (const [student, group] of [
    [ana, 'Reds'],
    [ben, 'Reds'],
    [cleo, 'Reds'],
    [dan, 'Reds'],
    [eve, 'Blues'],
  ] as const) {
    const select = groups.getByLabel(student.name, { exact: true });
    if ((await select.locator('option:checked').textContent()) === group) continue;
    await select.selectOption({ label: group });
    await expect(groups.getByTestId('groups-status')).toHaveText(`${student.name} is in ${group}.`);
  }
  await expect(groups.getByTestId('class-group').filter({ hasText: 'Reds' })).toContainText(
    'Reds (4 students)',
  );
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-groups-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
  await groups.screenshot({ path: `${SHOTS}-groups-390.png` });

  // Everyone answers the guiding question: Reds agree, Eve in Blues disagrees.
  const question = await createTextIdea(request, tess.token, 'Homework should be optional');
  const made = await request.post('/api/activity', {
    data: { selection: 101, classId: schoolClass._id, communityTopic: question._id },
    headers: auth(tess.token),
  });
  expect(made.status(), await made.text()).toBe(201);
  const { _id: activityId } = (await made.json()) as { _id: string };
  const live = await request.post(`/api/activity/${activityId}`, {
    data: { activityID: activityId, enabled: true },
    headers: auth(tess.token),
  });
  expect(live.status(), await live.text()).toBe(200);
  for (const student of students) {
    const answered = await request.post(`/api/activity/${activityId}`, {
      data: {
        activityID: activityId,
        studentIDCompleted: student._id,
        addIdeaScale: { position: student === eve ? -1 : 1, confidence: 0.8 },
      },
      headers: auth(student.token),
    });
    expect(answered.status(), await answered.text()).toBe(200);
  }

  // Ana sees her group's four answers, none of Eve's, on a phone and on a desktop.
  await useToken(page, ana.token);
  await page.goto('/activity-students');
  await page.getByRole('tab', { name: /^Activities Completed/ }).click();
  await page.getByRole('button', { name: 'Open again' }).click();
  await expect(page.getByText('The answers of your group, Reds.')).toBeVisible();
  await page.getByText('Show the answers as a table').click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /I agree/ })).toContainText('4');
  await expect(table.getByRole('row', { name: /I disagree/ })).toContainText('0');
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-group-answers-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByText('The answers of your group, Reds.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-group-answers-1280.png`, fullPage: true });

  // Her teacher reads the answers with each student's group.
  await useToken(page, tess.token);
  await page.goto('/activity-edit');
  await page.getByRole('tab', { name: 'Class progress' }).click();
  const answers = page.getByRole('table', { name: /^Each student’s answers on/ });
  await expect(answers.getByRole('row', { name: new RegExp(eve.name) })).toContainText('Blues');
  await expect(answers.getByRole('row', { name: new RegExp(ana.name) })).toContainText('Reds');
  await page.screenshot({ path: `${SHOTS}-group-teacher-answers-1280.png`, fullPage: true });

  // Eve, in Blues, writes an inTell in the class, and the teacher asks the class to interpret it:
  // Ana, in Reds, is not shown it (nor the activity on it), though she has done everything else.
  const activity = async (data: object) => {
    const res = await request.post('/api/activity', { data, headers: auth(tess.token) });
    expect(res.status(), await res.text()).toBe(201);
    const { _id: id } = (await res.json()) as { _id: string };
    const on = await request.post(`/api/activity/${id}`, {
      data: { activityID: id, enabled: true },
      headers: auth(tess.token),
    });
    expect(on.status(), await on.text()).toBe(200);
    return id;
  };
  const writeId = await activity({
    selection: 1,
    classId: schoolClass._id,
    instructions1: 'Your view on homework',
  });
  for (const [student, words] of [
    [eve, 'Blues think homework is late work'],
    [ana, 'Reds think homework is practice'],
  ] as const) {
    const written = await request.post(`/api/activity/${writeId}`, {
      data: {
        activityID: writeId,
        studentIDCompleted: student._id,
        addIdea: { myContent: words, agents: [], goodIntentLevel: 1 },
      },
      headers: auth(student.token),
    });
    expect(written.status(), await written.text()).toBe(200);
  }
  const latest = await request.get('/api/ideas?limitSize=10', { headers: auth(tess.token) });
  const evesIdea = ((await latest.json()) as { _id: string; label: string }[]).find((idea) =>
    idea.label.startsWith('Blues think'),
  )!;
  await activity({ selection: 102, classId: schoolClass._id, inTellExisting: evesIdea._id });
  await useToken(page, ana.token);
  await page.goto('/activity-students');
  await expect(page.getByRole('heading', { name: 'You completed all activities' })).toBeVisible();
  await expect(page.getByText('Blues think homework is late work')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
