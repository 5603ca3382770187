import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** The JavaScript the login route loads, gzipped, must stay under this many bytes. */
const LOGIN_ROUTE_JS_BUDGET_BYTES = 150_000;

test('the login route loads less than 150 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
      }),
    );
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const lines = [...scripts.entries()].map(
    ([file, size]) => `  ${file}: ${(size / 1000).toFixed(1)} KB`,
  );
  console.log(
    `Login route JavaScript, gzipped: ${(total / 1000).toFixed(1)} KB of ${LOGIN_ROUTE_JS_BUDGET_BYTES / 1000} KB budget\n${lines.join('\n')}`,
  );
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThan(LOGIN_ROUTE_JS_BUDGET_BYTES);
});
