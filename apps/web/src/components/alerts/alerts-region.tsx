import { Alert } from 'react-bootstrap';
import { i18n, localizeServerError, useSpokenLanguage } from '../../lib/i18n';
import { alertRole } from './alerts-store';
import { CLOSE_ALERT_LABEL } from './alerts-text';
import { useAlerts, useAlertList } from './use-alerts';

export function AlertsRegion() {
  // Drawn again in the reader's language when she changes it.
  useSpokenLanguage();
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
          closeLabel={i18n._(CLOSE_ALERT_LABEL)}
          onClose={() => removeAlert(alert.id)}
          // No fade: a removed alert leaves the list at once, so an exit animation never runs.
          transition={false}
        >
          {/* An alert raised with a message's English words shows in the reader's language. */}
          {localizeServerError({ msg: alert.msg })}
        </Alert>
      ))}
    </div>
  );
}
