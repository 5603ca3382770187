import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * Live updates on an inTell's screen (DESIGN.md §9): while a member looks at the
 * community's plots, another member's interpretation moves them; while the member looks at the
 * inTell's links, a root another member adds appears in its column. Neither reloads the page (a
 * marker left on it survives). At 1280 and 390 px.
 */

const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker === 1);
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { liveMarker?: number }).liveMarker = 1;
  });

async function post(request: APIRequestContext, user: ApiUser, url: string, data: object) {
  const response = await request.post(url, { data, headers: { 'x-auth-token': user.token } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`an inTell's plots and links move as others answer, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const people = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (n) => {
        const account = await createUser('teacher', `live-idea-${n}`);
        return apiSignIn(request, account.email, account.password);
      }),
    );
    const [author, reader, ...others] = people as [ApiUser, ApiUser, ...ApiUser[]];
    const word = uniqueWord('');
    const idea = await createTextIdea(request, author.token, `Homework on weekends ${word}`);
    const answer = (emotion: number) => ({
      myEmotion: emotion,
      authorIntent: 0.6,
      goodFaith: 0.8,
      sound: 0.5,
      confidence: 0.5,
    });
    // Three others and the reader have interpreted it: four responses, enough for plots.
    for (const [index, member] of [...others.slice(0, 3), reader].entries()) {
      await post(request, member, `/api/ideas/scale/${idea._id}`, answer(0.2 * index));
    }

    await page.setViewportSize(viewport);
    await useToken(page, reader.token);
    await page.goto(`/idea/${idea._id}/1000/1`);
    const results = page.getByRole('region', { name: 'Community interpretations' });
    await expect(
      results.getByRole('img', { name: /^Emotion: density plot of 4 responses/ }),
    ).toBeVisible();
    await mark(page);

    // A fifth member interprets it elsewhere: the plots count five, without a reload.
    await post(request, others[3]!, `/api/ideas/scale/${idea._id}`, answer(-0.5));
    await expect(
      results.getByRole('img', { name: /^Emotion: density plot of 5 responses/ }),
    ).toBeVisible({ timeout: 5_000 });
    expect(await marked(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // The inTell's own view: a root another member links appears in 'Supported by'.
    await page.getByRole('button', { name: 'inTell', exact: true }).click();
    const supportedBy = page.getByRole('region', { name: 'Supported by', exact: true });
    await expect(supportedBy).toBeVisible();
    const root = await createTextIdea(request, author.token, `Rest helps learning ${word}`);
    await post(request, author, '/api/linkIdeaIdeas', {
      ideaCause: root._id,
      ideaEffect: idea._id,
      modeOnSubmit: 20,
    });
    await expect(supportedBy).toContainText(`Rest helps learning ${word}`, { timeout: 5_000 });
    expect(await marked(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    if (viewport.width === PHONE.width) await expectFitsTheScreen(page);
  });
}
