import { createContext, useContext } from 'react';
import type { AlertItem, AlertType } from './alerts-store';

export interface AlertActions {
  /** Shows an alert and returns its id; it goes after `timeoutMs` (never, if not finite). */
  addAlert: (msg: string, alertType: AlertType, timeoutMs?: number) => string;
  removeAlert: (id: string) => void;
  /**
   * One danger alert per server message (spec accounts §8), worded by `format` (e.g. the spec's
   * 'Failed To … On Server: {msg}'); returns the new ids.
   */
  alertErrors: (error: unknown, format?: (msg: string) => string) => string[];
  /** Removes the alerts raised before `time` (ms since the epoch): those of an earlier screen. */
  clearAlertsRaisedBefore: (time: number) => void;
}

// Two contexts so that components that only raise alerts do not re-render when the list changes.
export const AlertActionsContext = createContext<AlertActions | null>(null);
export const AlertListContext = createContext<readonly AlertItem[] | null>(null);

export function useAlerts(): AlertActions {
  const actions = useContext(AlertActionsContext);
  if (!actions) throw new Error('useAlerts must be used inside <AlertProvider>');
  return actions;
}

export function useAlertList(): readonly AlertItem[] {
  const alerts = useContext(AlertListContext);
  if (!alerts) throw new Error('useAlertList must be used inside <AlertProvider>');
  return alerts;
}
