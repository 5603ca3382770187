import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useAlerts } from './use-alerts';

/**
 * An alert raised this long (ms) before a navigation began is the one that navigation carries to
 * the next screen ('Check your mail' on the way to the login, a save that opens the next page):
 * raised in the same handler that navigates, it is milliseconds old.
 */
export const CARRIED_ALERT_MS = 1_000;

/**
 * Alerts belong to the screen they were raised on ('waveMaker … created' from an
 * earlier step stayed over the next screen for its 30 s). When the address moves to another
 * screen (path, not query), every alert raised before that navigation began is cleared, except
 * those raised just before it, which the navigation carries to the screen it opens. Used once,
 * in the layout every route shares.
 */
export function useClearAlertsOnNavigation(): void {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { clearAlertsRaisedBefore } = useAlerts();
  const shownPath = useRef(pathname);
  // When the navigation under way began: a route that loads its code or data first arrives later.
  const startedAt = useRef<number | null>(null);

  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    const began = startedAt.current ?? Date.now();
    startedAt.current = null;
    clearAlertsRaisedBefore(began - CARRIED_ALERT_MS);
  }, [pathname, clearAlertsRaisedBefore]);

  // After the effect above, so that the navigation that just arrived is read before it is reset.
  useEffect(() => {
    if (navigation.state === 'idle') startedAt.current = null;
    else startedAt.current ??= Date.now();
  }, [navigation.state]);
}
