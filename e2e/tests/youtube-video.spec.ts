import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { createUser, signInWithToken } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  apiSignIn,
  createIdea,
  shareWebIdea,
  shareWebIdeaAndOpen,
  useToken,
  type ApiUser,
} from '../support/content';
import { PHONE } from '../support/layout';

/**
 * YouTube videos without YouTube's script in our page. The player frames YouTube's
 * embed page from youtube-nocookie.com and learns that it is ready through postMessage; the
 * content policy lets no foreign script run. This machine cannot reach YouTube, so the embed is
 * answered here by a stand-in that speaks the embed's side of the protocol: once our page posts
 * `{"event":"listening"}` it answers 'initialDelivery' and 'onReady', posted only to the origin
 * named in its address (as YouTube's does); the video 'unembeddabl' then reports error 150 (its
 * owner does not allow embedding) once our page asks for 'onError'.
 */

const EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\//;
const PLAYABLE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s';
const UNEMBEDDABLE = 'https://youtu.be/unembeddabl';

const STAND_IN_EMBED = `<!doctype html>
<html lang="en">
<title>YouTube embed (stand-in)</title>
<body style="margin:0;display:grid;place-items:center;height:100vh;background:#000;color:#fff;font:16px sans-serif">
<p id="label"></p>
<script>
  const videoId = location.pathname.split('/').pop();
  const parentOrigin = new URLSearchParams(location.search).get('origin');
  document.getElementById('label').textContent = 'Stand-in YouTube player: ' + videoId;
  // What our page sent, for the journey to read.
  window.received = [];
  const send = (message) =>
    parent.postMessage(JSON.stringify({ ...message, channel: 'widget' }), parentOrigin);
  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin) return;
    const message = JSON.parse(event.data);
    window.received.push(message);
    if (message.event === 'listening' && window.received.length === 1) {
      send({ event: 'initialDelivery', id: message.id, info: { videoData: { video_id: videoId } } });
      send({ event: 'onReady', id: message.id });
    }
    if (message.event === 'command' && message.func === 'addEventListener'
        && message.args[0] === 'onError' && videoId === 'unembeddabl') {
      send({ event: 'onError', id: message.id, info: 150 });
    }
  });
</script>
</body>
</html>`;

let teacher: ApiUser;
let account: { email: string; password: string };

test.beforeAll(async ({ request }) => {
  account = await createUser('teacher', 'youtube-embed');
  teacher = await apiSignIn(request, account.email, account.password);
});

/** Answers the embed's address with the stand-in; returns the requests it answered. */
async function standInForYouTube(page: Page): Promise<Request[]> {
  const answered: Request[] = [];
  await page.route(EMBED, (route: Route) => {
    answered.push(route.request());
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: STAND_IN_EMBED });
  });
  return answered;
}

/** Every script the page asked for that is not our own, and every page error. */
function watchForeignScriptsAndErrors(page: Page, appOrigin: string) {
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const fromOurPage = request.frame() === page.mainFrame();
    if (
      fromOurPage &&
      request.resourceType() === 'script' &&
      !request.url().startsWith(appOrigin)
    ) {
      foreign.push(request.url());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message || String(error)));
  return { foreign, errors };
}

test('an inTell plays its YouTube video in a frame, with no YouTube script in the page', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const idea = await createIdea(request, teacher.token, {
    myPoint: 'How to listen well',
    url: PLAYABLE,
    isVideo: true,
    image: '',
    agents: [],
    goodIntentLevel: 1,
  });
  const appOrigin = new URL(baseURL!).origin;
  const watch = watchForeignScriptsAndErrors(page, appOrigin);
  const answered = await standInForYouTube(page);
  await useToken(page, teacher.token);
  const response = await page.goto(`/idea/${idea._id}/1000/2`);
  // The policy the page runs under lets no foreign script in.
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
  expect(policy).toContain('https://www.youtube-nocookie.com');

  const player = page.getByRole('group', { name: 'Video: How to listen well' });
  const frame = player.locator('iframe');
  await expect(frame).toHaveAttribute('title', 'YouTube video player: How to listen well');
  // Ready once the embed said so: the loading message goes, the frame stays.
  await expect(player.getByRole('status')).toHaveCount(0);
  await expect(page.getByText('Loading the video…')).toHaveCount(0);
  await expect(frame).toBeVisible();
  await expect(
    page.frameLocator('iframe[title^="YouTube video player"]').getByText(/dQw4w9WgXcQ/),
  ).toBeVisible();

  // The embed's address: the video, where the link starts, and our origin for its answers.
  const src = new URL((await frame.getAttribute('src'))!);
  expect(src.origin + src.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    enablejsapi: '1',
    origin: appOrigin,
    start: '65',
  });
  // YouTube's embed plays only with a referrer: it is sent our origin, not the page's path.
  expect(answered).toHaveLength(1);
  expect(await answered[0]!.headerValue('referer')).toBe(`${appOrigin}/`);
  // What the embed heard from us: 'listening', then the request for its errors.
  const embedFrame = page.frames().find((each) => EMBED.test(each.url()))!;
  const received = await embedFrame.evaluate<Record<string, unknown>[]>('window.received');
  expect(received[0]).toMatchObject({ event: 'listening', channel: 'widget' });
  expect(received).toContainEqual(
    expect.objectContaining({ event: 'command', func: 'addEventListener', args: ['onError'] }),
  );

  // 16:9 and as wide as its column.
  const box = (await player.boundingBox())!;
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  const frameBox = (await frame.boundingBox())!;
  expect(frameBox.width).toBeCloseTo(box.width, 0);
  await page.screenshot({ path: testInfo.outputPath('idea-youtube-1280.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize(PHONE);
  await expect(frame).toBeVisible();
  const phoneBox = (await player.boundingBox())!;
  expect(phoneBox.width).toBeLessThanOrEqual(PHONE.width);
  expect(Math.abs(phoneBox.width / phoneBox.height - 16 / 9)).toBeLessThan(0.02);
  await page.screenshot({ path: testInfo.outputPath('idea-youtube-390.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  expect(watch.foreign).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test.describe('/create2 checks a YouTube address through the embed', () => {
  test('a playable video loads and is shared', async ({ page, request, baseURL }) => {
    const watch = watchForeignScriptsAndErrors(page, new URL(baseURL!).origin);
    await standInForYouTube(page);
    await signInWithToken(page, request, account.email, account.password);
    await page.goto('/create2');
    await page.getByRole('radio', { name: 'Online video' }).check();
    await page.getByLabel('Video address (URL)').fill(PLAYABLE);

    const status = page.getByRole('status').filter({ hasText: /video/ }).first();
    await expect(status).toHaveText('The video loaded.');
    await expect(page.locator('iframe[title="YouTube video player"]')).toBeVisible();
    await page.getByLabel('Headline (60 characters or less)').fill('A song about commitment');
    await page.getByRole('checkbox', { name: 'I am the author of this content' }).check();
    await page.getByRole('checkbox', { name: /^Not POTIE/ }).check();
    await expectNoSeriousA11yViolations(page);
    await shareWebIdeaAndOpen(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'A song about commitment' }),
    ).toBeVisible();
    expect(watch.foreign).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test('a video YouTube will not embed fails, with a way on, and sharing is refused', async ({
    page,
    request,
  }, testInfo) => {
    await standInForYouTube(page);
    await signInWithToken(page, request, account.email, account.password);
    await page.setViewportSize(PHONE);
    await page.goto('/create2');
    await page.getByRole('radio', { name: 'Online video' }).check();
    await page.getByLabel('Video address (URL)').fill(UNEMBEDDABLE);

    const status = page.getByRole('status').filter({ hasText: /video/ }).first();
    await expect(status).toHaveText('The video could not be loaded from this address.');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open the address on its site' })).toHaveAttribute(
      'href',
      UNEMBEDDABLE,
    );
    await page.getByLabel('Headline (60 characters or less)').fill('Not to be embedded');
    await page.getByRole('checkbox', { name: 'I am the author of this content' }).check();
    await page.getByRole('checkbox', { name: /^Not POTIE/ }).check();
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ideas') && r.method() === 'POST') posted = true;
    });
    await shareWebIdea(page);
    await expect(page.getByText('Invalid url.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('create2-youtube-refused-390.png') });
    await expectNoSeriousA11yViolations(page);
    expect(posted).toBe(false);
  });
});
