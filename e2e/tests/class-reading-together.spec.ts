import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';
import { completeThroughApi, createLiveActivities } from '../support/student-activities';

/**
 * How the class reads (issue 45, DESIGN.md §15). A class of six students interprets four inTells
 * through its activities, each student guessing first (`POST /api/ideas/{id}/prediction`) where
 * the class will land on emotion and how many will agree. They read the inTells' emotion alike
 * and their soundness every which way. The teacher opens the class's page, follows 'How … reads',
 * (its roster) and sees Krippendorff's α per scale with its sentence and what it rests on, a question's
 * perception gap (the class guessed a split where all agreed), and whether the gap shrinks: each
 * inTell in turn lands nearer the middle the class keeps guessing. At 1280 px and 390 px, with axe.
 */

const SHOTS = '/tmp/reading';
const DESKTOP = { width: 1280, height: 900 } as const;
const STUDENTS = 6;
/** Each inTell's emotion as the class reads it (alike), and its headline. */
const INTELLS = [
  { headline: 'Phones belong in lockers', emotion: 0.6 },
  { headline: 'Homework should end at twelve', emotion: -0.5 },
  { headline: 'Uniforms save money', emotion: 0.2 },
  { headline: 'Lunch should be longer', emotion: -0.1 },
] as const;

interface Lesson {
  teacher: ApiUser;
  className: string;
  headlines: string[];
}

const auth = (token: string) => ({ 'x-auth-token': token });

/** A small, fixed wobble per student and inTell, so that no two answers are the same. */
const wobble = (i: number, k: number) => (((i * 37 + k * 11) % 11) - 5) / 200;
/** Soundness as the students read it: no pattern an inTell shares across its readers. */
const soundness = (i: number, k: number) => ((i * 5 + k * 3) % 7) / 6;

async function setUp(request: APIRequestContext): Promise<Lesson> {
  const t = await createUser('teacher', 'reading-teacher');
  const teacher = await apiSignIn(request, t.email, t.password);
  const className = `Reading ${uniqueWord('')}`;
  const made = await request.post('/api/classes', {
    data: { name: className },
    headers: auth(teacher.token),
  });
  expect(made.status(), await made.text()).toBe(201);
  const { _id: classId } = (await made.json()) as { _id: string };
  const added = await request.post(`/api/classes/${classId}/roster`, {
    data: { managed: STUDENTS },
    headers: auth(teacher.token),
  });
  expect(added.status(), await added.text()).toBe(200);
  const { accounts } = (await added.json()) as {
    accounts: { loginId: string; password: string }[];
  };
  const students: ApiUser[] = [];
  for (const account of accounts) {
    students.push(await apiSignIn(request, account.loginId, account.password));
  }

  const suffix = uniqueWord('');
  const headlines = INTELLS.map((inTell) => `${inTell.headline} ${suffix}`);
  const ideas: string[] = [];
  for (const headline of headlines) {
    ideas.push((await createTextIdea(request, teacher.token, headline))._id);
  }
  const activities = await createLiveActivities(
    request,
    teacher.token,
    ideas.map((inTell) => ({ classId, selection: 102, inTellExisting: inTell })),
  );
  for (const [k, activity] of activities.entries()) {
    for (const [i, student] of students.entries()) {
      // Her guess first: the class will sit in the middle, split half and half.
      const guessed = await request.post(`/api/ideas/${ideas[k]}/prediction`, {
        data: { scale: 'emotion', predicted: 0, predictedAgreeShare: 0.5 },
        headers: auth(student.token),
      });
      expect(guessed.status(), await guessed.text()).toBe(200);
      await completeThroughApi(request, student, activity._id, {
        addIdeaScale: {
          myEmotion: INTELLS[k]!.emotion + wobble(i, k),
          authorIntent: 0.5 + wobble(i, k),
          sound: soundness(i, k),
          confidence: 1,
        },
      });
    }
  }
  return { teacher, className, headlines };
}

/** Seeded once per worker (a retry starts a new one, and seeds again). */
let seeded: Promise<Lesson> | undefined;
const lessonFor = (request: APIRequestContext) => (seeded ??= setUp(request));

/** The teacher opens the class from the Classes screen, then how it reads, and reads it all. */
async function readHowTheClassReads(page: Page, lesson: Lesson, width: number) {
  await useToken(page, lesson.teacher.token);
  await page.goto('/classes');
  // Her only class: its roster, the class's page.
  await page.getByRole('link', { name: 'Roster and join code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: lesson.className })).toBeVisible();
  await page.getByRole('link', { name: `How ${lesson.className} reads` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `How the class reads: ${lesson.className}` }),
  ).toBeVisible();

  // Agreement: α per scale, in a sentence, on what it rests.
  const agreement = page.getByRole('region', { name: 'Do the students read alike?' });
  const emotion = agreement.getByTestId('agreement-emotion');
  await expect(emotion.getByRole('heading', { level: 3 })).toHaveText('Emotion');
  await expect(emotion.getByTestId('agreement-sentence')).toHaveText(
    /^The class agrees on emotion \(α (0\.\d\d|1\.00), [^)]+\)\./,
  );
  await expect(emotion).toContainText(`From ${STUDENTS} students’ readings of 4 inTells.`);
  await expect(emotion.getByTestId('agreement-band')).toBeVisible();
  const sound = agreement.getByTestId('agreement-sound');
  await expect(sound.getByTestId('agreement-sentence')).toHaveText(
    /^The class does not agree on soundness \(α -?0\.\d\d(, [^)]+)?\)\.$/,
  );
  // Good faith was never asked: not enough readings.
  await expect(agreement.getByTestId('agreement-goodFaith')).toContainText(
    'Not enough readings yet.',
  );

  // The perception gap: the class guessed a split where everyone found it hopeful.
  const gaps = page.getByRole('region', { name: 'Do the students guess their class right?' });
  const question = gaps.getByRole('article', { name: lesson.headlines[0] });
  await expect(question).toContainText('Scale: Emotion');
  await expect(question.getByTestId('gap-sentence')).toHaveText(
    'This class expects more disagreement than there is.',
  );
  await expect(question.getByRole('definition').first()).toHaveText(/^\d+% of the scale$/);
  await expect(question).toContainText(`${STUDENTS} students guessed; ${STUDENTS} answered.`);
  await expect(gaps.getByRole('article')).toHaveCount(INTELLS.length);

  // Whether the gap shrinks: each inTell in turn was read further from the middle they guessed.
  const trend = gaps.getByRole('region', { name: 'Does the gap shrink?' });
  await expect(trend.getByTestId('gap-trend-sentence')).toHaveText(
    'The gap is shrinking: the class’s guesses come closer, inTell after inTell.',
  );
  await expect(trend.getByTestId('gap-trend-span')).toHaveText(
    /^Over 4 inTells, in the order the class guessed: (29|30|31)% of the scale off on the first, [4-6]% on the last\.$/,
  );
  await expect(trend.getByTestId('gap-trend-bars').locator('span')).toHaveCount(INTELLS.length);
  await trend.getByText('Each inTell, in order').click();
  const points = trend.getByRole('listitem');
  await expect(points).toHaveCount(INTELLS.length);
  await expect(points.first()).toContainText(`${lesson.headlines[0]}: `);
  await expect(points.last()).toContainText(`${lesson.headlines[3]}: `);
  await expect(points.first()).toContainText(`from ${STUDENTS} guesses`);

  await expectNoSeriousA11yViolations(page);
  if (width <= PHONE.width) await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-${width}.png`, fullPage: true });
}

test.describe('how the class reads', () => {
  test.describe.configure({ timeout: 120_000 });

  test.describe('at 1280 px', () => {
    test.use({ viewport: DESKTOP, reducedMotion: 'reduce' });

    test('the teacher sees α per scale and a question’s perception gap', async ({
      page,
      request,
    }) => {
      await readHowTheClassReads(page, await lessonFor(request), DESKTOP.width);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

    test('the teacher reads how the class reads at 390 px', async ({ page, request }) => {
      await readHowTheClassReads(page, await lessonFor(request), PHONE.width);
    });
  });
});
