import type { IdeaViewpoints, Language, ViewpointScaleSummary } from '@thoughtful/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, LanguageContext } from '../../../../lib/i18n';
import { I18nWrapper } from '../../../../testing/i18n-wrapper';
import { CruxesList, ViewpointsPanel } from './viewpoints-panel';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const empty47 = () => Array.from({ length: 47 }, () => 0);

function scale(overrides: Partial<ViewpointScaleSummary>): ViewpointScaleSummary {
  return {
    scale: 'sound',
    bridged: 0.4,
    spread: 0.6,
    sentence: 'Group A finds it sound; Group B does not.',
    respondents: 12,
    groups: [
      { index: 0, respondents: 7, mean: 0.85, histogram: empty47() },
      { index: 1, respondents: 5, mean: 0.15, histogram: empty47() },
    ],
    ...overrides,
  };
}

function viewpoints(overrides: Partial<IdeaViewpoints> = {}): IdeaViewpoints {
  return {
    respondents: 12,
    groups: [
      { index: 0, size: 7 },
      { index: 1, size: 5 },
    ],
    scales: [
      scale({}),
      scale({
        scale: 'values',
        bridged: -0.125,
        sentence: 'The groups name different values.',
        respondents: 11,
      }),
    ],
    disagreement: {
      kind: 'facts',
      sentence:
        'The groups disagree mostly about facts and reasoning: they judge how sound it is differently.',
    },
    placed: 12,
    computedAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const region = () => screen.getByRole('region', { name: 'Viewpoints' });

describe('an inTell’s viewpoints (DESIGN.md §12)', () => {
  it('says each scale’s sentence with its bridged figure and what it rests on', () => {
    inRouter(<ViewpointsPanel viewpoints={viewpoints()} />);
    const panel = region();
    expect(within(panel).getByTestId('viewpoints-disagreement').textContent).toBe(
      'The groups disagree mostly about facts and reasoning: they judge how sound it is differently.',
    );
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Soundness: Group A finds it sound; Group B does not.' +
        'Bridged score 0.40, on a scale from 0 to 1; rests on 12 people in 2 groups.',
      'Values: The groups name different values.' +
        'Bridged score -0.13, on a scale from -1 to 1; rests on 11 people in 2 groups.',
    ]);
  });

  it('tells how it is worked out, in plain words, folded', () => {
    inRouter(<ViewpointsPanel viewpoints={viewpoints()} />);
    const panel = region();
    const details = panel.querySelector('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(within(panel).getByText('How is this worked out?'));
    const text = details.textContent ?? '';
    expect(text).toMatch(/principal component analysis/);
    expect(text).toMatch(/2 to 5 groups \(k-means\)/);
    expect(text).toMatch(/clearly apart/);
    expect(text).toMatch(/pulled toward everyone's average by a few answers/);
    expect(text).toMatch(
      /geometric mean of the groups' averages: it is high only when every group/,
    );
    expect(text).toMatch(/fewer than 5 people, and groups of fewer than 3 are left out/);
  });

  it('shows no disagreement sentence when the answer has none', () => {
    inRouter(<ViewpointsPanel viewpoints={viewpoints({ disagreement: null })} />);
    expect(screen.queryByTestId('viewpoints-disagreement')).toBeNull();
  });

  it('says plainly that fewer than 5 people answered', () => {
    inRouter(
      <ViewpointsPanel
        viewpoints={viewpoints({ respondents: 4, groups: [], scales: [], disagreement: null })}
      />,
    );
    expect(region().textContent).toContain(
      'Viewpoints show once 5 people have interpreted this inTell; 4 people have so far.',
    );
    // Nothing to work out: no figures and no method below the threshold.
    expect(screen.queryByText('How is this worked out?')).toBeNull();
    expect(screen.queryByText(/Bridged score/)).toBeNull();
  });

  it('says nobody has yet, and one person has', () => {
    const { unmount } = inRouter(
      <ViewpointsPanel viewpoints={viewpoints({ respondents: 0, scales: [], groups: [] })} />,
    );
    expect(region().textContent).toContain('nobody has yet.');
    unmount();
    inRouter(
      <ViewpointsPanel viewpoints={viewpoints({ respondents: 1, scales: [], groups: [] })} />,
    );
    expect(region().textContent).toContain('1 person has so far.');
  });

  it('says when no separate viewpoints were found, and how many were placed', () => {
    inRouter(
      <ViewpointsPanel
        viewpoints={viewpoints({
          respondents: 9,
          placed: 4,
          groups: [],
          scales: [],
          disagreement: null,
        })}
      />,
    );
    const text = region().textContent ?? '';
    expect(text).toContain(
      'No separate viewpoints were found among the 9 people who interpreted this inTell: they do not fall into groups of 3 or more that are clearly apart.',
    );
    expect(text).toContain('4 of these 9 people have answered 5 or more inTells here');
    expect(screen.getByText('How is this worked out?')).toBeTruthy();
  });

  it('says when the groups have not been worked out yet', () => {
    inRouter(
      <ViewpointsPanel
        viewpoints={viewpoints({ scales: [], groups: [], disagreement: null, computedAt: null })}
      />,
    );
    expect(region().textContent).toContain('The viewpoints have not been worked out yet.');
  });

  it('names nobody: only groups, never who is in them', () => {
    inRouter(<ViewpointsPanel viewpoints={viewpoints()} />);
    const text = region().textContent ?? '';
    expect(text).not.toMatch(/Ada|Bea|student/i);
  });
});

describe('a guiding question’s cruxes', () => {
  const cruxes = [
    { ideaId: 'x1', headline: 'Sleep needs shift in teens', reason: 'Group A finds it sound.' },
    { ideaId: 'x2', headline: 'Buses run early', reason: 'The groups rate its link apart.' },
  ];

  it('lists each crux’s headline, linked to its inTell in the class, and its reason', () => {
    inRouter(<CruxesList cruxes={cruxes} classId="k1" linkIdeas />);
    const list = screen.getByRole('region', { name: 'Cruxes' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sleep needs shift in teens', '/idea/x1/1000/1?classId=k1'],
      ['Buses run early', '/idea/x2/1000/1?classId=k1'],
    ]);
    expect(list.textContent).toContain('The groups rate its link apart.');
  });

  it('links to the inTell itself outside a class', () => {
    inRouter(<CruxesList cruxes={cruxes} classId={null} linkIdeas />);
    expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toBe('/idea/x1/1000/1');
  });

  it('names them without links for a reader who cannot open inTells (a student)', () => {
    inRouter(<CruxesList cruxes={cruxes} classId="k1" linkIdeas={false} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Sleep needs shift in teens')).toBeTruthy();
  });

  it('shows nothing when there are none', () => {
    inRouter(<CruxesList cruxes={[]} classId="k1" linkIdeas />);
    expect(screen.queryByRole('region', { name: 'Cruxes' })).toBeNull();
  });
});

describe('the viewpoints’ sentences in the reader’s language (issue 44)', () => {
  // As the app gives it: the catalogues, and the language spoken (LanguageProvider's).
  const inLanguage = (language: Language, node: ReactNode) =>
    render(
      <LanguageContext.Provider value={{ language, setLanguage: () => undefined }}>
        <I18nWrapper>
          <MemoryRouter>{node}</MemoryRouter>
        </I18nWrapper>
      </LanguageContext.Provider>,
    );
  const said = viewpoints({
    scales: [
      scale({
        sentence:
          'The groups differ on how sound it is: Group A finds it sound, while Group B finds it unsound.',
        saying: {
          kind: 'differ',
          groups: [
            { index: 0, band: 4 },
            { index: 1, band: 0 },
          ],
        },
      }),
      scale({
        scale: 'emotion',
        bridged: 0.1,
        sentence: 'All 3 groups feel neutral about it.',
        saying: { kind: 'alike', groups: 3, band: 2 },
      }),
    ],
  });

  it('words each scale’s sentence and the disagreement from what the server says they say', async () => {
    await activateLanguage('es');
    inLanguage('es', <ViewpointsPanel viewpoints={said} />);
    const panel = screen.getByRole('region', { name: 'Puntos de vista' });
    expect(within(panel).getByTestId('viewpoints-disagreement').textContent).toBe(
      'Los grupos discrepan sobre todo en los hechos y el razonamiento: juzgan de forma distinta lo sólido que es.',
    );
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain(
      'Los grupos difieren en lo sólido que es: el Grupo A lo considera sólido, mientras que el Grupo B lo considera poco sólido.',
    );
    expect(items[1]!.textContent).toContain('Los 3 grupos tienen una impresión neutra de él.');
  });

  it('says the same English as the server in English', () => {
    inLanguage('en', <ViewpointsPanel viewpoints={said} />);
    const items = within(region()).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain(said.scales[0]!.sentence);
    expect(items[1]!.textContent).toContain('All 3 groups feel neutral about it.');
  });

  it('words a crux’s reason, and shows one kept before it had a saying as sent', async () => {
    await activateLanguage('es');
    inLanguage(
      'es',
      <CruxesList
        cruxes={[
          {
            ideaId: 'x1',
            headline: 'Sleep needs shift in teens',
            reason:
              'Group B finds it far sounder than Group A does, and Group A rates it as supporting what it is linked to more than Group B does; it bears on the question through 2 other inTells.',
            saying: {
              sounder: { higher: 1, lower: 0, far: true },
              supports: { higher: 0, lower: 1, target: 'linked' },
              depth: 3,
            },
          },
          { ideaId: 'x2', headline: 'Buses run early', reason: 'Group A finds it sound.' },
        ]}
        classId="k1"
        linkIdeas
      />,
    );
    const items = within(screen.getByRole('region', { name: 'Puntos clave' })).getAllByRole(
      'listitem',
    );
    expect(items[0]!.querySelector('p')!.textContent).toBe(
      'El Grupo B lo considera mucho más sólido que el Grupo A y el Grupo A lo valora como más favorable a aquello con lo que está enlazado que el Grupo B; influye en la pregunta a través de otros 2 inTells.',
    );
    expect(items[1]!.querySelector('p')!.textContent).toBe('Group A finds it sound.');
  });
});
