import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';
import {
  apiSignIn,
  createAgent,
  createIdea,
  createTextIdea,
  uniqueWord,
  useToken,
  type ApiUser,
} from '../support/content';
import { watchNetwork, waitForNetworkQuiet } from '../support/network';

/**
 * The look of the main screens: each is opened at 1280 px and at 390 px, checked with
 * axe (colour contrast included) and photographed whole into the test's output folder, so a
 * person can look at the product as a member sees it: /login, /about, the home screen, an inTell,
 * a waveMaker, a link page, the create screens, and an inTell and a waveMaker with nothing linked.
 * The activity screens have their own file (activities-look.spec.ts).
 */

const WIDTHS = [
  { device: 'desktop', width: 1280, height: 800 },
  { device: 'phone', width: 390, height: 844 },
] as const;

let member: ApiUser;
let ideaPath: string;
let lonelyIdeaPath: string;
let agentPath: string;
let lonelyAgentPath: string;
let linkPath: string;

test.beforeAll(async ({ request }) => {
  const m = await createUser('teacher', 'look');
  member = await apiSignIn(request, m.email, m.password);
  const word = uniqueWord('');
  const headers = { 'x-auth-token': member.token };
  const main = await createIdea(request, member.token, {
    myPoint: `Libraries should open on Sundays ${word}`,
    myContent:
      'Sunday is the one day many working families are free, and the reading rooms stand empty.',
    agents: [],
    goodIntentLevel: 1,
  });
  const cause = await createTextIdea(
    request,
    member.token,
    `Families read together at weekends ${word}`,
    'A survey of 400 households found most shared reading happens on Saturday and Sunday.',
  );
  const against = await createTextIdea(
    request,
    member.token,
    `Sunday staff cost twice as much ${word}`,
    'Weekend pay rates would take money from the book budget.',
  );
  const lonely = await createTextIdea(
    request,
    member.token,
    `Quiet rooms help people think ${word}`,
  );
  const agent = await createAgent(request, member.token, {
    name: `City Library Trust ${word}`,
    url: 'https://example.org/library-trust',
  });
  const lonelyAgent = await createAgent(request, member.token, {
    name: `Reading Circle ${word}`,
    url: 'https://example.org/reading-circle',
  });
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { data, headers });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { _id: string };
  };
  // 20: support, the first inTell is the cause; 22: oppose, cause (content §2 'Route mode').
  const link = await post('/api/linkIdeaIdeas', {
    ideaCause: cause._id,
    ideaEffect: main._id,
    modeOnSubmit: 20,
  });
  await post('/api/linkIdeaIdeas', {
    ideaCause: against._id,
    ideaEffect: main._id,
    modeOnSubmit: 22,
  });
  await post('/api/linkIdeaAgents', { idea: main._id, agent: agent._id, modeOnSubmit: 30 });
  ideaPath = `/idea/${main._id}/1000/2`;
  lonelyIdeaPath = `/idea/${lonely._id}/1000/2`;
  agentPath = `/agent/${agent._id}/1000/3`;
  lonelyAgentPath = `/agent/${lonelyAgent._id}/1000/4`;
  linkPath = `/link-idea-idea/${link._id}`;
});

// Every test watches its page's requests, to wait for them before a picture.
test.beforeEach(({ page }) => watchNetwork(page));

/** Waits for the screen, checks it with axe, and photographs it whole. */
async function shoot(page: Page, testInfo: TestInfo, name: string, device: string) {
  await waitForNetworkQuiet(page);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}-${device}.png`), fullPage: true });
}

for (const { device, width, height } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, reducedMotion: 'reduce' });

    test('signed out: login', async ({ page }, testInfo) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await shoot(page, testInfo, 'login', device);
    });

    test('signed in: about, home, inTell, waveMaker, link, create', async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await ageAccounts(page);
      await useToken(page, member.token);

      const screens: [string, string, () => Promise<void>][] = [
        ['about', '/about', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
        [
          'home',
          '/welcome',
          () => expect(page.getByRole('list', { name: 'Latest inTells' })).toBeVisible(),
        ],
        ['idea', ideaPath, () => expect(page.getByTestId('link-view')).toBeVisible()],
        ['idea-empty', lonelyIdeaPath, () => expect(page.getByTestId('link-view')).toBeVisible()],
        ['agent', agentPath, () => expect(page.getByTestId('link-view')).toBeVisible()],
        ['agent-empty', lonelyAgentPath, () => expect(page.getByTestId('link-view')).toBeVisible()],
        ['link', linkPath, () => expect(page.getByRole('region', { name: 'Cause' })).toBeVisible()],
        [
          'create1',
          '/create1',
          () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
        ],
        [
          'create2',
          '/create2',
          () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
        ],
        [
          'profiles',
          '/profiles',
          () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
        ],
      ];
      for (const [name, path, ready] of screens) {
        await page.goto(path);
        await ready();
        await shoot(page, testInfo, name, device);
      }
    });
  });
}
