import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';
import { apiSignIn, createIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * Similar inTells while typing (issue 45): a member writing on /create1 sees, once her text has
 * three words and rests, the existing inTells most like it, and opens one in a new tab, her draft
 * kept. In English at 1280 px and at 390 px, and in Spanish (a Spanish inTell found by another
 * form of its words), with axe on each. The file's member and inTells are its own (a word of
 * their own in each).
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

async function writeAndOpen(page: Page, shot: string, headline: string, typed: string, w: Words) {
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
}

const ENGLISH: Words = {
  heading: 'Similar inTells',
  thoughts: 'Your thoughts',
  open: /^Open “/,
  alike: /\d+% alike/,
};

function englishTexts() {
  const tag = uniqueWord('lamp');
  return {
    headline: `Lighthouse keepers of ${tag} want heated cabins`,
    typed: `The ${tag} lighthouse keepers deserve heated cabins in winter`,
  };
}

test('on a desktop, the similar inTells appear as she writes, and one opens', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { headline, typed } = englishTexts();
  await writeAndOpen(page, 'desktop', headline, typed, ENGLISH);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the similar inTells fit at 390 px', async ({ page }) => {
    test.setTimeout(90_000);
    const { headline, typed } = englishTexts();
    await writeAndOpen(page, 'phone', headline, typed, ENGLISH);
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
