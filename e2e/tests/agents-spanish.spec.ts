import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createAgent, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * The waveMaker screens, the about page and the terms in Spanish (issue 44): a member whose
 * browser asks for Spanish submits a new waveMaker (its help offered when the address is
 * missing), rates another on its plane, and reads the about page and the terms. On a desktop and
 * at 390 px, with axe; Spanish runs longer than English, so the phone checks that nothing is cut
 * off. The file's members and waveMakers are its own.
 */
test.describe.configure({ mode: 'serial' });
test.use({ locale: 'es-ES', reducedMotion: 'reduce' });

const SHOTS = '/tmp/agents-spanish';

let member: ApiUser;
let submitter: ApiUser;

test.beforeAll(async ({ request }) => {
  const accounts = [
    await createUser('teacher', 'spanish-agents-member'),
    await createUser('teacher', 'spanish-agents-submitter'),
  ];
  [member, submitter] = (await Promise.all(
    accounts.map((a) => apiSignIn(request, a.email, a.password)),
  )) as [ApiUser, ApiUser];
});

test.beforeEach(async ({ page }) => {
  // The agent screen opens a waveMaker's page once in a new window: keep that off the network.
  await page
    .context()
    .route('https://example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }),
    );
});

async function checkScreen(page: Page, shot: string, phone: boolean) {
  await expectNoSeriousA11yViolations(page);
  if (phone) await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-${shot}.png`, fullPage: true });
}

async function submitWaveMaker(page: Page, shot: string, phone: boolean) {
  await useToken(page, member.token);
  await page.goto('/create2');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The author picker's button belongs to the create screen (Spanish once it is converted too).
  await page
    .getByRole('button', { name: /^(Enviar un waveMaker nuevo|Submit new waveMaker)$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Enviar un waveMaker nuevo' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Un waveMaker es una persona, organización o fuente que está detrás de unos inTells.',
  );

  // No address: the problem under its field, and the help offered there.
  await dialog.getByRole('button', { name: 'Enviar waveMaker' }).click();
  await expect(dialog.getByText('La URL no es válida.')).toBeVisible();
  await expect(dialog.getByLabel('Dirección web (URL)')).toBeFocused();
  await dialog.getByRole('button', { name: '¿Qué dirección web necesita un waveMaker?' }).click();
  const help = page.getByRole('dialog', { name: 'Un waveMaker necesita una dirección web' });
  await expect(help).toContainText('Pega la dirección completa (URL)');
  await checkScreen(page, `${shot}-1-help`, phone);
  await help.getByRole('button', { name: 'Aceptar' }).click();
  await expect(help).toBeHidden();

  // `.invalid` never resolves (RFC 6761): a valid address whose name the member types.
  const name = `Ada ${uniqueWord('sin')}`;
  await dialog.getByLabel('Dirección web (URL)').fill('https://thoughtful-offline.invalid/ada');
  await dialog.getByLabel('Nombre (60 caracteres como máximo)').fill(name);
  await expect(dialog.getByText('La URL no es válida.')).toHaveCount(0);
  await checkScreen(page, `${shot}-2-dialog`, phone);
  await dialog.getByRole('button', { name: 'Enviar waveMaker' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`waveMaker «${name}» creado.`)).toBeVisible();
}

async function rateWaveMaker(page: Page, shot: string, phone: boolean) {
  const tag = uniqueWord('gaceta');
  const agent = await createAgent(page.request, submitter.token, {
    name: `Gaceta ${tag}`,
    url: `https://example.org/gaceta-${tag}`,
  });
  await useToken(page, member.token);
  await page.goto(`/agent/${agent._id}/1000/1`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Valora este waveMaker' }),
  ).toBeVisible();
  await expect(page.getByText('Todavía no has valorado a este waveMaker.')).toBeVisible();
  await expect(page.getByText('0 valoraciones de este waveMaker hasta ahora.')).toBeVisible();
  await expect(page.getByText('Aún sin fijar: haz clic o toca la escala.')).toHaveCount(2);
  const plane = page.getByRole('img', { name: /^Plano de valoración del waveMaker/ });
  await expect(plane).toBeVisible();
  await checkScreen(page, `${shot}-3-plane`, phone);

  // Up and to the right: informs, public-spirited.
  await plane.scrollIntoViewIfNeeded();
  const box = (await plane.boundingBox())!;
  await plane.click({ position: { x: box.width * 0.75, y: box.height * 0.3 } });
  await expect(page.getByRole('group', { name: '¿Cuánta seguridad tienes?' })).toBeVisible();
  await page.getByRole('button', { name: 'Creo que sí' }).click();
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Tu valoración se ha guardado.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar mi valoración' })).toBeVisible();
  // Decimals with a comma, the two axes apart with a semicolon.
  await expect(
    page.getByText(/^Tu valoración: Informa 0,\d\d; Al servicio público 0,\d\d \(Creo que sí\)\.$/),
  ).toBeVisible();
  await expect(page.getByText('1 valoración de este waveMaker hasta ahora.')).toBeVisible();
  await checkScreen(page, `${shot}-4-rated`, phone);
}

async function readAboutAndTerms(page: Page, shot: string, phone: boolean) {
  await useToken(page, member.token);
  await page.goto('/about');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Piénsalo a fondo, en compañía' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Lo que valoramos' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Humildad', 'Diversidad de opiniones', 'Curiosidad']);
  await expect(page.getByRole('region', { name: 'Por qué Thoughtful' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cómo leer los árboles' })).toBeVisible();
  await checkScreen(page, `${shot}-5-about`, phone);

  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { level: 1, name: 'Condiciones de uso' })).toBeVisible();
  await expect(page.getByText('En vigor desde el 1 de junio de 2023')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: '3. Contaminación del ecosistema informativo (POTIE)',
    }),
  ).toBeVisible();
  await checkScreen(page, `${shot}-6-terms`, phone);
}

test('on a desktop, a member submits and rates waveMakers, and reads about and the terms, in Spanish', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await submitWaveMaker(page, 'desktop', false);
  await rateWaveMaker(page, 'desktop', false);
  await readAboutAndTerms(page, 'desktop', false);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the Spanish waveMaker screens, about and terms fit at 390 px', async ({ page }) => {
    test.setTimeout(120_000);
    await submitWaveMaker(page, 'phone', true);
    await rateWaveMaker(page, 'phone', true);
    await readAboutAndTerms(page, 'phone', true);
  });
});
