import { PRODUCT_NAME } from '@thoughtful/shared';
import { useEffect, type RefObject } from 'react';

/**
 * The attribute a screen's h1 may carry when its words are not the screen's name (the sign-in
 * page's h1 is the wordmark itself).
 */
export const PAGE_TITLE_ATTRIBUTE = 'data-page-title';

/** '<screen> · Thoughtful', or the product's name alone while no screen heading shows. */
export function pageTitle(heading: string | null | undefined): string {
  const name = heading?.replace(/\s+/g, ' ').trim() ?? '';
  return name === '' || name === PRODUCT_NAME ? PRODUCT_NAME : `${name} · ${PRODUCT_NAME}`;
}

function screenHeading(main: HTMLElement): string | null {
  const h1 = main.querySelector('h1');
  if (h1 === null) return null;
  return h1.getAttribute(PAGE_TITLE_ATTRIBUTE) ?? h1.textContent;
}

/**
 * Keeps the page title (the tab's name, what a screen reader says first and what history lists) to
 * the shown screen's h1: every screen has exactly one, so each has its own title without a list
 * to keep beside the routes, and a heading read from the server (an inTell's headline) names its
 * tab once it arrives.
 */
export function usePageTitleFromHeading(mainRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const main = mainRef.current;
    if (main === null) return undefined;
    const update = () => {
      const title = pageTitle(screenHeading(main));
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [mainRef]);
}
