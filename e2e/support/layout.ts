import { expect, type Page } from '@playwright/test';

/** A phone's screen, as the journeys check it (the spec's smallest layout, below 576 px). */
export const PHONE = { width: 390, height: 844 } as const;

/** The page fits the screen: nothing runs off to the side, so nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/**
 * Nothing a person should see is cut off: every visible piece of text, picture, plot and control
 * lies inside the screen's width and inside any box that clips its overflow. What a box lets the
 * person scroll to (overflow auto or scroll) counts as reachable; text a box ends with an ellipsis
 * on purpose, and text hidden for screen readers only, are left out.
 */
export async function expectNothingCutOff(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const SLACK = 1;
    // Every text node asks about the same ancestors: work each one's style and box out once.
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (element: Element) => {
      let style = styles.get(element);
      if (!style) styles.set(element, (style = getComputedStyle(element)));
      return style;
    };
    const boxes = new Map<Element, DOMRect>();
    const boxOf = (element: Element) => {
      let box = boxes.get(element);
      if (!box) boxes.set(element, (box = element.getBoundingClientRect()));
      return box;
    };

    const describe = (element: Element, what: string) => {
      const classes = Array.from(element.classList).slice(0, 3).join('.');
      const text = what.replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };

    /** Screen-reader-only text: clipped to nothing on purpose. */
    const srOnly = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const style = styleOf(e);
        if (
          (style.position === 'absolute' || style.position === 'fixed') &&
          (style.clip !== 'auto' || style.clipPath !== 'none') &&
          boxOf(e).width <= 1
        )
          return true;
      }
      return false;
    };

    const scrollsSideways = (e: Element) => {
      const overflow = styleOf(e).overflowX;
      return (overflow === 'auto' || overflow === 'scroll') && e.scrollWidth > e.clientWidth;
    };

    const check = (element: Element, rect: DOMRect, what: string, isText = false) => {
      if (rect.width === 0 || rect.height === 0) return;
      // Text in a box the person scrolls sideways (a wide <pre>): that box is checked as a whole.
      if (isText && scrollsSideways(element)) return;
      // Clipped by a box on the way up?
      for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
        const style = styleOf(e);
        const box = boxOf(e);
        const clipsX = style.overflowX !== 'visible';
        const clipsY = style.overflowY !== 'visible';
        const scrolls = (v: string) => v === 'auto' || v === 'scroll';
        if (clipsX && !scrolls(style.overflowX) && style.textOverflow !== 'ellipsis') {
          if (rect.left < box.left - SLACK || rect.right > box.right + SLACK) {
            found.push(`${describe(element, what)} is cut off by ${describe(e, '')} (sideways)`);
            return;
          }
        }
        if (clipsY && !scrolls(style.overflowY) && style.webkitLineClamp === 'none') {
          if (rect.top < box.top - SLACK || rect.bottom > box.bottom + SLACK) {
            found.push(`${describe(element, what)} is cut off by ${describe(e, '')} (height)`);
            return;
          }
        }
        // Inside a box the person scrolls: what matters is that the box itself fits.
        if (scrolls(style.overflowX) && e.scrollWidth > e.clientWidth) return;
      }
      if (rect.left < -SLACK || rect.right > width + SLACK) {
        found.push(
          `${describe(element, what)} runs off the screen (${Math.round(rect.left)} to ` +
            `${Math.round(rect.right)} of ${width} px)`,
        );
      }
    };

    // Text: each line of each piece of text.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || (node.textContent ?? '').trim() === '') continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (parent.closest('script, style, noscript, template, option') || srOnly(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects()))
        check(parent, rect, node.textContent ?? '', true);
    }
    // Pictures, plots and controls.
    for (const element of Array.from(
      document.body.querySelectorAll(
        'img, svg:not(svg svg), canvas, video, iframe, input, select, textarea, button',
      ),
    )) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (srOnly(element)) continue;
      const label =
        element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? element.textContent;
      check(element, element.getBoundingClientRect(), label ?? '');
    }
    return [...new Set(found)];
  });
  expect(problems, 'cut off or off the screen').toEqual([]);
}

/** Both checks of a screen at a phone's width: no sideways scroll, nothing cut off. */
export async function expectFitsTheScreen(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectNothingCutOff(page);
}
