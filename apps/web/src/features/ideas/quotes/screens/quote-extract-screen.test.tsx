import { QUOTE_MESSAGES, type IdeaDto } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea, makeIdeaSummary } from '../../../../testing/content-fixtures';
import { baseConfig, errorBody, fakeApi, makeUser } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = { 'GET /api/auth': () => ({ body: makeUser({ _id: 'u1' }) }) };
const source = makeIdea({ myContent: 'Shade cools streets.\nTrees are cheap.' });

function selectWords(node: Node, start: number, end: number) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  document.dispatchEvent(new Event('selectionchange'));
}

describe('quote extract screen (content §2)', () => {
  it('takes the selected words as a quote, with a key point, and lists the new quote', async () => {
    let current: IdeaDto = source;
    const api = fakeApi({
      ...signedIn,
      'GET /api/ideas/i1': () => ({ body: current }),
      'POST /api/ideas/i1/quotes': ({ body }) => {
        const { text } = body as { text: string };
        current = {
          ...current,
          quotes: [makeIdeaSummary({ _id: 'q1', myPoint: '', label: `"${text}"` })].map((q) => ({
            ...q,
            kind: 'quote' as const,
          })),
        };
        return { status: 201, body: makeIdea({ _id: 'q1', text, ideaReferenced: 'i1' }) };
      },
    });
    renderApp('/quote-extract/i1');
    expect(await screen.findByText('No quotes yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Quote extract' })).toBeTruthy();

    // Nothing selected yet: the button says what to do.
    fireEvent.click(screen.getByRole('button', { name: 'Use selected words' }));
    expect(screen.getByText('Select some words in the inTell above first.')).toBeTruthy();

    const body = screen.getByText(/Shade cools streets/);
    selectWords(body.firstChild!, 0, 'Shade cools streets.'.length);
    fireEvent.click(screen.getByRole('button', { name: 'Use selected words' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Quote').value).toBe('Shade cools streets.');
    expect(screen.getByText('20 of 1000 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Key point of this quote/), {
      target: { value: 'Shade cools' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add quote' }));

    expect(await screen.findByText('Quote added.')).toBeTruthy();
    expect(api.callsTo('POST /api/ideas/i1/quotes')[0]?.body).toEqual({
      text: 'Shade cools streets.',
      keyPoint: 'Shade cools',
    });
    const list = screen.getByRole('region', { name: 'Quotes from this inTell' });
    expect(await within(list).findByRole('link', { name: '"Shade cools streets."' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Quote').value).toBe('');
  });

  it('checks the rules before sending, and shows the server’s refusal with its prefix', async () => {
    const api = fakeApi({
      ...signedIn,
      'GET /api/ideas/i1': () => ({ body: source }),
      'POST /api/ideas/i1/keyPoints': () => ({
        status: 403,
        body: errorBody('Students cannot do that'),
      }),
    });
    renderApp('/quote-extract/i1');
    fireEvent.change(await screen.findByLabelText('Quote'), {
      target: { value: 'Shade warms streets' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add quote' }));
    expect(await screen.findByText(QUOTE_MESSAGES.QUOTE_NOT_IN_SOURCE)).toBeTruthy();
    expect(screen.getByLabelText('Quote').getAttribute('aria-invalid')).toBe('true');

    const keyPoint = screen.getByLabelText('Key point (60 characters or less)');
    fireEvent.change(keyPoint, { target: { value: 'k'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add key point' }));
    expect(await screen.findByText(QUOTE_MESSAGES.KEY_POINT_TOO_LONG)).toBeTruthy();
    expect(api.callsTo('POST /api/ideas/i1/keyPoints')).toHaveLength(0);

    fireEvent.change(keyPoint, { target: { value: 'Trees are cheap shade' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add key point' }));
    expect(
      await screen.findByText('Failed To Create Key Point On Server: Students cannot do that'),
    ).toBeTruthy();
    // The typed key point is kept for another try.
    expect((keyPoint as HTMLInputElement).value).toBe('Trees are cheap shade');
  });

  it('asks for the document’s words when the inTell points to a page', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/ideas/i1': () => ({
        body: makeIdea({ myContent: '', url: 'https://example.org/report' }),
      }),
    });
    renderApp('/quote-extract/i1');
    expect(await screen.findByText(/exactly as the linked document says them/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use selected words' })).toBeNull();
  });

  it('shows a student no inTell and no forms: students add quotes through activities', async () => {
    const api = fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ _id: 'u1', isStudent: true }) }),
      'GET /api/ideas/i1': () => ({ body: source }),
    });
    renderApp('/quote-extract/i1');
    expect(
      await screen.findByText('Students add quotes and key points through their activities.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your activities' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add quote' })).toBeNull();
    // The screen is no way around the activities: it does not read the inTell at all.
    expect(screen.queryByText(/Shade cools streets/)).toBeNull();
    expect(api.callsTo('GET /api/ideas/i1')).toHaveLength(0);
  });

  it('outside the education build gives a student-flagged account the screen, as any member', async () => {
    // The access policy: nobody is a student there, so she may add quotes and key points.
    fakeApi(
      {
        'GET /api/auth': () => ({ body: makeUser({ _id: 'u1', isStudent: true }) }),
        'GET /api/ideas/i1': () => ({ body: source }),
      },
      { ...baseConfig, education: false },
    );
    renderApp('/quote-extract/i1');
    expect(await screen.findByText(/Shade cools streets/)).toBeTruthy();
    expect(
      screen.queryByText('Students add quotes and key points through their activities.'),
    ).toBeNull();
  });

  it('says so when the inTell does not exist', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/ideas/i9': () => ({ status: 404, body: errorBody('Idea not found') }),
    });
    renderApp('/quote-extract/i9');
    await waitFor(() => expect(screen.getByText(/This inTell does not exist/)).toBeTruthy());
  });
});
