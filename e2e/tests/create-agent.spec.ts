import { expect, test, type Page } from '@playwright/test';
import { createUser, signInWithToken } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { png, startPageServer, type PageServer } from '../support/page-server';

/**
 * The create-waveMaker dialog (content §2 'Dialogs', §4 'waveMaker create flow', §5 'New
 * waveMaker'), opened from /create2's author picker. Pages come from support/page-server.ts.
 */

const LONG_TITLE =
  'Augusta Ada King, Countess of Lovelace: mathematician, writer and computing pioneer - Wikipedia';
/** ' - Wikipedia' removed, then the first 60 characters (content §4, §9). */
const EXPECTED_NAME = 'Augusta Ada King, Countess of Lovelace: mathematician, write';

let pages: PageServer;
let account: { email: string; password: string };

test.beforeAll(async () => {
  account = await createUser('teacher', 'create-agent');
  pages = await startPageServer({
    '/wiki/Ada_Lovelace': {
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>${LONG_TITLE}</title></head><body>
        <img src="/portrait.png" alt="portrait"><img src="/icon.png" alt="icon">
        <img src="/signature.png" alt="signature"></body></html>`,
    },
    '/portrait.png': { type: 'image/png', body: png(40, 60, [90, 60, 140]) },
    '/signature.png': { type: 'image/png', body: png(80, 20, [20, 20, 20]) },
    '/icon.png': { type: 'image/png', body: png(8, 8, [255, 0, 0]) },
    '/private': { status: 403, type: 'text/html', body: 'Forbidden' },
  });
});

test.afterAll(async () => {
  await pages.close();
});

async function openDialog(page: Page, request: Parameters<typeof signInWithToken>[1]) {
  const token = await signInWithToken(page, request, account.email, account.password);
  await pages.publish(page);
  await page.goto('/create2');
  await page.getByRole('button', { name: 'Submit new waveMaker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit new waveMaker' });
  await expect(dialog).toBeVisible();
  return { token, dialog };
}

test.describe('submit new waveMaker', () => {
  test('from a URL: the name comes from the page title, an image is chosen', async ({
    page,
    request,
  }) => {
    const { token, dialog } = await openDialog(page, request);
    await dialog.getByLabel('Web address (URL)').fill(pages.publicUrl('/wiki/Ada_Lovelace'));
    await expect(dialog.getByLabel('Name (60 characters or less)')).toHaveValue(EXPECTED_NAME);
    // The 8 × 8 icon is not offered (larger than 10 × 10 only).
    await expect(dialog.getByRole('radio', { name: /^Image/ })).toHaveCount(2);
    await dialog.getByRole('radio', { name: /Image 1 of 2 .*40 × 60/ }).check();
    await expectNoSeriousA11yViolations(page);

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/agents') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit waveMaker' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const agent = (await response.json()) as { _id: string };
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`waveMaker "${EXPECTED_NAME}" created.`)).toBeVisible();
    // The new waveMaker is chosen as the author of the inTell being written.
    await expect(page.getByRole('button', { name: `Remove ${EXPECTED_NAME}` })).toBeVisible();

    const saved = await request.get(`/api/agents/${agent._id}`, {
      headers: { 'x-auth-token': token },
    });
    expect(await saved.json()).toMatchObject({
      name: EXPECTED_NAME,
      url: pages.publicUrl('/wiki/Ada_Lovelace'),
      image: pages.publicUrl('/portrait.png'),
    });

    await page.goto(`/agent/${agent._id}`);
    await expect(page.getByRole('heading', { level: 1, name: EXPECTED_NAME })).toBeVisible();
    const picture = page.locator(`img[src="${pages.publicUrl('/portrait.png')}"]`).first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(60);
  });

  test('the validation messages, and the two help dialogs when asked for', async ({
    page,
    request,
  }) => {
    // Three submits, two help dialogs and four axe checks.
    test.setTimeout(60_000);
    const { dialog } = await openDialog(page, request);
    const submit = dialog.getByRole('button', { name: 'Submit waveMaker' });
    const urlHelp = page.getByRole('dialog', { name: 'A waveMaker needs a web address' });
    const nameHelp = page.getByRole('dialog', { name: 'Give the waveMaker a name' });
    const offerUrlHelp = dialog.getByRole('button', {
      name: 'Which web address does a waveMaker need?',
    });
    const offerNameHelp = dialog.getByRole('button', {
      name: 'What name should a waveMaker have?',
    });

    // No valid URL: each problem under its field, focus on the first; the address help is offered.
    await submit.click();
    await expect(dialog.getByText('Invalid url.')).toBeVisible();
    await expect(dialog.getByText('Invalid agent name. Please be more descriptive.')).toBeVisible();
    await expect(dialog.getByLabel('Web address (URL)')).toBeFocused();
    await expect(urlHelp).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await offerUrlHelp.click();
    await expect(urlHelp).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await urlHelp.getByRole('button', { name: 'OK' }).click();
    await expect(urlHelp).toBeHidden();
    await expect(dialog.getByLabel('Web address (URL)')).toBeFocused();

    // A well-formed address whose page cannot be fetched (404) is not valid either.
    await dialog.getByLabel('Web address (URL)').fill(pages.publicUrl('/no-such-page'));
    await dialog.getByLabel('Name (60 characters or less)').fill('Nobody at all');
    await submit.click();
    await expect(dialog.getByText('Invalid url.')).toBeVisible();
    await expect(offerUrlHelp).toBeVisible();
    await expect(urlHelp).toHaveCount(0);

    // A valid URL (403: valid, not read) but no name: the other help.
    await dialog.getByLabel('Web address (URL)').fill(pages.publicUrl('/private'));
    await dialog.getByLabel('Name (60 characters or less)').fill('ab');
    await submit.click();
    await expect(dialog.getByText('Invalid url.')).toBeHidden();
    await expect(dialog.getByText('Invalid agent name. Please be more descriptive.')).toBeVisible();
    await expect(dialog.getByLabel('Name (60 characters or less)')).toBeFocused();
    await expect(offerUrlHelp).toHaveCount(0);
    await offerNameHelp.click();
    await expect(nameHelp).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await nameHelp.getByRole('button', { name: 'OK' }).click();
    await expect(nameHelp).toBeHidden();
    await expect(dialog.getByLabel('Name (60 characters or less)')).toBeFocused();
  });

  test('a page the server cannot reach is a valid address: the member types the name', async ({
    page,
    request,
  }) => {
    const { dialog } = await openDialog(page, request);
    // `.invalid` never resolves (RFC 6761): like a machine offline or behind a school filter.
    const address = 'https://thoughtful-offline.invalid/people/ada';
    await dialog.getByLabel('Web address (URL)').fill(address);
    await expect(dialog.getByRole('status')).toContainText('could not be reached from here');
    await expect(dialog.getByText('Invalid url.')).toHaveCount(0);
    await dialog.getByLabel('Name (60 characters or less)').fill('Ada Offline');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Submit waveMaker' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('waveMaker "Ada Offline" created.')).toBeVisible();
  });
});
