import type { UserDto } from '@thoughtful/shared';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, LANGUAGE_STORAGE_KEY, useLanguage } from '../lib/i18n';
import { makeUser } from '../testing/fake-api';
import { AppProviders } from './app';
import { createQueryClient } from './query-client';

/**
 * The language the app speaks beside the page the server sent (docs/decisions/
 * 2026-12-06-languages.md 'Pages in the reader's language').
 */
const fetchMock = vi.fn<typeof fetch>();

function serve(user: UserDto | null) {
  fetchMock.mockImplementation((input) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (path === '/api/auth' && user) return Promise.resolve(Response.json(user));
    return Promise.resolve(Response.json({ errors: [{ msg: 'No token' }] }, { status: 401 }));
  });
}

function Spoken() {
  return <p>spoken: {useLanguage().language}</p>;
}

function renderApp() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Spoken />
    </AppProviders>,
  );
}

const languageCookie = () => /thoughtful_language=(\w+)/.exec(document.cookie)?.[1];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = 'thoughtful_language=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute('data-page-language');
  await activateLanguage('en');
});

describe('LanguageProvider and the page the server sent', () => {
  it("speaks the page's language when nothing was chosen, whatever the browser's", async () => {
    // A French or English browser at an installation whose default is Spanish: the page is Spanish.
    document.documentElement.setAttribute('data-page-language', 'es');
    serve(null);
    renderApp();
    await screen.findByText('spoken: es');
    expect(document.documentElement.lang).toBe('es');
  });

  it("makes a member's stored language this browser's choice, so the next page is sent in it", async () => {
    localStorage.setItem('token', 'a-token');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    serve(makeUser({ language: 'es' }));
    renderApp();
    await screen.findByText('spoken: es');
    await waitFor(() => expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es'));
    expect(languageCookie()).toBe('es');
  });

  it('stores nothing for a member who never chose', async () => {
    localStorage.setItem('token', 'a-token');
    serve(makeUser({ language: null }));
    renderApp();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByText('spoken: en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(languageCookie()).toBeUndefined();
  });
});
