import { expect, test } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken } from '../support/content';
import { expectFitsTheScreen, PHONE } from '../support/layout';
import {
  completeThroughApi,
  createLiveActivities,
  enrolStudents,
} from '../support/student-activities';

/**
 * A class with pseudonyms as a classmate reads it (DESIGN.md §10 'Privacy';
 * docs/decisions/2026-12-05-what-each-reader-learns.md): the follow-up that asks her to interpret
 * a classmate's inTell shows it under the poster's pseudonym, which leads nowhere, and nothing
 * pairs the pseudonym with the poster: no waveMaker of hers exists to list (her inTell made
 * none). On a desktop and at 390 px.
 */
test('a classmate reads a pseudonym, and no waveMaker names the poster', async ({
  page,
  request,
}, testInfo) => {
  const [t, s, m] = await Promise.all([
    createUser('teacher', 'pseudonym-teacher'),
    createUser('student', 'jadeprivate'),
    createUser('student', 'pseudonym-mate'),
  ]);
  const [teacher, stu, mate] = await Promise.all([
    apiSignIn(request, t.email, t.password),
    apiSignIn(request, s.email, s.password),
    apiSignIn(request, m.email, m.password),
  ]);
  const auth = (token: string) => ({ 'x-auth-token': token });
  const made = await request.post('/api/classes', {
    data: { name: 'Year 8 ethics' },
    headers: auth(teacher.token),
  });
  expect(made.status(), await made.text()).toBe(201);
  const { _id: classId } = (await made.json()) as { _id: string };
  const changed = await request.post(`/api/classes/${classId}`, {
    data: { pseudonyms: true, autoFollowUps: true },
    headers: auth(teacher.token),
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await enrolStudents(request, teacher.token, [stu.token, mate.token]);

  const word = uniqueWord('zebrafish');
  const topic = await createTextIdea(request, teacher.token, `Can hearts heal ${word}`);
  const [add] = await createLiveActivities(request, teacher.token, [
    {
      selection: 1,
      communityTopic: topic._id,
      instructions1: 'Share one reason of your own.',
      afterOptionAddNewIntellAfter: true,
      instructions102: 'Interpret a classmate’s reason.',
    },
  ]);
  await completeThroughApi(request, stu, add!._id, {
    addIdea: {
      myContent: `Zebrafish regrow their hearts ${word}`,
      agents: [],
      goodIntentLevel: 1,
    },
  });
  // Her classmate answers too; the follow-ups go out once both have.
  await completeThroughApi(request, mate, add!._id, {
    addIdea: { myContent: `Salamanders regrow their legs ${word}`, agents: [], goodIntentLevel: 1 },
  });
  const roster = await request.get(`/api/classes/${classId}/roster`, {
    headers: auth(teacher.token),
  });
  expect(roster.status(), await roster.text()).toBe(200);
  const { students } = (await roster.json()) as { students: { _id: string; pseudonym: string }[] };
  const pseudonym = students.find((student) => student._id === stu._id)!.pseudonym;

  // Her classmate is given the follow-up: interpret stu's inTell, shown under her pseudonym.
  await useToken(page, mate.token);
  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/activity-students');
    const main = page.getByRole('main');
    const card = main.getByRole('article', { name: `Zebrafish regrow their hearts ${word}` });
    await expect(card).toContainText(`by ${pseudonym}`);
    // Her pseudonym is plain text: no link to a profile or a waveMaker of hers.
    await expect(card.getByRole('link', { name: pseudonym })).toHaveCount(0);
    await expect(main).not.toContainText('jadeprivate');
    await expectNoSeriousA11yViolations(page);
    await expectFitsTheScreen(page);
    await page.screenshot({ path: testInfo.outputPath(`pseudonym-${viewport.width}.png`) });
  }
  // Nor does any waveMaker she could have made carry her name where every member lists them.
  const newest = await request.get('/api/agents?limitSize=10', { headers: auth(mate.token) });
  expect(JSON.stringify(await newest.json())).not.toContain('jadeprivate');
});
