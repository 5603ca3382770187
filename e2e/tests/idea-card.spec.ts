import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  apiSignIn,
  createAgent,
  createIdea,
  makePdf,
  upload,
  uniqueWord,
  useToken,
  type ApiUser,
} from '../support/content';

/** The idea screen's card (content §2): fields, deeper analysis, link opening, PDF paging. */

let author: ApiUser;
let reader: ApiUser;

test.beforeAll(async ({ request }) => {
  const a = await createUser('teacher', 'idea-author');
  const r = await createUser('teacher', 'idea-reader');
  [author, reader] = await Promise.all([
    apiSignIn(request, a.email, a.password),
    apiSignIn(request, r.email, r.password),
  ]);
});

/** The external pages the cards link to never leave the machine. */
async function stubExternalPages(page: Page) {
  await page
    .context()
    .route('https://example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Source page</title><p>Source</p>' }),
    );
}

test('a framed inTell shows every field of its card, and its link opens once for a reader', async ({
  page,
  request,
}) => {
  const tag = uniqueWord('card');
  const [source, player] = await Promise.all([
    createAgent(request, author.token, { name: `Source ${tag}`, url: 'https://example.org/s' }),
    createAgent(request, author.token, { name: `Player ${tag}`, url: 'https://example.org/p' }),
  ]);
  const idea = await createIdea<{ _id: string; user: { agents: { _id: string }[] } }>(
    request,
    author.token,
    {
      myPoint: `Cities should plant trees ${tag}`,
      myContent: 'Shade cools streets in summer.',
      url: `https://example.org/report-${tag}`,
      goodIntentLevel: 2,
      frameContext: 'Urban heat and health',
      myConcern: 'My neighbours in hot flats',
      criticContent: 'Trees cost money to maintain',
      criticConcern: 'Taxes and budgets',
      errorCorrection: 'Maintenance outweighed the benefits',
      frameResolution: 'Plant more trees now',
      proxyLevel: 0.4,
      proxySources: [{ _id: source._id }],
      players: [{ _id: player._id }],
      atCore: true,
    },
  );
  const ownAgentId = idea.user.agents[0]!._id;

  await stubExternalPages(page);
  await useToken(page, reader.token);
  const popups: string[] = [];
  page.on('popup', (popup) => popups.push(popup.url()));
  const firstPopup = page.waitForEvent('popup');
  await page.goto(`/idea/${idea._id}`);

  const card = page.getByRole('article');
  await expect(
    page.getByRole('heading', { level: 1, name: `Cities should plant trees ${tag}` }),
  ).toBeVisible();
  // Content §2: the link opens once in a new window for a reader who is not the author.
  expect((await firstPopup).url()).toBe(`https://example.org/report-${tag}`);

  await expect(card.getByText('Shade cools streets in summer.')).toBeVisible();
  const link = card.getByRole('link', { name: new RegExp(`example\\.org/report-${tag}`) });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(card.getByText(/Submitted/)).toBeVisible();
  await expect(card.getByRole('link', { name: author.name.split('@')[0] })).toHaveAttribute(
    'href',
    `/agent/${ownAgentId}`,
  );
  await expect(card.getByRole('list', { name: 'Accountable agents' })).toHaveText(`Player ${tag}`);
  await expect(card.getByRole('list', { name: 'Proxied agents' })).toHaveText(`Source ${tag}`);
  await expect(card.getByText('40% proxied')).toBeVisible();

  const deeper = card.getByRole('button', { name: 'DEEPER ANALYSIS (PROVIDED BY AUTHOR)' });
  await expect(deeper).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByText('Urban heat and health')).toBeHidden();
  await deeper.click();
  await expect(deeper).toHaveAttribute('aria-expanded', 'true');
  for (const [prompt, answer] of [
    ['Stepping back, this inTell is really all about...', 'Urban heat and health'],
    ['What do I care about?', 'My neighbours in hot flats'],
    ['I would change my position if...', 'Maintenance outweighed the benefits'],
    ['The bottom line is...', 'Plant more trees now'],
    ['What do critics argue?', 'Trees cost money to maintain'],
    ['What do critics care about?', 'Taxes and budgets'],
  ]) {
    await expect(card.getByRole('term').filter({ hasText: prompt })).toBeVisible();
    await expect(card.getByRole('definition').filter({ hasText: answer })).toBeVisible();
  }
  await expect(card.getByText(/at the core of the issue/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The same inTell again: it was the last one opened, so nothing opens.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(popups).toHaveLength(1);

  // The author's own inTell never opens its link for the author.
  await useToken(page, author.token);
  await page.evaluate(() => localStorage.removeItem('thoughtLastIdea'));
  await page.goto(`/idea/${idea._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(popups).toHaveLength(1);
});

test('a PDF inTell pages through Prev and Next', async ({ page, request }) => {
  const url = await upload(
    request,
    author.token,
    { name: 'report.pdf', mimeType: 'application/pdf', buffer: makePdf(3) },
    'pdf',
  );
  const idea = await createIdea(request, author.token, {
    myPoint: `Three page report ${uniqueWord('pdf')}`,
    isPdf: true,
    image: url,
    agents: [],
    goodIntentLevel: 1,
  });

  await useToken(page, reader.token);
  await page.goto(`/idea/${idea._id}`);
  const viewer = page.getByRole('group', { name: /PDF document/ });
  await expect(viewer.getByText('Page 1 of 3')).toBeVisible();
  // The page itself is drawn by pdf.js (its worker loaded from the built app) with its text.
  await expect(viewer.locator('canvas')).toBeVisible();
  await expect(viewer.getByText('Page 1', { exact: true })).toBeAttached();
  const prev = viewer.getByRole('button', { name: 'Prev' });
  const next = viewer.getByRole('button', { name: 'Next' });
  await expect(prev).toBeDisabled();

  await next.click();
  await expect(viewer.getByText('Page 2 of 3')).toBeVisible();
  await expect(viewer.getByText('Page 2', { exact: true })).toBeAttached();
  await next.click();
  await expect(viewer.getByText('Page 3 of 3')).toBeVisible();
  await expect(next).toBeDisabled();
  await prev.click();
  await expect(viewer.getByText('Page 2 of 3')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown inTell shows a not-found message', async ({ page }) => {
  await useToken(page, reader.token);
  await page.goto('/idea/doesnotexist');
  await expect(page.getByRole('heading', { level: 1, name: 'inTell not found' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
