import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

test('the server is healthy and the start page loads with no alert', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite', redis: 'off' });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Thoughtful' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
