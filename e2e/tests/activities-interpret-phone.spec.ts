import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';
import {
  clearActivities,
  createLiveActivities,
  enrolStudents,
} from '../support/student-activities';

/**
 * The interpretation flow on a phone: a student interprets a 102 that asks for the
 * author's point in her own words. A stray tap on the first scale clears the later answers (the
 * spec's rule) and says so, with an Undo that gives them back; ticking Skip keeps what she typed
 * until Confirm skip; the unset sliders ask to tap or drag. At 390 px with touch, and at 1280 px
 * with the mouse and keyboard, where the sliders still ask for a click.
 *
 * Students see every live activity of the class: this file empties the list before and after each
 * journey; its teacher and class are its own, so no other file's journey sees them.
 */

const SHOTS = '/tmp/activities-interpret-phone';
const OWN_WORDS = 'In your own words, what is the author saying?';
const FEEL = 'How does this inTell make you feel?';
const INTENT = 'I found the way the author presented this information to be...';
const SOUND = 'How sound is its content?';

interface Lesson {
  teacher: ApiUser;
  student: ApiUser;
}

/** One live 102 on a reading, asking for the author's point in the student's own words. */
async function setUpInterpretation(request: APIRequestContext, label: string): Promise<Lesson> {
  const t = await createUser('teacher', `${label}-teacher`);
  const s = await createUser('student', `${label}-student`);
  const [teacher, student] = await Promise.all([
    apiSignIn(request, t.email, t.password),
    apiSignIn(request, s.email, s.password),
  ]);
  await clearActivities(request, teacher.token);
  await enrolStudents(request, teacher.token, [student.token]);
  const reading = await createTextIdea(
    request,
    teacher.token,
    `Shade trees cool streets ${uniqueWord('')}`,
    'A street lined with trees is several degrees cooler on a summer afternoon.',
  );
  await createLiveActivities(request, teacher.token, [
    {
      selection: 102,
      inTellExisting: reading._id,
      instructions102: 'Say what the author means, then interpret it.',
      interpretConfirmDeeperUnderstanding: true,
    },
  ]);
  return { teacher, student };
}

async function openInterpretation(page: Page, lesson: Lesson) {
  await useToken(page, lesson.student.token);
  await page.goto('/activity-students');
  await expect(page.getByRole('heading', { level: 2, name: 'ACTIVITY #1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Interpret this inTell' })).toBeVisible();
}

const slider = (page: Page, name: string) => page.getByRole('slider', { name });
/** The notice of a change that cleared later answers (a polite status region). */
const clearedNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Later answers were cleared.' });

/** Taps a slider at a fraction of its width, as a finger places it. */
async function tapAt(input: Locator, fraction: number) {
  await input.scrollIntoViewIfNeeded();
  const box = (await input.boundingBox())!;
  await input.tap({ position: { x: box.width * fraction, y: box.height / 2 } });
}

/**
 * A screenshot of the screen as it is. On an emulated phone a full-page screenshot briefly drops
 * the touch emulation, and the sliders say 'CLICK' in the picture: the phone's are taken of the
 * screen in view, scrolled to `at`.
 */
async function shot(page: Page, name: string, at?: Locator) {
  if (at) await at.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}-${name}.png`, fullPage: at === undefined });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

  test('a stray tap is undone, a skip keeps the own words, and the sliders ask to tap', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const lesson = await setUpInterpretation(request, 'undo-phone');
    await openInterpretation(page, lesson);

    // The author's point in her own words opens the scales.
    const ownWords = page.getByRole('textbox', { name: OWN_WORDS });
    await ownWords.fill('Trees make streets cooler in summer');
    await expect(slider(page, FEEL)).toHaveAttribute('aria-valuetext', 'Not answered');
    // On a touch screen there is nothing to click.
    await expect(page.getByText('TAP OR DRAG ON THE SCALE BELOW')).toBeVisible();
    await expect(page.getByText('CLICK ON THE SCALE BELOW')).toHaveCount(0);
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, '1-tap-or-drag', slider(page, FEEL));

    // Two scales answered by tapping.
    await tapAt(slider(page, FEEL), 0.75);
    const feeling = await slider(page, FEEL).getAttribute('aria-valuetext');
    expect(feeling).toMatch(/positive/);
    await tapAt(slider(page, INTENT), 0.9);
    const intent = await slider(page, INTENT).getAttribute('aria-valuetext');
    expect(intent).toMatch(/balanced/);
    await expect(slider(page, SOUND)).toBeVisible();
    await expect(clearedNotice(page)).toHaveCount(0);

    // A stray tap on the first scale: the later answer goes (the spec's rule), and she is told.
    await tapAt(slider(page, FEEL), 0.1);
    await expect(slider(page, FEEL)).toHaveAttribute('aria-valuetext', /negative/);
    await expect(slider(page, INTENT)).toHaveAttribute('aria-valuetext', 'Not answered');
    await expect(slider(page, SOUND)).toHaveCount(0);
    await expect(clearedNotice(page)).toBeVisible();
    await expect(clearedNotice(page)).toHaveAttribute('aria-live', 'polite');
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, '2-later-cleared', slider(page, INTENT));

    // Undo: every answer is back as it was, and the notice goes.
    await clearedNotice(page).getByRole('button', { name: 'Undo' }).tap();
    await expect(slider(page, FEEL)).toHaveAttribute('aria-valuetext', feeling!);
    await expect(slider(page, INTENT)).toHaveAttribute('aria-valuetext', intent!);
    await expect(slider(page, SOUND)).toBeVisible();
    await expect(clearedNotice(page)).toHaveCount(0);
    await expect(slider(page, FEEL)).toBeFocused();

    // Skip, then thinking better of it: what she typed is still there, and so are her answers.
    const skip = page.getByRole('checkbox', { name: 'Skip this interpretation' });
    await skip.tap();
    await expect(ownWords).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm skip' })).toBeVisible();
    await expect(
      page.getByText('Your answers are kept until you confirm: untick Skip to go back to them.'),
    ).toBeVisible();
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await shot(page, '3-skip-pending', page.getByRole('button', { name: 'Confirm skip' }));
    await skip.tap();
    await expect(ownWords).toHaveValue('Trees make streets cooler in summer');
    await expect(slider(page, FEEL)).toHaveAttribute('aria-valuetext', feeling!);
    await expect(slider(page, INTENT)).toHaveAttribute('aria-valuetext', intent!);

    // She finishes: what is saved is what Undo gave back.
    await tapAt(slider(page, SOUND), 0.9);
    await page.getByRole('button', { name: 'Submit', exact: true }).tap();
    // Her guesses of the class's answers are optional (issue 45): she submits without.
    await page.getByRole('button', { name: 'Submit without guessing' }).tap();
    await expect(page.getByRole('heading', { name: 'Your interpretation is saved' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(
      page,
      '4-saved',
      page.getByRole('heading', { name: 'Your interpretation is saved' }),
    );
    await clearActivities(request, lesson.teacher.token);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('asks for a click, and Undo works from the keyboard', async ({ page, request }) => {
    test.setTimeout(90_000);
    const lesson = await setUpInterpretation(request, 'undo-desk');
    await openInterpretation(page, lesson);
    await page.getByRole('textbox', { name: OWN_WORDS }).fill('Trees make streets cooler');
    await expect(page.getByText('CLICK ON THE SCALE BELOW')).toBeVisible();
    await expect(page.getByText('TAP OR DRAG ON THE SCALE BELOW')).toHaveCount(0);

    await slider(page, FEEL).focus();
    await page.keyboard.press('End');
    await slider(page, INTENT).focus();
    await page.keyboard.press('End');
    await expect(slider(page, INTENT)).toHaveAttribute('aria-valuetext', 'Very balanced (1)');

    // Held arrow keys on the first scale: one notice, which outlives the keys.
    await slider(page, FEEL).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider(page, FEEL)).toHaveAttribute('aria-valuetext', 'Very positive (0.9)');
    await expect(slider(page, INTENT)).toHaveAttribute('aria-valuetext', 'Not answered');
    await expect(clearedNotice(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'desktop-later-cleared');

    // The next stop after the scale is Undo.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slider(page, FEEL)).toHaveAttribute('aria-valuetext', 'Very positive (1)');
    await expect(slider(page, INTENT)).toHaveAttribute('aria-valuetext', 'Very balanced (1)');
    await expect(slider(page, FEEL)).toBeFocused();
    await expect(clearedNotice(page)).toHaveCount(0);

    // The offer goes at the next change of another question.
    await page.keyboard.press('ArrowLeft');
    await expect(clearedNotice(page)).toBeVisible();
    await slider(page, INTENT).focus();
    await page.keyboard.press('Home');
    await expect(clearedNotice(page)).toHaveCount(0);
    await clearActivities(request, lesson.teacher.token);
  });
});
