import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';
import {
  clearActivities,
  completeThroughApi,
  createLiveActivities,
  enrolStudents,
} from '../support/student-activities';

/**
 * Feedback and grades (DESIGN.md §14): the teacher reads a student's interpretation in words in
 * the progress view, writes a comment and a grade and releases it; the student, on a phone with
 * her activities open, sees the unread count on the closed menu, is told through the bell without
 * reloading, follows it to the activity itself (`/activities/{id}`) and reads the feedback there;
 * Back returns to it. The teacher sees the student's overall grade and the class's, and downloads
 * the class's answers: one column per answer, dates in her own time zone (issue 43). The teacher at
 * 1280 px, then again at 390 px with the student at 1280 px; axe on each screen.
 */

const SHOTS = '/tmp/activities-feedback';
const DESKTOP = { width: 1280, height: 800 } as const;

interface Lesson {
  teacher: ApiUser;
  student: ApiUser;
  studentName: string;
  /** When the student completed the activity, in ms: her line's local date is that minute. */
  completedAt: number;
  activityId: string;
}

async function setUp(request: APIRequestContext): Promise<Lesson> {
  const t = await createUser('teacher', 'feedback-teacher');
  const teacher = await apiSignIn(request, t.email, t.password);
  await clearActivities(request, teacher.token);
  // The class first, then the student: a new class puts the students in no class on the only
  // other class's roster when it has a live activity (a lone run of this file, on its retry).
  await enrolStudents(request, teacher.token, []);
  const s = await createUser('student', 'feedback-student');
  const student = await apiSignIn(request, s.email, s.password);
  await enrolStudents(request, teacher.token, [student.token]);
  const reading = await createTextIdea(
    request,
    teacher.token,
    `Phones out of class ${uniqueWord('')}`,
    'Pupils who leave their phones in a locker score higher on tests.',
  );
  const [interpret] = await createLiveActivities(request, teacher.token, [
    { selection: 102, inTellExisting: reading._id, instructions102: 'Interpret it.' },
  ]);
  await completeThroughApi(request, student, interpret!._id, {
    addIdeaScale: {
      myEmotion: 0.5,
      authorIntent: 0.75,
      sound: 0.25,
      values: [1],
      note: 'It does not say how many pupils were asked.',
    },
  });
  // Her name as her teacher's screens and file show it: an address without its domain.
  const studentName = student.name.replace(/@.*$/, '');
  return { teacher, student, studentName, completedAt: Date.now(), activityId: interpret!._id };
}

async function gradeAndRelease(page: Page, lesson: Lesson, shot: string) {
  await useToken(page, lesson.teacher.token);
  await page.goto('/activity-edit');
  await page.getByRole('tab', { name: 'Class progress' }).click();
  const work = page.getByRole('region', { name: /’s work$/ });
  await expect(work.getByRole('heading', { name: 'Interpretation' })).toBeVisible();
  await expect(work).toContainText('It does not say how many pupils were asked.');
  await expect(work).toContainText('Care');
  await expect(work).toContainText('No feedback yet.');
  await work.getByLabel('Comment to the student').fill('Good question about the sample.');
  await work.getByLabel('Grade (0–100, optional)').fill('88');
  await work.getByRole('button', { name: 'Save and release' }).click();
  await expect(work.getByRole('status')).toHaveText('Feedback saved and released to the student.');
  await expect(work).toContainText('Released to the student on');
  // Her overall grade in the progress table, and the class's above it.
  const progress = page.getByRole('table', { name: 'Activities done by each student' });
  await expect(progress.getByRole('columnheader', { name: 'Overall grade' })).toBeVisible();
  await expect(progress.getByRole('row', { name: new RegExp(lesson.studentName) })).toContainText(
    '88 (1 graded)',
  );
  await expect(
    page.getByText('Class overall grade: 88, the mean of 1 student’s overall grades.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-${shot}.png`, fullPage: true });
  await expectClassAnswers(page, lesson);
}

/**
 * The class's answers as the teacher downloads them: her student's line with each answer in its
 * column, the completion in the browser's own time zone as a spreadsheet reads a date, the grade
 * and the overall grade; the class's overall grade last.
 */
async function expectClassAnswers(page: Page, lesson: Lesson) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the class’s answers (CSV)' }).click();
  const text = await readFile(await (await downloading).path(), 'utf8');
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  const columns = header!.split(',');
  const cellsOf = (line: string): Record<string, string> =>
    Object.fromEntries(line.split(',').map((cell, i) => [columns[i] ?? '', cell]));
  const student = cellsOf(lines.find((line) => line.startsWith(`${lesson.studentName},`))!);
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  // The minutes around the completion, as 'YYYY-MM-DD HH:mm' in her zone.
  const minutes = [-2, -1, 0, 1].map((offset) =>
    local.format(lesson.completedAt + offset * 60_000).replace(', ', ' '),
  );
  expect(minutes).toContain(student.Completed);
  expect(student).toMatchObject({
    'Activity type': 'Interpret an inTell',
    Emotion: '0.5',
    Soundness: '0.25',
    Values: 'Care',
    Note: 'It does not say how many pupils were asked.',
    Grade: '88',
    'Overall grade': '88',
    'Activities graded': '1',
  });
  expect(cellsOf(lines.at(-1)!)).toMatchObject({ Student: 'Whole class', 'Overall grade': '88' });
}

async function phone(browser: Browser) {
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    reducedMotion: 'reduce',
  });
  return { context, page: await context.newPage() };
}

test.describe('feedback, released and read on a phone', () => {
  // A zone far from UTC, so that a date written in UTC would show.
  test.use({ viewport: DESKTOP, reducedMotion: 'reduce', timezoneId: 'Pacific/Auckland' });

  test('the teacher grades and releases; the student is told live and reads it', async ({
    page,
    browser,
    request,
  }) => {
    const lesson = await setUp(request);
    // The student has her activities open on her phone before the teacher releases.
    const student = await phone(browser);
    await useToken(student.page, lesson.student.token);
    await student.page.goto('/activity-students');
    await expect(student.page.getByRole('tab', { name: /Activities Completed/ })).toBeVisible();
    // She was told of the activity when it went live: the count shows on the closed menu.
    const menu = (count: string) =>
      student.page.getByRole('button', { name: `Toggle navigation, ${count}` });
    await expect(menu('1 unread notification')).toBeVisible();
    await expect(menu('1 unread notification')).toHaveText('1');
    await expect(student.page.getByRole('button', { name: /^Notifications/ })).toBeHidden();
    await expectNoSeriousA11yViolations(student.page);
    await student.page.screenshot({ path: `${SHOTS}-student-menu-closed-390.png` });

    await gradeAndRelease(page, lesson, 'teacher-1280');

    // Told through the live stream: the closed menu counts it without a reload, then the bell.
    await expect(menu('2 unread notifications')).toBeVisible({ timeout: 15_000 });
    await menu('2 unread notifications').tap();
    const bell = student.page.getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(bell).toBeVisible();
    await bell.tap();
    const told = student.page.getByRole('link', { name: /Your teacher has given you feedback/ });
    await expect(told).toBeVisible();
    await expectNoSeriousA11yViolations(student.page);
    await student.page.screenshot({ path: `${SHOTS}-student-bell-390.png` });
    await told.tap();

    // The activity itself, its feedback showing: not 'You completed all activities'.
    await expect(student.page).toHaveURL(new RegExp(`/activities/${lesson.activityId}$`));
    const feedback = student.page.getByRole('region', { name: 'Feedback from your teacher' });
    await expect(feedback).toContainText('Grade: 88 / 100');
    await expect(feedback).toContainText('Good question about the sample.');
    await expect(student.page.getByText('You completed all activities')).toBeHidden();
    await expectNoSeriousA11yViolations(student.page);
    await expectFitsTheScreen(student.page);
    await student.page.screenshot({ path: `${SHOTS}-student-feedback-390.png`, fullPage: true });

    // Back to the list, then the browser's Back: the activity again, at its address.
    await student.page
      .getByRole('button', { name: /Back to the list/ })
      .first()
      .tap();
    await expect(student.page).toHaveURL(/\/activity-students$/);
    const entry = student.page.getByRole('article', { name: /#1: Interpret an inTell/ });
    await expect(entry.getByText('Feedback', { exact: true })).toBeVisible();
    await student.page.goBack();
    await expect(student.page).toHaveURL(new RegExp(`/activities/${lesson.activityId}$`));
    await expect(feedback).toContainText('Grade: 88 / 100');
    // Read once followed: the bell counts the other one only. Whether following it left the
    // collapsed menu open depends on the page's moves; once still, it is opened if it is closed.
    const readBell = student.page.getByRole('button', { name: 'Notifications, 1 unread' });
    await student.page.waitForTimeout(500);
    if (!(await readBell.isVisible())) {
      await student.page.getByRole('button', { name: 'Toggle navigation' }).tap();
    }
    await expect(
      student.page.getByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeVisible();
    await student.context.close();
  });
});

test.describe('the teacher on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

  test('grades and releases at 390 px; the student at 1280 px follows the bell to it', async ({
    page,
    browser,
    request,
  }) => {
    const lesson = await setUp(request);
    await gradeAndRelease(page, lesson, 'teacher-390');
    await expectFitsTheScreen(page);

    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const desk = await context.newPage();
    await useToken(desk, lesson.student.token);
    await desk.goto('/activity-students');
    await desk.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    await desk.getByRole('link', { name: /Your teacher has given you feedback/ }).click();
    await expect(desk).toHaveURL(new RegExp(`/activities/${lesson.activityId}$`));
    const feedback = desk.getByRole('region', { name: 'Feedback from your teacher' });
    await expect(feedback).toContainText('Good question about the sample.');
    await expectNoSeriousA11yViolations(desk);
    await desk.screenshot({ path: `${SHOTS}-student-feedback-1280.png`, fullPage: true });
    // Another class's activity, or none: said so, with the way to her own.
    await desk.goto('/activities/not-an-activity');
    await expect(desk.getByText('This activity is not open to you')).toBeVisible();
    await expectNoSeriousA11yViolations(desk);
    await desk.screenshot({ path: `${SHOTS}-not-open-1280.png` });
    await desk.getByRole('link', { name: 'See your activities' }).click();
    await expect(desk).toHaveURL(/\/activity-students$/);
    await context.close();
  });
});
