import { Alert } from 'react-bootstrap';
import { alertRole } from './alerts-store';
import { CLOSE_ALERT_LABEL } from './alerts-text';
import { useAlerts, useAlertList } from './use-alerts';

export function AlertsRegion() {
  const alerts = useAlertList();
  const { removeAlert } = useAlerts();

  // The live region stays mounted even when empty: screen readers only announce changes inside a
  // region that already existed.
  return (
    <div aria-live="polite" className="pt-3">
      {alerts.map((alert) => (
        <Alert
          key={alert.id}
          variant={alert.alertType}
          role={alertRole(alert.alertType)}
          dismissible
          closeLabel={CLOSE_ALERT_LABEL}
          onClose={() => removeAlert(alert.id)}
          // No fade: a removed alert leaves the list at once, so an exit animation never runs.
          transition={false}
        >
          {alert.msg}
        </Alert>
      ))}
    </div>
  );
}
