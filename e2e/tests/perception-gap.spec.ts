import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
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
 * Perception gap on the student's side (issue 45): five classmates have interpreted an inTell;
 * she interprets it, guesses where most of her class landed and how many agree before she sees
 * their answers, then reads her guess beside the class's result, her trend on the Completed tab,
 * and, opened again, her reading beside her teacher's key in words. At 390 px with touch and at
 * 1280 px with the mouse and keyboard, with axe at each step. Each journey makes its own teacher,
 * class and students.
 */

// One after the other: on a fresh installation run alone, the other width's class can be the only
// class with a live activity when this journey's class is made, and the product then puts every
// classless student (this journey's, just made) on that class's roster first
// (`enrolClasslessStudentsInOnlyClass`: a one-class school keeps its activities), so she would be
// in both classes.
test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/perception-gap';
const FEEL = 'How does this inTell make you feel?';
const INTENT = 'I found the way the author presented this information to be...';
const SOUND = 'How sound is its content?';
const WHERE = 'Where will most of your class land?';

interface Lesson {
  teacher: ApiUser;
  student: ApiUser;
  readingId: string;
}

/**
 * One live 102; five classmates interpret its inTell first: their feeling's median is 0.2
 * (Neutral), three of five (60%) positive.
 */
async function setUp(request: APIRequestContext, label: string): Promise<Lesson> {
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
    `Night buses for students ${uniqueWord('')}`,
    'A night bus would let students stay for evening classes and still get home safely.',
  );
  const [activity] = await createLiveActivities(request, teacher.token, [
    { selection: 102, inTellExisting: reading._id, instructions102: 'Interpret the inTell.' },
  ]);
  const answers = [
    { myEmotion: 0.2, authorIntent: 0.6, sound: 0.7 },
    { myEmotion: 0.2, authorIntent: 0.5, sound: 0.6 },
    { myEmotion: 0.2, authorIntent: 0.7, sound: 0.5 },
    { myEmotion: -0.6, authorIntent: 0.3, sound: 0.4 },
    { myEmotion: -0.4, authorIntent: 0.4, sound: 0.8 },
  ];
  await Promise.all(
    answers.map(async (answer, index) => {
      const c = await createUser('student', `${label}-classmate-${index}`);
      const classmate = await apiSignIn(request, c.email, c.password);
      await enrolStudents(request, teacher.token, [classmate.token]);
      await completeThroughApi(request, classmate, activity!._id, {
        addIdeaScale: { ...answer, activityType: 102 },
      });
    }),
  );
  return { teacher, student, readingId: reading._id };
}

/** The teacher answers the inTell as the key: never counted in the class's results. */
async function giveKey(request: APIRequestContext, lesson: Lesson) {
  const response = await request.post(`/api/ideas/scale/${lesson.readingId}`, {
    data: { role: 'key', myEmotion: 0.9, authorIntent: 0.2, sound: 0.7 },
    headers: { 'x-auth-token': lesson.teacher.token },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function shot(page: Page, name: string, at?: Locator) {
  if (at) await at.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}-${name}.png`, fullPage: at === undefined });
}

async function journey(page: Page, request: APIRequestContext, device: 'phone' | 'desktop') {
  const phone = device === 'phone';
  const press = (locator: Locator) => (phone ? locator.tap() : locator.click());
  const lesson = await setUp(request, `gap-${device}`);
  await useToken(page, lesson.student.token);
  await page.goto('/activity-students');
  await expect(page.getByRole('heading', { name: 'Interpret this inTell' })).toBeVisible();

  // She answers the scales: all the way to the end of each, from the keyboard.
  for (const name of [FEEL, INTENT, SOUND]) {
    const slider = page.getByRole('slider', { name });
    await slider.focus();
    await page.keyboard.press('End');
  }
  await expect(page.getByRole('slider', { name: FEEL })).toHaveAttribute(
    'aria-valuetext',
    'Very positive (1)',
  );
  await press(page.getByRole('button', { name: 'Submit', exact: true }));

  // Before the results: a guess per scale she answered, each optional.
  const step = page.getByRole('heading', { name: 'Before you see your class’s answers: guess' });
  await expect(step).toBeFocused();
  const feeling = page.getByRole('group', { name: 'Feeling' });
  await expect(page.getByRole('group', { name: 'Presentation' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Soundness' })).toBeVisible();
  const where = feeling.getByRole('slider', { name: WHERE });
  await expect(where).toHaveAttribute('aria-valuetext', 'Not answered');
  if (phone) {
    await where.scrollIntoViewIfNeeded();
    const box = (await where.boundingBox())!;
    // Near the positive end: about 0.8.
    await where.tap({ position: { x: box.width * 0.9, y: box.height / 2 } });
  } else {
    await where.focus();
    await page.keyboard.press('End');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  }
  await expect(where).toHaveAttribute('aria-valuetext', /positive \(0\.\d+\)$/);
  const share = feeling.getByRole('radiogroup', { name: 'How many will agree it feels positive?' });
  await press(share.getByRole('radio', { name: 'Almost all (about 90%)' }));
  await expect(share.getByRole('radio', { name: 'Almost all (about 90%)' })).toBeChecked();
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `${device}-1-guess`, phone ? where : undefined);
  await press(page.getByRole('button', { name: 'Guess and submit' }));

  // After: her guess beside where the class landed, and the shares.
  await expect(page.getByRole('heading', { name: 'Your interpretation is saved' })).toBeFocused();
  const guesses = page.getByRole('region', { name: 'Your guesses beside your class' });
  await expect(guesses).toContainText(
    /Feeling: you guessed \w+ positive \(0\.\d+\); your class landed at Neutral \(0\.2\)\./,
  );
  await expect(guesses).toContainText('You guessed 90% would agree; 60% did.');
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `${device}-2-beside`, phone ? guesses : undefined);
  await press(page.getByRole('button', { name: 'Continue' }));

  // Her trend on the Completed tab: one compared guess so far.
  await expect(page.getByRole('heading', { name: 'You completed all activities' })).toBeVisible();
  await press(page.getByRole('tab', { name: /^Activities Completed/ }));
  const completed = page.getByRole('tabpanel', { name: /Activities Completed/ });
  await expect(completed.locator('p', { hasText: 'How well you read your class' })).toContainText(
    'A trend needs three compared guesses. 1 guess compared so far.',
  );

  // Her teacher gives a key; opened again, her reading beside it, in words.
  await giveKey(request, lesson);
  await press(completed.getByRole('button', { name: 'Open again' }));
  const key = completed.getByRole('region', { name: 'Your reading beside your teacher’s key' });
  await expect(key.getByRole('listitem')).toHaveText([
    'Feeling: Close to your teacher’s key',
    'Presentation: Far from your teacher’s key',
    'Soundness: Near your teacher’s key',
  ]);
  await expect(key).toContainText('Feedback to learn from, not a grade.');
  await expect(
    completed.getByRole('region', { name: 'Your guesses beside your class' }),
  ).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `${device}-3-key`, phone ? key : undefined);
  await clearActivities(request, lesson.teacher.token);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

  test('she guesses, interprets, and sees her guess beside the class', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await journey(page, request, 'phone');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('she guesses, interprets, and sees her guess beside the class', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await journey(page, request, 'desktop');
  });
});
