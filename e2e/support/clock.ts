import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (installed with `page.clock.install()`) about where it is now, so
 * that only `page.clock.runFor()` moves time on: assertions that poll in real time then cannot let
 * timers fire behind the test's back. The clock keeps running while the call travels, so the pause
 * aims slightly ahead and tries again if the page's time has already passed that point.
 */
export async function pauseClockNow(page: Page) {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 20);
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

/**
 * The home screen sends accounts younger than 600 seconds to /about (content §2). Journeys that
 * need /welcome with a just-created account move the page's clock 15 minutes on (still under the
 * login's 3600-second rule). Call before the first navigation; time then flows as usual.
 */
export async function ageAccounts(page: Page) {
  await page.clock.install({ time: Date.now() + 15 * 60_000 });
}
