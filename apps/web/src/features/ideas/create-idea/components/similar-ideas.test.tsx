import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { SimilarIdeas as SimilarIdeaList } from '@thoughtful/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../app/query-client';
import { activateLanguage } from '../../../../lib/i18n';
import { errorBody, fakeApi, type FakeHandler } from '../../../../testing/fake-api';
import { I18nWrapper } from '../../../../testing/i18n-wrapper';
import { SIMILAR_IDEAS_TEXT as T } from '../similar-ideas-text';
import { SimilarIdeas, similarText } from './similar-ideas';

const TEXT = 'Phones should be banned in class';
const route = (text: string) =>
  `GET /api/ideas/similar?${new URLSearchParams({ text: similarText(text) }).toString()}`;

const THREE: SimilarIdeaList = [
  { _id: 'a1', myPoint: 'Ban phones in classrooms', score: 0.87 },
  { _id: 'a2', myPoint: 'Phones at school: a ban?', score: 0.5 },
  { _id: 'a3', myPoint: 'Screens and attention', score: 0.12 },
];

function renderSimilar(text: string) {
  const client = createQueryClient();
  const ui = (value: string) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SimilarIdeas text={value} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(ui(text), { wrapper: I18nWrapper });
  return { ...view, type: (value: string) => view.rerender(ui(value)) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('SimilarIdeas (issue 45)', () => {
  it('asks nothing below three words, then shows the three most similar, each to open', async () => {
    const api = fakeApi({ [route(TEXT)]: () => ({ body: THREE }) });
    const view = renderSimilar('Phones should');
    await settle();
    expect(api.calls.filter((call) => call.route.includes('/similar'))).toHaveLength(0);
    view.type(TEXT);
    const heading = await screen.findByRole('heading', { name: T.heading }, { timeout: 3000 });
    expect(heading).toBeTruthy();
    expect(api.callsTo(route(TEXT))).toHaveLength(1);
    const links = screen.getAllByRole('link', { name: /^Open “/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/idea/a1',
      '/idea/a2',
      '/idea/a3',
    ]);
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.textContent).toBe(T.open);
    expect(links[0]!.getAttribute('aria-label')).toBe(
      'Open “Ban phones in classrooms” (opens in a new tab)',
    );
    expect(screen.getByText('87% alike')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 similar inTells.');
  });

  it('asks once the text rests, not for every keystroke', async () => {
    const api = fakeApi({ [route(TEXT)]: () => ({ body: THREE }) });
    const view = renderSimilar('Phones');
    view.type('Phones should be');
    view.type('Phones should be banned');
    view.type(TEXT);
    await screen.findByRole('heading', { name: T.heading }, { timeout: 3000 });
    expect(api.calls.filter((call) => call.route.includes('/similar'))).toHaveLength(1);
  });

  it('shows and says nothing when none is alike, or when the request fails', async () => {
    const none: FakeHandler = () => ({ body: [] });
    const api = fakeApi({
      [route(TEXT)]: none,
      [route('Something else entirely here')]: () => ({ status: 500, body: errorBody('No') }),
    });
    const view = renderSimilar(TEXT);
    await waitFor(() => expect(api.callsTo(route(TEXT))).toHaveLength(1), { timeout: 3000 });
    await settle();
    expect(screen.queryByRole('heading', { name: T.heading })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    view.type('Something else entirely here');
    await waitFor(
      () => expect(api.callsTo(route('Something else entirely here'))).toHaveLength(1),
      { timeout: 3000 },
    );
    await settle();
    expect(screen.queryByRole('heading', { name: T.heading })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await activateLanguage('es');
    fakeApi({ [route(TEXT)]: () => ({ body: THREE }) });
    renderSimilar(TEXT);
    expect(
      await screen.findByRole('heading', { name: 'inTells parecidos' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Abrir “/ })).toHaveLength(3);
    expect(screen.getByText('87 % de parecido')).toBeTruthy();
  });
});
