import { expect, test, type Locator, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * Interpreting an inTell in Spanish (issue 44): a member whose browser asks for Spanish opens an
 * inTell's interpretation, places its sliders (their values in words, 'Muy sólida (0,9)', with
 * the decimal comma), chooses values and a confidence, meets the emotion pause, submits, and reads
 * her interpretation and the inTell's card in Spanish. On a desktop and at 390 px, where Spanish,
 * longer than English, must not be cut off; axe on each screen.
 */
test.use({ locale: 'es-ES', reducedMotion: 'reduce' });

const SHOTS = '/tmp/interpret-idea-spanish';

let author: ApiUser;
let reader: ApiUser;

test.beforeAll(async ({ request }) => {
  const a = await createUser('teacher', 'spanish-interpret-author');
  const r = await createUser('teacher', 'spanish-interpret-reader');
  [author, reader] = await Promise.all([
    apiSignIn(request, a.email, a.password),
    apiSignIn(request, r.email, r.password),
  ]);
});

const slider = (page: Page, name: string | RegExp) => page.getByRole('slider', { name });
const emotion = (page: Page) => slider(page, '¿Cómo te hace sentir este inTell?');
const intent = (page: Page) =>
  slider(page, 'La forma en que el autor presentó esta información me pareció...');
const soundness = (page: Page) => slider(page, '¿Qué solidez tiene su contenido?');

/** Clicks (or taps) a slider at a fraction of its width, as a person places it. */
async function placeAt(input: Locator, fraction: number, how: 'click' | 'tap' = 'click') {
  await input.scrollIntoViewIfNeeded();
  const box = (await input.boundingBox())!;
  const position = { x: box.width * fraction, y: box.height / 2 };
  if (how === 'tap') await input.tap({ position });
  else await input.click({ position });
}

/** The inTell's interpretation view, in Spanish, with its card above. */
async function openInterpretation(page: Page, headline: string) {
  const idea = await createTextIdea(page.request, author.token, headline);
  await useToken(page, reader.token);
  await page.goto(`/idea/${idea._id}/1000/1`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Interpreta este inTell' })).toBeVisible();
  // The card's own line, one Spanish sentence with its age in Spanish.
  await expect(page.getByText(/^Enviado (hace .+|ahora) por /)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Omitir esta interpretación' })).toBeVisible();
  await expect(emotion(page)).toHaveAttribute('aria-valuetext', 'Sin responder');
  // The scale's ends and middle, in words.
  await expect(page.getByText('Muy negativa', { exact: true })).toBeVisible();
  await expect(page.getByText('Neutra', { exact: true })).toBeVisible();
  await expect(page.getByText('Muy positiva', { exact: true })).toBeVisible();
  return idea;
}

/** The emotion pause (content §4 step 1), in Spanish. */
async function meetThePause(page: Page) {
  const pause = page.getByRole('dialog', { name: 'Haz una pausa' });
  await expect(pause).toBeVisible();
  await expect(pause).toContainText('Este inTell despierta emociones fuertes.');
  await expectNoSeriousA11yViolations(page);
  await pause.getByRole('button', { name: 'Continuar' }).click();
  await expect(pause).toBeHidden();
}

test('on a desktop, a member interprets an inTell in Spanish and reads it back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openInterpretation(page, `Los parques refrescan la ciudad ${uniqueWord('parque')}`);
  await expect(page.getByText('HAZ CLIC EN LA ESCALA')).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-desktop-1-start.png`, fullPage: true });

  // The keyboard: End is 'Muy positiva', which pauses; four steps back, 0,8.
  await emotion(page).focus();
  await page.keyboard.press('End');
  await expect(emotion(page)).toHaveAttribute('aria-valuetext', 'Muy positiva (1)');
  await meetThePause(page);
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(emotion(page)).toHaveAttribute('aria-valuetext', 'Muy positiva (0,8)');
  await expect(page.getByText('Muy positiva (0,8)')).toBeVisible();

  // The values it upholds, as its hint says.
  await expect(
    page.getByText('Te produce sentimientos positivos, así que son valores que defiende.', {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Cuidado' }).check();
  await page.getByRole('checkbox', { name: 'Justicia' }).check();

  // One-sided, then very balanced: the questions a one-sided intent opened are cleared, with Undo.
  await intent(page).focus();
  await page.keyboard.press('Home');
  await expect(intent(page)).toHaveAttribute('aria-valuetext', 'Parcial (0)');
  await expect(slider(page, '¿Se compartió de buena fe?')).toBeVisible();
  await placeAt(slider(page, '¿Se compartió de buena fe?'), 0.2);
  const potie = page.getByRole('group', {
    name: '¿Contamina el ecosistema de información (POTIE)?',
  });
  await potie.getByRole('radio', { name: 'Sí' }).check();
  await page.getByRole('checkbox', { name: 'Falacia del hombre de paja' }).check();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-desktop-2-one-sided.png`, fullPage: true });
  await intent(page).focus();
  await page.keyboard.press('End');
  await expect(intent(page)).toHaveAttribute('aria-valuetext', 'Muy equilibrada (1)');
  await expect(page.getByText('Se borraron las respuestas siguientes.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deshacer' })).toBeVisible();

  // Soundness by keyboard: End, then two steps back.
  await soundness(page).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(soundness(page)).toHaveAttribute('aria-valuetext', 'Muy sólida (0,9)');

  // A note opens the confidence question.
  await page
    .getByRole('textbox', { name: 'Otras reflexiones (opcional)' })
    .fill('He visto los datos de la ciudad.');
  await page.keyboard.press('Tab');
  const confidence = page.getByRole('group', {
    name: '¿Qué seguridad tienes en tu interpretación?',
  });
  await confidence.getByRole('radio', { name: 'Lo sé' }).check();
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-desktop-3-answered.png`, fullPage: true });

  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Se guardó tu interpretación.')).toBeVisible();
  const saved = page.getByRole('region', { name: 'Tu interpretación' });
  await expect(saved).toBeVisible();
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(saved.getByText('Cómo me hace sentir')).toBeVisible();
  await expect(saved.getByText('Muy positiva (0,8)')).toBeVisible();
  await expect(saved.getByText('Cuidado, Justicia')).toBeVisible();
  await expect(saved.getByText('Muy equilibrada (1)')).toBeVisible();
  await expect(saved.getByText('Solidez', { exact: true })).toBeVisible();
  await expect(saved.getByText('Muy sólida (0,9)')).toBeVisible();
  await expect(saved.getByText('Lo sé', { exact: true })).toBeVisible();
  await expect(saved.getByRole('button', { name: 'Editar mi interpretación' })).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-desktop-4-saved.png`, fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the Spanish interpretation fits at 390 px, tapped and submitted', async ({ page }) => {
    test.setTimeout(90_000);
    await openInterpretation(page, `Autobuses nocturnos ${uniqueWord('noche')}`);
    await expect(page.getByText('TOCA O ARRASTRA EN LA ESCALA')).toBeVisible();
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-phone-1-start.png`, fullPage: true });

    // A tap near the left end: very negative, which pauses; the values it offends.
    await placeAt(emotion(page), 0.1, 'tap');
    await meetThePause(page);
    await expect(emotion(page)).toHaveAttribute('aria-valuetext', /^Muy negativa \(-0,\d+\)$/);
    await expect(
      page.getByText('Te produce sentimientos negativos, así que son valores que ofende.', {
        exact: false,
      }),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: 'Daño' }).check();

    await placeAt(intent(page), 0.98, 'tap');
    await expect(intent(page)).toHaveAttribute('aria-valuetext', /^Muy equilibrada \(/);
    await placeAt(soundness(page), 0.5, 'tap');
    await expect(soundness(page)).toHaveAttribute('aria-valuetext', /^Algo sólida \(0,\d+\)$/);
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-phone-2-answered.png`, fullPage: true });

    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    const saved = page.getByRole('region', { name: 'Tu interpretación' });
    await expect(saved).toBeVisible();
    await expect(saved.getByText('Daño', { exact: true })).toBeVisible();
    await expect(saved.getByText(/^Algo sólida \(0,\d+\)$/)).toBeVisible();
    await expect(saved.getByText('La forma en que se presentó')).toHaveCount(0);
    await expect(saved.getByText('Cómo se presentó')).toBeVisible();
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}-phone-3-saved.png`, fullPage: true });
  });
});
