import type { LtiPlatformDto } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => localStorage.setItem('token', 'stored'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const admin = makeUser({ isAdmin: true });

const TOOL = {
  loginUrl: 'https://tool.test/api/lti/login',
  launchUrl: 'https://tool.test/api/lti/launch',
  keySetUrl: 'https://tool.test/api/lti/jwks',
  deepLinkingUrl: 'https://tool.test/api/lti/launch',
  registrationUrl: 'https://tool.test/api/lti/register',
  domain: 'tool.test',
};

function platform(overrides: Partial<LtiPlatformDto> = {}): LtiPlatformDto {
  return {
    _id: 'p1',
    name: 'School Moodle',
    issuer: 'https://moodle.school.test',
    clientId: 'abc123',
    authLoginUrl: 'https://moodle.school.test/mod/lti/auth.php',
    authTokenUrl: 'https://moodle.school.test/mod/lti/token.php',
    keySetUrl: 'https://moodle.school.test/mod/lti/certs.php',
    deploymentIds: ['1', '2'],
    registeredAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The admin routes, changing a list as the server would. */
function fakePlatforms(initial: LtiPlatformDto[], user = admin) {
  let list = [...initial];
  return fakeApi({
    'GET /api/auth': () => ({ body: user }),
    'GET /api/lti/platforms': () => ({ body: list }),
    'GET /api/lti/tool': () => ({ body: TOOL }),
    'POST /api/lti/platforms': ({ body }) => {
      const created = platform({ ...(body as Partial<LtiPlatformDto>), _id: 'p2' });
      list = [...list, created];
      return { body: created };
    },
    'DELETE /api/lti/platforms/p1': () => {
      list = list.filter((p) => p._id !== 'p1');
      return { body: { msg: 'Learning platform removed' } };
    },
    'POST /api/lti/registrations': () => ({
      body: {
        url: 'https://tool.test/api/lti/register?token=secret-link',
        expiresAt: '2026-01-02T00:00:00.000Z',
      },
    }),
    'POST /api/lti/keys/rotate': () => ({ body: { msg: 'New signing key made.' } }),
  });
}

describe('the Learning platforms screen', () => {
  it('lists the registered platforms with their deployments, and removes one after asking', async () => {
    const api = fakePlatforms([platform()]);
    renderApp('/learning-platforms');
    const row = await screen.findByRole('listitem', { name: 'School Moodle' });
    expect(within(row).getByText('1, 2')).toBeTruthy();
    expect(within(row).getByText('https://moodle.school.test')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove School Moodle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this platform?' });
    expect(api.callsTo('DELETE /api/lti/platforms/p1')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No platform is registered yet.')).toBeTruthy();
    expect(api.callsTo('DELETE /api/lti/platforms/p1')).toHaveLength(1);
  });

  it('makes a registration link to paste into Moodle and shows the tool’s addresses for Canvas', async () => {
    const api = fakePlatforms([]);
    renderApp('/learning-platforms');
    expect(await screen.findByText('No platform is registered yet.')).toBeTruthy();
    expect(
      (await screen.findByLabelText<HTMLInputElement>('Public key set URL (JWKS)')).value,
    ).toBe(TOOL.keySetUrl);
    expect(
      screen.getByLabelText<HTMLInputElement>('OpenID Connect login URL (initiate login)').value,
    ).toBe(TOOL.loginUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Make a registration link' }));
    const link = await screen.findByLabelText<HTMLInputElement>('Registration link');
    expect(link.value).toBe('https://tool.test/api/lti/register?token=secret-link');
    expect(link.readOnly).toBe(true);
    expect(api.callsTo('POST /api/lti/registrations')).toHaveLength(1);
  });

  it('checks the form before sending it, then registers the platform with its deployment ids', async () => {
    const api = fakePlatforms([]);
    renderApp('/learning-platforms');
    await screen.findByText('No platform is registered yet.');
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Name', 'Canvas');
    fill('Issuer (platform ID)', 'canvas.instructure.com');
    fill('Client ID', '10000000000001');
    fill(
      'Authorization endpoint (OIDC auth URL)',
      'https://sso.canvaslms.com/api/lti/authorize_redirect',
    );
    fill('Access token URL', 'https://sso.canvaslms.com/login/oauth2/token');
    fill('Platform key set URL (JWKS)', 'https://sso.canvaslms.com/api/lti/security/jwks');
    fireEvent.click(screen.getByRole('button', { name: 'Add the platform' }));

    const issuer = screen.getByLabelText('Issuer (platform ID)');
    await waitFor(() => expect(issuer.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('must be an http or https address')).toBeTruthy();
    expect(screen.getByText('Give at least one deployment id')).toBeTruthy();
    expect(document.activeElement).toBe(issuer);
    expect(api.callsTo('POST /api/lti/platforms')).toHaveLength(0);

    fill('Issuer (platform ID)', 'https://canvas.instructure.com');
    fill('Deployment IDs (one a line, or separated by commas)', '12:abc, 13:def\n');
    fireEvent.click(screen.getByRole('button', { name: 'Add the platform' }));
    expect(await screen.findByRole('listitem', { name: 'Canvas' })).toBeTruthy();
    expect(api.callsTo('POST /api/lti/platforms')[0]?.body).toEqual({
      name: 'Canvas',
      issuer: 'https://canvas.instructure.com',
      clientId: '10000000000001',
      authLoginUrl: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
      authTokenUrl: 'https://sso.canvaslms.com/login/oauth2/token',
      keySetUrl: 'https://sso.canvaslms.com/api/lti/security/jwks',
      deploymentIds: ['12:abc', '13:def'],
    });
    expect(screen.getByRole('status', { name: '' }).textContent ?? '').toContain(
      'Canvas registered.',
    );
  });

  it('rotates the keys after asking', async () => {
    const api = fakePlatforms([]);
    renderApp('/learning-platforms');
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate keys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new signing key?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate keys' }));
    await waitFor(() => expect(api.callsTo('POST /api/lti/keys/rotate')).toHaveLength(1));
    expect(await screen.findByText('New signing key made.')).toBeTruthy();
  });

  it('is in the admin’s account menu, and not a teacher’s', async () => {
    fakePlatforms([]);
    renderApp('/learning-platforms');
    await screen.findByText('No platform is registered yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const link = await screen.findByRole('link', { name: 'Learning platforms' });
    expect(link.getAttribute('href')).toBe('/learning-platforms');
    cleanup();

    const api = fakePlatforms([], makeUser({ isAdmin: false }));
    renderApp('/learning-platforms');
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('link', { name: 'My profile' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Learning platforms' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Learning platforms' })).toBeNull();
    expect(api.callsTo('GET /api/lti/platforms')).toHaveLength(0);
  });
});
