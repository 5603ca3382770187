import { ROUTE_MODE, type ClassDto, type ClassViewpoints, type Roster } from '@thoughtful/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeApi, makeUser, type FakeHandler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { activateLanguage } from '../../../lib/i18n';
import { ideaInClassPath } from '../class-paths';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const civics: ClassDto = {
  _id: 'c1',
  name: 'Civics 7A',
  code: 'K7QDM2XP9A',
  teachers: [{ _id: 't1', name: 'Tess' }],
  studentCount: 9,
  archived: false,
  pseudonyms: false,
  autoFollowUps: false,
  followUpsPerStudent: 3,
};

const view: ClassViewpoints = {
  students: 9,
  placed: 7,
  groups: [
    { index: 0, size: 3 },
    { index: 1, size: 3 },
  ],
  map: [
    { userId: 's1', name: 'Ana', x: -0.8, y: 0.5, group: 0 },
    { userId: 's2', name: 'Ben', x: -0.7, y: 0.4, group: 0 },
    { userId: 's3', name: 'Cleo', x: -0.9, y: 0.6, group: 0 },
    { userId: 's4', name: 'Dan', x: 0.8, y: -0.5, group: 1 },
    { userId: 's5', name: 'Eve', x: 0.7, y: -0.4, group: 1 },
    { userId: 's6', name: 'Finn', x: 0.9, y: -0.6, group: 1 },
    { userId: 's7', name: 'Gus', x: 0, y: 1, group: null },
  ],
  bridging: [
    {
      ideaId: 'b1',
      headline: 'Sleep matters for learning',
      respondents: 7,
      figure: 0.8,
      kind: 'none',
      sentence: 'Both groups find it sound.',
      scale: 'sound',
      saying: { kind: 'alike', groups: 2, band: 4 },
    },
  ],
  dividing: [
    {
      ideaId: 'd1',
      headline: 'Buses cannot run later',
      respondents: 6,
      figure: 0.7,
      kind: 'facts',
      sentence:
        'The groups differ on how sound it is: Group B finds it sound, while Group A finds it unsound.',
      scale: 'sound',
      saying: {
        kind: 'differ',
        groups: [
          { index: 1, band: 4 },
          { index: 0, band: 0 },
        ],
      },
    },
  ],
  questions: [
    {
      ideaId: 'q1',
      headline: 'School should start at 9',
      cruxes: [{ ideaId: 'd1', headline: 'Buses cannot run later', reason: 'Group B doubts it.' }],
    },
    { ideaId: 'q2', headline: 'Phones out of class', cruxes: [] },
  ],
  computedAt: new Date(Date.now() - 2 * 60_000).toISOString(),
};

/** As the server answers now: each crux with what its reason says. */
const said: ClassViewpoints = {
  ...view,
  questions: [
    {
      ideaId: 'q1',
      headline: 'School should start at 9',
      cruxes: [
        {
          ideaId: 'd1',
          headline: 'Buses cannot run later',
          reason:
            'Group B finds it far sounder than Group A does; it bears directly on the question.',
          saying: { sounder: { higher: 1, lower: 0, far: true }, supports: null, depth: 1 },
        },
      ],
    },
  ],
};

/** Another class she teaches, too small for a map of its own. */
const eighth: ClassDto = { ...civics, _id: 'c2', name: 'Civics 8B', studentCount: 4 };

function serve(answer: ClassViewpoints = view, extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/auth': () => ({ body: makeUser({ _id: 't1', name: 'Tess' }) }),
    'GET /api/classes': () => ({ body: [civics, eighth] }),
    'GET /api/classes/c1': () => ({ body: civics }),
    'GET /api/classes/c1/viewpoints': () => ({ body: answer }),
    ...extra,
  });
}

async function open() {
  renderApp('/classes/c1/viewpoints');
  await screen.findByRole('heading', { level: 1, name: 'Viewpoints: Civics 7A' });
}

describe('the class’s viewpoints (DESIGN.md §12)', () => {
  it('says how many students are placed, and why the others are not', async () => {
    serve();
    await open();
    expect(screen.getByTestId('class-viewpoints-placed').textContent).toBe(
      '7 of 9 students are placed on the map. The other 2 have interpreted fewer than 5 of the class’s inTells: not yet enough to place them.',
    );
    expect(screen.getByText(/Worked out/).textContent).toMatch(/2 minutes ago/);
    expect(screen.getByText('How is this worked out?')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Roster' }).getAttribute('href')).toBe('/classes/c1');
  });

  it('draws a named, focusable mark per student, shaped and coloured by group', async () => {
    serve();
    await open();
    const map = screen.getByRole('group', { name: 'Opinion map: 7 students in 2 groups' });
    const marks = within(map).getAllByRole('img');
    expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual([
      'Ana, Group A',
      'Ben, Group A',
      'Cleo, Group A',
      'Dan, Group B',
      'Eve, Group B',
      'Finn, Group B',
      'Gus, not in a named group',
    ]);
    for (const mark of marks) expect(mark.getAttribute('tabindex')).toBe('0');
    // Group A a circle, Group B a square, in their colours.
    expect(marks[0]!.querySelector('circle:not(.opinion-map-target)')!.getAttribute('fill')).toBe(
      '#0072B2',
    );
    expect(marks[3]!.querySelector('rect')!.getAttribute('fill')).toBe('#E69F00');
  });

  it('shows the student’s name on hover and on keyboard focus', async () => {
    serve();
    await open();
    const map = screen.getByRole('group', { name: /^Opinion map/ });
    expect(within(map).queryByTestId('opinion-map-name')).toBeNull();
    const ben = within(map).getByRole('img', { name: 'Ben, Group A' });
    fireEvent.mouseEnter(ben);
    expect(within(map).getByTestId('opinion-map-name').textContent).toBe('Ben');
    fireEvent.mouseLeave(ben);
    expect(within(map).queryByTestId('opinion-map-name')).toBeNull();

    const eve = within(map).getByRole('img', { name: 'Eve, Group B' });
    act(() => eve.focus());
    expect(document.activeElement).toBe(eve);
    expect(within(map).getByTestId('opinion-map-name').textContent).toBe('Eve');
    // A focus ring around the focused mark.
    expect(eve.querySelector('.opinion-map-focus')).toBeTruthy();
    // Hovering another mark names that one; leaving it names the focused one again.
    const dan = within(map).getByRole('img', { name: 'Dan, Group B' });
    fireEvent.mouseEnter(dan);
    expect(within(map).getByTestId('opinion-map-name').textContent).toBe('Dan');
    fireEvent.mouseLeave(dan);
    expect(within(map).getByTestId('opinion-map-name').textContent).toBe('Eve');
    act(() => eve.blur());
    expect(within(map).queryByTestId('opinion-map-name')).toBeNull();
  });

  it('lists the groups in order with their sizes, and who is in each', async () => {
    serve();
    await open();
    const table = screen.getByRole('table', { name: 'The groups, largest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Group A3',
      'Group B3',
      'Not in a named group1',
    ]);
    const who = screen.getByText('Who is in each group').closest('details')!;
    expect(who.textContent).toContain('Group AAna, Ben, Cleo');
    expect(who.textContent).toContain('Not in a named groupGus');
  });

  it('lists what bridges and what divides the class, linked in the class', async () => {
    serve();
    await open();
    const bridging = screen.getByRole('region', { name: 'Bridges the class' });
    const bridge = within(bridging).getByRole('link', { name: 'Sleep matters for learning' });
    expect(bridge.getAttribute('href')).toBe('/idea/b1/1000/1?classId=c1');
    expect(bridging.textContent).toContain('Both groups find it sound.');
    expect(bridging.textContent).toContain('7 students answered.');
    const dividing = screen.getByRole('region', { name: 'Divides the class' });
    expect(within(dividing).getByRole('link').getAttribute('href')).toBe(
      '/idea/d1/1000/1?classId=c1',
    );
    expect(dividing.textContent).toContain(
      'The groups differ on how sound it is: Group B finds it sound, while Group A finds it unsound.',
    );
    expect(dividing.textContent).toContain('6 students answered.');
  });

  it('links an inTell on its interpretation view, where its results are', () => {
    expect(ideaInClassPath('b 1', 'c1')).toBe(
      `/idea/b%201/${ROUTE_MODE.START_ON_VIEW}/1?classId=c1`,
    );
  });

  it('gives each guiding question its cruxes and reasons', async () => {
    serve();
    await open();
    const questions = screen.getByRole('region', { name: 'Guiding questions and their cruxes' });
    const first = within(questions).getByRole('article', { name: 'School should start at 9' });
    const crux = within(first).getByRole('link', { name: 'Buses cannot run later' });
    expect(crux.getAttribute('href')).toBe('/idea/d1/1000/1?classId=c1');
    expect(first.textContent).toContain('Group B doubts it.');
    const second = within(questions).getByRole('article', { name: 'Phones out of class' });
    expect(second.textContent).toContain('No cruxes found for this question yet.');
  });

  it('says plainly what is missing when nothing is worked out yet', async () => {
    serve({
      students: 4,
      placed: 0,
      groups: [],
      map: [],
      bridging: [],
      dividing: [],
      questions: [],
      computedAt: null,
    });
    await open();
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('0 of 4 students are placed on the map.');
    // Four students can never make a map: said once, where she can add classes (issue 43).
    expect(screen.getByTestId('class-viewpoints-too-few').textContent).toBe(
      'A map of viewpoints needs at least 6 students who have each interpreted 5 inTells; this class has 4 students, so its map stays empty. Add the other classes you teach this topic to (a year group, say) to read their students together as one map.',
    );
    expect(main.textContent).not.toContain('The other 4 have interpreted fewer than 5');
    expect(main.textContent).toContain('The viewpoints have not been worked out yet.');
    expect(main.textContent).toContain('Nobody is on the map yet');
    expect(main.textContent).toContain('No inTell bridges the groups yet.');
    expect(main.textContent).toContain('No inTell divides the groups yet.');
    expect(main.textContent).toContain('This class has no guiding questions yet');
    expect(screen.queryByRole('group', { name: /^Opinion map/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the placed students fall into no separate groups', async () => {
    serve({
      ...view,
      groups: [],
      map: view.map.map((point) => ({ ...point, group: null })),
    });
    await open();
    expect(screen.getByRole('region', { name: 'Groups' }).textContent).toContain(
      'No separate viewpoints in this class yet',
    );
    const map = screen.getByRole('group', { name: 'Opinion map: 7 students in 0 groups' });
    expect(within(map).getByRole('img', { name: 'Ana, not in a named group' })).toBeTruthy();
  });

  it('releases the class’s figures to its students, and says so', async () => {
    let answer: () => void = () => undefined;
    const api = serve(view, {
      'POST /api/classes/c1/viewpoints/release': () =>
        new Promise((resolve) => (answer = () => resolve({ status: 204 }))),
    });
    await open();
    const part = screen.getByRole('region', { name: 'What your students see' });
    expect(part.textContent).toContain(
      'Students see the figures on an inTell change only after three new answers to it, or when you release them.',
    );
    const button = within(part).getByRole('button', { name: 'Show students the latest figures' });
    const status = within(part).getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(button);
    // Pending: the button waits, the status says so.
    await waitFor(() => expect(status.textContent).toBe('Releasing the figures…'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer();
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Released: within a few seconds, students see the figures as they stand, the next time they open an inTell’s results.',
      ),
    );
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(api.callsTo('POST /api/classes/c1/viewpoints/release')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s message when the release fails', async () => {
    const api = serve(view, {
      'POST /api/classes/c1/viewpoints/release': () => ({
        status: 403,
        body: errorBody('You are not a teacher of this class'),
      }),
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Show students the latest figures' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Failed to release the figures: You are not a teacher of this class',
    );
    expect(screen.getByTestId('class-viewpoints-released').textContent).toBe('');
    expect(api.callsTo('POST /api/classes/c1/viewpoints/release')).toHaveLength(1);
  });

  it('offers no release to a class without students', async () => {
    serve({ ...view, students: 0, placed: 0, map: [], groups: [] });
    await open();
    expect(screen.queryByRole('button', { name: 'Show students the latest figures' })).toBeNull();
  });

  it('is reached from the Classes screen and the roster', async () => {
    serve(view, {
      'GET /api/classes': () => ({ body: [civics] }),
      'GET /api/classes/c1/roster': () => ({
        body: { students: [], invited: [], activityCount: 0 } satisfies Roster,
      }),
    });
    const { router } = renderApp('/classes');
    const link = await screen.findByRole('link', { name: 'Viewpoints of Civics 7A' });
    expect(link.getAttribute('href')).toBe('/classes/c1/viewpoints');
    await router.navigate('/classes/c1');
    const fromRoster = await screen.findByRole('link', { name: 'Viewpoints of Civics 7A' });
    fireEvent.click(fromRoster);
    await screen.findByRole('heading', { level: 1, name: 'Viewpoints: Civics 7A' });
  });

  it('is not for students', async () => {
    const api = fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ _id: 's1', isStudent: true }) }),
      'GET /api/activity?view=student': () => ({ body: [] }),
    });
    renderApp('/classes/c1/viewpoints');
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Viewpoints/ })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /api/classes/c1/viewpoints')).toHaveLength(0);
  });

  it('reads other classes she teaches together with the class as one map (issue 43)', async () => {
    const small: ClassViewpoints = {
      ...view,
      students: 3,
      placed: 0,
      groups: [],
      map: [],
      bridging: [],
      dividing: [],
      computedAt: null,
    };
    let combinedReads = 0;
    const api = serve(small, {
      'GET /api/classes/c1/viewpoints?with=c2': () => {
        combinedReads += 1;
        // The first read asks for the map; it is worked out within seconds.
        return { body: combinedReads === 1 ? { ...small, students: 7 } : { ...view, students: 7 } };
      },
    });
    const { router } = renderApp('/classes/c1/viewpoints');
    await screen.findByRole('heading', { level: 1, name: 'Viewpoints: Civics 7A' });
    const part = screen.getByRole('region', { name: 'Classes on this map' });
    await waitFor(() =>
      expect(within(part).getByTestId('class-viewpoints-too-few').textContent).toMatch(
        /^A map of viewpoints needs at least 6 students who have each interpreted 5 inTells; this class has 3 students/,
      ),
    );
    const choices = await within(part).findByRole('group', {
      name: 'Read Civics 7A together with',
    });
    const other = within(choices).getByRole('checkbox', { name: 'Civics 8B (4 students)' });
    // Only her other classes are offered.
    expect(within(choices).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(other);

    await screen.findByRole('heading', { level: 1, name: 'Viewpoints: Civics 7A, Civics 8B' });
    expect(router.state.location.search).toBe('?with=c2');
    expect((other as HTMLInputElement).checked).toBe(true);
    await screen.findByText(
      'The map of these classes together is being worked out: it appears here within a few seconds.',
    );
    expect(within(part).queryByTestId('class-viewpoints-too-few')).toBeNull();
    // Read again until it is worked out, then drawn.
    await screen.findByRole(
      'group',
      { name: 'Opinion map: 7 students in 2 groups' },
      { timeout: 6000 },
    );
    expect(screen.getByTestId('class-viewpoints-placed').textContent).toMatch(
      /^7 of 7 students are placed on the map\./,
    );
    // A combination publishes nothing to students: no release here.
    expect(screen.queryByRole('button', { name: 'Show students the latest figures' })).toBeNull();
    expect(api.callsTo('GET /api/classes/c1/viewpoints?with=c2').length).toBeGreaterThanOrEqual(2);

    // Unticked, the class alone again.
    fireEvent.click(within(part).getByRole('checkbox', { name: 'Civics 8B (4 students)' }));
    await screen.findByRole('heading', { level: 1, name: 'Viewpoints: Civics 7A' });
    expect(router.state.location.search).toBe('');
  }, 10_000);
});

describe('the class’s viewpoints in Spanish (issue 44)', () => {
  it('names the groups and words the sentences and reasons in her language', async () => {
    fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ _id: 't1', name: 'Tess', language: 'es' }) }),
      'GET /api/classes': () => ({ body: [civics, eighth] }),
      'GET /api/classes/c1': () => ({ body: civics }),
      'GET /api/classes/c1/viewpoints': () => ({ body: said }),
    });
    renderApp('/classes/c1/viewpoints');
    await screen.findByRole('heading', { level: 1, name: 'Puntos de vista: Civics 7A' });
    const groups = await screen.findByRole('table', { name: 'Los grupos, del mayor al menor' });
    expect(
      within(groups)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toContain('Grupo A3');
    const map = screen.getByRole('group', { name: /^Mapa de opiniones/ });
    expect(within(map).getAllByRole('img', { name: /, Grupo B$/ })).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Une a la clase' }).textContent).toContain(
      'Ambos grupos lo consideran sólido.',
    );
    expect(screen.getByRole('region', { name: 'Divide a la clase' }).textContent).toContain(
      'Los grupos difieren en lo sólido que es: el Grupo B lo considera sólido, mientras que el Grupo A lo considera poco sólido.',
    );
    expect(
      screen.getByRole('region', { name: 'Preguntas guía y sus puntos clave' }).textContent,
    ).toContain(
      'El Grupo B lo considera mucho más sólido que el Grupo A; influye directamente en la pregunta.',
    );
  });
});
