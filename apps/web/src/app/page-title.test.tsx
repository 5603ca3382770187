import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';
import { pageTitle } from './page-title';

beforeEach(() => {
  localStorage.clear();
  document.title = 'Thoughtful';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('pageTitle', () => {
  it("names the screen before the product, and the product alone when there is no screen's name", () => {
    expect(pageTitle('Terms of Use')).toBe('Terms of Use · Thoughtful');
    expect(pageTitle('  Welcome back\n  Ada. ')).toBe('Welcome back Ada. · Thoughtful');
    expect(pageTitle('')).toBe('Thoughtful');
    expect(pageTitle(null)).toBe('Thoughtful');
    expect(pageTitle('Thoughtful')).toBe('Thoughtful');
  });
});

describe('each screen has its own page title (issue 43)', () => {
  it.each([
    ['/login', 'Sign in · Thoughtful'],
    ['/register', 'Create your account · Thoughtful'],
    ['/terms-of-use', 'Terms of Use · Thoughtful'],
    ['/no/such/screen', 'Page does not exist · Thoughtful'],
  ])('%s is titled %s', async (path, title) => {
    fakeApi({});
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows the screen as the member moves on, and a heading that arrives later', async () => {
    localStorage.setItem('token', 'stored');
    fakeApi({ 'GET /api/auth': () => ({ body: makeUser({ isStudent: true }) }) });
    const { router } = renderApp('/terms-of-use');
    await waitFor(() => expect(document.title).toBe('Terms of Use · Thoughtful'));
    await router.navigate('/activity-students');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activities' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Activities · Thoughtful'));
  });
});
