import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, makePdf, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen } from '../support/layout';
import {
  clearActivities,
  createLiveActivities,
  enrolStudents,
  listActivities,
} from '../support/student-activities';

/**
 * A student's new inTell in an activity may be a PDF (content §4 'Simple create flow': "choose
 * text or PDF"; §5 'Simple inTell'): in a type-1 activity the student chooses 'Upload a PDF',
 * meets the title and PDF checks, uploads the file, confirms intent, interprets (skips) and sees
 * the inTell with its PDF in Activities Completed; on a desktop and at 390 px with touch.
 *
 * Students see every live activity of the class, so the journey starts from an empty class and
 * leaves one; its teacher is its own, and so is her class, so other files' journeys never meet it.
 */

const SHOTS = '/tmp/activities-student-pdf';
const FILE = 'sleep-essay.pdf';

interface Lesson {
  teacher: ApiUser;
  student: ApiUser;
  id: string;
}

async function setUpLesson(request: APIRequestContext, label: string): Promise<Lesson> {
  const t = await createUser('teacher', `${label}-pdf-teacher`);
  const s = await createUser('student', `${label}-pdf-student`);
  const [teacher, student] = await Promise.all([
    apiSignIn(request, t.email, t.password),
    apiSignIn(request, s.email, s.password),
  ]);
  await clearActivities(request, teacher.token);
  await enrolStudents(request, teacher.token, [student.token]);
  const [activity] = await createLiveActivities(request, teacher.token, [
    {
      selection: 1,
      instructions1: 'Upload your essay on sleep as a PDF, or write your thoughts.',
      newInTellSelfEvaluate: true,
      afterOptionInterpretNewInTell: true,
    },
  ]);
  return { teacher, student, id: activity!._id };
}

/** A control tapped on a phone, clicked on a desktop. */
async function press(control: Locator, phone: boolean) {
  if (phone) await control.tap();
  else await control.click();
}

async function shareAPdf(
  page: Page,
  request: APIRequestContext,
  lesson: Lesson,
  device: 'desktop' | 'phone',
) {
  const phone = device === 'phone';
  await useToken(page, lesson.student.token);
  await page.goto('/activity-students');
  await expect(page.getByRole('heading', { level: 2, name: 'ACTIVITY #1' })).toBeVisible();
  await expect(page.getByText('Upload your essay on sleep as a PDF')).toBeVisible();

  // The create screen's choice: text (with an optional image) or a PDF.
  const modes = page.getByRole('group', { name: 'How do you want to share it?' });
  await expect(modes.getByRole('radio', { name: 'Write it here' })).toBeChecked();
  await expect(page.getByLabel('What do you think?')).toBeVisible();
  await expect(page.getByLabel('Add an image (optional)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-${device}-text-fields.png`, fullPage: true });
  const pdfMode = modes.getByRole('radio', { name: 'Upload a PDF' });
  await press(pdfMode, phone);
  await expect(pdfMode).toBeChecked();
  await expect(page.getByLabel('What do you think?')).toHaveCount(0);
  await expect(page.getByLabel('Add an image (optional)')).toHaveCount(0);

  // A PDF needs its title (content §5), then the file.
  const share = page.getByRole('button', { name: 'Share your thoughts' });
  const title = page.getByLabel('Title (60 characters or less)');
  await press(share, phone);
  await expect(page.getByText('Invalid "title". Please be more descriptive.')).toBeVisible();
  await expect(title).toBeFocused();
  await title.fill('My essay on teenage sleep');
  await press(share, phone);
  const pdfField = page.getByLabel('Your PDF');
  await expect(page.getByText('Please upload a valid pdf file.')).toHaveCount(1);
  await expect(pdfField).toBeFocused();
  await expect(pdfField).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-${device}-fields.png`, fullPage: true });

  await pdfField.setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: makePdf(2) });
  await expect(page.getByText(`Uploaded ${FILE}`)).toBeVisible();
  await expect(page.getByText('Please upload a valid pdf file.')).toHaveCount(0);
  await expect(pdfField).not.toHaveAttribute('aria-invalid', 'true');
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-${device}-uploaded.png`, fullPage: true });

  // Self-evaluation: Share reveals the intent check, then the inTell goes with the activity.
  await press(share, phone);
  const intent = page.getByRole('checkbox', { name: /^Not POTIE/ });
  await expect(intent).toBeFocused();
  await intent.check();
  await press(share, phone);
  await expect(page.getByRole('heading', { name: 'Interpret your own inTell' })).toBeFocused();
  const draft = page.getByRole('link', { name: 'Open your PDF' });
  await expect(draft).toHaveAttribute('href', /^\/media\/[A-Za-z0-9_-]+\.pdf$/);
  await page.getByRole('checkbox', { name: 'Skip this interpretation' }).check();
  await press(page.getByRole('button', { name: 'Confirm skip' }), phone);

  // Activities Completed: the inTell by its title, and in full with its PDF.
  await expect(page.getByRole('heading', { name: 'You completed all activities' })).toBeFocused();
  await press(page.getByRole('tab', { name: /^Activities Completed/ }), phone);
  const completed = page.getByRole('tabpanel', { name: /Activities Completed/ });
  await expect(completed.getByRole('heading', { level: 2 })).toHaveText(['#1: Add a new inTell']);
  await expect(completed.getByText('My essay on teenage sleep')).toBeVisible();
  await press(completed.getByRole('button', { name: 'Show the inTell' }), phone);
  const viewer = completed.getByRole('group', { name: /PDF document/ });
  await expect(viewer.getByText('Page 1 of 2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-${device}-completed.png`, fullPage: true });

  // The teacher's view: completed once, by this student.
  const after = await listActivities(request, lesson.teacher.token);
  expect(after.find((a) => a._id === lesson.id)?.studentsCompleted?.map((s) => s._id)).toEqual([
    lesson.student._id,
  ]);
}

test.describe('a student shares a PDF in an activity', () => {
  test('on a desktop', async ({ page, request }) => {
    test.setTimeout(90_000);
    const lesson = await setUpLesson(request, 'desk');
    await shareAPdf(page, request, lesson, 'desktop');
    await clearActivities(request, lesson.teacher.token);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('at 390 px with touch', async ({ page, request }) => {
      test.setTimeout(90_000);
      const lesson = await setUpLesson(request, 'phone');
      await shareAPdf(page, request, lesson, 'phone');
      await clearActivities(request, lesson.teacher.token);
    });
  });
});

/**
 * Issue 43, 'the Title field is not red before anyone typed': a student tries 'Upload a PDF',
 * presses Share (the title is what it finds missing first), goes back to writing, and the title
 * hides again under 60 characters. When her text grows past 60 the title shows again: empty,
 * untouched since, and it must not come back red with the old Share's message.
 */
async function titleShownAgain(page: Page, lesson: Lesson, device: 'desktop' | 'phone') {
  const phone = device === 'phone';
  await useToken(page, lesson.student.token);
  await page.goto('/activity-students');
  await expect(page.getByRole('heading', { level: 2, name: 'ACTIVITY #1' })).toBeVisible();
  const modes = page.getByRole('group', { name: 'How do you want to share it?' });
  const share = page.getByRole('button', { name: 'Share your thoughts' });
  const title = page.getByLabel('Title (60 characters or less)');
  const titleMessage = page.getByText('Invalid "title". Please be more descriptive.');
  await press(modes.getByRole('radio', { name: 'Upload a PDF' }), phone);
  await press(share, phone);
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(titleMessage).toBeVisible();

  await press(modes.getByRole('radio', { name: 'Write it here' }), phone);
  const text = page.getByLabel('What do you think?');
  await text.fill('Starting school at nine');
  await expect(title).toHaveCount(0);
  await text.fill('Starting school at nine would give teenagers the sleep their bodies need.');
  await expect(title).toBeVisible();
  await expect(title).toHaveValue('');
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  await expect(title).not.toHaveClass(/is-invalid/);
  await expect(titleMessage).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-${device}-title-shown-again.png`, fullPage: true });

  // The next Share finds it missing, and says so there.
  await press(share, phone);
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toBeFocused();
  await expect(titleMessage).toBeVisible();
}

test.describe('a title shown again is not red from an earlier Share', () => {
  test('on a desktop', async ({ page, request }) => {
    const lesson = await setUpLesson(request, 'desk-again');
    await titleShownAgain(page, lesson, 'desktop');
    await clearActivities(request, lesson.teacher.token);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('at 390 px with touch', async ({ page, request }) => {
      const lesson = await setUpLesson(request, 'phone-again');
      await titleShownAgain(page, lesson, 'phone');
      await clearActivities(request, lesson.teacher.token);
    });
  });
});
