import { expect, test } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';
import {
  apiSignIn,
  createAgent,
  createTextIdea,
  uniqueWord,
  useToken,
  type ApiUser,
} from '../support/content';

/** The home's search box: inTells and waveMakers as the user types (content §2, §7). */

let teacher: ApiUser;

test.beforeAll(async ({ request }) => {
  const t = await createUser('teacher', 'search');
  teacher = await apiSignIn(request, t.email, t.password);
});

test('finds an inTell and a waveMaker by the prefix of a word, and says when nothing matches', async ({
  page,
  request,
}) => {
  const word = uniqueWord('zephyr');
  const [idea, agent] = await Promise.all([
    createTextIdea(request, teacher.token, `Gardens of ${word}`),
    createAgent(request, teacher.token, {
      name: `${word} Institute`,
      url: 'https://example.org/institute',
    }),
  ]);

  await ageAccounts(page);
  await useToken(page, teacher.token);
  await page.goto('/welcome');
  const box = page.getByRole('searchbox', { name: 'Search inTells and waveMakers' });
  const status = page.getByRole('status').filter({ hasText: /found/ });

  // Typed as a person types; only the word's first letters.
  await box.pressSequentially(word.slice(0, 9), { delay: 30 });
  const ideas = page.getByRole('list', { name: 'inTells', exact: true });
  const agents = page.getByRole('list', { name: 'waveMakers', exact: true });
  await expect(ideas.getByRole('link', { name: `Gardens of ${word}` })).toHaveAttribute(
    'href',
    `/idea/${idea._id}`,
  );
  await expect(agents.getByRole('link', { name: `${word} Institute` })).toHaveAttribute(
    'href',
    `/agent/${agent._id}`,
  );
  await expect(status).toHaveText('1 inTell and 1 waveMaker found');
  await expectNoSeriousA11yViolations(page);

  await box.fill(`${word}qqqx`);
  await expect(page.getByText('No matching search results found')).toBeVisible();
  await expect(ideas).toHaveCount(0);

  await box.fill(word.slice(0, 7));
  await ideas.getByRole('link', { name: `Gardens of ${word}` }).click();
  await expect(page).toHaveURL(new RegExp(`/idea/${idea._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Gardens of ${word}` })).toBeVisible();
});

test('a slow answer to an earlier text never replaces the latest results', async ({
  page,
  request,
}) => {
  const word = uniqueWord('quill');
  await createTextIdea(request, teacher.token, `Notes on ${word}`);

  // The answer for the first text arrives late, and would show a result of its own.
  const early = word.slice(0, 6);
  await page.route(`**/api/ideas?searchString=${early}&*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route
      .fulfill({
        json: [
          {
            _id: 'stale',
            myPoint: 'Stale result',
            label: 'Stale result',
            date: new Date().toISOString(),
            user: { _id: 'x', name: 'x' },
            url: '',
            image: '',
            isPdf: false,
            isVideo: false,
          },
        ],
      })
      .catch(() => undefined); // The app may have cancelled it, as it should.
  });

  await ageAccounts(page);
  await useToken(page, teacher.token);
  await page.goto('/welcome');
  const box = page.getByRole('searchbox', { name: 'Search inTells and waveMakers' });
  await box.fill(early);
  await page.waitForRequest((r) => r.url().includes(`searchString=${early}&`));
  await box.fill(word);

  const ideas = page.getByRole('list', { name: 'inTells', exact: true });
  await expect(ideas.getByRole('link', { name: `Notes on ${word}` })).toBeVisible();
  await page.waitForTimeout(1_700);
  await expect(ideas.getByRole('link')).toHaveText([`Notes on ${word}`]);
  await expect(page.getByText('Stale result')).toHaveCount(0);
});
