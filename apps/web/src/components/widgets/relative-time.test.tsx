import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from './relative-time';

const NOW = new Date('2024-03-10T12:00:00.000Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RelativeTime', () => {
  it('shows the age in a time element with the machine date and the full date as title', () => {
    const date = new Date(NOW - 3 * 60_000).toISOString();
    render(<RelativeTime date={date} />);

    const time = screen.getByText('3 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(date);
    const title = time.getAttribute('title') ?? '';
    expect(title).toContain('2024');
    expect(title).toContain('March');
  });

  it('takes a Date or epoch ms', () => {
    render(
      <>
        <RelativeTime date={new Date(NOW - 2 * 86_400_000)} />
        <RelativeTime date={NOW - 400 * 86_400_000} />
      </>,
    );
    expect(screen.getByText('2 days ago')).toBeTruthy();
    expect(screen.getByText('1 year ago')).toBeTruthy();
  });

  it('updates every minute', () => {
    render(<RelativeTime date={NOW - 30_000} />);
    expect(screen.getByText('30 seconds ago')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(59_999);
    });
    expect(screen.getByText('30 seconds ago')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('1 minute ago')).toBeTruthy();
  });

  it('renders nothing for an invalid date, and stops its timer when unmounted', () => {
    const { container, unmount } = render(<RelativeTime date="not a date" />);
    expect(container.innerHTML).toBe('');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
