import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfidenceSlider } from './confidence-slider';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConfidenceSlider unset', () => {
  it('asks for a click with a mouse, for a tap or a drag on a touch screen', () => {
    const { unmount } = render(<ConfidenceSlider id="c" value={null} onChange={vi.fn()} />);
    expect(screen.getByText('CLICK ON THE SCALE BELOW')).toBeTruthy();
    unmount();
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media === '(pointer: coarse)',
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    render(<ConfidenceSlider id="c" value={null} onChange={vi.fn()} />);
    expect(screen.getByText('TAP OR DRAG ON THE SCALE BELOW')).toBeTruthy();
  });
});
