import { expect, test, type Page } from '@playwright/test';
import { createUser, signInWithToken } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createIdea, useToken, type ApiUser } from '../support/content';

/**
 * A video whose host cannot be reached: YouTube's and Vimeo's addresses are answered
 * here as a browser offline would answer them (the request fails), or never answered at all.
 * YouTube's embed (youtube-nocookie.com) then never answers our page's messages. The
 * player gives way to a clear message and a link that opens the video on its site, the rest of the
 * screen goes on working, and nothing is left as an uncaught page error; on the inTell's screen
 * and on /create2.
 */

const VIDEO_HOSTS =
  /^https:\/\/([\w-]+\.)*(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|vimeo\.com|vimeocdn\.com)\//;
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const VIMEO = 'https://vimeo.com/76979871';

let teacher: ApiUser;
let account: { email: string; password: string };

test.beforeAll(async ({ request }) => {
  account = await createUser('teacher', 'video-host');
  teacher = await apiSignIn(request, account.email, account.password);
});

/** Every page error the journey sees; it must end empty. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message || String(error)));
  return errors;
}

async function videoIdea(request: Parameters<typeof createIdea>[0], myPoint: string, url: string) {
  return createIdea(request, teacher.token, {
    myPoint,
    url,
    isVideo: true,
    image: '',
    agents: [],
    goodIntentLevel: 1,
  });
}

test.describe('the video host cannot be reached', () => {
  test('on the inTell: a message and a link to the video, no page error', async ({
    page,
    request,
  }, testInfo) => {
    const idea = await videoIdea(request, 'A talk on listening well', YOUTUBE);
    const errors = collectPageErrors(page);
    await page.route(VIDEO_HOSTS, (route) => route.abort('internetdisconnected'));
    await useToken(page, teacher.token);
    await page.goto(`/idea/${idea._id}/1000/2`);

    const player = page.getByRole('group', { name: 'Video: A talk on listening well' });
    await expect(player.getByText('The video could not be loaded.')).toBeVisible();
    const open = player.getByRole('link', { name: 'Open the video on its site' });
    await expect(open).toHaveAttribute('href', YOUTUBE);
    await expect(open).toHaveAttribute('target', '_blank');
    // The broken frame is gone, and nothing says it is still loading.
    await expect(player.locator('iframe, youtube-video')).toHaveCount(0);
    await expect(page.getByText('Loading the video…')).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath('idea-video-unreachable.png'),
      fullPage: true,
    });
    // The member goes on: the views still switch.
    await page.getByRole('button', { name: 'Interpret', exact: true }).click();
    await expect(page.getByTestId('link-view')).toHaveAttribute('data-shown-view', '1');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('on the inTell: a host that never answers gives way after the time-out', async ({
    page,
    request,
  }) => {
    const idea = await videoIdea(request, 'A lecture that never starts', VIMEO);
    const errors = collectPageErrors(page);
    // The requests hang: neither answered nor failed.
    await page.route(VIDEO_HOSTS, () => undefined);
    await page.clock.install();
    await useToken(page, teacher.token);
    await page.goto(`/idea/${idea._id}/1000/2`);

    const player = page.getByRole('group', { name: 'Video: A lecture that never starts' });
    await expect(player.getByRole('status')).toHaveText('Loading the video…');
    await page.clock.runFor(20_000);
    await expect(player.getByText('The video could not be loaded.')).toBeVisible();
    await expect(player.getByRole('link', { name: 'Open the video on its site' })).toHaveAttribute(
      'href',
      VIMEO,
    );
    expect(errors).toEqual([]);
  });

  test('on /create2: the address fails at once, with a way on, and no page error', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    await page.route(VIDEO_HOSTS, (route) => route.abort('internetdisconnected'));
    await signInWithToken(page, request, account.email, account.password);
    await page.goto('/create2');
    await page.getByRole('radio', { name: 'Online video' }).check();
    await page.getByLabel('Video address (URL)').fill(YOUTUBE);

    const status = page.getByRole('status').filter({ hasText: /video/ }).first();
    // Soon after YouTube's frame has loaded the browser's error page and stayed silent (5 s),
    // not after the player's 20 s time-out.
    await expect(status).toHaveText('The video could not be loaded from this address.', {
      timeout: 10_000,
    });
    await expect(page.getByRole('group', { name: 'Video', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open the address on its site' })).toHaveAttribute(
      'href',
      YOUTUBE,
    );
    // The member can go on with another address.
    await expect(page.getByLabel('Video address (URL)')).toBeEditable();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
