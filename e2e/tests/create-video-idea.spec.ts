import { expect, test, type Locator, type Page } from '@playwright/test';
import { createUser, signInWithToken } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shareWebIdea, shareWebIdeaAndOpen } from '../support/content';
import { startPageServer, type PageServer } from '../support/page-server';
import { recordWebm, type RecordedVideo } from '../support/video';

/**
 * /create2, the online-video path (content §2 'Create flow', second variant; §5 'for video the
 * video must also be loaded'). The video is a real WebM that Chromium recorded from a canvas at
 * the start (support/video.ts), served by this test under the made-up https origin of
 * support/page-server.ts, so the player really loads (or fails to load) it.
 *
 * Each journey types its address first on a fresh page: the first player a page shows is loaded
 * lazily, and its <video> starts loading before React reveals it, which once lost the load and
 * error events (the player now reads the element's state when it is attached; the first test
 * guards that).
 */

const LOADED = 'The video loaded.';
const FAILED = 'The video could not be loaded from this address.';

let pages: PageServer;
let clip: RecordedVideo;
let account: { email: string; password: string };

test.beforeAll(async ({ browser }) => {
  account = await createUser('teacher', 'create2-video');
  clip = await recordWebm(browser);
  pages = await startPageServer({
    '/clip.webm': { type: 'video/webm', body: clip.body },
    // An address that looks like a video file but holds text.
    '/notes.webm': { type: 'text/plain; charset=utf-8', body: 'These are notes, not a video.' },
    '/article.html': {
      type: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>An article</title><h1>An article</h1></html>',
    },
    // '/missing.webm' is not served: the page server answers 404.
  });
});

test.afterAll(async () => {
  await pages.close();
});

async function openVideoForm(page: Page, request: Parameters<typeof signInWithToken>[1]) {
  const token = await signInWithToken(page, request, account.email, account.password);
  await pages.publish(page);
  await page.goto('/create2');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a web link' })).toBeVisible();
  await page.getByRole('radio', { name: 'Online video' }).check();
  await expect(page.getByRole('radio', { name: 'Online video' })).toBeChecked();
  return token;
}

/** The <video> in a player group has decoded the file: its size is known and a frame is shown. */
async function expectPlayable(player: Locator) {
  const video = player.locator('video');
  await expect(video).toHaveCount(1);
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => ({
        error: v.error?.code ?? null,
        // HAVE_CURRENT_DATA (2) or more: a frame has been decoded.
        decoded: v.readyState >= 2,
        width: v.videoWidth,
        height: v.videoHeight,
      })),
    )
    .toEqual({ error: null, decoded: true, width: clip.width, height: clip.height });
}

/**
 * The screen's video status line. While the player's code loads, the player shows its own
 * 'Loading the video…' status too; the screen's line comes first in the page.
 */
const videoStatus = (page: Page) => page.getByRole('status').filter({ hasText: /video/ }).first();

test.describe('submit an online video (/create2)', () => {
  test('a video file: it loads in the player, is shared, and plays on the inTell', async ({
    page,
    request,
  }) => {
    const token = await openVideoForm(page, request);
    const address = page.getByLabel('Video address (URL)');
    await expect(address).toBeVisible();
    await address.fill(pages.publicUrl('/clip.webm'));

    // The screen tries the address in the player and says when it loaded.
    const status = videoStatus(page);
    // At once, not after the check's 20 s give-up: the first player of a page was once missed.
    await expect(status).toHaveText(LOADED, { timeout: 5_000 });
    const player = page.getByRole('group', { name: 'Video', exact: true });
    await expectPlayable(player);
    await expect(status).toHaveText(LOADED);
    expect(pages.requests).toContain('/clip.webm');

    // No headline comes from a video: the member writes one.
    const headline = page.getByLabel('Headline (60 characters or less)');
    await expect(headline).toHaveValue('');
    await headline.fill('A square crossing a green field');
    await page.getByRole('checkbox', { name: 'I am the author of this content' }).check();
    await page.getByRole('checkbox', { name: /^Not POTIE/ }).check();
    await expectNoSeriousA11yViolations(page);

    const ideaId = await shareWebIdeaAndOpen(page);

    const saved = await request.get(`/api/ideas/${ideaId}`, {
      headers: { 'x-auth-token': token },
    });
    expect(await saved.json()).toMatchObject({
      myPoint: 'A square crossing a green field',
      url: pages.publicUrl('/clip.webm'),
      image: '',
      isVideo: true,
      goodIntentLevel: 1,
    });

    // The inTell's card shows the video in its player, named after the headline.
    await expect(
      page.getByRole('heading', { level: 1, name: 'A square crossing a green field' }),
    ).toBeVisible();
    const shown = page.getByRole('group', { name: /^Video/ });
    await expect(shown).toHaveAccessibleName(/A square crossing a green field/);
    await expectPlayable(shown);
    await expect(shown.locator('video')).toHaveAttribute('src', pages.publicUrl('/clip.webm'));
    await expectNoSeriousA11yViolations(page);
  });

  for (const { what, path } of [
    { what: 'a missing file (404)', path: '/missing.webm' },
    { what: 'a text file named .webm', path: '/notes.webm' },
    { what: 'a web page, which no player plays', path: '/article.html' },
  ]) {
    test(`${what}: the video fails to load and sharing is refused`, async ({ page, request }) => {
      await openVideoForm(page, request);
      await page.getByLabel('Video address (URL)').fill(pages.publicUrl(path));
      const status = videoStatus(page);
      await expect(status).toHaveText(FAILED);
      // The player is taken away once the address has failed.
      await expect(page.getByRole('group', { name: 'Video', exact: true })).toHaveCount(0);

      await page.getByLabel('Headline (60 characters or less)').fill('A video that is not there');
      await page.getByRole('checkbox', { name: 'I am the author of this content' }).check();
      await page.getByRole('checkbox', { name: /^Not POTIE/ }).check();

      let posted = false;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/ideas') && r.method() === 'POST') posted = true;
      });
      await shareWebIdea(page);
      // Said once, under the address: no guidance dialog.
      await expect(page.getByText('Invalid url.')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await expect(page.getByLabel('Video address (URL)')).toBeFocused();
      await expect(status).toHaveText(FAILED);
      await expect(page).toHaveURL(/\/create2$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Submit a web link' }),
      ).toBeVisible();
      expect(posted).toBe(false);
    });
  }
});
