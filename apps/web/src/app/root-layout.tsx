import { Container } from 'react-bootstrap';
import { Outlet, useNavigation } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator';
import { AlertsRegion } from '../features/alerts/components/alerts-region';
import { useQueryErrorAlerts } from '../features/alerts/use-query-error-alerts';
import { useConfig } from '../features/config/api/get-config';
import { AppNavMenu } from '../features/menu/components/app-nav-menu';

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
