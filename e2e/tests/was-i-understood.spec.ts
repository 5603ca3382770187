import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * 'Was I understood?' and a teacher's key (issue 45): the author of an inTell says how she means
 * it on the scales readers use and the values it touches, five readers interpret it (through the
 * API), and after a reload she sees where they read it differently and how many it rests on; on
 * a revised version (a new inTell of hers linked as similar from the old one) she sees whether
 * each gap closed, and the old version points to it; a teacher gives the key, which the results
 * never count, and finds it again when she comes back. At 1280 px and at 390 px, with axe on
 * each state.
 */

const SHOTS = '/tmp/was-i-understood';

let author: ApiUser;
let teacher: ApiUser;
let readers: ApiUser[];

test.beforeAll(async ({ request }) => {
  // Seven accounts made by the operator CLI: slow on a busy machine.
  test.setTimeout(180_000);
  const accounts = await Promise.all([
    createUser('teacher', 'understood-author'),
    createUser('teacher', 'understood-teacher'),
    ...[1, 2, 3, 4, 5].map((n) => createUser('teacher', `understood-reader-${n}`)),
  ]);
  const users = await Promise.all(accounts.map((a) => apiSignIn(request, a.email, a.password)));
  [author, teacher] = users as [ApiUser, ApiUser];
  readers = users.slice(2);
});

/** Value codes (content §3 'Values'). */
const CARE = 1;
const FAIRNESS = 2;

/**
 * Five readers read it as less balanced and less sound than she means, and as warm as she does;
 * four of them see fairness in it, three care.
 */
async function fiveReadersInterpret(request: APIRequestContext, ideaId: string, sound = 0.3) {
  const intents = [0.1, 0.2, 0.2, 0.3, 0.25];
  const values = [[FAIRNESS], [FAIRNESS, CARE], [FAIRNESS], [FAIRNESS, CARE], [CARE]];
  for (const [index, reader] of readers.entries()) {
    const response = await request.post(`/api/ideas/scale/${ideaId}`, {
      data: {
        myEmotion: 0.5,
        authorIntent: intents[index],
        sound,
        goodFaith: 0.9,
        values: values[index],
      },
      headers: { 'x-auth-token': reader.token },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
}

/** Her reading said through the API (`role: 'author'`), as the form sends it. */
async function sayThroughApi(request: APIRequestContext, ideaId: string, sound: number) {
  const response = await request.post(`/api/ideas/scale/${ideaId}`, {
    data: { role: 'author', myEmotion: 0.5, authorIntent: 1, sound, goodFaith: -2, values: [CARE] },
    headers: { 'x-auth-token': author.token },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

const slider = (page: Page, name: string) => page.getByRole('slider', { name });

async function openIdea(page: Page, user: ApiUser, ideaId: string) {
  await useToken(page, user.token);
  await page.goto(`/idea/${ideaId}/1000/1`);
  await expect(page.getByTestId('link-view')).toHaveAttribute('data-shown-view', '1');
}

/** She says how she means it, by keyboard: warm, very balanced, very sound; good faith unsaid. */
async function sayHowIMeanIt(page: Page) {
  const section = page.getByRole('region', { name: 'How I mean it' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save how I mean it' })).toBeDisabled();
  const emotion = slider(page, 'How do you mean it to make readers feel?');
  await emotion.focus();
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
  await expect(emotion).toHaveAttribute('aria-valuetext', 'Somewhat positive (0.5)');
  await slider(page, 'How balanced do you mean it to be?').focus();
  await page.keyboard.press('End');
  await slider(page, 'How sound is your own evidence?').focus();
  await page.keyboard.press('End');
  // Positive as she means it: the values it upholds are offered, and she means care.
  const values = section.getByRole('group', { name: 'Which values do you mean it to touch?' });
  await expect(values.getByRole('checkbox')).toHaveCount(5);
  await values.getByRole('checkbox', { name: 'Care' }).check();
  await section.getByRole('button', { name: 'Save how I mean it' }).click();
  await expect(page.getByText('Saved how you mean your inTell.')).toBeVisible();
}

const panel = (page: Page) => page.getByRole('region', { name: 'Was I understood?' });

async function expectWhereReadersDiffer(page: Page) {
  const region = panel(page);
  await expect(region).toBeVisible();
  const intent = region.getByTestId('understood-authorIntent');
  await expect(intent).toContainText('You: Very balanced (1)');
  await expect(intent).toContainText('Readers: One-sided (0.2)');
  await expect(intent).toContainText('Readers saw it as more one-sided than you meant.');
  await expect(intent).toContainText('Rests on 5 readers.');
  await expect(region.getByTestId('understood-sound')).toContainText(
    'Readers found your evidence weaker than you do.',
  );
  await expect(region.getByTestId('understood-emotion')).toContainText(
    'Readers read it as you meant it.',
  );
  await expect(region.getByTestId('understood-goodFaith')).toContainText(
    'You have not said how you mean it on this scale.',
  );
  const values = region.getByTestId('understood-values');
  await expect(values).toContainText('You: Care');
  await expect(values).toContainText('Readers saw: Fairness (80%) and Care (60%)');
  await expect(values).toContainText('Most readers saw fairness in it; you did not mean it.');
  await expect(values).toContainText('Rests on 5 readers.');
  // The sliders start on what she said.
  await expect(slider(page, 'How balanced do you mean it to be?')).toHaveAttribute(
    'aria-valuetext',
    'Very balanced (1)',
  );
}

for (const [label, use] of [
  ['at 1280 px', { viewport: { width: 1280, height: 900 } }],
  ['at 390 px', { viewport: PHONE, hasTouch: true }],
] as const) {
  test.describe(label, () => {
    test.use({ ...use, reducedMotion: 'reduce' });
    // Axe on each state and five readers' answers, on a machine the other journeys share.
    test.setTimeout(120_000);
    const shot = label === 'at 1280 px' ? 'desktop' : 'phone';

    test('the author says how she means it and sees where five readers read it differently', async ({
      page,
      request,
    }) => {
      const ideaId = (await createTextIdea(request, author.token, uniqueWord('Understood')))._id;
      await openIdea(page, author, ideaId);
      await expect(page.getByRole('region', { name: 'The key' })).toHaveCount(0);
      await sayHowIMeanIt(page);
      // No reader yet: nothing rests on so few.
      await expect(panel(page).getByTestId('understood-authorIntent')).toContainText(
        'Fewer than 5 readers so far.',
      );
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}-${shot}-1-said.png`, fullPage: true });

      await fiveReadersInterpret(request, ideaId);
      await page.reload();
      await expectWhereReadersDiffer(page);
      await expectNoSeriousA11yViolations(page);
      await expectFitsTheScreen(page);
      await panel(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}-${shot}-2-understood.png`, fullPage: true });
    });

    test('a revised version shows whether each gap closed, and the old one points to it', async ({
      page,
      request,
    }) => {
      const word = uniqueWord('Revised');
      const old = (await createTextIdea(request, author.token, `${word} first try`))._id;
      await sayThroughApi(request, old, 0.9);
      await fiveReadersInterpret(request, old, 0.5);
      const revised = (await createTextIdea(request, author.token, `${word} said better`))._id;
      await sayThroughApi(request, revised, 0.9);
      // Linked as similar from the old one (mode 26: the old inTell is this screen's), by her.
      const link = await request.post('/api/linkIdeaIdeas', {
        data: { ideaCause: old, ideaEffect: revised, modeOnSubmit: 26 },
        headers: { 'x-auth-token': author.token },
      });
      expect(link.status(), await link.text()).toBe(201);
      await fiveReadersInterpret(request, revised, 0.8);

      await openIdea(page, author, revised);
      const region = panel(page);
      await expect(region.getByTestId('understood-earlier')).toContainText(
        'This is a revised version of an earlier inTell of yours.',
      );
      const sound = region.getByTestId('understood-sound');
      await expect(sound).toContainText('Earlier version: a gap of 0.40 of the scale');
      await expect(sound).toContainText('This version: a gap of 0.10 of the scale');
      await expect(sound).toContainText('The gap on soundness closed: 0.40 → 0.10 of the scale.');
      await expect(region.getByTestId('understood-authorIntent')).toContainText(
        'The gap on author intent stayed about the same',
      );
      await expect(region.getByTestId('understood-values')).toContainText(
        'The gap on values stayed about the same: 0.80 → 0.80 of the scale.',
      );
      // Good faith was said on neither version: nothing to compare.
      await expect(region.getByTestId('understood-change-goodFaith')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await expectFitsTheScreen(page);
      await sound.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}-${shot}-4-revised.png`, fullPage: true });
      await region.screenshot({ path: `${SHOTS}-${shot}-4-revised-panel.png` });

      // To the earlier version, which points back to its revision.
      await region.getByRole('link', { name: 'Open the earlier version' }).click();
      await expect(page).toHaveURL(new RegExp(`/idea/${old}/`));
      const before = panel(page);
      await expect(before.getByTestId('understood-revision')).toContainText(
        'You posted a revised version of this inTell.',
      );
      await expect(before.getByTestId('understood-sound')).toContainText(
        'Readers found your evidence weaker than you do.',
      );
      await expect(before.getByTestId('understood-change-sound')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await before.getByTestId('understood-revision').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}-${shot}-5-earlier.png`, fullPage: true });
      await before
        .getByRole('link', { name: 'See how the revised version was understood' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/idea/${revised}/`));
      await expect(panel(page).getByTestId('understood-earlier')).toBeVisible();
    });

    test('a teacher gives the key, never counted in the results', async ({ page, request }) => {
      const ideaId = (await createTextIdea(request, author.token, uniqueWord('Keyed')))._id;
      await openIdea(page, teacher, ideaId);
      await expect(page.getByRole('region', { name: 'How I mean it' })).toHaveCount(0);
      const key = page.getByRole('region', { name: 'The key' });
      await expect(key).toContainText('The key is never counted in the results.');
      await key.getByRole('button', { name: 'Give the key' }).click();
      await slider(page, 'The key: how balanced is the way it is presented?').focus();
      await page.keyboard.press('Home');
      await slider(page, 'The key: how sound is its content?').focus();
      await page.keyboard.press('End');
      await expectNoSeriousA11yViolations(page);
      await key.getByRole('button', { name: 'Save the key' }).click();
      await expect(key.getByRole('status')).toHaveText(
        'Your key was saved. It is never counted in the results.',
      );
      await expectNoSeriousA11yViolations(page);
      await expectFitsTheScreen(page);
      await page.screenshot({ path: `${SHOTS}-${shot}-3-key.png`, fullPage: true });
      // The results count no one: the key is kept beside them.
      const plot = await request.get(`/api/ideas/${ideaId}/scales`, {
        headers: { 'x-auth-token': author.token },
      });
      expect(((await plot.json()) as { total: number }).total).toBe(0);

      // She comes back later: her key is read back, and the sliders start on it.
      await openIdea(page, teacher, ideaId);
      const again = page.getByRole('region', { name: 'The key' });
      await expect(again.getByTestId('teacher-key-given')).toHaveText(
        /^You gave your key .+ ago\. The sliders start on it; change any and save it again\.$/,
      );
      await again.getByRole('button', { name: 'Give the key' }).click();
      await expect(slider(page, 'The key: how balanced is the way it is presented?')).toHaveValue(
        '0',
      );
      await expect(slider(page, 'The key: how sound is its content?')).toHaveValue('1');
      await expect(slider(page, 'The key: was it shared in good faith?')).toHaveClass(
        /scale-slider-unset/,
      );
      await expectNoSeriousA11yViolations(page);
      await expectFitsTheScreen(page);
      await page.screenshot({ path: `${SHOTS}-${shot}-4-key-again.png`, fullPage: true });
    });
  });
}
