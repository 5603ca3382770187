import { useEffect } from 'react';

/**
 * Content spec §2, idea card: the card opens the item's external link once, in a new window, when
 * the user has not responded, is not its author, a visit of the link is required, and the item is
 * not the one opened last (remembered in local storage). The same rule holds for waveMakers.
 */
export interface AutoOpenConditions {
  /** The user has interpreted (rated) the item already. */
  hasResponded: boolean;
  /** The user submitted the item (or, for a waveMaker, is it). */
  isAuthor: boolean;
  /** The item asks to be read at its source. */
  urlVisitRequired: boolean;
  itemId: string;
  /** The id stored under the item kind's local key, or null. */
  lastOpenedId: string | null;
}

export function shouldAutoOpenLink(c: AutoOpenConditions): boolean {
  return !c.hasResponded && !c.isAuthor && c.urlVisitRequired && c.itemId !== c.lastOpenedId;
}

/** Only http(s) addresses are ever opened, whatever was stored. */
export function isOpenableUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * An inTell asks for a visit of its link when it has a web page to read. Until interpretations
 * exist (a later issue) this is "it has a URL and is not a PDF or a video", both of which the card
 * shows itself.
 */
export function ideaNeedsUrlVisit(idea: { url: string; isPdf: boolean; isVideo: boolean }) {
  return idea.url.trim() !== '' && !idea.isPdf && !idea.isVideo;
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the link may open again on the next visit, which is harmless.
  }
}

export interface AutoOpenLinkOptions extends Omit<AutoOpenConditions, 'lastOpenedId'> {
  /** LOCAL_STORAGE_KEYS.LAST_IDEA or LOCAL_STORAGE_KEYS.LAST_AGENT. */
  storageKey: string;
  url: string;
  /** False until everything the rule needs (the item, the user) has loaded. */
  ready: boolean;
}

/**
 * Applies `shouldAutoOpenLink` once the item is shown. The id is stored before the window opens,
 * so React's development double effect (and a second tab) does not open it twice.
 */
export function useAutoOpenLink({
  storageKey,
  url,
  ready,
  hasResponded,
  isAuthor,
  urlVisitRequired,
  itemId,
}: AutoOpenLinkOptions) {
  useEffect(() => {
    if (!ready || !isOpenableUrl(url)) return;
    const lastOpenedId = readStored(storageKey);
    if (!shouldAutoOpenLink({ hasResponded, isAuthor, urlVisitRequired, itemId, lastOpenedId })) {
      return;
    }
    writeStored(storageKey, itemId);
    window.open(url, '_blank', 'noopener,noreferrer');
  }, [ready, storageKey, url, hasResponded, isAuthor, urlVisitRequired, itemId]);
}
