import { expect, test } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';
import { apiSignIn, uniqueWord, useToken, type ApiUser } from '../support/content';

/**
 * Content in any language (issue 44): the author chooses her inTell's language on /create1 (or
 * leaves it to be detected), its words carry it, and search finds it by another form of a word
 * in that language ('gobiernos' finds 'El gobierno').
 */

let teacher: ApiUser;

test.use({ reducedMotion: 'reduce' });

test.beforeAll(async ({ request }) => {
  const { email, password } = await createUser('teacher', 'content-language');
  teacher = await apiSignIn(request, email, password);
});

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`an inTell written in Spanish is found by a Spanish word form (${label})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const tag = uniqueWord('r');
    const thoughts = `El gobierno escucha a los alumnos ${tag}`;

    await ageAccounts(page);
    await useToken(page, teacher.token);
    await page.goto('/create1');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit an inTell' })).toBeVisible();
    const language = page.getByLabel('Language', { exact: true });
    await expect(language).toHaveValue('');
    await page.getByLabel('Your thoughts', { exact: true }).fill(thoughts);
    await language.selectOption({ label: 'Spanish' });
    await expect(language).toHaveValue('es');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`content-language-create-${label}.png`) });

    await page.getByRole('checkbox', { name: /Not POTIE/ }).check();
    await page.getByRole('button', { name: 'Share your thoughts' }).click();
    await expect(page).toHaveURL(/\/idea\/[0-9a-f]+$/);
    const ideaPath = new URL(page.url()).pathname;
    // The author's words carry their language, for screen readers.
    // (The card's heading, hidden without a title, and its text.)
    const words = page.getByText(thoughts, { exact: true });
    await expect(words).toHaveCount(2);
    for (const each of await words.all()) await expect(each).toHaveAttribute('lang', 'es');

    await page.goto('/welcome');
    const box = page.getByRole('searchbox', { name: 'Search inTells and waveMakers' });
    await box.fill(`gobiernos ${tag}`);
    const ideas = page.getByRole('list', { name: 'inTells', exact: true });
    await expect(ideas.getByRole('link')).toHaveCount(1);
    await expect(ideas.getByRole('link')).toHaveAttribute('href', ideaPath);
  });
}
