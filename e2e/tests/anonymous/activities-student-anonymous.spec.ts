import { expect, test } from '@playwright/test';
import { anonymousCli, uniqueLoginId } from '../../support/anonymous';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { apiSignIn, createTextIdea, uniqueWord } from '../../support/content';
import { expectFitsTheScreen, PHONE } from '../../support/layout';
import {
  clearActivities,
  completeThroughApi,
  createLiveActivities,
  enrolStudents,
  listActivities,
} from '../../support/student-activities';

// Both journeys empty the server's one activity list: one at a time.
test.describe.configure({ mode: 'serial' });

/**
 * A student of the anonymous education mode (spec accounts §1, §6: students log in with an ID
 * only) works through the activities a teacher put live (content §2 'Activity screens').
 */
test('a student logged in by ID completes the live activities', async ({ page, request }) => {
  test.setTimeout(60_000);
  const teacherId = `${uniqueLoginId('teacher')}@school.org`;
  await anonymousCli('user:create', teacherId, 'teacher-password', '--teacher');
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
  await anonymousCli('invite', id);
  // The pupil opens the class's join link, logs in with her ID, and is in the class.
  const { code } = await enrolStudents(request, teacher.token, []);
  await page.goto(`/join/${code}`);
  await expect(page.getByText(/^Log in with the login ID your teacher gave you/)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/join-anonymous-1280.png', fullPage: true });
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await expectFitsTheScreen(page);
  await page.screenshot({ path: '/tmp/join-anonymous-390.png', fullPage: true });
  await page.setViewportSize(desktop);
  await page.getByRole('link', { name: 'Log in, then join' }).click();
  await page.getByLabel('Your login ID').fill(id);
  await page.getByRole('button', { name: 'Login' }).click();
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

/**
 * A login ID is the whole credential: a classmate's screens show the generated name a
 * student gets, never the ID, and none of a classmate's notes.
 */
for (const [label, viewport] of [
  ['on a desktop', { width: 1280, height: 900 }],
  ['at 390 px', PHONE],
] as const) {
  test(`a classmate sees a generated name, never the login ID, ${label}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const teacherId = `${uniqueLoginId('teacher')}@school.org`;
    await anonymousCli('user:create', teacherId, 'teacher-password', '--teacher');
    const teacher = await apiSignIn(request, teacherId, 'teacher-password');
    await clearActivities(request, teacher.token);
    const word = uniqueWord('');
    const topic = await createTextIdea(request, teacher.token, `Uniforms help focus ${word}`);
    const [add, interpret] = await createLiveActivities(request, teacher.token, [
      { selection: 1, instructions1: 'Say what you think.' },
      { selection: 102, inTellExisting: topic._id },
    ]);

    /** A classmate who logs in by ID through the API and completes both first. */
    const classmate = async (label: string, note: string) => {
      const loginId = uniqueLoginId(label);
      await anonymousCli('invite', loginId);
      const login = await request.post('/api/auth', { data: { email: loginId } });
      expect(login.status()).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const me = (await (
        await request.get('/api/auth', { headers: { 'x-auth-token': token } })
      ).json()) as { _id: string; name: string };
      const student = { token, _id: me._id };
      await enrolStudents(request, teacher.token, [token]);
      await completeThroughApi(request, student, add!._id, {
        addIdea: {
          myContent: `${label} says uniforms are fine ${word}`,
          agents: [],
          goodIntentLevel: 1,
        },
      });
      await completeThroughApi(request, student, interpret!._id, {
        addIdeaScale: { myEmotion: 0.5, sound: 0.6, note },
      });
      return { ...student, loginId, name: me.name };
    };
    const fox = await classmate('fox', 'Fox wrote this note');
    expect(fox.name).not.toContain('fox');
    const foxIdea = (await listActivities(request, fox.token)).find((a) => a._id === add!._id)!
      .myIdea!._id;

    // Owl answered the same two through the API; the teacher then adds two more.
    const owlId = uniqueLoginId('owl');
    await anonymousCli('invite', owlId);
    const owlLogin = await request.post('/api/auth', { data: { email: owlId } });
    const owlToken = ((await owlLogin.json()) as { token: string }).token;
    const owlMe = (await (
      await request.get('/api/auth', { headers: { 'x-auth-token': owlToken } })
    ).json()) as { _id: string };
    const owl = { token: owlToken, _id: owlMe._id };
    await enrolStudents(request, teacher.token, [owlToken]);
    await completeThroughApi(request, owl, add!._id, {
      addIdea: {
        myContent: `Owl is unsure about uniforms ${word}`,
        agents: [],
        goodIntentLevel: 1,
      },
    });
    await completeThroughApi(request, owl, interpret!._id, {
      addIdeaScale: { myEmotion: -0.3, sound: 0.2, note: 'Owl wrote this note' },
    });
    await createLiveActivities(request, teacher.token, [
      { selection: 100, inTellExisting: foxIdea, instructions1: 'Read a classmate’s inTell.' },
      { selection: 102, inTellExisting: topic._id },
    ]);

    await page.goto('/login');
    await page.getByLabel('Your login ID').fill(owlId);
    await page.getByRole('button', { name: 'Login' }).click();
    // A student of a class goes to her activities from her first sign-in (issue 43).
    await expect(page).toHaveURL(/\/activity-students$/);
    const body = page.locator('body');

    // #3: the classmate's inTell, whole, with no ID anywhere.
    await expect(page.getByRole('heading', { level: 2, name: 'ACTIVITY #3' })).toBeVisible();
    await expect(page.getByText(`fox says uniforms are fine ${word}`).first()).toBeVisible();
    await expect(body).not.toContainText(fox.loginId);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // #4: interpreted before, so the community's results show: Owl's own note, not Fox's.
    await expect(page.getByRole('heading', { level: 2, name: 'ACTIVITY #4' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Community interpretations' });
    await expect(results.getByText('Owl wrote this note')).toBeVisible();
    await expect(results.getByText('Fox wrote this note')).toHaveCount(0);
    await expect(body).not.toContainText(fox.loginId);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `/tmp/anonymous-classmate-results-${viewport.width}.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Continue' }).click();

    // The completed list names the classmate's inTell by the generated name.
    await expect(page.getByRole('heading', { name: 'You completed all activities' })).toBeFocused();
    await page.getByRole('tab', { name: /^Activities Completed/ }).click();
    const completed = page.getByRole('tabpanel', { name: /Activities Completed/ });
    await expect(completed.getByText(fox.name).first()).toBeVisible();
    await expect(body).not.toContainText(fox.loginId);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: `/tmp/anonymous-classmate-completed-${viewport.width}.png`,
      fullPage: true,
    });
    await clearActivities(request, teacher.token);
  });
}
