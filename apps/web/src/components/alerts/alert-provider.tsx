import { ALERT_TIMEOUT_MS } from '@thoughtful/shared';
import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { alertsReducer, type AlertType } from './alerts-store';
import { errorMessages } from './error-messages';
import { AlertActionsContext, AlertListContext, type AlertActions } from './use-alerts';

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alerts, dispatch] = useReducer(alertsReducer, []);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // When each alert shown was raised (ms), for clearing those from an earlier screen.
  const raisedAt = useRef(new Map<string, number>());
  const nextId = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const removeAlert = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
    raisedAt.current.delete(id);
    dispatch({ type: 'removed', id });
  }, []);

  const clearAlertsRaisedBefore = useCallback(
    (time: number) => {
      for (const [id, raised] of [...raisedAt.current]) {
        if (raised < time) removeAlert(id);
      }
    },
    [removeAlert],
  );

  const addAlert = useCallback(
    (msg: string, alertType: AlertType, timeoutMs: number = ALERT_TIMEOUT_MS.DEFAULT) => {
      nextId.current += 1;
      const id = `alert-${nextId.current}`;
      raisedAt.current.set(id, Date.now());
      dispatch({ type: 'added', alert: { id, msg, alertType } });
      // setTimeout would fire at once for Infinity; an infinite time-out means "until dismissed".
      if (Number.isFinite(timeoutMs)) {
        timers.current.set(
          id,
          setTimeout(() => removeAlert(id), timeoutMs),
        );
      }
      return id;
    },
    [removeAlert],
  );

  const alertErrors = useCallback(
    (error: unknown, format: (msg: string) => string = (msg) => msg) =>
      errorMessages(error).map((msg) => addAlert(format(msg), 'danger')),
    [addAlert],
  );

  const actions = useMemo<AlertActions>(
    () => ({ addAlert, removeAlert, alertErrors, clearAlertsRaisedBefore }),
    [addAlert, removeAlert, alertErrors, clearAlertsRaisedBefore],
  );

  return (
    <AlertActionsContext value={actions}>
      <AlertListContext value={alerts}>{children}</AlertListContext>
    </AlertActionsContext>
  );
}
