import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { watchNetwork, waitForNetworkQuiet } from '../support/network';
import {
  clearActivities,
  createLiveActivities,
  enrolStudents,
} from '../support/student-activities';

/**
 * The look of the activity screens, the student's and the teacher's, with no activity
 * and with two: each is checked with axe and photographed whole at 1280 px and at 390 px into the
 * test's output folder. It empties its own teacher's class list; no
 * other file's journey shares that class.
 */

const WIDTHS = [
  { device: 'desktop', width: 1280, height: 800 },
  { device: 'phone', width: 390, height: 844 },
] as const;

let teacher: ApiUser;
let student: ApiUser;

test.beforeAll(async ({ request }) => {
  const t = await createUser('teacher', 'look-teacher');
  const s = await createUser('student', 'look-student');
  [teacher, student] = await Promise.all([
    apiSignIn(request, t.email, t.password),
    apiSignIn(request, s.email, s.password),
  ]);
  await enrolStudents(request, teacher.token, [student.token]);
});

async function shoot(page: Page, testInfo: TestInfo, name: string, device: string) {
  await waitForNetworkQuiet(page);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}-${device}.png`), fullPage: true });
}

for (const { device, width, height } of WIDTHS) {
  test(`the activity screens at ${width} px`, async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    watchNetwork(page);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await clearActivities(request, teacher.token);

    await useToken(page, student.token);
    await page.goto('/activity-students');
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    await shoot(page, testInfo, 'student-none', device);

    await useToken(page, teacher.token);
    await page.goto('/activity-edit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, testInfo, 'manager-none', device);

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
    await createLiveActivities(request, teacher.token, [
      {
        selection: 101,
        communityTopic: topic._id,
        instructions101: 'Do you agree? Say how sure you are, and why if you like.',
      },
      {
        selection: 102,
        inTellExisting: reading._id,
        communityTopic: topic._id,
        instructions102: 'Interpret the inTell, then say how it bears on our question.',
      },
    ]);

    await page.goto('/activity-edit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, testInfo, 'manager-list', device);

    await useToken(page, student.token);
    await page.goto('/activity-students');
    await expect(page.getByRole('heading', { level: 2, name: 'ACTIVITY #1' })).toBeVisible();
    await shoot(page, testInfo, 'student-todo', device);

    await clearActivities(request, teacher.token);
  });
}
