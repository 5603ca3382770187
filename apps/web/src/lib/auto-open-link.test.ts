import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ideaNeedsUrlVisit,
  isOpenableUrl,
  shouldAutoOpenLink,
  useAutoOpenLink,
  type AutoOpenConditions,
} from './auto-open-link';

const opens: AutoOpenConditions = {
  hasResponded: false,
  isAuthor: false,
  urlVisitRequired: true,
  itemId: 'i2',
  lastOpenedId: 'i1',
};

describe('shouldAutoOpenLink (content §2: open the external link once)', () => {
  it('opens when not responded, not the author, a visit is required and the item is new', () => {
    expect(shouldAutoOpenLink(opens)).toBe(true);
    expect(shouldAutoOpenLink({ ...opens, lastOpenedId: null })).toBe(true);
  });

  it.each([
    ['the user has responded', { hasResponded: true }],
    ['the user is the author', { isAuthor: true }],
    ['no visit is required', { urlVisitRequired: false }],
    ['the item was the last one opened', { lastOpenedId: 'i2' }],
  ])('does not open when %s', (_case, change) => {
    expect(shouldAutoOpenLink({ ...opens, ...change })).toBe(false);
  });
});

describe('ideaNeedsUrlVisit', () => {
  it('asks for a visit of a web page, not of a PDF or a video the card shows itself', () => {
    const idea = { url: 'https://example.org/a', isPdf: false, isVideo: false };
    expect(ideaNeedsUrlVisit(idea)).toBe(true);
    expect(ideaNeedsUrlVisit({ ...idea, url: ' ' })).toBe(false);
    expect(ideaNeedsUrlVisit({ ...idea, isPdf: true })).toBe(false);
    expect(ideaNeedsUrlVisit({ ...idea, isVideo: true })).toBe(false);
  });
});

describe('isOpenableUrl', () => {
  it('allows http(s) only', () => {
    expect(isOpenableUrl('https://example.org')).toBe(true);
    expect(isOpenableUrl('http://example.org')).toBe(true);
    expect(isOpenableUrl('javascript:alert(1)')).toBe(false);
    expect(isOpenableUrl('/media/x.pdf')).toBe(false);
  });
});

describe('useAutoOpenLink', () => {
  const open = vi.fn<typeof window.open>(() => null);
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('open', open);
    open.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const options = {
    storageKey: 'thoughtLastIdea',
    url: 'https://example.org/a',
    ready: true,
    hasResponded: false,
    isAuthor: false,
    urlVisitRequired: true,
    itemId: 'i1',
  };

  it('opens once in a new window and remembers the item', () => {
    const { rerender } = renderHook((props) => useAutoOpenLink(props), { initialProps: options });
    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://example.org/a',
      '_blank',
      'noopener,noreferrer',
    );
    expect(localStorage.getItem('thoughtLastIdea')).toBe('i1');
    rerender({ ...options });
    cleanup();
    renderHook(() => useAutoOpenLink(options));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens again for another item, and waits until ready', () => {
    localStorage.setItem('thoughtLastIdea', 'i1');
    const { rerender } = renderHook((props) => useAutoOpenLink(props), {
      initialProps: { ...options, itemId: 'i2', ready: false },
    });
    expect(open).not.toHaveBeenCalled();
    rerender({ ...options, itemId: 'i2', ready: true });
    expect(open).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('thoughtLastIdea')).toBe('i2');
  });

  it('never opens for the author', () => {
    renderHook(() => useAutoOpenLink({ ...options, isAuthor: true }));
    expect(open).not.toHaveBeenCalled();
    expect(localStorage.getItem('thoughtLastIdea')).toBeNull();
  });
});
