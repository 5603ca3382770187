import type { PublicConfig, UserDto } from '@thoughtful/shared';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/app';
import { createQueryClient } from '../../../../app/query-client';
import { baseConfig, fakeApi, makeUser } from '../../../../testing/fake-api';

import { CsvDownload } from './csv-download';

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The button as `user` sees it once the user and the configuration have answered. */
async function renderFor(user: UserDto, config: PublicConfig = baseConfig) {
  const api = fakeApi({ 'GET /api/auth': () => ({ body: user }) }, config);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <CsvDownload ideaId="i1" />
    </AppProviders>,
  );
  await waitFor(() => {
    expect(api.callsTo('GET /api/auth')).toHaveLength(1);
    expect(api.callsTo('GET /api/config')).toHaveLength(1);
  });
  // Settled: the answers have reached the hooks.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return screen.queryByRole('button', { name: 'Download the interpretations (CSV)' });
}

describe('CsvDownload asks the access policy (interpretation.export)', () => {
  it('is offered to a member', async () => {
    expect(await renderFor(makeUser())).not.toBeNull();
  });

  it('is hidden from a student of the education build (inside an activity too)', async () => {
    expect(await renderFor(makeUser({ isStudent: true }))).toBeNull();
  });

  it('is offered to a student-flagged account outside the education build', async () => {
    const member = makeUser({ isStudent: true });
    expect(await renderFor(member, { ...baseConfig, education: false })).not.toBeNull();
  });
});
