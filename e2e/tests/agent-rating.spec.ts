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
import { PHONE } from '../support/layout';

/** Rating a waveMaker on the agent screen's view 1 (content §2 'Agent rating', §8, §9). */

interface AgentScale {
  user: { _id: string; name: string };
  x: number;
  y: number;
  confidence: number;
}

let submitter: ApiUser;
let rater: ApiUser;

test.beforeAll(async ({ request }) => {
  const s = await createUser('teacher', 'rating-submitter');
  const r = await createUser('teacher', 'rating-rater');
  [submitter, rater] = await Promise.all([
    apiSignIn(request, s.email, s.password),
    apiSignIn(request, r.email, r.password),
  ]);
});

test.beforeEach(async ({ page }) => {
  // The screen opens a waveMaker's page once in a new window: keep that off the network.
  await page
    .context()
    .route('https://example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }),
    );
});

async function newAgent(request: APIRequestContext) {
  const tag = uniqueWord('rate');
  return createAgent(request, submitter.token, {
    name: `Gazette ${tag}`,
    url: `https://example.org/gazette-${tag}`,
  });
}

async function scalesOf(request: APIRequestContext, token: string, agentId: string) {
  const response = await request.get(`/api/agents/${agentId}`, {
    headers: { 'x-auth-token': token },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { scales: AgentScale[] }).scales;
}

async function rate(
  request: APIRequestContext,
  token: string,
  agentId: string,
  body: { x: number; y: number; confidence: number },
) {
  const response = await request.post(`/api/agents/scale/${agentId}`, {
    data: body,
    headers: { 'x-auth-token': token },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function plane(page: Page) {
  return page.getByRole('img', { name: /waveMaker rating plane/ });
}

/** The highlighted point's value, as the plane draws it. */
async function ownPoint(page: Page) {
  const point = page.getByTestId('own-point');
  await expect(point).toBeVisible();
  return {
    x: Number(await point.getAttribute('data-x')),
    y: Number(await point.getAttribute('data-y')),
  };
}

/** Clicks the plane at a fraction of its drawn size; checks the point lands under the mouse. */
async function clickPlaneAt(page: Page, svg: Locator, fx: number, fy: number) {
  await svg.scrollIntoViewIfNeeded();
  const box = (await svg.boundingBox())!;
  const position = { x: box.width * fx, y: box.height * fy };
  await svg.click({ position });
  const drawn = (await page.getByTestId('own-point').boundingBox())!;
  const after = (await svg.boundingBox())!;
  // Kept at 0.01 steps: within about 3 px of the mouse at the widest chart.
  expect(Math.abs(drawn.x + drawn.width / 2 - (after.x + position.x))).toBeLessThan(3);
  expect(Math.abs(drawn.y + drawn.height / 2 - (after.y + position.y))).toBeLessThan(3);
}

test('a teacher rates a waveMaker with the mouse, then edits and aborts back to it', async ({
  page,
  request,
}) => {
  const agent = await newAgent(request);
  await useToken(page, rater.token);
  await page.goto(`/agent/${agent._id}`);
  await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
  await page
    .getByRole('toolbar', { name: 'Views' })
    .getByRole('button', { name: 'Interpret' })
    .click();

  const svg = plane(page);
  await expect(svg).toBeVisible();
  await expect(
    page.getByText('Limited data points so far. Please check back later.'),
  ).toBeVisible();
  await expect(page.getByText('You have not rated this waveMaker yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'I think so' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();

  // Up and to the right: informs, public-spirited.
  await clickPlaneAt(page, svg, 0.75, 0.3);
  const picked = await ownPoint(page);
  expect(picked.x).toBeGreaterThan(0.4);
  expect(picked.y).toBeGreaterThan(0.3);
  await expect(page.getByRole('slider', { name: 'Misleads or informs' })).toHaveValue(
    String(picked.x),
  );
  await page.getByRole('button', { name: 'I think so' }).click();
  await expect(page.getByRole('button', { name: 'I think so' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Your rating was saved.')).toBeVisible();
  const edit = page.getByRole('button', { name: 'Edit my rating' });
  await expect(edit).toBeVisible();
  await expect(edit).toBeFocused();
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(
    page.getByText(/^Your rating: Informs .*, Public-spirited .* \(I think so\)\.$/),
  ).toBeVisible();
  expect(await ownPoint(page)).toEqual(picked);

  // The server stored it, as the reader's own (listed first).
  const [stored] = await scalesOf(request, rater.token, agent._id);
  expect(stored).toMatchObject({ user: { _id: rater._id }, ...picked, confidence: 0.5 });

  // Still there after a reload.
  await page.goto(`/agent/${agent._id}/1000/1`);
  expect(await ownPoint(page)).toEqual(picked);
  await expectNoSeriousA11yViolations(page);

  // Edit: the gate's dialog asks first (content §2 'Interpretation gate'); Cancel keeps the rating.
  await page.getByRole('button', { name: 'Edit my rating' }).click();
  const gate = page.getByRole('dialog', { name: 'You already intrerpreted.' });
  await expect(gate).toContainText('Your earlier choice stays until you submit a new one.');
  await expectNoSeriousA11yViolations(page);
  await gate.getByRole('button', { name: 'Cancel' }).click();
  await expect(gate).toBeHidden();
  await expect(page.getByRole('slider')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit my rating' }).click();
  await gate.getByRole('button', { name: 'Edit my prior choice' }).click();
  await expect(page.getByRole('slider', { name: 'Misleads or informs' })).toBeFocused();
  // The saved confidence is shown disabled; a new point is placed, then abandoned.
  await expect(page.getByRole('button', { name: 'I think so' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await clickPlaneAt(page, plane(page), 0.2, 0.8);
  const moved = await ownPoint(page);
  expect(moved.x).toBeLessThan(0);
  expect(moved.y).toBeLessThan(0);
  await expect(page.getByTestId('saved-point')).toBeVisible();
  await page.getByRole('button', { name: 'I know' }).click();
  await page.getByRole('button', { name: 'Abort edit' }).click();

  await expect(page.getByRole('button', { name: 'Edit my rating' })).toBeVisible();
  expect(await ownPoint(page)).toEqual(picked);
  await expect(page.getByText(/\(I think so\)\.$/)).toBeVisible();
  const [unchanged] = await scalesOf(request, rater.token, agent._id);
  expect(unchanged).toMatchObject({ ...picked, confidence: 0.5 });
});

test("the community's ratings are plotted from 4 on; fewer say so", async ({ page, request }) => {
  const agent = await newAgent(request);
  const others = await Promise.all(
    ['one', 'two', 'three', 'four'].map(async (label) => {
      const account = await createUser('teacher', `rating-${label}`);
      return apiSignIn(request, account.email, account.password);
    }),
  );
  const points = [
    { x: -0.6, y: 0.4, confidence: 0.1 },
    { x: 0.3, y: -0.5, confidence: 0.5 },
    { x: 0.8, y: 0.7, confidence: 1 },
    { x: -0.2, y: -0.9, confidence: 0.5 },
  ];
  for (const [index, user] of others.slice(0, 3).entries()) {
    await rate(request, user.token, agent._id, points[index]!);
  }

  await useToken(page, rater.token);
  await page.goto(`/agent/${agent._id}/1000/1`);
  await expect(plane(page)).toBeVisible();
  await expect(page.getByText('3 ratings of this waveMaker so far.')).toBeVisible();
  await expect(
    page.getByText('Limited data points so far. Please check back later.'),
  ).toBeVisible();
  await expect(page.getByTestId('other-points')).toHaveCount(0);

  await rate(request, others[3]!.token, agent._id, points[3]!);
  await page.reload();
  await expect(page.getByText('4 ratings of this waveMaker so far.')).toBeVisible();
  await expect(page.getByText(/Limited data points/)).toHaveCount(0);
  await expect(page.getByTestId('other-points').locator('circle')).toHaveCount(4);
  // The reader has not rated: nothing highlighted yet.
  await expect(page.getByTestId('own-point')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Rating it too: the reader's point is the highlighted one, the others stay 4.
  await plane(page).click({ position: { x: 100, y: 100 } });
  await page.getByRole('button', { name: 'I guess' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Your rating was saved.')).toBeVisible();
  await expect(page.getByText('5 ratings of this waveMaker so far.')).toBeVisible();
  await expect(page.getByTestId('other-points').locator('circle')).toHaveCount(4);
  await expect(page.getByTestId('own-point')).toBeVisible();
});

test("a member's own waveMaker explains that they cannot rate themselves", async ({
  page,
  request,
}) => {
  const idea = await createTextIdea(request, rater.token, `Own words ${uniqueWord('self')}`);
  const full = await request.get(`/api/ideas/${idea._id}`, {
    headers: { 'x-auth-token': rater.token },
  });
  const own = ((await full.json()) as { user: { agents: { _id: string }[] } }).user.agents[0]!;

  await useToken(page, rater.token);
  await page.goto(`/agent/${own._id}/1000/1`);
  await expect(plane(page)).toBeVisible();
  await expect(page.getByText(/This waveMaker is you/)).toBeVisible();
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  const refused = await request.post(`/api/agents/scale/${own._id}`, {
    data: { x: 0, y: 0, confidence: 1 },
    headers: { 'x-auth-token': rater.token },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({
    errors: [
      { msg: 'You cannot rate your own waveMaker.', code: 'AGENT_MESSAGES.OWN_AGENT_RATING' },
    ],
  });
});

/**
 * The two sliders, unset: no thumb (a centred one read as a chosen 0), a word that nothing is set;
 * a tap where the hidden thumb sits sets it. Then the saved alert stays with its screen: going on
 * to another screen leaves it behind.
 */
async function slidersThenAnotherScreen(
  page: Page,
  request: APIRequestContext,
  shot: string,
  tap: boolean,
) {
  const agent = await newAgent(request);
  const reader = await createUser('teacher', 'rating-sliders');
  const token = (await apiSignIn(request, reader.email, reader.password)).token;
  await useToken(page, token);
  await page.goto(`/agent/${agent._id}/1000/1`);
  await expect(plane(page)).toBeVisible();
  const x = page.getByRole('slider', { name: 'Misleads or informs' });
  const y = page.getByRole('slider', { name: 'Self-serving or public-spirited' });
  await expect(x).toHaveClass(/\baxis-slider-unset\b/);
  await expect(y).toHaveClass(/\baxis-slider-unset\b/);
  await expect(x).toHaveAttribute('aria-valuetext', 'Not set');
  await expect(page.getByText('Not set yet: click or tap the scale.')).toHaveCount(2);
  // The unset thumb is drawn transparent (the pseudo-element's own style cannot be read back, so
  // the rule that applies to the slider is looked up).
  expect(
    await x.evaluate((element) =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
        .some(
          (rule) =>
            rule.selectorText.endsWith('::-webkit-slider-thumb') &&
            element.matches(rule.selectorText.replace('::-webkit-slider-thumb', '')) &&
            rule.style.opacity === '0',
        ),
    ),
  ).toBe(true);
  await x.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${shot}-unset.png` });

  // On the middle of the scale, where the hidden thumb already sits.
  if (tap) await y.tap();
  else await y.click();
  await expect(y).not.toHaveClass(/\baxis-slider-unset\b/);
  await expect(y).not.toHaveAttribute('aria-valuetext', 'Not set');
  await x.focus();
  await page.keyboard.press('ArrowRight');
  await expect(x).not.toHaveClass(/\baxis-slider-unset\b/);
  await expect(page.getByText('Not set yet: click or tap the scale.')).toHaveCount(0);
  await page.getByRole('button', { name: 'I think so' }).click();
  await page.screenshot({ path: `${shot}-set.png` });
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const saved = page.getByText('Your rating was saved.');
  await expect(saved).toBeVisible();

  // A moment later the member goes on to another screen: the alert stays behind.
  await page.waitForTimeout(1_500);
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (tap) await nav.getByRole('button', { name: 'Toggle navigation' }).tap();
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Think it through, together' }),
  ).toBeVisible();
  await expect(saved).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}

test('the rating sliders show no thumb until set; the saved alert stays with its screen', async ({
  page,
  request,
}, testInfo) => {
  await slidersThenAnotherScreen(page, request, testInfo.outputPath('agent-sliders-1280'), false);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the rating sliders show no thumb until tapped; the saved alert stays with its screen', async ({
    page,
    request,
  }, testInfo) => {
    await slidersThenAnotherScreen(page, request, testInfo.outputPath('agent-sliders-390'), true);
  });
});
