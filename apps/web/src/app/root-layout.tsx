import { useRef } from 'react';
import { Container } from 'react-bootstrap';
import { Outlet, useNavigation } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator';
import { AlertsRegion } from '../components/alerts/alerts-region';
import { useClearAlertsOnNavigation } from '../components/alerts/use-clear-alerts-on-navigation';
import { useQueryErrorAlerts } from '../components/alerts/use-query-error-alerts';
import { useConfig } from '../config/get-config';
import { AppNavMenu } from './menu/app-nav-menu';
import { usePageTitleFromHeading } from './page-title';

/** The server's messages, shown as they are. */
const asSent = (msg: string) => msg;

/** Shows the server's messages when the config cannot be read (server or database down). */
function useConfigErrorAlerts() {
  const { error, errorUpdatedAt } = useConfig();
  useQueryErrorAlerts(error, errorUpdatedAt, asSent);
}

export function RootLayout() {
  const navigation = useNavigation();
  useConfigErrorAlerts();
  useClearAlertsOnNavigation();
  const mainRef = useRef<HTMLElement>(null);
  usePageTitleFromHeading(mainRef);

  // The menu (a <nav> landmark, education build only) spans the page above the alerts and <main ref={mainRef}>.
  return (
    <>
      <AppNavMenu />
      <Container>
        <AlertsRegion />
        <main ref={mainRef}>
          {navigation.state === 'loading' ? <LoadingIndicator /> : null}
          <Outlet />
        </main>
      </Container>
    </>
  );
}
