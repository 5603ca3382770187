import { expect, test, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';
import {
  completeThroughApi,
  createLiveActivities,
  enrolStudents,
} from '../support/student-activities';

/**
 * The teacher's activity manager in Spanish (issue 44): a browser that asks for Spanish
 * (Accept-Language es) gets the manager in Spanish; the teacher adds an activity through the
 * form, finds it listed, and opens her class's progress, where a student has done one. On a
 * desktop and at 390 px, with axe; Spanish runs longer than English, so the phone checks that
 * nothing is cut off. The file's teacher and class are its own.
 */
test.describe.configure({ mode: 'serial' });
test.use({ locale: 'es-ES', reducedMotion: 'reduce' });

const SHOTS = '/tmp/activities-manager-spanish';
const RUN = uniqueWord('leccion');

let teacher: ApiUser;
let student: ApiUser;

test.beforeAll(async ({ request }) => {
  const accounts = [
    await createUser('teacher', 'spanish-manager-teacher'),
    await createUser('student', 'spanish-manager-student'),
  ];
  [teacher, student] = (await Promise.all(
    accounts.map((a) => apiSignIn(request, a.email, a.password)),
  )) as [ApiUser, ApiUser];
  await enrolStudents(request, teacher.token, [student.token]);
  const reading = await createTextIdea(
    request,
    teacher.token,
    `${RUN} los adolescentes duermen poco`,
  );
  const [info] = await createLiveActivities(request, teacher.token, [
    { selection: 100, inTellExisting: reading._id, instructions1: `${RUN}: lee esto.` },
  ]);
  await completeThroughApi(request, student, info!._id);
});

async function addAndFindActivity(page: Page, instructions: string, shot: string) {
  await useToken(page, teacher.token);
  await page.goto('/activity-edit');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Editar actividades' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Ver todas las actividades \d+$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Añadir actividad nueva' }).click();
  await page.getByRole('radio', { name: 'Añadir un inTell nuevo', exact: true }).check();
  await page.getByLabel('Instrucciones (140 caracteres como máximo)').fill(instructions);
  await page.getByLabel('interpretan su inTell nuevo').check();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-${shot}-1-add-form.png`, fullPage: true });
  await page.getByRole('button', { name: 'Añadir actividad', exact: true }).click();

  await expect(page.getByText(/^Se ha añadido la actividad n\.º \d+\./).last()).toBeVisible();
  const card = page.getByTestId('activity-card').filter({ hasText: instructions });
  await expect(card.getByRole('heading').first()).toHaveText(/^ACTIVIDAD N\.º \d+/);
  await expect(card).toContainText('Sin publicar');
  await expect(card).toContainText('Interpretar el inTell nuevo');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-${shot}-2-list.png`, fullPage: true });
}

async function openProgress(page: Page, shot: string) {
  await page.getByRole('tab', { name: 'Progreso de la clase' }).click();
  const table = page.getByRole('table', { name: 'Actividades hechas por cada estudiante' });
  const row = table.getByRole('row', { name: new RegExp(student.name.split('@')[0]!) });
  // One live activity, done: '1 de 1'.
  await expect(row.getByRole('cell').first()).toHaveText('1 de 1');
  await expect(row).toContainText('Hecha');
  await expect(
    page.getByRole('heading', { name: 'Respuestas, comentarios y calificaciones' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}-${shot}-3-progress.png`, fullPage: true });
}

test('on a desktop, a teacher adds an activity in Spanish and opens her class’s progress', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addAndFindActivity(page, `${RUN}: ¿qué opinas? Una razón tuya.`, 'desktop');
  await openProgress(page, 'desktop');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the Spanish manager fits at 390 px', async ({ page }) => {
    test.setTimeout(90_000);
    await addAndFindActivity(page, `${RUN}: escribe tu inTell.`, 'phone');
    await expectFitsTheScreen(page);
    await openProgress(page, 'phone');
    await expectFitsTheScreen(page);
  });
});
