import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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

/**
 * Links and the idea and agent screens (content §2 'Idea screen (four views)', 'Agent screen (four
 * views)', 'Route mode and field'; §4 'Link classification'). Items come from the API; every link
 * is made through the screens.
 */

let teacher: ApiUser;
/** Two more members, to rate links the teacher made. */
let others: ApiUser[] = [];

test.beforeAll(async ({ request }) => {
  const t = await createUser('teacher', 'links');
  teacher = await apiSignIn(request, t.email, t.password);
  others = await Promise.all(
    ['links-b', 'links-c'].map(async (label) => {
      const o = await createUser('teacher', label);
      return apiSignIn(request, o.email, o.password);
    }),
  );
});

function column(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

async function showView(page: Page, label: string, view: number) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByTestId('link-view')).toHaveAttribute('data-shown-view', String(view));
}

/** Opens a column's search and picks the result; answers the result's button. */
async function chooseResult(page: Page, title: string, searchLabel: string, other: string) {
  await column(page, title)
    .getByRole('button', { name: `Add to ${title}` })
    .click();
  await page.getByLabel(searchLabel).fill(other);
  const result = page.getByRole('button', { name: other, exact: true });
  await result.click();
  return result;
}

/** The confirmation a chosen result opens. */
const confirmation = (page: Page) => page.getByRole('dialog', { name: 'Create this link?' });

/**
 * Opens a column's search, picks the result, checks what the confirmation says (when given),
 * creates the link and lands on its page.
 */
async function addLink(
  page: Page,
  title: string,
  searchLabel: string,
  other: string,
  linkPage: RegExp,
  sentence?: string,
) {
  await chooseResult(page, title, searchLabel, other);
  const dialog = confirmation(page);
  if (sentence !== undefined) {
    await expect(dialog.getByTestId('new-link-sentence')).toHaveText(sentence);
  }
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(page).toHaveURL(linkPage);
  // The link's page, with the item just chosen at one of its ends.
  await expect(page.getByRole('heading', { level: 1, name: /^Link between / })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(other);
}

/** The inTell's links as the API reads them (the journeys check that nothing was made). */
async function linkedIdeasOf(request: APIRequestContext, ideaId: string) {
  const res = await request.get(`/api/ideas/${ideaId}`, {
    headers: { 'x-auth-token': teacher.token },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { linkedIdeas: unknown[] }).linkedIdeas;
}

const sentences = (page: Page) => page.getByTestId('link-sentences');

const IDEA_SEARCH = 'Create link to existing inTell';
const AGENT_SEARCH = 'Create link to existing waveMaker';
const IDEA_LINK = /\/link-idea-idea\/[\w-]+$/;
const IDEA_AGENT_LINK = /\/link-idea-agent\/[\w-]+$/;
const AGENT_LINK = /\/link-agent-agent\/[\w-]+$/;

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('builds a small tree through the screens and sees each item on both ends', async ({
    page,
    request,
  }) => {
    // Ten links through the screens, each confirmed and its page read: over a minute on a busy
    // two-core machine.
    test.setTimeout(150_000);
    const tag = uniqueWord('tree');
    const name = (label: string) => `${label} ${tag}`;
    const idea = (label: string) => createTextIdea(request, teacher.token, name(label));
    const agent = (label: string) =>
      createAgent(request, teacher.token, { name: name(label), url: 'https://example.org/wm' });
    const [main, root1, root2, opposing, effect, similar, synthesis] = await Promise.all([
      idea('Main'),
      idea('Root one'),
      idea('Root two'),
      idea('Opposing root'),
      idea('Effect'),
      idea('Similar'),
      idea('Synthesis'),
    ]);
    const [strong, weak, friend, foe] = await Promise.all([
      agent('Strengthened'),
      agent('Weakened'),
      agent('Friend'),
      agent('Foe'),
    ]);
    await useToken(page, teacher.token);

    const mainPath = `/idea/${main._id}`;
    await page.goto(mainPath);
    await expect(page.getByRole('heading', { level: 1, name: name('Main') })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // View 2 (the default): two supporting roots, one opposing root, one effect.
    await addLink(
      page,
      'Supported by',
      IDEA_SEARCH,
      name('Root one'),
      IDEA_LINK,
      `‘${name('Root one')}’ supports ‘${name('Main')}’.`,
    );
    await expect(page.getByRole('region', { name: 'Cause' })).toContainText(name('Root one'));
    await expect(page.getByRole('region', { name: 'Effect' })).toContainText(name('Main'));
    await expectNoSeriousA11yViolations(page);
    await page.goto(mainPath);
    await addLink(page, 'Supported by', IDEA_SEARCH, name('Root two'), IDEA_LINK);
    await page.goto(mainPath);
    await addLink(
      page,
      'Opposed by',
      IDEA_SEARCH,
      name('Opposing root'),
      IDEA_LINK,
      `‘${name('Opposing root')}’ opposes ‘${name('Main')}’.`,
    );
    await expect(sentences(page)).toContainText('The one rater sees this as opposition.');
    await page.goto(mainPath);
    await addLink(
      page,
      'Supports',
      IDEA_SEARCH,
      name('Effect'),
      IDEA_LINK,
      `‘${name('Main')}’ supports ‘${name('Effect')}’.`,
    );
    await expect(sentences(page)).toContainText('The one rater sees this as support.');

    // View 3: a similar and a synthesis link.
    await page.goto(`${mainPath}/1000/3`);
    await addLink(page, 'Related inTell', IDEA_SEARCH, name('Similar'), IDEA_LINK);
    await page.goto(`${mainPath}/1000/3`);
    await addLink(page, 'Synthesis', IDEA_SEARCH, name('Synthesis'), IDEA_LINK);

    // View 4: two waveMakers it strengthens and weakens.
    await page.goto(`${mainPath}/1000/4`);
    await addLink(
      page,
      'Strengthens those below',
      AGENT_SEARCH,
      name('Strengthened'),
      IDEA_AGENT_LINK,
      `‘${name('Main')}’ strengthens ‘${name('Strengthened')}’.`,
    );
    await expect(sentences(page)).toContainText(
      "Weighed by the raters' confidence, the inTell strongly strengthens the waveMaker.",
    );
    await page.goto(`${mainPath}/1000/4`);
    await addLink(
      page,
      'Weakens those below',
      AGENT_SEARCH,
      name('Weakened'),
      IDEA_AGENT_LINK,
      `‘${name('Main')}’ weakens ‘${name('Weakened')}’.`,
    );
    await expect(sentences(page)).toContainText(
      "Weighed by the raters' confidence, the inTell strongly weakens the waveMaker.",
    );

    // Two agents as friend and foe of the strengthened waveMaker (agent view 4).
    await page.goto(`/agent/${strong._id}/1000/4`);
    await addLink(
      page,
      'Friends',
      AGENT_SEARCH,
      name('Friend'),
      AGENT_LINK,
      `‘${name('Strengthened')}’ and ‘${name('Friend')}’ are friends.`,
    );
    await expect(sentences(page)).toContainText(
      "Weighed by the raters' confidence, the two waveMakers are firm friends.",
    );
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/agent/${strong._id}/1000/4`);
    await addLink(
      page,
      'Foes',
      AGENT_SEARCH,
      name('Foe'),
      AGENT_LINK,
      `‘${name('Strengthened')}’ and ‘${name('Foe')}’ are foes.`,
    );
    await expect(sentences(page)).toContainText(
      "Weighed by the raters' confidence, the two waveMakers are firm foes.",
    );

    // The main inTell's screen shows every item in its column.
    await page.goto(mainPath);
    await expect(column(page, 'Supported by')).toContainText(name('Root one'));
    await expect(column(page, 'Supported by')).toContainText(name('Root two'));
    await expect(column(page, 'Opposed by')).toContainText(name('Opposing root'));
    await expect(column(page, 'Supports')).toContainText(name('Effect'));
    await expect(column(page, 'Opposes')).toContainText('Nothing linked yet.');
    await expectNoSeriousA11yViolations(page);
    await showView(page, 'Arguments', 3);
    await expect(column(page, 'Related inTell')).toContainText(name('Similar'));
    await expect(column(page, 'Synthesis')).toContainText(name('Synthesis'));
    await showView(page, 'Related waveMakers', 4);
    await expect(column(page, 'Strengthens those below')).toContainText(name('Strengthened'));
    await expect(column(page, 'Weakens those below')).toContainText(name('Weakened'));

    // The other ends.
    await page.goto(`/idea/${root1._id}`);
    await expect(column(page, 'Supports')).toContainText(name('Main'));
    await page.goto(`/idea/${root2._id}`);
    await expect(column(page, 'Supports')).toContainText(name('Main'));
    await page.goto(`/idea/${opposing._id}`);
    await expect(column(page, 'Opposes')).toContainText(name('Main'));
    await page.goto(`/idea/${effect._id}`);
    await expect(column(page, 'Supported by')).toContainText(name('Main'));
    await page.goto(`/idea/${similar._id}/1000/3`);
    await expect(column(page, 'Related inTell')).toContainText(name('Main'));
    await page.goto(`/idea/${synthesis._id}/1000/3`);
    await expect(column(page, 'Synthesis')).toContainText(name('Main'));
    await page.goto(`/agent/${strong._id}/1000/3`);
    await expect(column(page, 'inTell below strengthens waveMaker')).toContainText(name('Main'));
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/agent/${weak._id}/1000/3`);
    await expect(column(page, 'inTell below weakens waveMaker')).toContainText(name('Main'));
    await page.goto(`/agent/${friend._id}/1000/4`);
    await expect(column(page, 'Friends')).toContainText(name('Strengthened'));
    await page.goto(`/agent/${foe._id}/1000/4`);
    await expect(column(page, 'Foes')).toContainText(name('Strengthened'));
  });

  test('asks before linking: Cancel and Escape make nothing; the creator withdraws the only rating', async ({
    page,
    request,
  }) => {
    const tag = uniqueWord('confirm');
    const [main] = await Promise.all([
      createTextIdea(request, teacher.token, `Main ${tag}`),
      createTextIdea(request, teacher.token, `Other ${tag}`),
    ]);
    await useToken(page, teacher.token);
    await page.goto(`/idea/${main._id}`);

    const result = await chooseResult(page, 'Opposed by', IDEA_SEARCH, `Other ${tag}`);
    const dialog = confirmation(page);
    await expect(dialog.getByTestId('new-link-sentence')).toHaveText(
      `‘Other ${tag}’ opposes ‘Main ${tag}’.`,
    );
    // The harmless choice has the focus: an Enter out of habit makes nothing.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(result).toBeFocused();
    expect(await linkedIdeasOf(request, main._id)).toEqual([]);

    // The keyboard opens it again; Escape cancels too.
    await result.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(result).toBeFocused();
    expect(await linkedIdeasOf(request, main._id)).toEqual([]);

    await result.click();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(page).toHaveURL(IDEA_LINK);
    await expect(page.getByRole('region', { name: 'Cause' })).toContainText(`Other ${tag}`);
    await expect(sentences(page)).toContainText('The one rater sees this as opposition.');
    await expect(sentences(page)).toContainText(
      'Weighed by their confidence, it reads as strong opposition.',
    );
    expect(await linkedIdeasOf(request, main._id)).toHaveLength(1);

    // The creator's rating is the only one: withdrawing it removes the link.
    await page.getByRole('button', { name: 'Withdraw my rating' }).click();
    const ask = page.getByRole('dialog', { name: 'Withdraw your rating?' });
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await ask.getByRole('button', { name: 'Withdraw my rating' }).click();
    await expect(
      page.getByText(
        "Your rating is withdrawn. It was the link's only rating, so the link is removed.",
      ),
    ).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    expect(await linkedIdeasOf(request, main._id)).toEqual([]);
    await page.getByRole('link', { name: `Main ${tag}` }).click();
    await expect(column(page, 'Opposed by')).toContainText('Nothing linked yet.');
  });

  test('a column lists its inTells most significant first, from both ends of the links', async ({
    page,
    request,
  }) => {
    const tag = uniqueWord('order');
    const [main, light, reversed, heavy] = await Promise.all(
      ['Main', 'Light', 'Reversed', 'Heavy'].map((label) =>
        createTextIdea(request, teacher.token, `${label} ${tag}`),
      ),
    );
    const post = async (token: string, path: string, data: unknown) => {
      const res = await request.post(path, { data, headers: { 'x-auth-token': token } });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return ((await res.json()) as { _id: string })._id;
    };
    const supports = (cause: string, effect: string) => ({
      ideaCause: cause,
      ideaEffect: effect,
      modeOnSubmit: 20,
    });
    // 'Light' supports main: 0.5. 'Heavy' supports main: 0.5 + 1 + 1 = 2.5.
    await post(teacher.token, '/api/linkIdeaIdeas', supports(light!._id, main!._id));
    const heavyLink = await post(
      teacher.token,
      '/api/linkIdeaIdeas',
      supports(heavy!._id, main!._id),
    );
    for (const other of others) {
      await post(other.token, `/api/linkIdeaIdeas/${heavyLink}/scale`, { level: 1, confidence: 1 });
    }
    // Stored as main supports 'Reversed' (0.5), but read the other way round with 1: 1.5, and
    // main is its cause, so it comes from the other end of the read.
    const reversedLink = await post(
      teacher.token,
      '/api/linkIdeaIdeas',
      supports(main!._id, reversed!._id),
    );
    await post(others[0]!.token, `/api/linkIdeaIdeas/${reversedLink}/scale`, {
      level: 1,
      confidence: 1,
      isReversed: true,
    });

    await useToken(page, teacher.token);
    await page.goto(`/idea/${main!._id}`);
    await expect(column(page, 'Supported by').getByRole('listitem')).toContainText([
      `Heavy ${tag}`,
      `Reversed ${tag}`,
      `Light ${tag}`,
    ]);
    await expect(column(page, 'Supports')).toContainText('Nothing linked yet.');
  });

  test('an empty search says so, and one add button shows at a time', async ({ page, request }) => {
    const tag = uniqueWord('empty');
    const idea = await createTextIdea(request, teacher.token, `Lonely ${tag}`);
    await useToken(page, teacher.token);
    await page.goto(`/idea/${idea._id}`);
    await column(page, 'Supports').getByRole('button', { name: 'Add to Supports' }).click();
    await expect(page.getByRole('button', { name: /^Add to / })).toHaveCount(0);
    await page.getByLabel(IDEA_SEARCH).fill(`nothing-${tag}`);
    await expect(page.getByText('No matching search results found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit new inTell' })).toHaveAttribute(
      'href',
      `/create/20/${idea._id}`,
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(page.getByRole('button', { name: /^Add to / })).toHaveCount(4);
  });

  test('creates a new inTell, then links it to the one it came from', async ({ page, request }) => {
    const tag = uniqueWord('create');
    const idea = await createTextIdea(request, teacher.token, `Starting point ${tag}`);
    await useToken(page, teacher.token);
    await page.goto(`/idea/${idea._id}`);
    await column(page, 'Supported by').getByRole('button', { name: 'Add to Supported by' }).click();
    await page.getByRole('link', { name: 'Submit new inTell' }).click();
    await expect(page).toHaveURL(new RegExp(`/create/21/${idea._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Create and link' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Your thoughts', { exact: true }).fill(`A new reason ${tag}`);
    await page.getByRole('checkbox', { name: /Not POTIE/ }).check();
    await page.getByRole('button', { name: 'Share your thoughts' }).click();
    await expect(page).toHaveURL(IDEA_LINK);
    await expect(page.getByRole('region', { name: 'Cause' })).toContainText(`A new reason ${tag}`);
    await expect(page.getByRole('region', { name: 'Effect' })).toContainText(
      `Starting point ${tag}`,
    );
    await page.goto(`/idea/${idea._id}`);
    await expect(column(page, 'Supported by')).toContainText(`A new reason ${tag}`);
  });
});

test.describe('link cards', () => {
  test.use({ reducedMotion: 'reduce' });

  test("a card goes through this item's interpretation to the link page; the trees' tips open here", async ({
    page,
    request,
  }, testInfo) => {
    const tag = uniqueWord('card');
    const [main, reason] = await Promise.all([
      createTextIdea(request, teacher.token, `Main ${tag}`),
      createTextIdea(request, teacher.token, `Reason ${tag}`),
    ]);
    const agent = await createAgent(request, teacher.token, {
      name: `Maker ${tag}`,
      url: 'https://example.org/card',
    });
    const post = async (path: string, data: unknown) => {
      const res = await request.post(path, { data, headers: { 'x-auth-token': teacher.token } });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { _id: string })._id;
    };
    const ideaLink = await post('/api/linkIdeaIdeas', {
      ideaCause: reason._id,
      ideaEffect: main._id,
      modeOnSubmit: 20,
    });
    const agentLink = await post('/api/linkIdeaAgents', {
      idea: main._id,
      agent: agent._id,
      modeOnSubmit: 30,
    });

    // A member who has not interpreted the inTell.
    const reader = others[0]!;
    await useToken(page, reader.token);
    await page.goto(`/idea/${main._id}`);
    const card = column(page, 'Supported by').getByRole('link', { name: `Reason ${tag}` });
    await expect(card).toHaveAttribute('href', `/idea/${main._id}/100/${reason._id}`);
    await expect(column(page, 'Supported by').getByRole('link')).toHaveCount(1);

    // The trees' tips, from the tree view itself.
    await page.getByRole('button', { name: 'How to read the trees' }).click();
    const tips = page.getByRole('dialog', { name: 'How to read the trees' });
    await expect(tips.getByText('1 of 4')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('tree-tips-1280.png') });
    await tips.getByRole('button', { name: 'Close' }).click();
    await expect(tips).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('link-cards-1280.png'), fullPage: true });

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/idea/${main._id}/100/${reason._id}$`));
    await expect(page.getByRole('heading', { name: 'Interpret this inTell' })).toBeVisible();
    await expect(page.getByTestId('link-view')).toHaveAttribute('data-shown-view', '1');
    await expect(page.getByRole('button', { name: 'How to read the trees' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('checkbox', { name: 'Skip this interpretation' }).click();
    await page.getByRole('button', { name: 'Confirm skip' }).click();
    await expect(page).toHaveURL(new RegExp(`/link-idea-idea/${ideaLink}$`));
    await expect(page.getByRole('region', { name: 'Cause' })).toContainText(`Reason ${tag}`);

    // Interpreted now: the waveMaker's card opens its link page at once.
    await page.goto(`/idea/${main._id}/1000/4`);
    await column(page, 'Strengthens those below')
      .getByRole('link', { name: `Maker ${tag}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/link-idea-agent/${agentLink}$`));

    // On the waveMaker's screen its cards wait for the member's rating first.
    await page.goto(`/agent/${agent._id}/1000/3`);
    const ideaCard = column(page, 'inTell below strengthens waveMaker').getByRole('link', {
      name: `Main ${tag}`,
    });
    await expect(ideaCard).toHaveAttribute('href', `/agent/${agent._id}/300/${main._id}`);
    await ideaCard.click();
    await expect(page.getByTestId('link-view')).toHaveAttribute('data-shown-view', '1');
    await expect(page.getByRole('heading', { name: 'Rate this waveMaker' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the trees' tips and the cards on a phone", async ({ page, request }, testInfo) => {
    const tag = uniqueWord('phonecard');
    const [main, reason] = await Promise.all([
      createTextIdea(request, teacher.token, `Main ${tag}`),
      createTextIdea(request, teacher.token, `Reason ${tag}`),
    ]);
    const res = await request.post('/api/linkIdeaIdeas', {
      data: { ideaCause: reason._id, ideaEffect: main._id, modeOnSubmit: 20 },
      headers: { 'x-auth-token': teacher.token },
    });
    expect(res.status()).toBe(201);
    await useToken(page, others[1]!.token);
    await page.goto(`/idea/${main._id}`);
    await expect(column(page, 'Supported by').getByRole('link')).toHaveAttribute(
      'href',
      `/idea/${main._id}/100/${reason._id}`,
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('link-cards-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'How to read the trees' }).tap();
    const tips = page.getByRole('dialog', { name: 'How to read the trees' });
    await expect(tips.getByText('1 of 4')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('tree-tips-390.png') });
    await tips.getByRole('button', { name: 'Close' }).tap();
    await expect(tips).toBeHidden();
    await column(page, 'Supported by').getByRole('link').tap();
    await expect(page.getByRole('heading', { name: 'Interpret this inTell' })).toBeVisible();
  });

  test('confirms a link with taps and fits 390 px', async ({ page, request }, testInfo) => {
    const tag = uniqueWord('phone');
    const [main] = await Promise.all([
      createTextIdea(request, teacher.token, `A phone thought ${tag}`),
      createTextIdea(request, teacher.token, `A reason with a rather long headline ${tag}`),
    ]);
    await useToken(page, teacher.token);
    await page.goto(`/idea/${main._id}`);
    await column(page, 'Supported by').getByRole('button', { name: 'Add to Supported by' }).tap();
    await page.getByLabel(IDEA_SEARCH).fill(`reason ${tag}`);
    const result = page.getByRole('button', {
      name: `A reason with a rather long headline ${tag}`,
    });
    await result.tap();
    const dialog = confirmation(page);
    await expect(dialog.getByTestId('new-link-sentence')).toHaveText(
      `‘A reason with a rather long headline ${tag}’ supports ‘A phone thought ${tag}’.`,
    );
    await expectNoSeriousA11yViolations(page);
    const box = await dialog.locator('.modal-content').boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('confirm-link-390.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect(dialog).toBeHidden();
    expect(await linkedIdeasOf(request, main._id)).toEqual([]);

    await result.tap();
    await dialog.getByRole('button', { name: 'Create link' }).tap();
    await expect(page).toHaveURL(IDEA_LINK);
    await expect(sentences(page)).toContainText('The one rater sees this as support.');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The inTell–waveMaker page at 390 px: the sentence and the creator's own rating in words.
    const agent = await createAgent(request, teacher.token, {
      name: `A phone waveMaker ${tag}`,
      url: 'https://example.org/phone',
    });
    const made = await request.post('/api/linkIdeaAgents', {
      data: { idea: main._id, agent: agent._id, modeOnSubmit: 31 },
      headers: { 'x-auth-token': teacher.token },
    });
    expect(made.status()).toBe(201);
    await page.goto(`/link-idea-agent/${((await made.json()) as { _id: string })._id}`);
    await expect(sentences(page)).toContainText(
      "Weighed by the raters' confidence, the inTell strongly weakens the waveMaker.",
    );
    await expect(page.getByRole('region', { name: 'Your rating' })).toContainText(
      'You said the inTell weakens the waveMaker.',
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('link-idea-agent-390.png'), fullPage: true });
  });

  test('swipes left and right between the views', async ({ page, request }) => {
    const tag = uniqueWord('swipe');
    const idea = await createTextIdea(request, teacher.token, `Swipe me ${tag}`);
    await useToken(page, teacher.token);
    await page.goto(`/idea/${idea._id}`);
    const views = page.getByTestId('link-view');
    await expect(views).toHaveAttribute('data-shown-view', '2');
    // A sideways swipe is the views' alone: the browser pans only up and down here, so a swipe
    // right never becomes its Back gesture.
    const swipeArea = page.locator('.link-views');
    await expect(swipeArea).toHaveCSS('touch-action', 'pan-y pinch-zoom');
    await expect(swipeArea).toHaveCSS('overscroll-behavior-x', 'contain');
    const historyBefore = await page.evaluate(() => window.history.length);

    async function swipe(fromX: number, toX: number) {
      await views.evaluate(
        (element, [from, to]) => {
          const target = element;
          const y = 300;
          const touch = (x: number) =>
            new Touch({ identifier: 1, target, clientX: x, clientY: y, pageX: x, pageY: y });
          const fire = (type: string, x: number) =>
            target.dispatchEvent(
              new TouchEvent(type, {
                touches: type === 'touchend' ? [] : [touch(x)],
                changedTouches: [touch(x)],
                bubbles: true,
                cancelable: true,
              }),
            );
          fire('touchstart', from);
          for (let step = 1; step <= 5; step += 1)
            fire('touchmove', from + ((to - from) * step) / 5);
          fire('touchend', to);
        },
        [fromX, toX] as const,
      );
    }

    await swipe(300, 60); // left: forward
    await expect(views).toHaveAttribute('data-shown-view', '3');
    await expect(column(page, 'Synthesis')).toBeVisible();
    await swipe(300, 60);
    await expect(views).toHaveAttribute('data-shown-view', '4');
    await swipe(300, 60); // stays on 4
    await expect(views).toHaveAttribute('data-shown-view', '4');
    await swipe(60, 300); // right: back
    await expect(views).toHaveAttribute('data-shown-view', '3');
    await swipe(60, 300);
    await swipe(60, 300);
    await expect(views).toHaveAttribute('data-shown-view', '1');
    // The author sees the community's results on her own inTell without interpreting it.
    await expect(page.getByRole('region', { name: 'Community interpretations' })).toBeVisible();
    await swipe(60, 300); // stays on 1, and on this page
    await expect(views).toHaveAttribute('data-shown-view', '1');
    await expect(page).toHaveURL(new RegExp(`/idea/${idea._id}$`));
    expect(await page.evaluate(() => window.history.length)).toBe(historyBefore);
    // The slide-in fades the view from transparent: check contrast once it has ended.
    await expect(views).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);
  });
});
