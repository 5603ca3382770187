import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { useToken } from './content';
import { cli, linkPath, uniqueEmail, waitForMail } from './data';

export const PASSWORD = 'secret-password-1';

export type Role = 'student' | 'teacher' | 'admin';

/** A confirmed account made by the operator CLI, so a journey can start signed in. */
export async function createUser(
  role: Role,
  label: string = role,
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(label);
  const flags = role === 'admin' ? ['--admin'] : role === 'teacher' ? ['--teacher'] : [];
  await cli('user:create', email, PASSWORD, ...flags);
  return { email, password: PASSWORD };
}

/** Fills and submits the login form (with Enter when asked, as a keyboard user would). */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  { withEnter = false } = {},
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (withEnter) await page.getByLabel('Password').press('Enter');
  else await page.getByRole('button', { name: 'Login' }).click();
}

/** A token from the API, stored before the app starts: for journeys that are not about login. */
export async function signInWithToken(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
) {
  const response = await request.post('/api/auth', { data: { email, password } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await useToken(page, token);
  return token;
}

/** Registers through the form; the caller checks the outcome. */
export async function fillRegistration(page: Page, email: string, password = PASSWORD) {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** The confirmation link of the newest mail to the address, as a path. */
export async function confirmationPath(email: string, count = 1): Promise<string> {
  return linkPath(await waitForMail(email, count), '/confirm/');
}
