import { expect, test } from '@playwright/test';
import { anonymousCli, uniqueLoginId } from '../../support/anonymous';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { apiSignIn, createTextIdea, uniqueWord } from '../../support/content';
import {
  clearActivities,
  createLiveActivities,
  listActivities,
} from '../../support/student-activities';

/**
 * A student of the anonymous education mode (spec accounts §1, §6: students log in with an ID
 * only) works through the activities a teacher put live (content §2 'Activity screens').
 */
test('a student logged in by ID completes the live activities', async ({ page, request }) => {
  test.setTimeout(60_000);
  const teacherId = `${uniqueLoginId('teacher')}@school.org`;
  anonymousCli('user:create', teacherId, 'teacher-password', '--teacher');
  const teacher = await apiSignIn(request, teacherId, 'teacher-password');
  await clearActivities(request, teacher.token);
  const word = uniqueWord('');
  const topic = await createTextIdea(request, teacher.token, `Phones belong in lockers ${word}`);
  const reading = await createTextIdea(
    request,
    teacher.token,
    `Notifications break focus ${word}`,
    'Each notification costs minutes of attention.',
  );
  const [info, connect] = await createLiveActivities(request, teacher.token, [
    { selection: 100, inTellExisting: reading._id, instructions1: 'Read this first.' },
    {
      selection: 201,
      inTellExisting: reading._id,
      communityTopic: topic._id,
      instructions201: 'Does it support or damage our question?',
    },
  ]);

  const id = uniqueLoginId('pupil');
  anonymousCli('invite', id);
  await page.goto('/login');
  await page.getByLabel('Your login ID').fill(id);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Think it through, together' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Activities' }).first().click();
  await expect(page).toHaveURL(/\/activity-students$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'ACTIVITY #1' })).toBeVisible();
  await expect(page.getByText('Read this first.')).toBeVisible();
  await expect(page.getByText('Each notification costs minutes of attention.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'ACTIVITY #2' })).toBeFocused();
  await page
    .getByRole('radiogroup', { name: 'How does this inTell bear on the guiding question?' })
    .getByRole('radio', { name: 'Mostly supported' })
    .check();
  await page
    .getByRole('radiogroup', { name: 'How sure are you?' })
    .getByRole('radio', { name: 'I know' })
    .check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { name: 'You completed all activities' })).toBeFocused();
  await page.getByRole('tab', { name: /^Activities Completed/ }).click();
  await expect(
    page.getByRole('tabpanel', { name: /Activities Completed/ }).getByRole('heading'),
  ).toHaveText(['#1: Read an inTell', '#2: Connect an inTell to the guiding question']);
  await page.screenshot({ path: '/tmp/activities-student-anonymous.png', fullPage: true });

  const after = await listActivities(request, teacher.token);
  for (const activity of [info!, connect!]) {
    expect(after.find((a) => a._id === activity._id)?.completedCount).toBe(1);
  }
  await clearActivities(request, teacher.token);
});
