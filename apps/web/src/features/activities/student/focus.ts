import { useEffect, useRef } from 'react';

/**
 * Moves focus into an element by id (itself when it takes focus, else its checked radio or first
 * field), after `delayMs`: a closing dialog first gives focus back to its opener, and a question
 * that has just appeared exists only after a render.
 */
export function focusById(id: string, delayMs = 0): void {
  window.setTimeout(() => {
    const element = document.getElementById(id);
    if (element === null) return;
    const target = element.matches('input, textarea, button, select, [tabindex]')
      ? element
      : (element.querySelector<HTMLElement>('input:checked') ??
        element.querySelector<HTMLElement>('input, textarea, button, select'));
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
