import { useEffect, type RefObject } from 'react';

/**
 * Keeps a touch that starts on this control (a slider being dragged) from reaching the swipe
 * that switches a screen's views. The swipe listener is native, on an ancestor, so only a native
 * listener here can stop the touch.
 */
export function useTouchKeptFromSwipe(element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const current = element.current;
    if (current === null) return;
    const stop = (event: TouchEvent) => event.stopPropagation();
    current.addEventListener('touchstart', stop, { passive: true });
    return () => current.removeEventListener('touchstart', stop);
  }, [element]);
}
