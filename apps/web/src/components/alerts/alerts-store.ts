/** The spec's four alert types; each is also the Bootstrap variant it is drawn with. */
export const ALERT_TYPES = ['danger', 'warning', 'success', 'info'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export interface AlertItem {
  id: string;
  msg: string;
  alertType: AlertType;
}

export type AlertsAction = { type: 'added'; alert: AlertItem } | { type: 'removed'; id: string };

export function alertsReducer(state: readonly AlertItem[], action: AlertsAction): AlertItem[] {
  switch (action.type) {
    case 'added':
      return [...state, action.alert];
    case 'removed': {
      const next = state.filter((alert) => alert.id !== action.id);
      // The same array when nothing matched, so a late time-out after a dismissal re-renders nothing.
      return next.length === state.length ? (state as AlertItem[]) : next;
    }
  }
}

/** Assertive for what needs attention now; polite for confirmations and information. */
export function alertRole(alertType: AlertType): 'alert' | 'status' {
  return alertType === 'danger' || alertType === 'warning' ? 'alert' : 'status';
}
