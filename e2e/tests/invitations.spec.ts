import { expect, test, type Page } from '@playwright/test';
import { createUser, PASSWORD, signInWithToken } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ageAccounts } from '../support/clock';
import { linkPath, mailsTo, uniqueEmail, waitForMail } from '../support/data';
import { expectFitsTheScreen, PHONE } from '../support/layout';

async function openInvitationsAsAdmin(page: Page) {
  const admin = await createUser('admin');
  // Older than /welcome's 600-second redirect to /about (content §2).
  await ageAccounts(page);
  await signInWithToken(page, page.request, admin.email, admin.password);
  await page.goto('/invitations');
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
}

/** Typed into the box at once, as a paste arrives (one input event, not key by key). */
async function paste(page: Page, text: string) {
  const entries = page.getByLabel('Email addresses');
  await entries.fill('');
  await entries.focus();
  await page.keyboard.insertText(text);
}

const add = (page: Page) => page.getByRole('button', { name: 'Add to the list' }).click();

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', PHONE],
] as const) {
  test.describe(`on a ${label} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("an admin pastes a mail's To line, the class is invited and mailed, and she removes several", async ({
      page,
      request,
    }) => {
      const [ana, ben, cleo, dan] = ['ana', 'ben', 'cleo', 'dan'].map((n) =>
        uniqueEmail(`${label}-${n}`),
      ) as [string, string, string, string];
      await openInvitationsAsAdmin(page);
      await expectNoSeriousA11yViolations(page);

      await add(page);
      await expect(page.getByText('Enter at least one email address')).toBeVisible();

      // A mail client's paste, with a quoted name and two names that lost their address.
      await paste(
        page,
        `Ana Lopez <${ana}>; Ben Carter <${ben}>; "Diaz, Cleo" <${cleo.toUpperCase()}>\n` +
          `Dan Evans <${dan}>; Eve Fox; Gil Hart`,
      );
      await add(page);
      await expect(
        page.getByRole('status').filter({
          hasText:
            'Added 4 entries; 0 already on the list; 2 not email addresses. Invitation mails are on the way.',
        }),
      ).toBeVisible();
      const entries = page.getByLabel('Email addresses');
      await expect(entries).toHaveValue('Eve Fox\nGil Hart');
      await expect(entries).toHaveAttribute('aria-invalid', 'true');
      await expect(
        page.getByText('Not email addresses, left here to correct: Eve Fox, Gil Hart'),
      ).toBeVisible();
      for (const email of [ana, ben, cleo, dan]) {
        await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
      }
      await expect(page.getByRole('row').filter({ hasText: '<' })).toHaveCount(0);

      // Each new address gets the registration link; Ana registers with it.
      const mail = await waitForMail(ana, 1, { invitations: true });
      expect(mail.subject).toMatch(/invited/i);
      expect(linkPath(mail, '/register')).toBe('/register');
      const registration = await request.post('/api/users', {
        data: { email: ana, password: PASSWORD },
      });
      expect(registration.status()).toBe(201);

      // Sent again for Ben.
      await page.getByRole('button', { name: `Send again ${ben}` }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `Invitation mail sent to ${ben}` }),
      ).toBeVisible();
      await waitForMail(ben, 2, { invitations: true });
      expect(mailsTo(ben, { invitations: true })).toHaveLength(2);

      // Pasting again: already there.
      await paste(page, `Ben Carter <${ben}>`);
      await add(page);
      await expect(
        page.getByRole('status').filter({ hasText: 'Added 0 entries; 1 already on the list' }),
      ).toBeVisible();
      // One alert at a time: the screen's earlier ones are gone.
      await expect(
        page.getByRole('status').filter({ hasText: 'Invitation mail sent' }),
      ).toHaveCount(0);

      // Three removed with one click and one alert.
      for (const email of [ben, cleo, dan]) {
        await page.getByRole('checkbox', { name: `Select ${email}` }).check();
      }
      await page.getByRole('button', { name: 'Remove selected (3)' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Removed 3 entries.' }),
      ).toBeVisible();
      for (const email of [ben, cleo, dan]) {
        await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
      }
      const registered = page.getByRole('row').filter({ hasText: ana });
      await expect(registered).toBeVisible();
      await expect(page.getByRole('button', { name: `Send again ${ana}` })).toHaveCount(0);
      // The form is still in view at the top, not pushed down by a pile of alerts.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByLabel('Email addresses')).toBeInViewport();
      if (viewport.width === PHONE.width) await expectFitsTheScreen(page);
      await page.screenshot({ path: `/tmp/invitations-${label}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('each invitation reads as a block, every column in view', async ({ page }) => {
    const invited = uniqueEmail('phone-invited-with-a-long-address');
    await openInvitationsAsAdmin(page);
    await page.getByLabel('Email addresses').fill(invited);
    await page.getByRole('button', { name: 'Add to the list' }).tap();
    const row = page.getByRole('row').filter({ hasText: invited });
    // Each value is labelled with its column's name (drawn before it by CSS), and is still a
    // table cell to a screen reader.
    await expect(row.getByRole('cell', { name: 'Role: Student' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Confirmed: No' })).toBeVisible();
    for (const name of [`Send again ${invited}`, `Remove ${invited}`]) {
      const button = page.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport();
      const box = await button.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await page.getByRole('button', { name: `Remove ${invited}` }).tap();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Invitation removed' })).toBeVisible();
    await expectFitsTheScreen(page);
    await expectNoSeriousA11yViolations(page);
  });
});
