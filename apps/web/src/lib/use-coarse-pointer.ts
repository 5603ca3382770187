import { useSyncExternalStore } from 'react';

/** A finger, not a mouse, is the main pointer (a phone or a tablet). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
const COARSE_POINTER = '(pointer: coarse)';

function query(): MediaQueryList | null {
  // Older test DOMs (jsdom) have no matchMedia: they are read as a mouse.
  return typeof window.matchMedia === 'function' ? window.matchMedia(COARSE_POINTER) : null;
}

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isCoarse = () => query()?.matches ?? false;

/**
 * Whether the main pointer is a finger, followed live (a tablet docked to a keyboard and mouse
 * changes it). Words that say how to use a control ('Tap' rather than 'Click') follow it; the
 * prerendered page has no pointer and says what a desktop says.
 */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, isCoarse, () => false);
}
