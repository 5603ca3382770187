import { defineConfig, devices } from '@playwright/test';

import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
/** Emptied at start; tests read the mail outbox and run the operator CLI against it. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `thoughtful-e2e-${port}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

/** A second server in anonymous education mode, for the journeys under tests/anonymous/. */
const anonymousPort = Number(process.env.E2E_ANONYMOUS_PORT ?? 3108);
const anonymousBaseURL = `http://127.0.0.1:${anonymousPort}`;
export const E2E_ANONYMOUS_DATA_DIR = path.join(os.tmpdir(), `thoughtful-e2e-${anonymousPort}`);
process.env.E2E_ANONYMOUS_DATA_DIR = E2E_ANONYMOUS_DATA_DIR;
/** The anonymous-mode admin login ID (support/anonymous.ts uses the same value). */
const EDU_ADMIN_ID = 'admin-e2e';

/** The main server's OpenID provider (support/oidc-provider.mjs, started by start-server.mjs). */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3109);

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Journeys run in Debian's Chromium (no browser download works on these machines) against the
 * built app, started on a fresh temporary DATA_DIR by support/start-server.mjs.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two workers on two cores (docs/testing.md, 'Where the time goes'): every journey works with
  // accounts, classes and content of its own, so any two can run side by side.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The list, and a summary of every axe scan's findings (support/axe-reporter.ts).
  reporter: [['list'], ['./support/axe-reporter.ts']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: ['anonymous/**'], use: chromium },
    {
      name: 'anonymous',
      testMatch: 'anonymous/**/*.spec.ts',
      use: { ...chromium, baseURL: anonymousBaseURL },
    },
  ],
  webServer: [
    {
      command: 'node support/start-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // The product's current configuration (spec accounts §1), whatever the shell has set; the
      // opinion maps worked out every second, so the viewpoints journey waits little (§12).
      env: {
        E2E_PORT: String(port),
        E2E_DATA_DIR,
        ANONYMOUS: 'false',
        VIEWPOINTS_RECOMPUTE_MS: '1000',
        // A school's OpenID provider beside it, for the school sign-in journey (DESIGN.md §13).
        E2E_OIDC_PORT: String(oidcPort),
      },
    },
    {
      command: 'node support/start-server.mjs',
      url: `${anonymousBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        E2E_PORT: String(anonymousPort),
        E2E_DATA_DIR: E2E_ANONYMOUS_DATA_DIR,
        EDUCATION: 'true',
        ANONYMOUS: 'true',
        EDU_ADMIN_ID,
        // No provider beside this one, whatever the shell has set (the main server's port).
        E2E_OIDC_PORT: '',
      },
    },
  ],
});
