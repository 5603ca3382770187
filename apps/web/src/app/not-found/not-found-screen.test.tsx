import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_TEXT } from './not-found-text';
import { NotFoundScreen } from './not-found-screen';
import { say } from '../../testing/say';
import { I18nWrapper } from '../../testing/i18n-wrapper';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Login</h1> },
      { path: '/other', element: <h1>Other</h1> },
      { path: '*', Component: NotFoundScreen },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: I18nWrapper });
  return router;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NotFoundScreen', () => {
  it('shows the heading at once and the returning message only after 1 s', () => {
    renderAt('/no/such/page');

    expect(
      screen.getByRole('heading', { level: 1, name: say(NOT_FOUND_TEXT.heading) }),
    ).toBeTruthy();
    expect(screen.queryByText(say(NOT_FOUND_TEXT.returning))).toBeNull();

    advance(999);
    expect(screen.queryByText(say(NOT_FOUND_TEXT.returning))).toBeNull();

    advance(1);
    expect(screen.getByRole('status').textContent).toBe(say(NOT_FOUND_TEXT.returning));
  });

  it('returns to / after 5 s, not before', () => {
    const router = renderAt('/no/such/page');

    advance(4_999);
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();

    advance(1);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.queryByText(say(NOT_FOUND_TEXT.heading))).toBeNull();
  });

  it('cancels its timers when the user leaves first', () => {
    const router = renderAt('/no/such/page');

    advance(500);
    act(() => {
      void router.navigate('/other');
    });
    expect(vi.getTimerCount()).toBe(0);

    advance(10_000);
    expect(router.state.location.pathname).toBe('/other');
  });
});
