import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * Creating and linking inTells in Spanish (issue 44): a member whose browser asks for Spanish
 * (Accept-Language es) writes a text inTell on /create1, says it is Spanish with the language
 * select, links it to another inTell as its root ('Apoyado por': the other supports it), reads the
 * link's sentences, and finds it by another form of one of its words ('gobiernos' finds
 * 'El gobierno'). On a desktop and at 390 px, with axe on each screen; Spanish runs longer than
 * English, so each screen must fit. The file's member and inTells are its own.
 */
test.describe.configure({ mode: 'serial' });
test.use({ locale: 'es-ES', reducedMotion: 'reduce' });

const SHOTS = '/tmp/create-idea-spanish';

let member: ApiUser;

test.beforeAll(async ({ request }) => {
  const { email, password } = await createUser('teacher', 'create-spanish');
  member = await apiSignIn(request, email, password);
});

async function createLinkAndFind(page: Page, shot: string) {
  const tag = uniqueWord('esp');
  const thoughts = `El gobierno escucha a los alumnos ${tag}`;
  const root = `Las escuelas abren antes ${tag}`;
  await createTextIdea(page.request, member.token, root);

  // 1. /create1 in Spanish, the inTell's language chosen with the select.
  await ageAccounts(page);
  await useToken(page, member.token);
  await page.goto('/create1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Envía un inTell' })).toBeVisible();
  const language = page.getByLabel('Idioma', { exact: true });
  await expect(language).toHaveValue('');
  await expect(language.locator('option').first()).toHaveText('Detectar a partir del texto');
  await page.getByLabel('Lo que piensas', { exact: true }).fill(thoughts);
  await language.selectOption({ label: 'español' });
  await expect(language).toHaveValue('es');
  const notPotie = page.getByRole('checkbox', { name: /^No es POTIE/ });
  await expect(notPotie).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-${shot}-1-create.png`, fullPage: true });
  await notPotie.check();
  await page.getByRole('button', { name: 'Comparte lo que piensas' }).click();
  await expect(page).toHaveURL(/\/idea\/[0-9a-f]+$/);
  const ideaPath = new URL(page.url()).pathname;

  // 2. Its root: the other inTell supports it, confirmed in a Spanish sentence.
  const supportedBy = page.getByRole('region', { name: 'Apoyado por', exact: true });
  await supportedBy.getByRole('button', { name: 'Añadir a Apoyado por' }).click();
  await page.getByLabel('Enlazar con un inTell existente').fill(root);
  await page.getByRole('button', { name: root, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '¿Crear este enlace?' });
  await expect(dialog.getByTestId('new-link-sentence')).toHaveText(
    `«${root}» apoya a «${thoughts}».`,
  );
  await expect(dialog.locator('strong')).toHaveText([root, thoughts]);
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-${shot}-2-confirm.png` });
  await dialog.getByRole('button', { name: 'Crear el enlace' }).click();

  // 3. The link's page: its ends and the community's reading, in Spanish.
  await expect(page).toHaveURL(/\/link-idea-idea\/[\w-]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enlace entre dos inTells' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Causa' })).toContainText(root);
  await expect(page.getByRole('region', { name: 'Efecto' })).toContainText(thoughts);
  const sentences = page.getByTestId('link-sentences');
  await expect(sentences).toContainText('La única persona que lo ha valorado lo ve como apoyo.');
  await expect(sentences).toContainText('Ponderado por su seguridad, se lee como apoyo');
  await expect(page.getByRole('heading', { name: 'Valora este enlace' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-${shot}-3-link.png`, fullPage: true });

  // 4. Search finds it by another form of its Spanish word.
  await page.goto('/welcome');
  const box = page.getByRole('searchbox', { name: 'Busca inTells y waveMakers' });
  await expect(box).toHaveAttribute('placeholder', 'Empieza a escribir una palabra…');
  await box.fill(`gobiernos ${tag}`);
  const ideas = page.getByRole('list', { name: 'inTells', exact: true });
  await expect(ideas.getByRole('link')).toHaveCount(1);
  await expect(ideas.getByRole('link')).toHaveAttribute('href', ideaPath);
  await expect(page.getByText('1 inTell y 0 waveMakers encontrados')).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-${shot}-4-search.png`, fullPage: true });
}

test('on a desktop, a member creates a Spanish inTell, links it and finds it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await createLinkAndFind(page, 'desktop');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('creating, linking and searching in Spanish fit at 390 px', async ({ page }) => {
    test.setTimeout(120_000);
    await createLinkAndFind(page, 'phone');
  });
});
