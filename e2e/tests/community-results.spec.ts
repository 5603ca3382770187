import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * The community's results below the reader's interpretation (content §2 view 1, §8, §9; issue
 * 11): the summary sentences and density plots once the reader has interpreted, 'How is this
 * worked out?', a note's full text, the CSV download, and the skipped message; on a desktop and
 * at 390 px, with axe on each state.
 */

const SHOTS = '/tmp/community-results';
const LONG_NOTE = `${'This inTell leaves out the other side. '.repeat(5)}The end.`;

let author: ApiUser;
let reader: ApiUser;
let skipper: ApiUser;
let ideaId: string;
/** An inTell the class reads as manipulative and at the heart of the issue. */
let advocateIdeaId: string;

async function interpret(
  request: APIRequestContext,
  user: ApiUser,
  body: Record<string, unknown>,
  idea: string = ideaId,
) {
  const response = await request.post(`/api/ideas/scale/${idea}`, {
    data: body,
    headers: { 'x-auth-token': user.token },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

test.beforeAll(async ({ request }) => {
  const accounts = [
    await createUser('teacher', 'community-author'),
    await createUser('teacher', 'community-reader'),
    await createUser('teacher', 'community-skipper'),
    ...(await Promise.all([1, 2, 3, 4].map((n) => createUser('teacher', `community-member-${n}`)))),
  ];
  const users = await Promise.all(accounts.map((a) => apiSignIn(request, a.email, a.password)));
  [author, reader, skipper] = users as [ApiUser, ApiUser, ApiUser];
  ideaId = (await createTextIdea(request, author.token, uniqueWord('Community')))._id;
  const members = users.slice(3);
  const answers = [
    { myEmotion: 0.6, authorIntent: 0.8, sound: 0.7, confidence: 0.5, note: LONG_NOTE },
    {
      myEmotion: 0.7,
      authorIntent: 0.9,
      sound: 0.8,
      confidence: 4,
      note: 'I have studied this.',
      myExpertise: 'Twenty years in the field.',
    },
    { myEmotion: 0.4, authorIntent: 0.7, sound: 0.6, confidence: 1, note: 'Fair enough.' },
    { myEmotion: 0.8, authorIntent: 0.6, sound: 0.9, confidence: 0.1 },
  ];
  for (const [index, member] of members.entries()) {
    await interpret(request, member, { goodFaith: 0.9, ...answers[index] });
  }
  // The reader interprets too (the flow itself is interpret-idea.spec.ts's journey).
  await interpret(request, reader, {
    myEmotion: 0.5,
    authorIntent: 0.8,
    goodFaith: 0.9,
    sound: 0.7,
    confidence: 0.5,
    note: 'Mine.',
  });

  // The advocate review's answers: good faith below 0.5, heart of issue above 0.8.
  advocateIdeaId = (await createTextIdea(request, author.token, uniqueWord('Advocate')))._id;
  const advocates = [...members, reader];
  const intents = [0, 0.1, 0.2, 0.1, 0.05];
  for (const [index, member] of advocates.entries()) {
    await interpret(
      request,
      member,
      {
        myEmotion: -0.5,
        authorIntent: intents[index],
        sound: 0.3,
        confidence: 0.5,
        goodFaith: 0.2,
        heartOfIssue: 0.9,
      },
      advocateIdeaId,
    );
  }
});

async function openResults(page: Page, user: ApiUser, idea: string = ideaId) {
  await useToken(page, user.token);
  await page.goto(`/idea/${idea}/1000/1`);
  await expect(page.getByTestId('link-view')).toHaveAttribute('data-shown-view', '1');
}

const panel = (page: Page) => page.getByRole('region', { name: 'Community interpretations' });

async function expectResults(page: Page) {
  const region = panel(page);
  await expect(region).toBeVisible();
  // Four plots, one per scale, each named for its scale and the reader's own answer.
  await expect(region.getByRole('img')).toHaveCount(4);
  await expect(
    region.getByRole('img', { name: /^Emotion: density plot of 5 responses/ }),
  ).toBeVisible();
  await expect(region.getByRole('img', { name: /^Emotion: .*your answer 0\.5/ })).toBeVisible();
  await expect(region.getByRole('region', { name: 'Emotion' })).toContainText(/positive/i);
  // Each plot on its own range, its ends in words.
  const intent = region.getByRole('img', {
    name: /^Author intent: density plot of 5 responses on a scale from 0 \(One-sided\) to 1 \(Very balanced\)/,
  });
  await expect(intent.getByTestId('density-plot-end-min')).toHaveText('One-sided');
  await expect(intent.getByTestId('density-plot-end-max')).toHaveText('Very balanced');
  const emotion = region.getByRole('img', { name: /^Emotion/ });
  await expect(emotion.getByTestId('density-plot-end-min')).toHaveText('Very negative');
  await expect(emotion.getByTestId('density-plot-end-max')).toHaveText('Very positive');
  // Good faith is shown too, as a sentence (its plot data has no column).
  await expect(region.getByRole('region', { name: 'Good faith' })).toContainText(
    'On average: very much in good faith',
  );
}

/** The advocate review's summaries: 'Manipulative' and "Requires everyone's attention". */
async function expectAdvocateSummaries(page: Page) {
  const region = panel(page);
  await expect(region.getByRole('region', { name: 'Good faith' })).toContainText('Manipulative');
  await expect(region.getByRole('region', { name: 'Heart of issue' })).toContainText(
    "Requires everyone's attention",
  );
  await expect(region.getByRole('region', { name: 'Author intent' })).toContainText(
    'On average: one-sided',
  );
  const intent = region.getByRole('img', { name: /^Author intent: .*from 0 \(One-sided\)/ });
  await expect(intent.getByTestId('density-plot-end-min')).toHaveText('One-sided');
  // No tick below 0 on a 0 … 1 scale.
  await expect(intent.locator('.density-plot-tick').first()).toHaveText('0');
  const sound = region.getByRole('img', {
    name: /^Soundness: .*from 0 \(Unsound\) to 1 \(Very sound\)/,
  });
  await expect(sound.getByTestId('density-plot-end-max')).toHaveText('Very sound');
}

/**
 * The author who has not interpreted her own inTell sees the class's results: the
 * gate counts her as done, and interpreting would add her to them.
 */
async function expectAuthorSeesResults(page: Page) {
  await openResults(page, author);
  const region = panel(page);
  await expect(region.getByRole('img')).toHaveCount(4);
  await expect(
    region.getByRole('img', { name: /^Emotion: density plot of 5 responses/ }),
  ).toBeVisible();
  await expect(region.getByRole('img', { name: /your answer/ })).toHaveCount(0);
  await expect(region.getByText(/Activity skipped/)).toHaveCount(0);
  // Her own interpretation is still hers to give, above the results.
  await expect(page.getByRole('heading', { name: /Interpret this inTell/ })).toBeVisible();
}

test.describe('on a desktop', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the author the results without her interpreting', async ({ page }) => {
    await expectAuthorSeesResults(page);
    await page.screenshot({ path: `${SHOTS}-desktop-author.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the sentences and plots, how they are worked out, a note in full and the CSV', async ({
    page,
  }) => {
    await openResults(page, reader);
    await expectResults(page);
    const region = panel(page);
    const plot = region.getByRole('img', { name: /^Emotion/ });
    await expect(plot).toHaveAttribute('width', '595');
    await page.screenshot({ path: `${SHOTS}-desktop-1-results.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // 'How is this worked out?' opens the numbers behind the sentence.
    const emotion = region.getByRole('region', { name: 'Emotion' });
    await emotion.getByText('How is this worked out?').first().click();
    await expect(emotion.locator('details[open]').first()).toContainText(/5/);

    // A cut note opens whole; OK closes it.
    const notes = region.getByRole('region', { name: 'Notes' });
    await expect(notes.getByText('Fair enough.')).toBeVisible();
    await notes
      .getByRole('button', { name: /note in full/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-desktop-2-note.png` });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Brushing: a drag across the emotion plot from 0.55 to 0.85 selects the three members who
    // answered 0.6, 0.7 and 0.8; every plot shows them against everyone, the notes narrow to them.
    await plot.scrollIntoViewIfNeeded();
    const box = await plot.boundingBox();
    if (box === null) throw new Error('The emotion plot has no box');
    const toX = (value: number) => box.x + 12 + ((value + 1.15) / 2.3) * (box.width - 24);
    await page.mouse.move(toX(0.55), box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(toX(0.7), box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(toX(0.85), box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(region.getByTestId('brush-status')).toHaveText(
      /^3 of 5 respondents selected: Emotion from 0\.5\d to 0\.8\d\.$/,
    );
    await expect(region.getByTestId('density-plot-selected')).toHaveCount(4);
    const selectedNotes = region.getByRole('region', { name: 'Notes of the selected respondents' });
    await expect(selectedNotes.getByText('I have studied this.')).toBeVisible();
    await expect(selectedNotes.getByText('Fair enough.')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}-desktop-3-brushed.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await region.getByRole('button', { name: 'Clear the selection' }).click();
    await expect(region.getByTestId('density-plot-selected')).toHaveCount(0);
    await expect(
      region.getByRole('region', { name: 'Notes' }).getByText('Fair enough.'),
    ).toBeVisible();

    // The CSV: the server's file name, a header line first.
    const downloading = page.waitForEvent('download');
    await region.getByRole('button', { name: 'Download the interpretations (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`intell-${ideaId}-interpretations.csv`);
    const text = await readFile(await download.path(), 'utf8');
    const firstLine = text.replace(/^\uFEFF/, '').split('\r\n')[0] ?? '';
    expect(firstLine).toContain('note');
  });
});

test.describe('What the summaries say', () => {
  test.use({ reducedMotion: 'reduce' });

  test('on a desktop: manipulative, heart of issue, each scale on its own range', async ({
    page,
  }) => {
    await openResults(page, reader, advocateIdeaId);
    await expectAdvocateSummaries(page);
    const heart = panel(page).getByRole('region', { name: 'Heart of issue' });
    await heart.getByText('How is this worked out?').first().click();
    await expect(heart.locator('details[open]').first()).toContainText(
      'The average advocate review is 0.9.',
    );
    await panel(page).getByRole('region', { name: 'Author intent' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}-desktop-4-advocate.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: PHONE, hasTouch: true });

    test('the same summaries and end words fit the screen', async ({ page }) => {
      await openResults(page, reader, advocateIdeaId);
      await expectAdvocateSummaries(page);
      await expect(panel(page).getByRole('img', { name: /^Author intent/ })).toHaveAttribute(
        'width',
        '295',
      );
      await expectFitsTheScreen(page);
      await page.screenshot({ path: `${SHOTS}-phone-4-advocate.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page);
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, reducedMotion: 'reduce' });

  test('fits the results to the screen', async ({ page }) => {
    await openResults(page, reader);
    await expectResults(page);
    await expect(panel(page).getByRole('img', { name: /^Emotion/ })).toHaveAttribute(
      'width',
      '295',
    );
    await expectFitsTheScreen(page);
    // The four views' buttons are all in view, none cut off.
    const views = page.getByRole('toolbar').first().getByRole('button');
    await expect(views).toHaveCount(4);
    for (const button of await views.all()) {
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await page.screenshot({ path: `${SHOTS}-phone-1-results.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // Selecting respondents by typing a range (the brush without a pointer).
    const region = panel(page);
    await region.getByText('Select respondents by their answers').tap();
    await region.getByLabel('Scale', { exact: true }).selectOption({ label: 'Author intent' });
    await region.getByLabel('From', { exact: true }).fill('0.75');
    await region.getByLabel('To', { exact: true }).fill('1');
    await region.getByRole('button', { name: 'Select', exact: true }).tap();
    await expect(region.getByTestId('brush-status')).toHaveText(
      '3 of 5 respondents selected: Author intent from 0.75 to 1.00.',
    );
    await expect(region.getByTestId('density-plot-selected')).toHaveCount(4);
    await expectFitsTheScreen(page);
    await page.screenshot({ path: `${SHOTS}-phone-3-selected.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the author the results without her interpreting', async ({ page }) => {
    await expectAuthorSeesResults(page);
    await expectFitsTheScreen(page);
    await page.screenshot({ path: `${SHOTS}-phone-author.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test('tells a member who skipped that the results are not shown', async ({ page }) => {
    await openResults(page, skipper);
    await page.getByRole('checkbox', { name: 'Skip this interpretation' }).tap();
    await page.getByRole('button', { name: 'Confirm skip' }).tap();
    await expect(
      panel(page).getByText('Activity skipped. Unable to display community interpretations.'),
    ).toBeVisible();
    await expect(panel(page).getByRole('img')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}-phone-2-skipped.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});
