import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * Rating a link from its page: a member reads what the community thinks of an
 * idea-to-idea link as sentences, rates it on the seven-point scale with a confidence and the
 * similar, complex and reversed flags, and sees the sentences follow; then withdraws the rating
 *. On a desktop and at 390 px.
 */

let creator: ApiUser;

test.beforeAll(async ({ request }) => {
  const c = await createUser('teacher', 'link-creator');
  creator = await apiSignIn(request, c.email, c.password);
});

/** Two inTells and the creator's link between them: the first supports the second (mode 20). */
async function newLink(request: APIRequestContext, tag: string): Promise<string> {
  const [cause, effect] = await Promise.all([
    createTextIdea(request, creator.token, `Cause ${tag}`),
    createTextIdea(request, creator.token, `Effect ${tag}`),
  ]);
  const res = await request.post('/api/linkIdeaIdeas', {
    data: { ideaCause: cause._id, ideaEffect: effect._id, modeOnSubmit: 20 },
    headers: { 'x-auth-token': creator.token },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

async function signedInAs(page: Page, request: APIRequestContext, role: 'teacher' | 'student') {
  const account = await createUser(role, `link-${role}`);
  const user = await apiSignIn(request, account.email, account.password);
  await useToken(page, user.token);
}

const sentences = (page: Page) => page.getByTestId('link-sentences');
const levels = (page: Page) =>
  page.getByRole('radiogroup', { name: 'How does the cause bear on the effect?' });
const confidence = (page: Page) => page.getByRole('radiogroup', { name: 'How sure are you?' });

test.describe('on a desktop', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a member rates a link and the sentences change', async ({ page, request }) => {
    const tag = uniqueWord('rate');
    const linkId = await newLink(request, tag);
    await signedInAs(page, request, 'teacher');
    await page.goto(`/link-idea-idea/${linkId}`);

    await expect(page.getByRole('region', { name: 'Cause' })).toContainText(`Cause ${tag}`);
    await expect(sentences(page)).toContainText('The one rater sees this as support.');
    await expect(sentences(page)).toContainText(
      'Weighed by their confidence, it reads as strong support.',
    );
    await expect(sentences(page)).not.toContainText('significance 0.5');
    // The numbers behind a sentence, in plain words.
    await sentences(page).getByText('How is this worked out?').nth(1).click();
    await expect(sentences(page)).toContainText('Their confidence adds up to 0.5');
    await expectNoSeriousA11yViolations(page);

    // Nothing is chosen yet: this member has not rated the link.
    await expect(levels(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await levels(page).getByRole('radio', { name: 'Totally damaged' }).check();
    await confidence(page).getByRole('radio', { name: 'I know' }).check();
    await page
      .getByRole('checkbox', {
        name: 'Reversed: I read it the other way round: the effect bears on the cause',
      })
      .check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();

    // The creator's +1 at 0.5 and this -1 at 1: (0.5 - 1) / 1.5 = -0.33.
    await expect(sentences(page)).toContainText(
      'Raters are split: 1 sees support, 1 sees opposition.',
    );
    await expect(sentences(page)).toContainText(
      'Weighed by their confidence, it reads as opposition.',
    );
    await expect(sentences(page)).toContainText(
      'Most of the weight reads it the other way round: the effect bears on the cause.',
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'Your rating is saved' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The page remembers the rating.
    await page.reload();
    await expect(levels(page).getByRole('radio', { name: 'Totally damaged' })).toBeChecked();
    await expect(confidence(page).getByRole('radio', { name: 'I know' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Reversed/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Similar/ })).not.toBeChecked();
  });

  test('a member withdraws a rating, asked first; the sentences no longer count it', async ({
    page,
    request,
  }) => {
    const tag = uniqueWord('withdraw');
    const linkId = await newLink(request, tag);
    await signedInAs(page, request, 'teacher');
    await page.goto(`/link-idea-idea/${linkId}`);
    // Not rated yet: nothing to withdraw.
    await expect(levels(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw my rating' })).toHaveCount(0);

    await levels(page).getByRole('radio', { name: 'Totally damaged' }).check();
    await confidence(page).getByRole('radio', { name: 'I know' }).check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(sentences(page)).toContainText(
      'Weighed by their confidence, it reads as opposition.',
    );

    const withdraw = page.getByRole('button', { name: 'Withdraw my rating' });
    await withdraw.click();
    const ask = page.getByRole('dialog', { name: 'Withdraw your rating?' });
    await expect(ask).toContainText("If yours is the link's only rating, the link is removed.");
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(withdraw).toBeFocused();
    await expect(sentences(page)).toContainText('Raters are split');

    await withdraw.click();
    await ask.getByRole('button', { name: 'Withdraw my rating' }).click();
    // Only the creator's support is left.
    await expect(sentences(page)).toContainText('The one rater sees this as support.');
    await expect(sentences(page)).toContainText(
      'Weighed by their confidence, it reads as strong support.',
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'Your rating is withdrawn' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'What the community thinks of this link' }),
    ).toBeFocused();
    await expect(withdraw).toHaveCount(0);
    await expect(levels(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The server forgot it: after a reload, still nothing to withdraw.
    await page.reload();
    await expect(sentences(page)).toContainText('The one rater sees this as support.');
    await expect(withdraw).toHaveCount(0);
  });

  test('a student reads the sentences but is offered no rating form', async ({ page, request }) => {
    const linkId = await newLink(request, uniqueWord('student'));
    await signedInAs(page, request, 'student');
    await page.goto(`/link-idea-idea/${linkId}`);
    await expect(sentences(page)).toContainText('The one rater sees this as support.');
    await expect(page.getByRole('region', { name: 'Rate this link' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, reducedMotion: 'reduce' });

  test('rates with the keyboard; the page fits 390 px', async ({ page, request }, testInfo) => {
    const tag = uniqueWord('phone');
    const linkId = await newLink(request, tag);
    await signedInAs(page, request, 'teacher');
    await page.goto(`/link-idea-idea/${linkId}`);
    await expect(sentences(page)).toContainText('The one rater sees this as support.');

    // Arrow keys move within each radio group; Space ticks a box; Enter submits.
    await levels(page).getByRole('radio', { name: 'Neither damaged nor supported' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(levels(page).getByRole('radio', { name: 'Somewhat supported' })).toBeChecked();
    await confidence(page).getByRole('radio', { name: 'I guess' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(confidence(page).getByRole('radio', { name: 'I think so' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /^Similar/ })).toBeFocused();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Submit', exact: true }).focus();
    await page.keyboard.press('Enter');

    // A similar rating counts as neither support nor opposition.
    await expect(sentences(page)).toContainText('1 of 2 raters sees this as support.');
    await expect(sentences(page)).toContainText(
      '1 of 2 raters sees the two inTells as similar: they say much the same thing.',
    );
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeFocused();

    await expectFitsTheScreen(page);
    await page.screenshot({ path: testInfo.outputPath('link-page-390.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // Withdrawn with taps, asked first; the dialog fits the phone.
    await page.getByRole('button', { name: 'Withdraw my rating' }).tap();
    const ask = page.getByRole('dialog', { name: 'Withdraw your rating?' });
    await expect(ask.getByRole('button', { name: 'Withdraw my rating' })).toBeVisible();
    const box = await ask.locator('.modal-content').boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('withdraw-rating-390.png') });
    await ask.getByRole('button', { name: 'Withdraw my rating' }).tap();
    await expect(sentences(page)).toContainText('The one rater sees this as support.');
    await expect(page.getByRole('button', { name: 'Withdraw my rating' })).toHaveCount(0);
  });
});

/**
 * Two unsure raters see a little opposition, one sure rater full support. The page says
 * the head count and the weighed reading differ, and why; the inTell screen lists the link by the
 * weighed reading (green 'Supports'), as the sentence says.
 */
test.describe('when the head count and the weighed reading differ', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const [where, viewport] of [
    ['on a desktop', { width: 1280, height: 800 }],
    ['at 390 px', PHONE],
  ] as const) {
    test(`says so plainly, and the tree agrees with it (${where})`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      const tag = uniqueWord('differ');
      const [cause, effect] = await Promise.all([
        createTextIdea(request, creator.token, `Cause ${tag}`),
        createTextIdea(request, creator.token, `Effect ${tag}`),
      ]);
      // The creator's link: support (+1) at 'I think so' (0.5).
      const created = await request.post('/api/linkIdeaIdeas', {
        data: { ideaCause: cause._id, ideaEffect: effect._id, modeOnSubmit: 20 },
        headers: { 'x-auth-token': creator.token },
      });
      expect(created.status()).toBe(201);
      const linkId = ((await created.json()) as { _id: string })._id;
      for (const label of ['differ-b', 'differ-c']) {
        const account = await createUser('teacher', label);
        const rater = await apiSignIn(request, account.email, account.password);
        const rated = await request.post(`/api/linkIdeaIdeas/${linkId}/scale`, {
          data: { level: -0.33, confidence: 0.1 },
          headers: { 'x-auth-token': rater.token },
        });
        expect(rated.status(), await rated.text()).toBeLessThan(300);
      }

      await signedInAs(page, request, 'teacher');
      await page.goto(`/link-idea-idea/${linkId}`);
      await expect(sentences(page)).toContainText('Most raters (2 of 3) see this as opposition.');
      // (0.5 × 1 + 2 × 0.1 × -0.33) ÷ 0.7 = 0.62: support.
      await expect(sentences(page)).toContainText(
        'Weighed by their confidence, though, it reads as support: the 1 rating of support weighs more than the 2 of opposition, by a surer confidence or a level further from 0.',
      );
      await expect(sentences(page)).not.toContainText('it reads as weak support.');
      await sentences(page).getByText('How is this worked out?').nth(1).click();
      await expect(sentences(page)).toContainText(
        'The inTell screens list the link as support (green) when this average is 0 or more and as opposition (red) below 0.',
      );
      if (viewport === PHONE) await expectFitsTheScreen(page);
      await page.screenshot({ path: testInfo.outputPath('link-differ.png'), fullPage: true });
      await expectNoSeriousA11yViolations(page);

      // The cause's screen lists the effect under the green 'Supports', as the sentence reads.
      await page.goto(`/idea/${cause._id}`);
      const supports = page.getByRole('region', { name: 'Supports', exact: true });
      await expect(supports).toContainText(`Effect ${tag}`);
      await expect(supports).toHaveClass(/border-success/);
      await expect(page.getByRole('region', { name: 'Opposes', exact: true })).not.toContainText(
        `Effect ${tag}`,
      );
    });
  }
});
