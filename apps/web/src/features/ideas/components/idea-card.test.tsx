import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeIdea } from '../../../testing/content-fixtures';
import { I18nWrapper } from '../../../testing/i18n-wrapper';
import { IdeaCard, type IdeaCardProps } from './idea-card';

// react-pdf and react-player do not run in jsdom; their own wrappers are what the card chooses.
vi.mock('../../../components/widgets/pdf-viewer', () => ({
  PdfViewer: ({ file }: { file: string }) => <div data-testid="pdf-viewer">{file}</div>,
}));
vi.mock('../../../components/widgets/video-player', () => ({
  VideoPlayer: ({ url }: { url: string }) => <div data-testid="video-player">{url}</div>,
}));

afterEach(cleanup);

function renderCard(props: IdeaCardProps) {
  return render(
    <MemoryRouter>
      <IdeaCard {...props} />
    </MemoryRouter>,
    { wrapper: I18nWrapper },
  );
}

describe('IdeaCard (content §2)', () => {
  it('links the headline to the idea screen and shows body, submitter and age', () => {
    renderCard({ idea: makeIdea() });
    const heading = screen.getByRole('heading', { level: 2, name: 'Cities should plant trees' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/idea/i1');
    expect(screen.getByText('Shade cools streets.')).toBeTruthy();
    expect(screen.getByText(/Submitted/).textContent).toContain('3 minutes ago');
    expect(screen.getByRole('link', { name: 'Bea' }).getAttribute('href')).toBe('/agent/a-bea');
  });

  it('names a classmate under a pseudonym as text: no account to link to', () => {
    renderCard({
      idea: makeIdea({ user: { name: 'Teal Otter', avatar: '', agents: [] } }),
    });
    expect(screen.getByText(/Submitted/).textContent).toContain('Teal Otter');
    expect(screen.queryByRole('link', { name: 'Teal Otter' })).toBeNull();
  });

  it('on its own screen the headline is the page heading, without a link', () => {
    renderCard({ idea: makeIdea(), headingLevel: 1, linkHeadline: false });
    const heading = screen.getByRole('heading', { level: 1, name: 'Cities should plant trees' });
    expect(within(heading).queryByRole('link')).toBeNull();
  });

  it('without a headline, names the card by its display label (content §3) for screen readers', () => {
    renderCard({ idea: makeIdea({ myPoint: '', text: 'To be or not', myContent: 'Body' }) });
    const heading = screen.getByRole('heading', { level: 2, name: '"To be or not"' });
    expect(heading.className).toContain('visually-hidden');
    expect(screen.getByRole('article', { name: '"To be or not"' })).toBeTruthy();
  });

  it("marks the author's words with the inTell's language, not the card's own words", () => {
    renderCard({
      idea: makeIdea({
        myPoint: 'El gobierno escucha',
        myContent: 'A los alumnos.',
        text: 'Nada sobre nosotros sin nosotros',
        language: 'es',
      }),
    });
    expect(screen.getByRole('heading', { name: 'El gobierno escucha' }).getAttribute('lang')).toBe(
      'es',
    );
    expect(screen.getByText('A los alumnos.').getAttribute('lang')).toBe('es');
    const quote = screen.getByText('Nada sobre nosotros sin nosotros');
    expect(quote.getAttribute('lang')).toBe('es');
    expect(quote.closest('figure')?.querySelector('figcaption')?.hasAttribute('lang')).toBe(false);
  });

  it('shows a quotation in italics, marked Quotation', () => {
    renderCard({ idea: makeIdea({ text: 'Ask not what your country can do' }) });
    const quote = screen.getByText('Ask not what your country can do');
    expect(quote.className).toContain('fst-italic');
    expect(quote.closest('figure')?.textContent).toContain('Quotation');
  });

  it('opens the external link in a new tab, without opener or referrer', () => {
    renderCard({ idea: makeIdea({ url: 'https://example.org/report' }) });
    const link = screen.getByRole('link', { name: /example\.org\/report/ });
    expect(link.getAttribute('href')).toBe('https://example.org/report');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lists accountable and proxied agents with the proxied percentage', () => {
    renderCard({
      idea: makeIdea({
        players: [{ _id: 'a2', name: 'Council' }],
        proxySources: [{ _id: 'a3', name: 'Planet' }],
        proxyLevel: 0.666,
      }),
    });
    const accountable = screen.getByRole('list', { name: 'Accountable agents' });
    expect(within(accountable).getByRole('link', { name: 'Council' }).getAttribute('href')).toBe(
      '/agent/a2',
    );
    expect(
      within(screen.getByRole('list', { name: 'Proxied agents' })).getByText('Planet'),
    ).toBeTruthy();
    expect(screen.getByText('67% proxied')).toBeTruthy();
  });

  it('names the author, waveMakers and quoted inTell as text without in-app links (students)', () => {
    renderCard({
      idea: makeIdea({
        players: [{ _id: 'a2', name: 'Council' }],
        ideaReferenced: 'i0',
        text: 'Shade cools',
        url: 'https://example.org/trees',
      }),
      inAppLinks: false,
    });
    expect(screen.getByRole('heading', { name: 'Cities should plant trees' })).toBeTruthy();
    expect(screen.getByText('Council')).toBeTruthy();
    expect(screen.getByText(/Quoted from this idea/).textContent).toContain('Bea');
    // Only the external source stays a link.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://example.org/trees',
    ]);
  });

  it.each([-2, 0])('hides the percentage when proxyLevel is %s', (proxyLevel) => {
    renderCard({ idea: makeIdea({ proxyLevel, proxySources: [{ _id: 'a3', name: 'P' }] }) });
    expect(screen.queryByText(/% proxied/)).toBeNull();
  });

  it('keeps the deeper analysis collapsed until asked, with each answer under its prompt', () => {
    renderCard({
      idea: makeIdea({
        frameContext: 'Urban heat',
        myConcern: 'Health',
        errorCorrection: 'Costs',
        frameResolution: 'Plant now',
        criticContent: 'Upkeep',
        criticConcern: 'Taxes',
        atCore: true,
      }),
    });
    const toggle = screen.getByRole('button', { name: /DEEPER ANALYSIS \(PROVIDED BY AUTHOR\)/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region?.className).not.toContain('show');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual([
      'Stepping back, this inTell is really all about...',
      'What do I care about?',
      'What do critics argue?',
      'What do critics care about?',
      'I would change my position if...',
      'The bottom line is...',
    ]);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'Urban heat',
      'Health',
      'Upkeep',
      'Taxes',
      'Costs',
      'Plant now',
    ]);
    expect(screen.getByText(/at the core of the issue/)).toBeTruthy();
  });

  it('has no deeper analysis for an inTell that was not framed', () => {
    renderCard({ idea: makeIdea() });
    expect(screen.queryByRole('button', { name: /DEEPER ANALYSIS/ })).toBeNull();
  });

  it('shows an image, but a PDF in the paged viewer and a video in the player', () => {
    const { unmount } = renderCard({ idea: makeIdea({ image: '/media/a.png' }) });
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/media/a.png');
    unmount();

    renderCard({ idea: makeIdea({ _id: 'p', isPdf: true, image: '/media/r.pdf' }) });
    expect(screen.getByTestId('pdf-viewer').textContent).toBe('/media/r.pdf');
    expect(document.querySelector('img')).toBeNull();
    cleanup();

    renderCard({ idea: makeIdea({ isVideo: true, url: 'https://youtu.be/x' }) });
    expect(screen.getByTestId('video-player').textContent).toBe('https://youtu.be/x');
    expect(screen.queryByRole('link', { name: /youtu\.be/ })).toBeNull();
  });

  it('names the quoted idea instead of Submitted for a quote', () => {
    renderCard({ idea: makeIdea({ ideaReferenced: 'i0', text: 'Shade cools.' }) });
    expect(screen.getByRole('link', { name: 'Quoted from this idea' }).getAttribute('href')).toBe(
      '/idea/i0',
    );
    expect(screen.queryByText(/^Submitted/)).toBeNull();
  });

  it('names the summed-up idea for a key point (an inTell referencing another, no quotation)', () => {
    renderCard({ idea: makeIdea({ ideaReferenced: 'i0', text: '' }) });
    expect(screen.getByRole('link', { name: 'Key point of this idea' }).getAttribute('href')).toBe(
      '/idea/i0',
    );
    expect(screen.queryByRole('link', { name: 'Quoted from this idea' })).toBeNull();
  });
});
