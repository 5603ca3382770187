import { runOperatorCommand } from './operator';

/**
 * The second e2e server runs the education build in anonymous mode (playwright.config.ts):
 * students log in with an invited ID only; this ID is the admin's, who also needs a password.
 */
export const ANONYMOUS_ADMIN_ID = 'admin-e2e';

function anonymousDataDir(): string {
  const dir = process.env.E2E_ANONYMOUS_DATA_DIR;
  if (!dir)
    throw new Error('E2E_ANONYMOUS_DATA_DIR is not set (it is set by playwright.config.ts)');
  return dir;
}

/** Runs the operator CLI against the anonymous server's data, with that server's flags. */
export function anonymousCli(...args: string[]): Promise<string> {
  return runOperatorCommand(args, {
    DATA_DIR: anonymousDataDir(),
    EDUCATION: 'true',
    ANONYMOUS: 'true',
    EDU_ADMIN_ID: ANONYMOUS_ADMIN_ID,
  });
}

/** A unique login ID per test (anonymous-mode IDs need not be e-mails). */
export function uniqueLoginId(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
