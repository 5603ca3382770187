import { useEffect, useRef } from 'react';

/** What takes focus inside a question: CSS selectors, not words. */
/* eslint-disable lingui/no-unlocalized-strings -- CSS selectors */
const FOCUSABLE = 'input, textarea, button, select';
const FOCUSABLE_OR_TABBABLE = `${FOCUSABLE}, [tabindex]`;
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * Moves focus into an element by id (itself when it takes focus, else its checked radio or first
 * field), after `delayMs`: a closing dialog first gives focus back to its opener, and a question
 * that has just appeared exists only after a render.
 */
export function focusById(id: string, delayMs = 0): void {
  window.setTimeout(() => {
    const element = document.getElementById(id);
    if (element === null) return;
    const target = element.matches(FOCUSABLE_OR_TABBABLE)
      ? element
      : (element.querySelector<HTMLElement>('input:checked') ??
        element.querySelector<HTMLElement>(FOCUSABLE));
    target?.focus();
  }, delayMs);
}

/** The submit guidance gives focus back to Submit as it fades out; the question takes it then. */
export const FOCUS_AFTER_DIALOG_MS = 400;

/**
 * A heading that takes focus whenever `step` changes after the first render (a runner's next
 * step), so keyboard and screen-reader users start reading where the new step begins.
 */
export function useFocusOnStep<T extends HTMLElement>(step: string) {
  const ref = useRef<T>(null);
  const first = useRef(step);
  useEffect(() => {
    if (first.current === step) return;
    first.current = '';
    ref.current?.focus();
  }, [step]);
  return ref;
}
