import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCoarsePointer } from './use-coarse-pointer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A `matchMedia` whose '(pointer: coarse)' answer the test sets and changes. */
function fakePointer(coarse: boolean) {
  const listeners = new Set<() => void>();
  const state = { coarse };
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return media === '(pointer: coarse)' && state.coarse;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    change(next: boolean) {
      state.coarse = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

describe('useCoarsePointer', () => {
  it('is false without matchMedia (a mouse is assumed)', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useCoarsePointer()).result.current).toBe(false);
  });

  it('follows the pointer as it changes, and stops listening when unmounted', () => {
    const pointer = fakePointer(true);
    const { result, unmount } = renderHook(() => useCoarsePointer());
    expect(result.current).toBe(true);
    act(() => pointer.change(false));
    expect(result.current).toBe(false);
    unmount();
    expect(pointer.listeners.size).toBe(0);
  });
});
