import { expect, test } from '@playwright/test';
import { createUser, signInWithToken } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectFitsTheScreen, PHONE } from '../support/layout';

/**
 * An admin registers learning platforms (DESIGN.md §13): a Dynamic Registration link for Moodle,
 * the tool's addresses for Canvas, a platform added by hand and removed, the keys rotated.
 */
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', PHONE],
] as const) {
  test.describe(`on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('an admin makes a registration link, copies the tool’s addresses, and adds and removes a platform', async ({
      page,
      request,
    }) => {
      const admin = await createUser('admin', `lti-${label}`);
      await signInWithToken(page, request, admin.email, admin.password);
      await page.goto('/learning-platforms');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Learning platforms' }),
      ).toBeVisible();
      await expect(
        page.getByRole('textbox', { name: 'Public key set URL (JWKS)', exact: true }),
      ).toHaveValue(/\/api\/lti\/jwks$/);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Make a registration link' }).click();
      await expect(
        page.getByRole('textbox', { name: 'Registration link', exact: true }),
      ).toHaveValue(/\/api\/lti\/register\?token=[A-Za-z0-9_-]{20,}$/);

      const name = `Moodle ${label} ${Date.now()}`;
      const issuer = `https://moodle-${label}-${Date.now()}.school.test`;
      await page.getByRole('button', { name: 'Add the platform' }).click();
      await expect(page.getByText('Give the platform a name')).toBeVisible();
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await page.getByRole('textbox', { name: 'Issuer (platform ID)', exact: true }).fill(issuer);
      await page.getByRole('textbox', { name: 'Client ID', exact: true }).fill('client-7');
      await page
        .getByRole('textbox', { name: 'Authorization endpoint (OIDC auth URL)', exact: true })
        .fill(`${issuer}/mod/lti/auth.php`);
      await page
        .getByRole('textbox', { name: 'Access token URL', exact: true })
        .fill(`${issuer}/mod/lti/token.php`);
      await page
        .getByRole('textbox', { name: 'Platform key set URL (JWKS)', exact: true })
        .fill(`${issuer}/mod/lti/certs.php`);
      await page.getByRole('textbox', { name: /Deployment IDs/ }).fill('1, 2');
      await page.getByRole('button', { name: 'Add the platform' }).click();
      const row = page.getByRole('listitem', { name });
      await expect(row).toBeVisible();
      await expect(row).toContainText('1, 2');
      await expectFitsTheScreen(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/lti-platforms-${label}.png`, fullPage: true });

      await row.getByRole('button', { name: `Remove ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this platform?' });
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByRole('listitem', { name })).toHaveCount(0);

      await page.getByRole('button', { name: 'Rotate keys' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Rotate keys' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'New signing key made.' }),
      ).toBeVisible();
    });
  });
}
