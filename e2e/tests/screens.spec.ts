import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser, PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations, expectTitleAndHeadings } from '../support/axe';
import { ageAccounts } from '../support/clock';
import {
  apiSignIn,
  createAgent,
  createIdea,
  createTextIdea,
  makePdf,
  makePng,
  upload,
  uniqueWord,
  useToken,
  type ApiUser,
} from '../support/content';
import { cli, linkPath, uniqueEmail, waitForMail } from '../support/data';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * Every screen a person uses, in its loaded state with real content (an inTell with every kind
 * of link, quotes, key points, pictures and the community's interpretations; a waveMaker with
 * ratings, friends and foes; the three link pages; filled profiles, invitations and reports), on
 * a desktop and at 390 px: each shows what it should, fits the screen (no sideways scrolling,
 * nothing cut off) and passes axe. The activity screens have their own journeys at both
 * widths (activities-*.spec.ts), as they share the server's one activity list.
 */

const post = async (
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
): Promise<{ _id: string }> => {
  const response = await request.post(path, { data, headers: { 'x-auth-token': token } });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { _id: string };
};

interface Content {
  tag: string;
  teacher: ApiUser;
  other: ApiUser;
  student: ApiUser;
  admin: ApiUser;
  main: { _id: string; myPoint: string };
  names: Record<
    'root' | 'against' | 'effect' | 'opposed' | 'similar' | 'synthesis' | 'quote' | 'keyPoint',
    string
  >;
  quoteId: string;
  pdf: { _id: string; myPoint: string };
  agent: { _id: string; name: string };
  agentNames: Record<'weakened' | 'friend' | 'foe' | 'related', string>;
  links: { ideaIdea: string; ideaAgent: string; agentAgent: string };
  report: string;
  invited: string;
}

/** One rich set of content per worker, made through the API. */
async function makeContent(request: APIRequestContext): Promise<Content> {
  const tag = uniqueWord('screens');
  const accounts = {
    teacher: await createUser('teacher', 'screens-teacher'),
    other: await createUser('teacher', 'screens-other'),
    student: await createUser('student', 'screens-student'),
    admin: await createUser('admin', 'screens-admin'),
  };
  const raters = await Promise.all(
    [1, 2, 3, 4].map((n) => createUser('teacher', `screens-rater-${n}`)),
  );
  const [teacher, other, student, admin, ...raterUsers] = await Promise.all(
    [accounts.teacher, accounts.other, accounts.student, accounts.admin, ...raters].map((a) =>
      apiSignIn(request, a.email, a.password),
    ),
  );
  const t = teacher!.token;
  const o = other!.token;

  const picture = (rgb: [number, number, number]) =>
    upload(
      request,
      o,
      { name: 'picture.png', mimeType: 'image/png', buffer: makePng(120, 80, rgb) },
      'image',
    );
  const [ideaImage, agentImage, secondAgentImage] = await Promise.all([
    picture([40, 110, 70]),
    picture([30, 60, 140]),
    picture([150, 60, 30]),
  ]);

  const agentNames = {
    weakened: `Weakened council ${tag}`,
    friend: `Friendly gazette ${tag}`,
    foe: `Opposing gazette ${tag}`,
    related: `Related herald ${tag}`,
  };
  const agent = await createAgent(request, o, {
    name: `Daily Planet ${tag}`,
    url: `https://example.org/planet-${tag}`,
    image: agentImage,
  });
  const [weakened, friend, foe, related] = await Promise.all([
    createAgent(request, o, { name: agentNames.weakened, url: 'https://example.org/council' }),
    createAgent(request, o, {
      name: agentNames.friend,
      url: 'https://example.org/friend',
      image: secondAgentImage,
    }),
    createAgent(request, o, { name: agentNames.foe, url: 'https://example.org/foe' }),
    createAgent(request, o, { name: agentNames.related, url: 'https://example.org/related' }),
  ]);

  const mainPoint = `Cities should plant trees ${tag}`;
  const main = await createIdea(request, o, {
    myPoint: mainPoint,
    myContent:
      'Shade cools streets in summer. Trees also soak up rain, and people walk more where there is shade.',
    url: `https://example.org/report-${tag}`,
    image: ideaImage,
    goodIntentLevel: 2,
    frameContext: 'Urban heat and health',
    myConcern: 'My neighbours in hot flats',
    criticContent: 'Trees cost money to maintain',
    criticConcern: 'Taxes and budgets',
    errorCorrection: 'Maintenance outweighed the benefits',
    frameResolution: 'Plant more trees now',
    proxyLevel: 0.4,
    proxySources: [{ _id: agent._id }],
    players: [{ _id: friend._id }],
    atCore: true,
  });

  const names = {
    root: `Shade lowers heat deaths ${tag}`,
    against: `Roots break pavements ${tag}`,
    effect: `Streets get busier ${tag}`,
    opposed: `Cars need the space ${tag}`,
    similar: `Parks cool cities too ${tag}`,
    synthesis: `Green streets cost and pay ${tag}`,
    quote: `Shade cools streets in summer.`,
    keyPoint: `Trees make streets cooler ${tag}`,
  };
  const [root, against, effect, opposed, similar, synthesis] = await Promise.all(
    (['root', 'against', 'effect', 'opposed', 'similar', 'synthesis'] as const).map((key) =>
      key === 'effect'
        ? createIdea(request, o, {
            myPoint: names.effect,
            url: `https://example.org/effect-${tag}`,
            image: ideaImage,
            agents: [{ _id: agent._id }],
            goodIntentLevel: 1,
          })
        : createTextIdea(request, o, names[key]),
    ),
  );
  const ideaIdea = (cause: string, effectId: string, modeOnSubmit: number) =>
    post(request, o, '/api/linkIdeaIdeas', {
      ideaCause: cause,
      ideaEffect: effectId,
      modeOnSubmit,
    });
  const [supportLink] = await Promise.all([
    ideaIdea(root!._id, main._id, 20),
    ideaIdea(against!._id, main._id, 22),
    ideaIdea(main._id, effect!._id, 20),
    ideaIdea(main._id, opposed!._id, 22),
    ideaIdea(main._id, similar!._id, 26),
    ideaIdea(main._id, synthesis!._id, 24),
  ]);
  const ideaAgent = (agentId: string, modeOnSubmit: number, ideaId = main._id) =>
    post(request, o, '/api/linkIdeaAgents', { idea: ideaId, agent: agentId, modeOnSubmit });
  const [strengthens] = await Promise.all([
    ideaAgent(agent._id, 30),
    ideaAgent(weakened._id, 31),
    ideaAgent(agent._id, 31, against!._id),
  ]);
  const agentAgent = (other: string, modeOnSubmit: number) =>
    post(request, o, '/api/linkAgentAgents', { agent1: agent._id, agent2: other, modeOnSubmit });
  const [friendLink] = await Promise.all([
    agentAgent(friend._id, 50),
    agentAgent(foe._id, 52),
    agentAgent(related._id, 54),
  ]);

  const pdfPoint = `Three pages on street trees ${tag}`;
  const pdf = await createIdea(request, o, {
    myPoint: pdfPoint,
    isPdf: true,
    image: await upload(
      request,
      o,
      { name: 'report.pdf', mimeType: 'application/pdf', buffer: makePdf(3) },
      'pdf',
    ),
    agents: [],
    goodIntentLevel: 1,
  });

  const quote = await post(request, o, `/api/ideas/${main._id}/quotes`, {
    text: names.quote,
    keyPoint: `Shade is cooling ${tag}`,
  });
  await post(request, o, `/api/ideas/${main._id}/keyPoints`, { myPoint: names.keyPoint });

  // The community's interpretations of the main inTell (4 and more: plots), the teacher's too,
  // and its ratings of the waveMaker.
  const answers = [
    { myEmotion: 0.6, authorIntent: 0.8, sound: 0.7, confidence: 0.5, note: 'Good points.' },
    { myEmotion: 0.7, authorIntent: 0.9, sound: 0.8, confidence: 1, note: 'I have studied it.' },
    { myEmotion: -0.4, authorIntent: 0.3, sound: 0.4, confidence: 0.5, note: 'Too costly.' },
    { myEmotion: 0.2, authorIntent: 0.6, sound: 0.6, confidence: 0.1 },
    { myEmotion: 0.5, authorIntent: 0.7, sound: 0.7, confidence: 0.5, note: 'Mine.' },
  ];
  const interpreters = [...raterUsers, teacher!];
  await Promise.all(
    interpreters.map((user, index) =>
      post(request, user.token, `/api/ideas/scale/${main._id}`, {
        goodFaith: 0.9,
        ...answers[index],
      }),
    ),
  );
  const ratings = [
    { x: -0.6, y: 0.4, confidence: 0.1 },
    { x: 0.3, y: -0.5, confidence: 0.5 },
    { x: 0.8, y: 0.7, confidence: 1 },
    { x: -0.2, y: -0.9, confidence: 0.5 },
    { x: 0.5, y: 0.5, confidence: 0.5 },
  ];
  await Promise.all(
    interpreters.map((user, index) =>
      post(request, user.token, `/api/agents/scale/${agent._id}`, ratings[index]),
    ),
  );

  // A profile with an alias, a bio and a waveMaker (made with the teacher's first inTell).
  await createTextIdea(request, t, `The teacher's own words ${tag}`);
  await post(request, t, '/api/profile', {
    aka: `Ms Green ${tag}`,
    bio: 'I teach geography and write about cities, trees and the people who live among them.',
  });
  await post(request, o, '/api/profile', { aka: `Planet reader ${tag}`, bio: 'Reads the news.' });

  const report = `The plots could use a legend ${tag}.`;
  await post(request, t, '/api/report', { message: report });
  const invited = uniqueEmail('screens-invited-with-a-long-address');
  await cli('invite', invited, '--teacher');

  return {
    tag,
    teacher: teacher!,
    other: other!,
    student: student!,
    admin: admin!,
    main: { _id: main._id, myPoint: mainPoint },
    names,
    quoteId: quote._id,
    pdf: { _id: pdf._id, myPoint: pdfPoint },
    agent: { _id: agent._id, name: agent.name },
    agentNames,
    links: { ideaIdea: supportLink._id, ideaAgent: strengthens._id, agentAgent: friendLink._id },
    report,
    invited,
  };
}

let content: Content;
/** Pictures taken in the current test. */
let shots = 0;

// One worker runs this file's screens in turn, on one set of content (made once: it takes a while).
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ request }) => {
  // Eight accounts through the operator CLI, then some forty API calls.
  test.setTimeout(180_000);
  content = await makeContent(request);
});

test.beforeEach(async ({ page }) => {
  shots = 0;
  // The cards open their external page once in a new window: keep that off the network.
  await page
    .context()
    .route('https://example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }),
    );
});

/**
 * What a person checks on every screen: it fits, passes axe, has its own title and its headings in
 * order. A picture of the whole page is kept in the test's output folder for a person to look at.
 */
async function look(page: Page) {
  shots += 1;
  await page.screenshot({ path: test.info().outputPath(`screen-${shots}.png`), fullPage: true });
  await expectFitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
  await expectTitleAndHeadings(page);
}

async function signedIn(page: Page, user: ApiUser, path: string) {
  // Older than /welcome's 600-second redirect to /about (content §2).
  await ageAccounts(page);
  await useToken(page, user.token);
  await page.goto(path);
}

/** Below 576 px the menu folds behind its toggle. */
async function openMenuOnAPhone(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) >= 576) return;
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Toggle navigation' })
    .click();
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function showView(page: Page, label: string, view: number) {
  await page.getByRole('toolbar', { name: 'Views' }).getByRole('button', { name: label }).click();
  await expect(page.getByTestId('link-view')).toHaveAttribute('data-shown-view', String(view));
}

const SCREENS: { name: string; run: (page: Page, request: APIRequestContext) => Promise<void> }[] =
  [
    {
      name: 'login',
      run: async (page) => {
        await page.goto('/login');
        await expect(page.getByRole('heading', { level: 1, name: 'Thoughtful' })).toBeVisible();
        await expect(page.getByLabel('Email')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'register',
      run: async (page) => {
        await page.goto('/register');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Create your account' }),
        ).toBeVisible();
        await expect(page.getByLabel('Confirm password')).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'forgot password',
      run: async (page) => {
        await page.goto('/forgot-password');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Forgot my password' }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'confirmation',
      run: async (page, request) => {
        const email = uniqueEmail('screens-confirm');
        await cli('invite', email);
        const registered = await request.post('/api/users', {
          data: { email, password: PASSWORD },
        });
        expect(registered.status()).toBe(201);
        await page.goto(linkPath(await waitForMail(email), '/confirm/'));
        await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'registration refused (not on the invitation list)',
      run: async (page) => {
        await page.goto('/register');
        await page.getByLabel('Email').fill(uniqueEmail('screens-stranger'));
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByLabel('Confirm password').fill(PASSWORD);
        await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
        await page.getByRole('button', { name: 'Submit' }).click();
        await expect(
          page.getByRole('heading', { name: 'Not on the invitation list' }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'a new password',
      run: async (page, request) => {
        const { email } = await createUser('student', 'screens-reset');
        const asked = await request.post('/api/users/password-reset', { data: { email } });
        expect(asked.status()).toBeLessThan(300);
        await page.goto(linkPath(await waitForMail(email), '/confirm/'));
        await expect(
          page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
        ).toBeVisible();
        await expect(page.getByLabel('Confirm new password')).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'terms of use',
      run: async (page) => {
        await page.goto('/terms-of-use');
        await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
        await expect(page.getByText('Effective June 1, 2023')).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'not found',
      run: async (page) => {
        await page.goto('/no/such/screen');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Page does not exist' }),
        ).toBeVisible();
        await expect(page.getByText('Returning back to login screen.')).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'about, for a student',
      run: async (page) => {
        await useToken(page, content.student.token);
        await page.goto('/about');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Think it through, together' }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
        await expect(region(page, 'The team')).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'about, for a new member, and the tip dialog',
      run: async (page) => {
        await useToken(page, content.teacher.token);
        await page.goto('/about');
        await expect(region(page, 'Your first steps')).toContainText('Share your first inTell');
        await look(page);
        await page.getByRole('button', { name: 'How to read the trees' }).click();
        const dialog = page.getByRole('dialog', { name: 'How to read the trees' });
        await expect(dialog.getByText('1 of 4')).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'the menu, opened',
      run: async (page) => {
        await signedIn(page, content.admin, '/welcome');
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
        await openMenuOnAPhone(page);
        for (const [menu, item] of [
          ['Submit new inTell', 'Web link'],
          ['Activities', 'Edit as Admin'],
          ['Account', 'Invitations'],
        ] as const) {
          await nav.getByRole('button', { name: menu }).click();
          await expect(nav.getByRole('link', { name: item })).toBeVisible();
          await look(page);
          await nav.getByRole('button', { name: menu }).click();
          await expect(nav.getByRole('link', { name: item })).toBeHidden();
        }
      },
    },
    {
      name: 'the menu of a student, opened, and the report dialog',
      run: async (page) => {
        await useToken(page, content.student.token);
        await page.goto('/about');
        const nav = page.getByRole('navigation', { name: 'Main' });
        await openMenuOnAPhone(page);
        await expect(nav.getByRole('link', { name: 'Activities' })).toBeVisible();
        await look(page);
        await nav.getByRole('button', { name: 'Suggestions and Bug Reporting' }).click();
        const dialog = page.getByRole('dialog', { name: 'Suggestions and Bug Reporting' });
        await dialog.getByLabel('Your message').fill('The plots could use a legend.');
        await expect(dialog.getByRole('button', { name: 'Submit' })).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'home with the latest inTells and a search',
      run: async (page) => {
        await signedIn(page, content.teacher, '/welcome');
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: `Welcome back ${content.teacher.name.split('@')[0]}.`,
          }),
        ).toBeVisible();
        await expect(
          page.getByRole('list', { name: 'Latest inTells' }).getByRole('listitem'),
        ).toHaveCount(10);
        await look(page);
        await page
          .getByRole('searchbox', { name: 'Search inTells and waveMakers' })
          .fill(content.tag.slice(0, 12));
        // More than ten inTells carry the tag: the search shows the ten it ranks best.
        const found = page.getByRole('list', { name: 'inTells', exact: true }).getByRole('link');
        await expect(found).toHaveCount(10);
        for (const name of await found.allTextContents()) expect(name).toContain(content.tag);
        await expect(
          page.getByRole('list', { name: 'waveMakers', exact: true }).getByRole('link', {
            name: content.agent.name,
          }),
        ).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'submit an inTell',
      run: async (page) => {
        await signedIn(page, content.teacher, '/create1');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Submit an inTell' }),
        ).toBeVisible();
        await look(page);
        await page.getByLabel('Your thoughts', { exact: true }).fill('Trees cool our streets.');
        await page.getByRole('checkbox', { name: /Not POTIE/ }).check();
        await page.getByRole('checkbox', { name: /Deep diving into a polarizing issue/ }).check();
        await expect(page.getByRole('heading', { name: 'Frame your inTell' })).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'submit a web link',
      run: async (page) => {
        await signedIn(page, content.teacher, '/create2');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Submit a web link' }),
        ).toBeVisible();
        await expect(page.getByLabel('Web page address (URL)')).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'submit a new waveMaker (dialog)',
      run: async (page) => {
        await signedIn(page, content.teacher, '/create2');
        await page.getByRole('button', { name: 'Submit new waveMaker' }).click();
        const dialog = page.getByRole('dialog', { name: 'Submit new waveMaker' });
        await expect(dialog.getByLabel('Web address (URL)')).toBeVisible();
        await expect(dialog.getByLabel('Name (60 characters or less)')).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'create and link',
      run: async (page) => {
        await signedIn(page, content.teacher, `/create/21/${content.main._id}`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Create and link' }),
        ).toBeVisible();
        await expect(page.getByLabel('Your thoughts', { exact: true })).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'an inTell, its four views and a quote of it',
      run: async (page) => {
        const { names, main } = content;
        await signedIn(page, content.teacher, `/idea/${main._id}`);
        await expect(page.getByRole('heading', { level: 1, name: main.myPoint })).toBeVisible();
        // View 2: the card between its roots and branches.
        await expect(region(page, 'Supported by')).toContainText(names.root);
        await expect(region(page, 'Opposed by')).toContainText(names.against);
        await expect(region(page, 'Supports')).toContainText(names.effect);
        await expect(region(page, 'Opposes')).toContainText(names.opposed);
        const card = page.getByRole('article').filter({ hasText: 'DEEPER ANALYSIS' });
        await card.getByRole('button', { name: 'DEEPER ANALYSIS (PROVIDED BY AUTHOR)' }).click();
        await expect(card.getByText('Urban heat and health')).toBeVisible();
        await look(page);

        await showView(page, 'Interpret', 1);
        const results = region(page, 'Community interpretations');
        await expect(results.getByRole('img')).toHaveCount(4);
        await expect(page.getByRole('region', { name: 'Your interpretation' })).toBeVisible();
        await look(page);

        await showView(page, 'Arguments', 3);
        await expect(region(page, 'Related inTell')).toContainText(names.similar);
        await expect(region(page, 'Synthesis')).toContainText(names.synthesis);
        await expect(region(page, 'Quotes from above')).toContainText(names.quote);
        await expect(region(page, 'Key points from above')).toContainText(names.keyPoint);
        await look(page);

        await showView(page, 'Related waveMakers', 4);
        await expect(region(page, 'Strengthens those below')).toContainText(content.agent.name);
        await expect(region(page, 'Weakens those below')).toContainText(
          content.agentNames.weakened,
        );
        await look(page);

        await page.goto(`/idea/${content.quoteId}`);
        await expect(page.getByText('Quotation')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Quoted from this idea' })).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'searching for an inTell to link',
      run: async (page) => {
        await signedIn(page, content.teacher, `/idea/${content.main._id}`);
        await region(page, 'Supports').getByRole('button', { name: 'Add to Supports' }).click();
        await page.getByLabel('Create link to existing inTell').fill(content.tag);
        await expect(
          page.getByRole('button', { name: content.names.synthesis, exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Submit new inTell' })).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'an inTell to interpret and a waveMaker to rate',
      run: async (page) => {
        // The admin has done neither: the forms, not the saved answers.
        await signedIn(page, content.admin, `/idea/${content.main._id}/1000/1`);
        await expect(page.getByRole('heading', { name: 'Interpret this inTell' })).toBeVisible();
        // A touch screen is asked to tap or drag, a mouse to click.
        const touch = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
        await expect(
          page
            .getByText(touch ? 'TAP OR DRAG ON THE SCALE BELOW' : 'CLICK ON THE SCALE BELOW')
            .first(),
        ).toBeVisible();
        await look(page);

        await page.goto(`/agent/${content.agent._id}/1000/1`);
        await expect(page.getByText('You have not rated this waveMaker yet.')).toBeVisible();
        await expect(page.getByRole('img', { name: /waveMaker rating plane/ })).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'a PDF inTell',
      run: async (page) => {
        await signedIn(page, content.teacher, `/idea/${content.pdf._id}`);
        await expect(
          page.getByRole('heading', { level: 1, name: content.pdf.myPoint }),
        ).toBeVisible();
        const viewer = page.getByRole('group', { name: /PDF document/ });
        await expect(viewer.getByText('Page 1 of 3')).toBeVisible();
        await expect(viewer.locator('canvas')).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'a waveMaker and its four views',
      run: async (page) => {
        const { agent, agentNames, main } = content;
        await signedIn(page, content.teacher, `/agent/${agent._id}`);
        await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
        await expect(page.getByRole('list', { name: 'Their inTell' })).toContainText(
          content.names.effect,
        );
        await expect(
          page.getByRole('list', { name: 'inTell attributable (by proxy)' }),
        ).toContainText(main.myPoint);
        await look(page);

        await showView(page, 'Interpret', 1);
        await expect(page.getByText('5 ratings of this waveMaker so far.')).toBeVisible();
        await expect(page.getByTestId('other-points').locator('circle')).toHaveCount(4);
        await look(page);

        await showView(page, 'inTell links', 3);
        await expect(region(page, 'inTell below strengthens waveMaker')).toContainText(
          main.myPoint,
        );
        await expect(region(page, 'inTell below weakens waveMaker')).toContainText(
          content.names.against,
        );
        await look(page);

        await showView(page, 'waveMaker links', 4);
        await expect(region(page, 'Friends')).toContainText(agentNames.friend);
        await expect(region(page, 'Foes')).toContainText(agentNames.foe);
        await expect(region(page, 'Related waveMakers')).toContainText(agentNames.related);
        await look(page);
      },
    },
    {
      name: 'the link between two inTells',
      run: async (page) => {
        await signedIn(page, content.teacher, `/link-idea-idea/${content.links.ideaIdea}`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Link between two inTells' }),
        ).toBeVisible();
        await expect(region(page, 'Cause')).toContainText(content.names.root);
        await expect(region(page, 'Effect')).toContainText(content.main.myPoint);
        await expect(page.getByTestId('link-sentences')).toContainText('sees this as support');
        await expect(page.getByRole('region', { name: 'Rate this link' })).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'the link between an inTell and a waveMaker',
      run: async (page) => {
        await signedIn(page, content.teacher, `/link-idea-agent/${content.links.ideaAgent}`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Link between an inTell and a waveMaker' }),
        ).toBeVisible();
        await expect(region(page, 'inTell')).toContainText(content.main.myPoint);
        await expect(region(page, 'waveMaker')).toContainText(content.agent.name);
        // The waveMaker's picture, beside its name (so without words of its own).
        await expect(region(page, 'waveMaker').locator('img')).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'the link between two waveMakers',
      run: async (page) => {
        await signedIn(page, content.teacher, `/link-agent-agent/${content.links.agentAgent}`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Link between two waveMakers' }),
        ).toBeVisible();
        await expect(region(page, 'First waveMaker')).toContainText(content.agent.name);
        await expect(region(page, 'Second waveMaker')).toContainText(content.agentNames.friend);
        await look(page);
      },
    },
    {
      name: 'quote extract with quotes and key points',
      run: async (page) => {
        await signedIn(page, content.teacher, `/quote-extract/${content.main._id}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Quote extract' })).toBeVisible();
        await expect(region(page, 'Quotes from this inTell')).toContainText(content.names.quote);
        await expect(region(page, 'Key points of this inTell')).toContainText(
          content.names.keyPoint,
        );
        await look(page);
      },
    },
    {
      name: 'the developers and a profile, read and edited',
      run: async (page) => {
        const { teacher, other, tag } = content;
        await signedIn(page, teacher, '/profiles');
        await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
        await expect(
          page.getByRole('listitem').filter({ hasText: `Ms Green ${tag}` }),
        ).toBeVisible();
        await look(page);

        await page.goto(`/profile/${other._id}`);
        await expect(page.getByText(`aka Planet reader ${tag}`)).toBeVisible();
        await look(page);

        await page.goto(`/profile/${teacher._id}`);
        await expect(
          page.getByRole('heading', { level: 1, name: teacher.name.split('@')[0] }),
        ).toBeVisible();
        await expect(page.getByText(`aka Ms Green ${tag}`)).toBeVisible();
        await expect(page.getByText('I teach geography')).toBeVisible();
        await look(page);
        await page.getByRole('button', { name: 'Edit My Public Profile' }).click();
        await page.getByLabel(/Bio/).fill('I teach geography.');
        await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'invitations',
      run: async (page) => {
        await signedIn(page, content.admin, '/invitations');
        await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
        await expect(page.getByRole('row').filter({ hasText: content.invited })).toBeVisible();
        await look(page);
      },
    },
    {
      name: 'reports',
      run: async (page) => {
        await signedIn(page, content.admin, '/reports');
        await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
        await expect(page.getByRole('list', { name: 'Reports, newest first' })).toContainText(
          content.report,
        );
        await look(page);
      },
    },
  ];

for (const [label, options] of [
  ['on a desktop', { viewport: { width: 1280, height: 800 } }],
  ['at 390 px', { viewport: PHONE, hasTouch: true }],
] as const) {
  test.describe(label, () => {
    test.use({ ...options, reducedMotion: 'reduce' });
    for (const screen of SCREENS) {
      test(screen.name, async ({ page, request }) => {
        // Several states per screen, each scanned.
        test.setTimeout(60_000);
        await screen.run(page, request);
      });
    }
  });
}
