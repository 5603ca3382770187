import { BACK_TO_TOP_SCROLL_PX } from '@thoughtful/shared';
import { useSyncExternalStore, type RefObject } from 'react';
import { Button } from 'react-bootstrap';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

function isScrolledDown() {
  return window.scrollY > BACK_TO_TOP_SCROLL_PX;
}

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export interface BackToTopButtonProps {
  label: string;
  /** Receives focus after the jump, so keyboard users continue from the top as well. */
  focusTarget?: RefObject<HTMLElement | null>;
}

/**
 * Appears once the page has scrolled more than 100 px (spec content §1, §9) and scrolls back to
 * the top. It is not rendered at all while hidden, so it is never a stray tab stop.
 */
export function BackToTopButton({ label, focusTarget }: BackToTopButtonProps) {
  const shown = useSyncExternalStore(subscribe, isScrolledDown, () => false);
  if (!shown) return null;

  return (
    <Button
      variant="primary"
      className="position-fixed bottom-0 end-0 m-3 shadow"
      style={{ zIndex: 1030 }}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        focusTarget?.current?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑ </span>
      {label}
    </Button>
  );
}
