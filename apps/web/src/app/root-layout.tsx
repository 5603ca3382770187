import { useEffect, useRef } from 'react';
import { Container } from 'react-bootstrap';
import { Outlet, useNavigation } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator';
import { AlertsRegion } from '../features/alerts/components/alerts-region';
import { useAlerts } from '../features/alerts/use-alerts';
import { useConfig } from '../features/config/api/get-config';
import { AppNavMenu } from '../features/menu/components/app-nav-menu';

/** Shows the server's messages when the config cannot be read (server or database down). */
function useConfigErrorAlerts() {
  const { error, errorUpdatedAt } = useConfig();
  const { alertErrors } = useAlerts();
  // Keyed by the failure's time, so each failure alerts once however often this re-renders (and
  // React's development double-run of effects keeps refs, so it does not alert twice either).
  const alertedAt = useRef(0);

  useEffect(() => {
    if (error && errorUpdatedAt !== alertedAt.current) {
      alertedAt.current = errorUpdatedAt;
      alertErrors(error);
    }
  }, [error, errorUpdatedAt, alertErrors]);
}

export function RootLayout() {
  const navigation = useNavigation();
  useConfigErrorAlerts();

  // The menu (a <nav> landmark, education build only) spans the page above the alerts and <main>.
  return (
    <>
      <AppNavMenu />
      <Container>
        <AlertsRegion />
        <main>
          {navigation.state === 'loading' ? <LoadingIndicator /> : null}
          <Outlet />
        </main>
      </Container>
    </>
  );
}
