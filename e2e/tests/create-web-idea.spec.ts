import { expect, test, type Page } from '@playwright/test';
import { createUser, signInWithToken } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shareWebIdea, shareWebIdeaAndOpen } from '../support/content';
import { png, startPageServer, type PageServer } from '../support/page-server';

/**
 * /create2: an inTell from a web page or an online video (content §2 'Create flow', second
 * variant; §5; §7 'Page fetch'). The pages are served by this test (support/page-server.ts). The
 * online-video path has its own journey, create-video-idea.spec.ts, with a WebM that Chromium
 * records at the start (support/video.ts).
 */

const ARTICLE_TITLE = 'Urban trees cool our streets';
const ARTICLE = `<!doctype html>
<html lang="en"><head>
  <title>${ARTICLE_TITLE}</title>
  <meta property="og:image" content="/hero.png">
</head><body>
  <h1>${ARTICLE_TITLE}</h1>
  <img src="/pixel.png" alt="tracking pixel">
  <img src="/wide.png" alt="a chart">
</body></html>`;

let pages: PageServer;
let account: { email: string; password: string };

test.beforeAll(async () => {
  account = await createUser('teacher', 'create2');
  pages = await startPageServer({
    '/article.html': { type: 'text/html; charset=utf-8', body: ARTICLE },
    '/hero.png': { type: 'image/png', body: png(120, 80, [30, 120, 60]) },
    '/wide.png': { type: 'image/png', body: png(60, 40, [200, 80, 40]) },
    // 5 × 5: not larger than 10 × 10, so never offered (content §9).
    '/pixel.png': { type: 'image/png', body: png(5, 5, [0, 0, 0]) },
    '/members-only.html': { status: 403, type: 'text/html', body: 'Forbidden' },
  });
});

test.afterAll(async () => {
  await pages.close();
});

async function openCreate2(page: Page, request: Parameters<typeof signInWithToken>[1]) {
  const token = await signInWithToken(page, request, account.email, account.password);
  await pages.publish(page);
  await page.goto('/create2');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a web link' })).toBeVisible();
  return token;
}

test.describe('submit a web link (/create2)', () => {
  test('a web page: the title and an image come from the page, and the inTell opens', async ({
    page,
    request,
  }) => {
    const token = await openCreate2(page, request);
    await expect(page.getByRole('radio', { name: 'Web page' })).toBeChecked();
    await page.getByLabel('Web page address (URL)').fill(pages.publicUrl('/article.html'));

    // The server fetched the page: its title fills the headline, its images are offered.
    await expect(page.getByText('Page found.')).toBeVisible();
    await expect(page.getByLabel('Headline (60 characters or less)')).toHaveValue(ARTICLE_TITLE);
    const images = page.getByRole('group', { name: 'Choose an image for your inTell (optional)' });
    await expect(images.getByRole('radio')).toHaveCount(3);
    await expect(images.getByRole('radio', { name: 'No image' })).toBeChecked();
    await expect(images.getByRole('radio', { name: /Image 1 of 2 .*120 × 80/ })).toBeVisible();
    await images.getByRole('radio', { name: /Image 2 of 2 .*60 × 40/ }).check();

    await page.getByRole('checkbox', { name: 'I am the author of this content' }).check();
    await page.getByRole('checkbox', { name: /^Not POTIE/ }).check();
    await expectNoSeriousA11yViolations(page);

    const ideaId = await shareWebIdeaAndOpen(page);

    const saved = await request.get(`/api/ideas/${ideaId}`, {
      headers: { 'x-auth-token': token },
    });
    expect(await saved.json()).toMatchObject({
      myPoint: ARTICLE_TITLE,
      url: pages.publicUrl('/article.html'),
      image: pages.publicUrl('/wide.png'),
      isVideo: false,
      goodIntentLevel: 1,
    });

    await expect(page.getByRole('heading', { level: 1, name: ARTICLE_TITLE })).toBeVisible();
    const picture = page.locator(`img[src="${pages.publicUrl('/wide.png')}"]`);
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
    await expectNoSeriousA11yViolations(page);
  });

  test("someone else's page that cannot be read: typed headline, author chosen by search", async ({
    page,
    request,
  }) => {
    const token = await openCreate2(page, request);
    const agentName = `Members Gazette ${Date.now().toString(36)}`;
    const made = await request.post('/api/agents', {
      headers: { 'x-auth-token': token },
      data: { name: agentName, url: 'https://gazette.example.org' },
    });
    expect(made.status()).toBe(201);

    await page.getByLabel('Web page address (URL)').fill(pages.publicUrl('/members-only.html'));
    // A 403 is a valid address that could not be read (content §7): no title, no images.
    await expect(page.getByText(/did not let us read the page/)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Image/ })).toHaveCount(0);
    await page.getByLabel('Headline (60 characters or less)').fill('Members-only report on trees');

    await page.getByLabel('Search waveMakers by name').fill(agentName.slice(0, 12));
    await page.getByRole('button', { name: `Add ${agentName}` }).click();
    await expect(page.getByRole('button', { name: `Remove ${agentName}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await shareWebIdea(page);
    await expect(page).toHaveURL(/\/idea\/[^/]+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Members-only report on trees' }),
    ).toBeVisible();
    const id = page.url().split('/').pop()!;
    const saved = await request.get(`/api/ideas/${id}`, { headers: { 'x-auth-token': token } });
    expect(await saved.json()).toMatchObject({
      myPoint: 'Members-only report on trees',
      url: pages.publicUrl('/members-only.html'),
      image: '',
      // With the chosen waveMaker, the default list (if another journey set one) is added.
      agents: expect.arrayContaining([expect.objectContaining({ name: agentName })]),
    });
  });

  test('a page the server cannot reach: a valid address, the member types the headline', async ({
    page,
    request,
  }) => {
    const token = await openCreate2(page, request);
    const agentName = `Offline Courier ${Date.now().toString(36)}`;
    const made = await request.post('/api/agents', {
      headers: { 'x-auth-token': token },
      data: { name: agentName, url: 'https://courier.example.org' },
    });
    expect(made.status()).toBe(201);
    // `.invalid` never resolves (RFC 6761): like a machine offline or behind a school filter.
    const address = 'https://thoughtful-offline.invalid/news/trees';
    await page.getByLabel('Web page address (URL)').fill(address);
    await expect(page.getByText(/could not be reached from here/)).toBeVisible();
    await page.getByLabel('Headline (60 characters or less)').fill('Offline report on trees');
    await page.getByLabel('Search waveMakers by name').fill(agentName.slice(0, 14));
    await page.getByRole('button', { name: `Add ${agentName}` }).click();
    await shareWebIdea(page);
    await expect(page).toHaveURL(/\/idea\/[^/]+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Offline report on trees' }),
    ).toBeVisible();
    await expect(page.getByText('Please submit a valid URL')).toHaveCount(0);
    const id = page.url().split('/').pop()!;
    const saved = await request.get(`/api/ideas/${id}`, { headers: { 'x-auth-token': token } });
    expect(await saved.json()).toMatchObject({ myPoint: 'Offline report on trees', url: address });
  });

  test('the validation messages, each said once under its field', async ({ page, request }) => {
    const token = await openCreate2(page, request);
    // Someone else's content needs a waveMaker only while there is no default list (content §4).
    const settings = (await (
      await request.get('/api/setting', { headers: { 'x-auth-token': token } })
    ).json()) as { defaultWaveMakers: unknown[] }[];
    const noDefaults = (settings[0]?.defaultWaveMakers.length ?? 0) === 0;

    await shareWebIdea(page);
    await expect(page.getByText('Invalid url.')).toBeVisible();
    await expect(page.getByText('Invalid "headline". Please be more descriptive.')).toBeVisible();
    if (noDefaults) await expect(page.getByText('Choose at least one waveMaker')).toBeVisible();
    // Once: no guidance dialog, no alert; focus goes to the first problem.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('Web page address (URL)')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Web page address (URL)').fill('not a web address');
    await page.getByLabel('Headline (60 characters or less)').fill('Ok');
    await page.getByRole('checkbox', { name: 'I am the author of this content' }).check();
    await shareWebIdea(page);
    await expect(page.getByText('Invalid url.')).toHaveCount(1);
    await expect(page.getByText('Invalid "headline". Please be more descriptive.')).toBeVisible();
    await expect(page.getByText('"Good intent" not confirmed.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('Web page address (URL)')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });
});
