import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen } from '../support/layout';

/**
 * Reusing activities (DESIGN.md §14 'Reuse'): a teacher of two classes copies the first class's
 * sequence into the second from the manager, lands on the second class with the copies selected
 * and the focus on 'Make live', and puts them all live with one key; on a phone she then edits a
 * copy's instructions. Each test has its own teacher and classes, so nothing else's list moves.
 * On a desktop and at 390 px, with axe on each state.
 */

const SHOTS = '/tmp/activities-reuse';
const auth = (token: string) => ({ 'x-auth-token': token });

interface Listed {
  _id: string;
  order: number;
  enabled: boolean;
  selection: number;
  instructions1: string;
  instructions101: string;
  instructions102: string;
}

interface Lesson {
  teacher: ApiUser;
  from: { _id: string; name: string };
  to: { _id: string; name: string };
  /** The first class's activities' instructions, in order. */
  words: string[];
}

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: auth(token) });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * A teacher with two classes: the first with three activities (an info message and a guiding
 * question live, an interpretation not yet), the second with one of its own.
 */
async function lesson(request: APIRequestContext, label: string): Promise<Lesson> {
  const run = uniqueWord(label);
  const account = await createUser('teacher', `reuse-${label}`);
  const teacher = await apiSignIn(request, account.email, account.password);
  const from = await post<{ _id: string; name: string }>(request, teacher.token, '/api/classes', {
    name: `Civics ${run}`,
  });
  const to = await post<{ _id: string; name: string }>(request, teacher.token, '/api/classes', {
    name: `History ${run}`,
  });
  const topic = await createTextIdea(request, teacher.token, `${run} school should start later`);
  const reading = await createTextIdea(request, teacher.token, `${run} teenagers sleep too little`);
  const words = [
    `${run}: read this before the discussion.`,
    `${run}: do you agree? Say how sure you are.`,
    `${run}: interpret the reading.`,
  ];
  const bodies = [
    { selection: 100, inTellExisting: reading._id, instructions1: words[0] },
    { selection: 101, communityTopic: topic._id, instructions101: words[1] },
    { selection: 102, inTellExisting: reading._id, instructions102: words[2] },
  ];
  for (const [i, body] of bodies.entries()) {
    const made = await post<{ _id: string }>(request, teacher.token, '/api/activity', {
      ...body,
      classId: from._id,
    });
    if (i < 2) {
      await post(request, teacher.token, `/api/activity/${made._id}`, {
        activityID: made._id,
        enabled: true,
      });
    }
  }
  await post(request, teacher.token, '/api/activity', {
    selection: 100,
    classId: to._id,
    inTellExisting: reading._id,
    instructions1: `${run}: the second class's own.`,
  });
  return { teacher, from, to, words };
}

async function classList(request: APIRequestContext, lesson: Lesson, classId: string) {
  const response = await request.get(`/api/activity?view=manager&classId=${classId}`, {
    headers: auth(lesson.teacher.token),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Listed[];
}

const wordsOf = (a: Listed) => a.instructions1 || a.instructions101 || a.instructions102;

async function openManager(page: Page, lesson: Lesson) {
  await useToken(page, lesson.teacher.token);
  await page.goto('/activity-edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit activities' })).toBeVisible();
  const picker = page.getByLabel('Class', { exact: true });
  await picker.selectOption(lesson.from._id);
  await expect(page.getByTestId('activity-card')).toHaveCount(3);
}

/**
 * The journey itself: the copy dialog, the second class shown with the copies selected, and one
 * key (Enter on the focused 'Make live') to put them live. `tap` on a phone.
 */
async function copyAndMakeLive(page: Page, lesson: Lesson, shots: string, phone: boolean) {
  const press = (locator: ReturnType<Page['getByRole']>) =>
    phone ? locator.tap() : locator.click();
  await page.screenshot({ path: `${shots}-1-list.png`, fullPage: true });
  if (phone) await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);

  await press(page.getByRole('button', { name: 'Copy sequence to…' }));
  const dialog = page.getByRole('dialog', { name: 'Copy the sequence to another class' });
  await expect(dialog).toBeVisible();
  const to = dialog.getByLabel('To class');
  await expect(to).toBeFocused();
  await expect(to).toHaveValue(lesson.to._id);
  await expect(dialog).toContainText(
    'The 3 activities of this class, in their order, go after that class’s own, none of them live.',
  );
  await page.screenshot({ path: `${shots}-2-copy-dialog.png` });
  await expectNoSeriousA11yViolations(page);
  await press(dialog.getByRole('button', { name: 'Copy activities' }));
  await expect(dialog).toBeHidden();

  await expect(
    page.getByText(
      `3 activities copied to ${lesson.to.name}, not live yet. They are selected: Make live puts them live.`,
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Class', { exact: true })).toHaveValue(lesson.to._id);
  const cards = page.getByTestId('activity-card');
  await expect(cards).toHaveCount(4);
  const boxes = page.getByRole('checkbox', { name: /^Select activity #/ });
  await expect(boxes.nth(0)).not.toBeChecked();
  for (const i of [1, 2, 3]) await expect(boxes.nth(i)).toBeChecked();
  const makeLive = page.getByRole('button', { name: 'Make live' });
  await expect(makeLive).toBeFocused();
  await page.screenshot({ path: `${shots}-3-copied.png`, fullPage: true });
  if (phone) await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);

  // One step: Enter on the button the focus is on.
  await page.keyboard.press('Enter');
  for (const i of [1, 2, 3]) await expect(cards.nth(i)).toHaveAttribute('data-live', 'true');
  await expect(cards.nth(0)).toHaveAttribute('data-live', 'false');
  await page.screenshot({ path: `${shots}-4-live.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page);
}

/** The second class: its own first, then the copies in the first class's order, all live now. */
async function expectCopied(request: APIRequestContext, lesson: Lesson) {
  const second = await classList(request, lesson, lesson.to._id);
  expect(second.map((a) => [a.order, a.enabled])).toEqual([
    [1, false],
    [2, true],
    [3, true],
    [4, true],
  ]);
  expect(second.slice(1).map(wordsOf)).toEqual(lesson.words);
  expect(second.slice(1).map((a) => a.selection)).toEqual([100, 101, 102]);
  // The first class is as it was.
  const first = await classList(request, lesson, lesson.from._id);
  expect(first.map((a) => [wordsOf(a), a.enabled])).toEqual([
    [lesson.words[0], true],
    [lesson.words[1], true],
    [lesson.words[2], false],
  ]);
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('a teacher copies a sequence into her second class and makes it live in one step', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const setup = await lesson(request, 'desk');
    await openManager(page, setup);
    await copyAndMakeLive(page, setup, `${SHOTS}-desktop`, false);
    await expectCopied(request, setup);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, reducedMotion: 'reduce' });

  test('the same on a phone, then a copy’s instructions edited in place', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const setup = await lesson(request, 'phone');
    await openManager(page, setup);
    await copyAndMakeLive(page, setup, `${SHOTS}-phone`, true);
    await expectCopied(request, setup);

    // Edit the guiding question's copy: nobody has completed it, so every field can change.
    const card = page.getByTestId('activity-card').nth(2);
    await card.getByRole('button', { name: 'Edit activity #3' }).tap();
    const editor = page.getByRole('article', { name: /^Edit activity #3/ });
    await expect(editor.getByRole('heading', { name: /^Edit activity #3/ })).toBeFocused();
    const words = editor.getByLabel('Instructions (140 characters or less)');
    await expect(words).toHaveValue(setup.words[1]!);
    await words.fill(`${setup.words[1]} Then say why.`);
    await page.screenshot({ path: `${SHOTS}-phone-5-edit.png`, fullPage: true });
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await editor.getByRole('button', { name: 'Save changes' }).tap();
    await expect(page.getByText('Activity #3 has been saved.')).toBeVisible();
    const saved = page.getByTestId('activity-card').nth(2);
    await expect(saved).toContainText(`${setup.words[1]} Then say why.`);
    await expect(saved.getByRole('button', { name: 'Edit activity #3' })).toBeFocused();
    // Still live, still third.
    await expect(saved).toHaveAttribute('data-live', 'true');
  });
});
