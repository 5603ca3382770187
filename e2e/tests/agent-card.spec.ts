import { expect, test } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  apiSignIn,
  createAgent,
  createIdea,
  makePng,
  upload,
  uniqueWord,
  useToken,
  type ApiUser,
} from '../support/content';

/** The agent screen (content §2): its card, its inTells, and the member's own waveMaker. */

let submitter: ApiUser;
let reader: ApiUser;

test.beforeAll(async ({ request }) => {
  const s = await createUser('teacher', 'agent-submitter');
  const r = await createUser('teacher', 'agent-reader');
  [submitter, reader] = await Promise.all([
    apiSignIn(request, s.email, s.password),
    apiSignIn(request, r.email, r.password),
  ]);
});

test('a submitted waveMaker shows its card and inTells, and its page opens once', async ({
  page,
  request,
}) => {
  const tag = uniqueWord('wm');
  const image = await upload(
    request,
    submitter.token,
    { name: 'logo.png', mimeType: 'image/png', buffer: makePng(40, 30, [20, 90, 160]) },
    'image',
  );
  const agent = await createAgent(request, submitter.token, {
    name: `Daily Planet ${tag}`,
    url: `https://example.org/planet-${tag}`,
    image,
  });
  // One inTell it wrote (a web page naming it as author), one that cites it as a source.
  await createIdea(request, submitter.token, {
    myPoint: `Planet editorial ${tag}`,
    url: `https://example.org/editorial-${tag}`,
    agents: [{ _id: agent._id }],
    goodIntentLevel: 1,
  });
  await createIdea(request, submitter.token, {
    myPoint: `Relying on the Planet ${tag}`,
    goodIntentLevel: 2,
    frameContext: 'Local news',
    myConcern: 'Accuracy',
    criticContent: 'Bias',
    criticConcern: 'Fairness',
    errorCorrection: 'Corrections ignored',
    frameResolution: 'Read it carefully',
    proxyLevel: 0.5,
    proxySources: [{ _id: agent._id }],
  });

  await page
    .context()
    .route('https://example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Planet</title>' }),
    );
  await useToken(page, reader.token);
  const popups: string[] = [];
  page.on('popup', (popup) => popups.push(popup.url()));
  const firstPopup = page.waitForEvent('popup');
  await page.goto(`/agent/${agent._id}`);

  await expect(page.getByRole('heading', { level: 1, name: `Daily Planet ${tag}` })).toBeVisible();
  expect((await firstPopup).url()).toBe(`https://example.org/planet-${tag}`);
  const card = page.getByRole('article', { name: `Daily Planet ${tag}` });
  const link = card.getByRole('link', { name: new RegExp(`example\\.org/planet-${tag}`) });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(card.locator('img')).toHaveAttribute('src', image);
  await expect(card.getByText(/submitted ·/)).toBeVisible();
  const profileLink = card.getByRole('link', { name: submitter.name.split('@')[0] });
  await expect(profileLink).toHaveAttribute('href', `/profile/${submitter._id}`);

  await expect(page.getByRole('list', { name: 'Their inTell' })).toContainText(
    `Planet editorial ${tag}`,
  );
  await expect(page.getByRole('list', { name: 'inTell attributable (by proxy)' })).toContainText(
    `Relying on the Planet ${tag}`,
  );
  await expectNoSeriousA11yViolations(page);

  // Opened once: coming back does not open it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(popups).toHaveLength(1);

  await page.getByRole('link', { name: `Planet editorial ${tag}` }).click();
  await expect(page).toHaveURL(/\/idea\//);
  await expect(
    page.getByRole('heading', { level: 1, name: `Planet editorial ${tag}` }),
  ).toBeVisible();
});

test("a member's own waveMaker says when they joined and links to their profile", async ({
  page,
  request,
}) => {
  const idea = await createIdea<{ _id: string; user: { agents: { _id: string; name: string }[] } }>(
    request,
    reader.token,
    { myPoint: `My own words ${uniqueWord('own')}`, myContent: 'Written by me.', agents: [] },
  );
  const own = idea.user.agents[0]!;

  await useToken(page, submitter.token);
  await page.goto(`/agent/${own._id}`);
  const card = page.getByRole('article', { name: own.name });
  await expect(page.getByRole('heading', { level: 1, name: own.name })).toBeVisible();
  await expect(card.getByText(/joined/)).toBeVisible();
  await card.getByRole('link', { name: own.name }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${reader._id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: reader.name.split('@')[0] }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: own.name })).toHaveAttribute(
    'href',
    `/agent/${own._id}`,
  );
});

test('an unknown waveMaker shows a not-found message', async ({ page }) => {
  await useToken(page, reader.token);
  await page.goto('/agent/doesnotexist');
  await expect(page.getByRole('heading', { level: 1, name: 'waveMaker not found' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
