import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken } from '../support/content';
import { expectFitsTheScreen } from '../support/layout';
import {
  clearActivities,
  createLiveActivities,
  enrolStudents,
} from '../support/student-activities';

/**
 * Live updates (DESIGN.md §9): the teacher's manager counts a completion the moment a
 * student in another browser presses Continue, and the student's To Do list shows an activity the
 * moment the teacher puts it live, neither screen reloaded (a marker left on each page survives).
 * The student is on a phone (390 px), the teacher on a desktop.
 */
test.describe.configure({ mode: 'serial' });

const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker === 1);
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { liveMarker?: number }).liveMarker = 1;
  });

test('the teacher sees a completion, and the student a new live activity, without reloading', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const t = await createUser('teacher', 'live-teacher');
  const s = await createUser('student', 'live-student');
  const [teacher, student] = await Promise.all([
    apiSignIn(request, t.email, t.password),
    apiSignIn(request, s.email, s.password),
  ]);
  await clearActivities(request, teacher.token);
  await enrolStudents(request, teacher.token, [student.token]);
  const word = uniqueWord('');
  const reading = await createTextIdea(
    request,
    teacher.token,
    `Night buses for students ${word}`,
    'The last bus leaves at ten; evening clubs end at half past.',
  );
  const first = `${word}: read this before class.`;
  const second = `${word}: now read it again.`;
  await createLiveActivities(request, teacher.token, [
    { selection: 100, inTellExisting: reading._id, instructions1: first },
  ]);

  const teacherContext = await browser.newContext({ reducedMotion: 'reduce' });
  const studentContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  try {
    const teacherPage = await teacherContext.newPage();
    await useToken(teacherPage, teacher.token);
    await teacherPage.goto('/activity-edit');
    const card = teacherPage.getByTestId('activity-card').filter({ hasText: first });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('completed-count')).not.toHaveText(/Completed by 1 student/);
    await mark(teacherPage);

    const studentPage = await studentContext.newPage();
    await useToken(studentPage, student.token);
    await studentPage.goto('/activity-students');
    await expect(studentPage.getByRole('heading', { name: 'ACTIVITY #1' })).toBeVisible();
    await expect(studentPage.getByText(first)).toBeVisible();
    await mark(studentPage);
    await studentPage.getByRole('button', { name: 'Continue' }).tap();
    await expect(
      studentPage.getByRole('heading', { name: 'You completed all activities' }),
    ).toBeVisible();

    // The teacher's card counts it, without a reload (the manager list does not poll).
    await expect(card.getByTestId('completed-count')).toHaveText('Completed by 1 student', {
      timeout: 5_000,
    });
    expect(await marked(teacherPage)).toBe(true);
    await expectNoSeriousA11yViolations(teacherPage);

    // A second activity, put live by the teacher on the manager: it reaches the student's phone.
    const created = await request.post('/api/activity', {
      data: { selection: 100, inTellExisting: reading._id, instructions1: second },
      headers: { 'x-auth-token': teacher.token },
    });
    expect(created.status(), await created.text()).toBe(201);
    await teacherPage.reload();
    const next = teacherPage.getByTestId('activity-card').filter({ hasText: second });
    await next.getByRole('switch', { name: /^Go Live/ }).check();
    await expect(next).toHaveAttribute('data-live', 'true');

    await expect(studentPage.getByRole('heading', { name: 'ACTIVITY #2' })).toBeVisible({
      timeout: 5_000,
    });
    await expect(studentPage.getByText(second)).toBeVisible();
    expect(await marked(studentPage)).toBe(true);
    await studentPage.screenshot({
      path: test.info().outputPath('live-student-phone.png'),
      fullPage: true,
    });
    await expectFitsTheScreen(studentPage);
    await expectNoSeriousA11yViolations(studentPage);
  } finally {
    await teacherContext.close();
    await studentContext.close();
    await clearActivities(request, teacher.token);
  }
});
