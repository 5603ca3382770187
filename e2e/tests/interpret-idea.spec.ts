import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  apiSignIn,
  createAgent,
  createTextIdea,
  uniqueWord,
  useToken,
  type ApiUser,
} from '../support/content';
import { expectFitsTheScreen } from '../support/layout';

/**
 * Interpreting an inTell on the idea screen's view 1 (content §2 'Idea screen', 'Interpretation
 * gate'; §4 'Interpretation flow (102)'; §5; §8), as a person does it: sliders set with the keyboard
 * and by clicking or tapping, questions appearing as answers come in and disappearing when an
 * earlier answer changes, Submit, the saved interpretation read-only, the gate's dialog before an
 * edit, and the skip path; on a desktop and at 390 px.
 */

const SHOTS = '/tmp/interpret-idea';

let author: ApiUser;
let reader: ApiUser;

test.beforeAll(async ({ request }) => {
  const a = await createUser('teacher', 'interpret-author');
  const r = await createUser('teacher', 'interpret-reader');
  [author, reader] = await Promise.all([
    apiSignIn(request, a.email, a.password),
    apiSignIn(request, r.email, r.password),
  ]);
});

interface StoredScale {
  myEmotion: number;
  values: number[];
  valuesAgent: string | null;
  authorIntent: number;
  goodFaith: number;
  divisive: number;
  sound: number;
  note: string;
  confidence: number | null;
  otherSide: string;
  publicEngagement: number;
  heartOfIssue: number;
}

async function myScale(request: APIRequestContext, ideaId: string) {
  const response = await request.get(`/api/ideas/${ideaId}`, {
    headers: { 'x-auth-token': reader.token },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { myScale: StoredScale | null }).myScale;
}

const slider = (page: Page, name: string | RegExp) => page.getByRole('slider', { name });
const emotion = (page: Page) => slider(page, 'How does this inTell make you feel?');
const intent = (page: Page) =>
  slider(page, 'I found the way the author presented this information to be...');
const goodFaith = (page: Page) => slider(page, 'Was it shared in good faith?');
const soundness = (page: Page) => slider(page, 'How sound is its content?');
const advocate = (page: Page) => slider(page, /^Advocate review/);

/** Clicks (or taps) a slider at a fraction of its width, as a person places it. */
async function placeAt(input: Locator, fraction: number, how: 'click' | 'tap' = 'click') {
  await input.scrollIntoViewIfNeeded();
  const box = (await input.boundingBox())!;
  const position = { x: box.width * fraction, y: box.height / 2 };
  if (how === 'tap') await input.tap({ position });
  else await input.click({ position });
}

async function valueOf(input: Locator) {
  return Number(await input.inputValue());
}

const IDEA_AGENT_HEADING = 'Link between an inTell and a waveMaker';

/** A link page, with one of its ends: a wrong screen at the right address fails. */
async function expectLinkPage(page: Page, heading: string, [end, name]: [string, string]) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('region', { name: end, exact: true })).toContainText(name);
}

async function openInterpret(page: Page, ideaId: string) {
  await useToken(page, reader.token);
  await page.goto(`/idea/${ideaId}`);
  await page
    .getByRole('toolbar', { name: 'Views' })
    .getByRole('button', { name: 'Interpret' })
    .click();
  await expect(page.getByTestId('link-view')).toHaveAttribute('data-shown-view', '1');
  await expect(page.getByRole('heading', { name: 'Interpret this inTell' })).toBeVisible();
}

test.describe('on a desktop', () => {
  test.use({ reducedMotion: 'reduce' });

  test('interprets an inTell with keyboard and mouse, sees it saved, and meets the gate before editing', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const idea = await createTextIdea(
      request,
      author.token,
      `Parks cool cities ${uniqueWord('interp')}`,
    );
    const agentTag = uniqueWord('council');
    const agent = await createAgent(request, author.token, {
      name: `City council ${agentTag}`,
      url: `https://example.org/${agentTag}`,
    });
    await openInterpret(page, idea._id);

    // Unset: no thumb, the spec's prompt, 'Not answered' to assistive technology.
    await expect(page.getByText('CLICK ON THE SCALE BELOW')).toBeVisible();
    await expect(emotion(page)).toHaveAttribute('aria-valuetext', 'Not answered');
    await expect(page.getByRole('checkbox', { name: 'Care' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-desktop-1-start.png`, fullPage: true });

    // The keyboard: End is 'Very positive', which pauses (content §4 step 1).
    await emotion(page).focus();
    await page.keyboard.press('End');
    await expect(emotion(page)).toHaveAttribute('aria-valuetext', 'Very positive (1)');
    const pause = page.getByRole('dialog', { name: 'Take a pause' });
    await expect(pause).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await pause.getByRole('button', { name: 'Continue' }).click();
    await expect(pause).toBeHidden();
    await expect(emotion(page)).toBeFocused();
    // Four steps down by arrow: 0.8, still the same side, so no second pause.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
    await expect(emotion(page)).toHaveAttribute('aria-valuetext', 'Very positive (0.8)');
    await expect(pause).toBeHidden();

    // The mouse: a click at two thirds of the way is somewhat positive.
    await placeAt(emotion(page), 0.68);
    const clicked = await valueOf(emotion(page));
    expect(clicked).toBeGreaterThan(0.25);
    expect(clicked).toBeLessThan(0.5);
    await expect(emotion(page)).toHaveAttribute('aria-valuetext', /^Somewhat positive \(0\.\d+\)$/);

    // The positive values appear; a value opens the author-intent question.
    await expect(page.getByRole('checkbox', { name: 'Harm' })).toHaveCount(0);
    await expect(intent(page)).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Care' }).check();
    await page.getByRole('checkbox', { name: 'Fairness' }).check();
    await expect(intent(page)).toBeVisible();

    // Optionally, whose values: the waveMaker picker, folded until opened.
    await expect(page.getByLabel('Search for a waveMaker')).toBeHidden();
    await page.getByText('Whose values are these? (optional)').click();
    await page.getByLabel('Search for a waveMaker').fill(agentTag);
    await page.getByRole('button', { name: `Choose ${agent.name}` }).click();
    await expect(page.getByRole('list', { name: 'The values are about' })).toContainText(
      agent.name,
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-desktop-1b-values.png`, fullPage: true });

    // One-sided (Home): good faith; in bad faith (a click near the left): who benefits and POTIE.
    await intent(page).focus();
    await page.keyboard.press('Home');
    await expect(intent(page)).toHaveAttribute('aria-valuetext', 'One-sided (0)');
    await expect(goodFaith(page)).toBeVisible();
    await expect(soundness(page)).toHaveCount(0);
    await placeAt(goodFaith(page), 0.2);
    expect(await valueOf(goodFaith(page))).toBeLessThan(0.5);
    await expect(
      page.getByRole('textbox', { name: 'Who benefits from it? (optional)' }),
    ).toBeVisible();
    const potie = page.getByRole('group', {
      name: 'Does it pollute the information ecosystem (POTIE)?',
    });
    await potie.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('checkbox', { name: 'Straw man' }).check();
    await expect(soundness(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-desktop-2-one-sided.png`, fullPage: true });

    // Changing the intent clears every later answer: good faith, POTIE and its reasons go.
    await intent(page).focus();
    await page.keyboard.press('End');
    await expect(intent(page)).toHaveAttribute('aria-valuetext', 'Very balanced (1)');
    await expect(goodFaith(page)).toHaveCount(0);
    await expect(potie).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Straw man' })).toHaveCount(0);
    await expect(soundness(page)).toHaveAttribute('aria-valuetext', 'Not answered');
    // The values before it stay.
    await expect(page.getByRole('checkbox', { name: 'Care' })).toBeChecked();

    // Soundness by keyboard: End, then two steps back.
    await soundness(page).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(soundness(page)).toHaveAttribute('aria-valuetext', 'Very sound (0.9)');

    // Additional thoughts: Tab commits them and lands on the confidence they open.
    const note = page.getByRole('textbox', { name: 'Additional thoughts (optional)' });
    await note.fill('I have seen the city data.');
    await expect(
      page.getByRole('group', { name: 'How sure are you of your interpretation?' }),
    ).toHaveCount(0);
    await page.keyboard.press('Tab');
    const confidence = page.getByRole('group', {
      name: 'How sure are you of your interpretation?',
    });
    await expect(confidence).toBeVisible();
    await expect(confidence.getByRole('radio', { name: 'I guess' })).toBeFocused();
    await confidence.getByRole('radio', { name: 'I know' }).check();
    await expect(
      page.getByRole('textbox', { name: 'What is your expertise? (optional)' }),
    ).toHaveCount(0);

    // The other side opens the further questions; public engagement, the advocate review.
    await page
      .getByRole('textbox', { name: /someone who sees it differently/ })
      .fill('Trees cost money to water.');
    await page.keyboard.press('Tab');
    const speakUp = page.getByRole('group', { name: 'Would you speak up about this in public?' });
    await expect(speakUp).toBeVisible();
    await expect(advocate(page)).toHaveCount(0);
    await speakUp.getByRole('radio', { name: 'Yes' }).check();
    await expect(advocate(page)).toBeVisible();
    await advocate(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(advocate(page)).toHaveAttribute('aria-valuetext', 'Somewhat important (0.55)');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-desktop-3-answered.png`, fullPage: true });

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Your interpretation was saved.')).toBeVisible();
    const saved = page.getByRole('region', { name: 'Your interpretation' });
    await expect(saved).toBeVisible();
    await expect(page.getByRole('slider')).toHaveCount(0);
    await expect(saved.getByText('Care, Fairness')).toBeVisible();
    await expect(saved.getByText(agent.name)).toBeVisible();
    await expect(saved.getByText('Very balanced (1)')).toBeVisible();
    await expect(saved.getByText('Very sound (0.9)')).toBeVisible();
    await expect(saved.getByText('I know', { exact: true })).toBeVisible();
    await expect(saved.getByText('Trees cost money to water.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-desktop-4-saved.png`, fullPage: true });

    const stored = await myScale(request, idea._id);
    expect(stored).toMatchObject({
      myEmotion: clicked,
      values: [1, 2],
      valuesAgent: agent._id,
      authorIntent: 1,
      goodFaith: -2,
      divisive: -2,
      sound: 0.9,
      note: 'I have seen the city data.',
      confidence: 1,
      otherSide: 'Trees cost money to water.',
      publicEngagement: 1,
      heartOfIssue: 0.55,
    });

    // Still read-only after a reload; editing asks first (content §2 'Interpretation gate').
    await page.goto(`/idea/${idea._id}/1000/1`);
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: 'Edit my interpretation' }).click();
    const gate = page.getByRole('dialog', { name: 'You already intrerpreted.' });
    await expect(gate).toBeVisible();
    await expect(gate).toContainText('10 bonus reputation points');
    await expect(gate).toContainText('Each change subtracts 2 points.');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-desktop-5-gate.png` });
    await gate.getByRole('button', { name: 'Cancel' }).click();
    await expect(gate).toBeHidden();
    await expect(page.getByRole('slider')).toHaveCount(0);

    await saved.getByRole('button', { name: 'Edit my interpretation' }).click();
    await gate.getByRole('button', { name: 'Edit my prior choice' }).click();
    await expect(page.getByRole('heading', { name: 'Edit your interpretation' })).toBeFocused();
    await expect(soundness(page)).toHaveAttribute('aria-valuetext', 'Very sound (0.9)');
    await expect(page.getByRole('checkbox', { name: 'Fairness' })).toBeChecked();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(saved).toBeVisible();

    // Continue: on to the inTell's view.
    await saved.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/idea/${idea._id}/1000/2$`));
    await expect(page.getByTestId('link-view')).toHaveAttribute('data-shown-view', '2');
  });

  test('asks for the missing answer before submitting', async ({ page, request }) => {
    const idea = await createTextIdea(request, author.token, `Bikes ${uniqueWord('guide')}`);
    await openInterpret(page, idea._id);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const guidance = page.getByRole('dialog', { name: 'Almost there' });
    await expect(guidance).toContainText('Please select a position on the slider.');
    await expectNoSeriousA11yViolations(page);
    await guidance.getByRole('button', { name: 'OK' }).click();
    // Then the question that needs it has focus.
    await expect(emotion(page)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(emotion(page)).toHaveAttribute('aria-valuetext', 'Neutral (-0.05)');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(guidance).toContainText('Please select one of the values.');
    await guidance.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('checkbox', { name: 'Harm' })).toBeFocused();
    expect(await myScale(request, idea._id)).toBeNull();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, reducedMotion: 'reduce' });

  test('taps the sliders without swiping the views, then skips', async ({ page, request }) => {
    const idea = await createTextIdea(request, author.token, `Night buses ${uniqueWord('phone')}`);
    await openInterpret(page, idea._id);
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-phone-1-start.png`, fullPage: true });

    // A tap near the left end: very negative.
    await placeAt(emotion(page), 0.1, 'tap');
    expect(await valueOf(emotion(page))).toBeLessThan(-0.5);
    // Strong feelings pause.
    const pause = page.getByRole('dialog', { name: 'Take a pause' });
    await expect(pause).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-phone-2-pause.png` });
    await pause.getByRole('button', { name: 'Continue' }).click();
    await expect(pause).toBeHidden();

    // A finger's sideways drag that starts on a slider is not a swipe: the view stays.
    await emotion(page).evaluate((element) => {
      const box = element.getBoundingClientRect();
      const y = box.top + box.height / 2;
      const touch = (x: number) =>
        new Touch({ identifier: 1, target: element, clientX: x, clientY: y, pageX: x, pageY: y });
      const fire = (type: string, x: number) =>
        element.dispatchEvent(
          new TouchEvent(type, {
            touches: type === 'touchend' ? [] : [touch(x)],
            changedTouches: [touch(x)],
            bubbles: true,
            cancelable: true,
          }),
        );
      fire('touchstart', box.right - 20);
      for (let step = 1; step <= 5; step += 1) fire('touchmove', box.right - 20 - step * 50);
      fire('touchend', box.right - 270);
    });
    await expect(page.getByTestId('link-view')).toHaveAttribute('data-shown-view', '1');

    // Negative values for a negative feeling.
    await expect(page.getByRole('checkbox', { name: 'Care' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Harm' }).tap();
    await expect(intent(page)).toBeVisible();
    await placeAt(intent(page), 0.9, 'tap');
    expect(await valueOf(intent(page))).toBeGreaterThan(0.75);
    await expect(goodFaith(page)).toHaveCount(0);
    await placeAt(soundness(page), 0.5, 'tap');
    await expect(soundness(page)).toHaveAttribute('aria-valuetext', /^Somewhat sound/);
    await expect(
      page.getByRole('textbox', { name: 'Additional thoughts (optional)' }),
    ).toBeVisible();
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-phone-3-answered.png`, fullPage: true });

    // Changing the emotion's side clears the values and everything after them.
    await placeAt(emotion(page), 0.9, 'tap');
    await pause.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('checkbox', { name: 'Harm' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Care' })).not.toBeChecked();
    await expect(intent(page)).toHaveCount(0);

    // Skip: everything goes, 'Confirm skip' sends null values.
    await page.getByRole('checkbox', { name: 'Skip this interpretation' }).tap();
    await expect(page.getByRole('slider')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Confirm skip' }).tap();
    await expect(page.getByText('You skipped interpreting this inTell.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit my interpretation' })).toBeVisible();
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-phone-4-skipped.png`, fullPage: true });
    expect(await myScale(request, idea._id)).toMatchObject({
      myEmotion: -2,
      values: [],
      authorIntent: -2,
      sound: -2,
      note: '',
    });

    await page.getByRole('button', { name: 'Edit my interpretation' }).tap();
    const gate = page.getByRole('dialog', { name: 'You already intrerpreted.' });
    await expect(gate).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-phone-5-gate.png` });
    await gate.getByRole('button', { name: 'Edit my prior choice' }).tap();
    await expect(page.getByRole('heading', { name: 'Edit your interpretation' })).toBeVisible();
    await expect(emotion(page)).toHaveAttribute('aria-valuetext', 'Not answered');
  });

  test('a link route shows the interpretation first, then opens the link page', async ({
    page,
    request,
  }) => {
    const tag = uniqueWord('gate');
    const cause = await createTextIdea(request, author.token, `Cause ${tag}`);
    const effect = await createTextIdea(request, author.token, `Effect ${tag}`);
    const created = await request.post('/api/linkIdeaIdeas', {
      data: { ideaCause: cause._id, ideaEffect: effect._id, modeOnSubmit: 20 },
      headers: { 'x-auth-token': author.token },
    });
    expect(created.status(), await created.text()).toBe(201);
    const link = (await created.json()) as { _id: string };

    await useToken(page, reader.token);
    await page.goto(`/idea/${cause._id}/100/${effect._id}`);
    await expect(page.getByRole('heading', { name: 'Interpret this inTell' })).toBeVisible();
    await expect(page.getByTestId('link-view')).toHaveAttribute('data-shown-view', '1');
    await page.getByRole('checkbox', { name: 'Skip this interpretation' }).tap();
    await page.getByRole('button', { name: 'Confirm skip' }).tap();
    await expect(page).toHaveURL(new RegExp(`/link-idea-idea/${link._id}$`));
    await expectLinkPage(page, 'Link between two inTells', ['Cause', `Cause ${tag}`]);

    // Interpreted now: the link route opens the link page at once.
    await page.goto(`/idea/${cause._id}/100/${effect._id}`);
    await expect(page).toHaveURL(new RegExp(`/link-idea-idea/${link._id}$`));
    await expectLinkPage(page, 'Link between two inTells', ['Effect', `Effect ${tag}`]);
  });

  test('a waveMaker link route shows the interpretation first, then opens the link page', async ({
    page,
    request,
  }) => {
    const tag = uniqueWord('agentgate');
    const idea = await createTextIdea(request, author.token, `Idea ${tag}`);
    const agent = await createAgent(request, author.token, {
      name: `Maker ${tag}`,
      url: `https://example.org/${tag}`,
    });
    const created = await request.post('/api/linkIdeaAgents', {
      data: { idea: idea._id, agent: agent._id, modeOnSubmit: 30 },
      headers: { 'x-auth-token': author.token },
    });
    expect(created.status(), await created.text()).toBe(201);
    const link = (await created.json()) as { _id: string };

    // The submitter counts as having interpreted: the link page opens at once.
    await useToken(page, author.token);
    await page.goto(`/idea/${idea._id}/200/${agent._id}`);
    await expect(page).toHaveURL(new RegExp(`/link-idea-agent/${link._id}$`));
    await expectLinkPage(page, IDEA_AGENT_HEADING, ['waveMaker', `Maker ${tag}`]);

    // Another member interprets first, then lands on the link page.
    await useToken(page, reader.token);
    await page.goto(`/idea/${idea._id}/200/${agent._id}`);
    await expect(page.getByRole('heading', { name: 'Interpret this inTell' })).toBeVisible();
    await expect(page.getByTestId('link-view')).toHaveAttribute('data-shown-view', '1');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-phone-6-agent-gate.png`, fullPage: true });
    await page.getByRole('checkbox', { name: 'Skip this interpretation' }).tap();
    await page.getByRole('button', { name: 'Confirm skip' }).tap();
    await expect(page).toHaveURL(new RegExp(`/link-idea-agent/${link._id}$`));
    await expectLinkPage(page, IDEA_AGENT_HEADING, ['inTell', `Idea ${tag}`]);

    await page.goto(`/idea/${idea._id}/200/${agent._id}`);
    await expect(page).toHaveURL(new RegExp(`/link-idea-agent/${link._id}$`));
    await expectLinkPage(page, IDEA_AGENT_HEADING, ['waveMaker', `Maker ${tag}`]);
  });
});
