import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';
import { apiSignIn, createIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * Similar inTells while typing (issue 45): a member writing on /create1 sees, once her text has
 * three words and rests, the existing inTells most like it, and opens one in a new tab, her draft
 * kept. Then she posts hers linked to it, as similar at 1280 px and as a synthesis at 390 px: her
 * choice shows above Share, and the new inTell opens on its arguments view with the link under
 * 'Related inTell' or 'Synthesis'. In Spanish, a Spanish inTell is found by another form of its
 * words. Axe on each. The file's member and inTells are its own (a word of their own in each).
 */
test.describe.configure({ mode: 'serial' });
test.use({ reducedMotion: 'reduce' });

const SHOTS = '/tmp/similar-ideas';

let member: ApiUser;

test.beforeAll(async ({ request }) => {
  const { email, password } = await createUser('teacher', 'similar-ideas');
  member = await apiSignIn(request, email, password);
});

interface Words {
  heading: string;
  thoughts: string;
  open: RegExp;
  alike: RegExp;
  /** The language the existing inTell is posted in (else detected). */
  language?: string;
}

async function writeAndOpen(
  page: Page,
  shot: string,
  headline: string,
  typed: string,
  w: Words,
  linkAs?: 'similar' | 'synthesis',
) {
  const id = (
    await createIdea(page.request, member.token, {
      myPoint: headline,
      myContent: `${headline}.`,
      agents: [],
      goodIntentLevel: 1,
      ...(w.language ? { language: w.language } : {}),
    })
  )._id;
  await ageAccounts(page);
  await useToken(page, member.token);
  await page.goto('/create1');
  const thoughts = page.getByLabel(w.thoughts, { exact: true });
  // Two words ask nothing.
  await thoughts.fill(typed.split(' ').slice(0, 2).join(' '));
  await page.waitForTimeout(800);
  const similar = page.getByRole('region', { name: w.heading });
  await expect(similar).toHaveCount(0);
  // The whole text, as typed.
  await thoughts.fill('');
  await thoughts.pressSequentially(typed, { delay: 20 });
  await expect(similar).toBeVisible();
  const first = similar.getByRole('listitem').first();
  await expect(first).toContainText(headline);
  await expect(first).toContainText(w.alike);
  const open = first.getByRole('link', { name: w.open });
  await expect(open).toHaveAttribute('href', `/idea/${id}`);
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-${shot}.png`, fullPage: true });
  const [opened] = await Promise.all([page.waitForEvent('popup'), open.click()]);
  await expect(opened).toHaveURL(new RegExp(`/idea/${id}$`));
  await expect(opened.getByRole('heading', { name: headline })).toBeVisible();
  await opened.close();
  // The draft stays.
  await expect(thoughts).toHaveValue(typed);
  if (linkAs !== undefined) await postLinked(page, shot, headline, linkAs);
}

/** She posts hers linked to the first similar inTell and sees the link on the new inTell. */
async function postLinked(
  page: Page,
  shot: string,
  headline: string,
  linkAs: 'similar' | 'synthesis',
) {
  const similar = page.getByRole('region', { name: 'Similar inTells' });
  const choose = similar.getByRole('button', {
    name: `Link mine as ${linkAs} ${linkAs === 'similar' ? 'to' : 'with'} “${headline}”`,
  });
  await expect(choose).toHaveText(`Link mine as ${linkAs}`);
  await choose.click();
  await expect(choose).toHaveAttribute('aria-pressed', 'true');
  const note = page.getByTestId('chosen-link');
  await expect(note).toContainText(
    linkAs === 'similar'
      ? `Will be linked as similar to “${headline}”`
      : `Will be linked to “${headline}” as a synthesis`,
  );
  await expect(
    note.getByRole('button', { name: `Remove the link to “${headline}”` }),
  ).toBeVisible();
  // A text this long needs a title; the choice stays while the similar list is asked again.
  await page.getByLabel('Title (60 characters or less)').fill(`Mine, as ${linkAs}`);
  await page.getByRole('checkbox', { name: /Not POTIE/ }).check();
  await expect(note).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-${shot}-chosen.png`, fullPage: true });

  await page.getByRole('button', { name: 'Share your thoughts' }).click();
  // The new inTell, on the view whose columns hold its link.
  await expect(page).toHaveURL(/\/idea\/[0-9a-f]+\/1000\/3$/);
  await expect(page.getByTestId('link-view')).toHaveAttribute('data-shown-view', '3');
  const column = page.getByRole('region', {
    name: linkAs === 'similar' ? 'Related inTell' : 'Synthesis',
    exact: true,
  });
  await expect(column).toContainText(headline);
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-${shot}-linked.png`, fullPage: true });
}

const ENGLISH: Words = {
  heading: 'Similar inTells',
  thoughts: 'Your thoughts',
  open: /^Open “/,
  alike: /\d+% alike/,
};

/**
 * Each test's own words, apart from the other's: an inTell one test posts must not be more like
 * the other's text than that test's own original.
 */
function englishTexts(about: 'lighthouses' | 'bakeries') {
  const tag = uniqueWord(about === 'lighthouses' ? 'lamp' : 'oven');
  return about === 'lighthouses'
    ? {
        headline: `Lighthouse keepers of ${tag} want heated cabins`,
        typed: `The ${tag} lighthouse keepers deserve heated cabins in winter`,
      }
    : {
        headline: `Bakers of ${tag} want cheaper flour`,
        typed: `The ${tag} bakers deserve cheaper flour for their bread`,
      };
}

test('on a desktop, the similar inTells appear as she writes, one opens, and hers is posted linked as similar', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { headline, typed } = englishTexts('lighthouses');
  await writeAndOpen(page, 'desktop', headline, typed, ENGLISH, 'similar');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the similar inTells fit at 390 px, and hers is posted as a synthesis', async ({ page }) => {
    test.setTimeout(120_000);
    const { headline, typed } = englishTexts('bakeries');
    await writeAndOpen(page, 'phone', headline, typed, ENGLISH, 'synthesis');
  });
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES', viewport: PHONE, hasTouch: true });

  test('a Spanish inTell is found by another form of its words', async ({ page }) => {
    test.setTimeout(90_000);
    const tag = uniqueWord('faro');
    await writeAndOpen(
      page,
      'spanish',
      `Los gobiernos de ${tag} deben bajar los impuestos`,
      `El gobierno de ${tag} tiene que bajar el impuesto`,
      {
        heading: 'inTells parecidos',
        thoughts: 'Lo que piensas',
        open: /^Abrir “/,
        alike: /\d+ % de parecido/,
        language: 'es',
      },
    );
  });
});
