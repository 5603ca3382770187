import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';
import {
  clearActivities,
  completeThroughApi,
  createLiveActivities,
  enrolStudents,
} from '../support/student-activities';

/**
 * The student's activities in Spanish (issue 44): a student whose browser asks for Spanish works
 * through her class's activities in order (an info message, a new inTell connected to the guiding
 * question, the guiding question and the class's answers, then an interpretation, which she reaches
 * and the API completes: the interpretation flow's words are the ideas feature's), sees them all
 * done and listed as completed, and opens again the one her teacher has given feedback on. At
 * 1280 px and at 390 px with touch, axe and nothing cut off on each screen. Each test has its own
 * teacher, students and class, so it runs beside the other journeys.
 */
test.use({ locale: 'es-ES', reducedMotion: 'reduce' });

const SHOTS = '/tmp/activities-student-spanish';

interface Lesson {
  teacher: ApiUser;
  student: ApiUser;
  classId: string;
  ids: string[];
}

async function setUpLesson(request: APIRequestContext, label: string): Promise<Lesson> {
  const t = await createUser('teacher', `spanish-student-${label}-teacher`);
  const teacher = await apiSignIn(request, t.email, t.password);
  await clearActivities(request, teacher.token);
  // The class first, then the student (activities-feedback.spec.ts says why).
  await enrolStudents(request, teacher.token, []);
  const s = await createUser('student', `spanish-student-${label}`);
  const student = await apiSignIn(request, s.email, s.password);
  const { _id: classId } = await enrolStudents(request, teacher.token, [student.token]);
  const word = uniqueWord('');
  const topic = await createTextIdea(
    request,
    teacher.token,
    `Las clases deberían empezar a las 9 ${word}`,
    '¿Debería la primera clase pasar a las 9, y el día acabar una hora más tarde?',
  );
  const reading = await createTextIdea(
    request,
    teacher.token,
    `Los adolescentes duermen tarde ${word}`,
    'En la pubertad la melatonina sube más tarde, y casi nadie se duerme antes de las 11.',
  );
  const activities = await createLiveActivities(request, teacher.token, [
    {
      selection: 100,
      inTellExisting: reading._id,
      instructions1: 'Lee este inTell antes del debate y pulsa Continuar.',
    },
    {
      selection: 1,
      communityTopic: topic._id,
      instructions1: 'Comparte una razón tuya.',
      afterOptionInterconnectNewInTell: true,
    },
    {
      selection: 101,
      communityTopic: topic._id,
      instructions101: '¿Estás de acuerdo? Di cuánta seguridad tienes.',
    },
    {
      selection: 102,
      inTellExisting: reading._id,
      communityTopic: topic._id,
      instructions102: 'Interpreta el inTell.',
    },
  ]);
  return { teacher, student, classId, ids: activities.map((a) => a._id) };
}

/** Three classmates answer the guiding question: four answers make a plot. */
async function classmatesAnswer(request: APIRequestContext, lesson: Lesson, label: string) {
  const answers = [
    { position: 1, confidence: 1 },
    { position: -1, confidence: 0.5 },
    { position: 0 },
  ];
  await Promise.all(
    answers.map(async (answer, index) => {
      const c = await createUser('student', `spanish-student-${label}-classmate-${index}`);
      const classmate = await apiSignIn(request, c.email, c.password);
      await enrolStudents(request, lesson.teacher.token, [classmate.token]);
      await completeThroughApi(request, classmate, lesson.ids[2]!, { addIdeaScale: answer });
    }),
  );
}

/** The teacher comments on and grades her answer to the guiding question, and releases it. */
async function giveFeedback(request: APIRequestContext, lesson: Lesson) {
  const headers = { 'x-auth-token': lesson.teacher.token };
  const activityId = lesson.ids[2]!;
  const given = await request.post(`/api/activity/${activityId}/feedback`, {
    data: { studentId: lesson.student._id, comment: '¡Bien argumentado!', grade: 85 },
    headers,
  });
  expect(given.status(), await given.text()).toBe(200);
  const released = await request.post(`/api/classes/${lesson.classId}/release`, {
    data: { activityId },
    headers,
  });
  expect(released.status(), await released.text()).toBe(200);
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

async function expectCounts(page: Page, todo: number, completed: number) {
  const words = (n: number) => (n === 1 ? '1 actividad' : `${n} actividades`);
  await expect(tab(page, /^Pendientes/)).toHaveAccessibleName(`Pendientes (${words(todo)})`);
  await expect(tab(page, /^Completadas/)).toHaveAccessibleName(`Completadas (${words(completed)})`);
}

async function expectActivity(page: Page, n: number, label: string) {
  await expect(page.getByRole('heading', { level: 2, name: `ACTIVIDAD N.º ${n}` })).toBeVisible();
  await expect(page.getByText(label, { exact: true })).toBeVisible();
}

/** A radio of a named group: tapped on a phone, clicked on a desktop. */
async function pick(page: Page, group: string, name: string, phone: boolean) {
  const radio = page
    .getByRole('radiogroup', { name: group })
    .or(page.getByRole('group', { name: group }))
    .getByRole('radio', { name, exact: true });
  if (phone) await radio.tap();
  else await radio.check();
  await expect(radio).toBeChecked();
}

/** Each screen: no serious axe violation, nothing cut off, and a picture of it. */
async function checkScreen(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  await page.screenshot({ path: `${SHOTS}-${name}.png`, fullPage: true });
}

async function workThroughLesson(
  page: Page,
  request: APIRequestContext,
  lesson: Lesson,
  device: 'desktop' | 'phone',
) {
  const phone = device === 'phone';
  const press = (locator: Locator) => (phone ? locator.tap() : locator.click());
  await useToken(page, lesson.student.token);
  await page.goto('/activity-students');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Actividades' })).toBeVisible();

  // 100: an info message.
  await expectActivity(page, 1, 'Leer un inTell');
  await expectCounts(page, 4, 0);
  await expect(page.getByText(/la melatonina sube más tarde/)).toBeVisible();
  await checkScreen(page, `${device}-1-info`);
  await press(page.getByRole('button', { name: 'Continuar' }));

  // 1: a new inTell, then connected to the guiding question.
  await expectActivity(page, 2, 'Añadir un inTell nuevo');
  await expectCounts(page, 3, 1);
  await expect(page.getByText('Más de 2 caracteres.')).toBeVisible();
  await page.getByLabel('¿Qué opinas?').fill('Dormir más ayuda a aprender mejor por la mañana.');
  await checkScreen(page, `${device}-2-add-intell`);
  await press(page.getByRole('button', { name: 'Comparte lo que piensas' }));
  await expect(
    page.getByRole('heading', { name: 'Relaciona tu inTell con la pregunta guía' }),
  ).toBeFocused();
  await expect(page.getByText('Tu inTell', { exact: true })).toBeVisible();
  await press(page.getByRole('button', { name: 'Enviar' }));
  const guidance = page.getByRole('dialog', { name: 'Ya casi está' });
  await expect(guidance.getByText('Antes de enviar:')).toBeVisible();
  await expect(guidance.getByRole('listitem')).toHaveText(
    '«¿Cómo afecta este inTell a la pregunta guía?»: Elige una opción.',
  );
  await checkScreen(page, `${device}-2-almost-there`);
  await press(guidance.getByRole('button', { name: 'Aceptar' }));
  await expect(guidance).toBeHidden();
  await pick(page, '¿Cómo afecta este inTell a la pregunta guía?', 'Bastante apoyada', phone);
  await pick(page, '¿Cuánta seguridad tienes?', 'Lo sé', phone);
  await checkScreen(page, `${device}-2-interconnect`);
  await press(page.getByRole('button', { name: 'Enviar' }));

  // 101: the guiding question, then the class's answers.
  await expectActivity(page, 3, 'Responder a la pregunta guía');
  await expectCounts(page, 2, 2);
  await pick(page, 'Tu postura sobre la pregunta guía', 'Estoy de acuerdo', phone);
  const confidence = page.getByRole('slider', { name: '¿Qué seguridad tienes?' });
  await expect(confidence).toHaveAttribute('aria-valuetext', 'Sin responder');
  // The confidence's prompt first; the optional guess of the class's answers has its own (issue 45).
  await expect(page.getByText(/EN LA ESCALA DE ABAJO$/)).toHaveCount(2);
  await expect(page.getByText(/EN LA ESCALA DE ABAJO$/).first()).toBeVisible();
  await expect(page.getByText('Ninguna seguridad')).toBeVisible();
  await expect(page.getByText('Seguridad total')).toBeVisible();
  await confidence.scrollIntoViewIfNeeded();
  const box = (await confidence.boundingBox())!;
  const at = { x: box.width * 0.8, y: box.height / 2 };
  if (phone) await confidence.tap({ position: at });
  else await confidence.click({ position: at });
  await expect(confidence).toHaveAttribute('aria-valuetext', /^Seguridad: \d+ %$/);
  await page.getByLabel('¿Por qué? (opcional)').fill('Se aprende mejor descansado.');
  await checkScreen(page, `${device}-3-guiding-question`);
  await press(page.getByRole('button', { name: 'Enviar' }));
  const results = page.getByRole('region', { name: 'Cómo respondió la comunidad' });
  await expect(results.getByRole('heading', { name: 'Cómo respondió la comunidad' })).toBeFocused();
  await expect(results.locator('p', { hasText: 'Tu respuesta:' })).toContainText(
    /Estoy de acuerdo \(seguridad: \d+ %\)/,
  );
  if (phone) {
    // Nobody else has answered yet.
    await expect(
      results.getByText(
        'Todavía ha participado poca gente de la comunidad. Vuelve a mirarlo más tarde.',
      ),
    ).toBeVisible();
  } else {
    // Three classmates answered first: a plot, its ends and its sentences in Spanish.
    await expect(results.locator('svg.density-plot')).toBeVisible();
    await expect(results.getByTestId('density-plot-ends')).toHaveText(
      'No estoy de acuerdoEstoy de acuerdo',
    );
    await expect(results.getByText('Ver las respuestas en una tabla')).toBeVisible();
  }
  await expect(results).not.toContainText(/guiding question|agreement|consensus|Your answer/);
  await expectCounts(page, 1, 3);
  await checkScreen(page, `${device}-3-results`);
  await press(page.getByRole('button', { name: 'Continuar' }));

  // 102: she reaches the interpretation; the interpretation flow's words are the ideas feature's,
  // so the API completes it, and the teacher's feedback on the guiding question is released.
  await expectActivity(page, 4, 'Interpretar un inTell');
  await expect(page.getByRole('heading', { name: 'Interpreta este inTell' })).toBeVisible();
  await expect(page.getByText('La pregunta guía', { exact: true })).toBeVisible();
  await checkScreen(page, `${device}-4-interpret`);
  await completeThroughApi(request, lesson.student, lesson.ids[3]!, {
    addIdeaScale: { myEmotion: 0.2, authorIntent: 0.6, sound: 0.7 },
  });
  await giveFeedback(request, lesson);
  await page.reload();

  // All done, and the four listed as completed.
  await expect(
    page.getByRole('heading', { name: 'Has completado todas las actividades' }),
  ).toBeVisible();
  await expect(
    page.getByText('Es posible que más adelante se asignen más actividades.'),
  ).toBeVisible();
  await expectCounts(page, 0, 4);
  await checkScreen(page, `${device}-5-all-done`);
  await press(tab(page, /^Completadas/));
  const completed = page.getByRole('tabpanel', { name: /^Completadas/ });
  await expect(completed.getByRole('heading', { level: 2 })).toHaveText([
    'N.º 1: Leer un inTell',
    'N.º 2: Añadir un inTell nuevo',
    /^N\.º 3: Responder a la pregunta guía/,
    'N.º 4: Interpretar un inTell',
  ]);
  const entry101 = completed.getByRole('article', {
    name: /^N\.º 3: Responder a la pregunta guía/,
  });
  await expect(entry101.getByText('Comentarios', { exact: true })).toHaveAttribute(
    'title',
    'Tu docente ha comentado esta actividad',
  );
  const own = completed.getByRole('article', { name: 'N.º 2: Añadir un inTell nuevo' });
  await expect(own.getByText(/^Enviado (hace .+|ahora) por \S+/)).toBeVisible();
  await press(own.getByRole('button', { name: 'Mostrar el inTell' }));
  await expect(own.getByRole('button', { name: 'Ocultar el inTell' })).toBeVisible();
  await expect(own.getByText(/Dormir más ayuda a aprender/).last()).toBeVisible();
  await checkScreen(page, `${device}-6-completed`);

  // The guiding question opened again: her answer, the class's, and her teacher's feedback.
  await press(entry101.getByRole('button', { name: 'Volver a abrir' }));
  await expect(
    completed.getByRole('heading', { level: 2, name: 'N.º 3: Responder a la pregunta guía' }),
  ).toBeFocused();
  await expect(
    completed.getByText(
      'Completada. Puedes ver tu respuesta y los resultados de la clase; no se puede cambiar nada.',
    ),
  ).toBeVisible();
  const feedback = completed.getByRole('region', { name: 'Comentarios de tu docente' });
  await expect(feedback).toContainText('Calificación: 85 / 100');
  await expect(feedback).toContainText('¡Bien argumentado!');
  await expect(completed.getByText('La pregunta guía', { exact: true })).toBeVisible();
  await expect(
    completed.getByRole('heading', { name: 'Cómo respondió la comunidad' }),
  ).toBeVisible();
  await checkScreen(page, `${device}-7-reopened`);
  await press(completed.getByRole('button', { name: 'Volver a la lista' }).last());
  await expect(entry101.getByRole('button', { name: 'Volver a abrir' })).toBeFocused();
}

test('on a desktop, a Spanish-speaking student works through her activities', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const lesson = await setUpLesson(request, 'desk');
  await classmatesAnswer(request, lesson, 'desk');
  await workThroughLesson(page, request, lesson, 'desktop');
  await clearActivities(request, lesson.teacher.token);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the Spanish activities fit at 390 px with touch', async ({ page, request }) => {
    test.setTimeout(180_000);
    const lesson = await setUpLesson(request, 'phone');
    await workThroughLesson(page, request, lesson, 'phone');
    await clearActivities(request, lesson.teacher.token);
  });
});
