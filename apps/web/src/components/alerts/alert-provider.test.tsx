import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { AlertProvider } from './alert-provider';
import { UNEXPECTED_ERROR_MESSAGE } from './alerts-text';
import { AlertsRegion } from './alerts-region';
import { useAlerts, type AlertActions } from './use-alerts';
import { useClearAlertsOnNavigation } from './use-clear-alerts-on-navigation';
import { I18nWrapper } from '../../testing/i18n-wrapper';

const captured: { current: AlertActions | null } = { current: null };

function CaptureActions() {
  const actions = useAlerts();
  useEffect(() => {
    captured.current = actions;
  }, [actions]);
  return null;
}

function actions(): AlertActions {
  if (!captured.current) throw new Error('render the alerts first');
  return captured.current;
}

function renderAlerts() {
  render(
    <AlertProvider>
      <CaptureActions />
      <AlertsRegion />
    </AlertProvider>,
    { wrapper: I18nWrapper },
  );
}

function add(...args: Parameters<AlertActions['addAlert']>): string {
  let id = '';
  act(() => {
    id = actions().addAlert(...args);
  });
  return id;
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
  captured.current = null;
  vi.useRealTimers();
});

describe('alerts', () => {
  it('shows an alert until the default time-out of 30000 ms', () => {
    renderAlerts();
    add('Database unavailable', 'danger');

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Database unavailable');
    expect(alert.className).toContain('alert-danger');

    advance(29_999);
    expect(screen.queryByText('Database unavailable')).not.toBeNull();

    advance(1);
    expect(screen.queryByText('Database unavailable')).toBeNull();
  });

  it('honours a custom time-out', () => {
    renderAlerts();
    add('Password change successful', 'success', 5_000);

    expect(screen.getByRole('status').textContent).toContain('Password change successful');
    advance(4_999);
    expect(screen.queryByText('Password change successful')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Password change successful')).toBeNull();
  });

  it('returns distinct ids and removes each alert on its own schedule', () => {
    renderAlerts();
    const a = add('First', 'info', 1_000);
    const b = add('Second', 'warning', 2_000);
    expect(a).not.toBe(b);

    advance(1_000);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.queryByText('Second')).not.toBeNull();
    advance(1_000);
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('removes an alert when the user dismisses it', () => {
    renderAlerts();
    add('Dismiss me', 'warning');
    add('Keep me', 'info');

    fireEvent.click(screen.getAllByRole('button', { name: 'Close alert' })[0]!);

    expect(screen.queryByText('Dismiss me')).toBeNull();
    expect(screen.queryByText('Keep me')).not.toBeNull();
    // The dismissed alert's timer was cleared: nothing else disappears early.
    advance(30_000);
    expect(screen.queryByText('Keep me')).toBeNull();
  });

  it('keeps an alert with an infinite time-out until dismissed', () => {
    renderAlerts();
    add('Sticky', 'info', Infinity);
    advance(24 * 3_600_000);
    expect(screen.queryByText('Sticky')).not.toBeNull();
  });

  it('renders the alerts inside a polite live region', () => {
    renderAlerts();
    add('Hello', 'info');
    expect(screen.getByRole('status').parentElement?.getAttribute('aria-live')).toBe('polite');
  });
});

describe('alertErrors', () => {
  it('adds one danger alert per server message', () => {
    renderAlerts();
    act(() => {
      actions().alertErrors(
        new ApiError(400, ['Please include a valid email', 'Password is too short']),
      );
    });

    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please include a valid email',
      'Password is too short',
    ]);
    for (const alert of alerts) expect(alert.className).toContain('alert-danger');
  });

  it('adds one generic danger alert for an error that is not from the API', () => {
    renderAlerts();
    act(() => {
      actions().alertErrors(new Error('boom'));
    });
    expect(screen.getByRole('alert').textContent).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});

describe('alerts across navigation', () => {
  function Layout() {
    useClearAlertsOnNavigation();
    return (
      <>
        <CaptureActions />
        <AlertsRegion />
        <Outlet />
      </>
    );
  }

  function renderRoutes() {
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/first', element: <p>First</p> },
            { path: '/second', element: <p>Second</p> },
          ],
        },
      ],
      { initialEntries: ['/first'] },
    );
    render(
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>,
      { wrapper: I18nWrapper },
    );
    return router;
  }

  async function go(router: ReturnType<typeof renderRoutes>, to: string) {
    await act(async () => {
      await router.navigate(to);
    });
  }

  it("clears an earlier step's alert when the member goes on to another screen", async () => {
    const router = renderRoutes();
    add('waveMaker "Ada" created.', 'success');
    advance(5_000);
    await go(router, '/second');
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.queryByText('waveMaker "Ada" created.')).toBeNull();
  });

  it('keeps the alert raised as the screen sends the member on, until the next screen', async () => {
    const router = renderRoutes();
    add('Check your mail.', 'success');
    await go(router, '/second');
    expect(screen.getByText('Check your mail.')).toBeTruthy();
    advance(5_000);
    await go(router, '/first');
    expect(screen.queryByText('Check your mail.')).toBeNull();
  });

  it('keeps alerts while the address stays on the same screen', async () => {
    const router = renderRoutes();
    add('Saved.', 'success');
    advance(5_000);
    await go(router, '/first?view=2');
    expect(screen.getByText('Saved.')).toBeTruthy();
  });
});
