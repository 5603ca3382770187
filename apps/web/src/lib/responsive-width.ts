import type { ResponsiveWidths } from '@thoughtful/shared';
import { useSyncExternalStore } from 'react';

/**
 * The width for a screen width (content §9): `widths[i]` below `breakpoints[i]`, the last width
 * from the last breakpoint up.
 */
export function responsiveWidth(spec: ResponsiveWidths, viewportWidth: number): number {
  const index = spec.breakpoints.findIndex((breakpoint) => viewportWidth < breakpoint);
  const width = index === -1 ? spec.widths[spec.widths.length - 1] : spec.widths[index];
  if (width === undefined) throw new Error('A ResponsiveWidths needs at least one width');
  return width;
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const viewportWidth = () => window.innerWidth;

/** The window's width, re-read on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, viewportWidth, () => 1024);
}

/** `responsiveWidth` for the current window. */
export function useResponsiveWidth(spec: ResponsiveWidths): number {
  return responsiveWidth(spec, useViewportWidth());
}
