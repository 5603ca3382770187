import type { InvitationDto } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseConfig, errorBody, fakeApi, makeUser } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';

beforeEach(() => localStorage.setItem('token', 'stored'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const admin = makeUser({ isAdmin: true });
const TO_LINE = 'Ana Lopez <s01@school.test>; Ben Carter <s02@school.test>';

function entry(email: string, overrides: Partial<InvitationDto> = {}): InvitationDto {
  return {
    email,
    role: 'student',
    date: '2024-01-01',
    registered: false,
    confirmed: false,
    ...overrides,
  };
}

/** A fake list the fake endpoints change, as the server would. */
function fakeList(initial: InvitationDto[], config = baseConfig) {
  let list = [...initial];
  const api = fakeApi(
    {
      'GET /api/auth': () => ({ body: admin }),
      'GET /api/invitations': () => ({ body: list }),
      'POST /api/invitations': ({ body }) => {
        const { emails } = body as { emails: string[] };
        const known = new Set(list.map((i) => i.email));
        const added = emails.filter((e) => !known.has(e));
        list = [...list, ...added.map((e) => entry(e))];
        return { body: { added, updated: emails.filter((e) => known.has(e)) } };
      },
      'POST /api/invitations/remove': ({ body }) => {
        const { emails } = body as { emails: string[] };
        const known = new Set(list.map((i) => i.email));
        list = list.filter((i) => !emails.includes(i.email));
        return {
          body: {
            removed: emails.filter((e) => known.has(e)),
            notListed: emails.filter((e) => !known.has(e)),
          },
        };
      },
      'POST /api/invitations/s02%40school.test/mail': () => ({
        body: { msg: 'Invitation mail sent to s02@school.test' },
      }),
    },
    config,
  );
  return api;
}

const statuses = () => screen.queryAllByRole('status').map((s) => s.textContent);

describe('invitations screen', () => {
  it("sends a mail client's To line as its addresses and sums it up in one alert", async () => {
    const api = fakeList([entry('s02@school.test')]);
    renderApp('/invitations');
    const box = await screen.findByLabelText<HTMLTextAreaElement>('Email addresses');
    fireEvent.change(box, { target: { value: `${TO_LINE}\nAna Lopez, oops` } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the list' }));

    expect(await screen.findByRole('cell', { name: 's01@school.test' })).toBeTruthy();
    expect(api.callsTo('POST /api/invitations')[0]?.body).toEqual({
      emails: ['s01@school.test', 's02@school.test'],
      role: 'student',
    });
    expect(statuses()).toContain(
      'Added 1 entry; 1 already on the list; 2 not email addresses. An invitation mail is on the way.',
    );
    // What was not an address stays in the box, marked and explained, not in an alert.
    expect(box.value).toBe('Ana Lopez\noops');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Not email addresses, left here to correct: Ana Lopez, oops'),
    ).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('does not call the server when nothing pasted is an address', async () => {
    const api = fakeList([]);
    renderApp('/invitations');
    fireEvent.change(await screen.findByLabelText('Email addresses'), {
      target: { value: 'Ana Lopez; Ben Carter' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the list' }));
    expect(
      screen.getByText('Not email addresses, left here to correct: Ana Lopez, Ben Carter'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/invitations')).toHaveLength(0);
  });

  it('removes the selected entries with one request and one summary alert', async () => {
    const api = fakeList([entry('a@x.org'), entry('b@x.org'), entry('c@x.org')]);
    renderApp('/invitations');
    const removeSelected = await screen.findByRole('button', { name: 'Remove selected (0)' });
    expect(removeSelected).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select a@x.org' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select c@x.org' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected (2)' }));

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'a@x.org' })).toBeNull());
    expect(screen.queryByRole('cell', { name: 'c@x.org' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'b@x.org' })).toBeTruthy();
    expect(api.callsTo('POST /api/invitations/remove')).toHaveLength(1);
    expect(api.callsTo('POST /api/invitations/remove')[0]?.body).toEqual({
      emails: ['a@x.org', 'c@x.org'],
    });
    expect(statuses().filter((s) => s?.startsWith('Removed'))).toEqual(['Removed 2 entries.']);
  });

  it('selects all listed entries at once, and keeps one alert on the screen', async () => {
    const api = fakeList([entry('a@x.org'), entry('b@x.org')]);
    renderApp('/invitations');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    expect(await screen.findByText('Nobody is on the list yet.')).toBeTruthy();
    expect(api.callsTo('POST /api/invitations/remove')[0]?.body).toEqual({
      emails: ['a@x.org', 'b@x.org'],
    });
    fireEvent.change(screen.getByLabelText('Email addresses'), { target: { value: 'd@x.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the list' }));
    await screen.findByRole('cell', { name: 'd@x.org' });
    // The addition's summary replaced the removal's.
    expect(statuses()).toEqual([
      'Added 1 entry; 0 already on the list; 0 not email addresses. An invitation mail is on the way.',
    ]);
  });

  it('sends the mail again for an entry that has not registered, and not for one that has', async () => {
    const api = fakeList([entry('s02@school.test'), entry('done@x.org', { registered: true })]);
    renderApp('/invitations');
    fireEvent.click(await screen.findByRole('button', { name: 'Send again s02@school.test' }));
    await waitFor(() => expect(statuses()).toContain('Invitation mail sent to s02@school.test'));
    expect(api.callsTo('POST /api/invitations/s02%40school.test/mail')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Send again done@x.org' })).toBeNull();
  });

  it("shows the server's refusal as a danger alert", async () => {
    fakeApi({
      'GET /api/auth': () => ({ body: admin }),
      'GET /api/invitations': () => ({ body: [] }),
      'POST /api/invitations': () => ({
        status: 400,
        body: errorBody('Not an email address: x@y'),
      }),
    });
    renderApp('/invitations');
    fireEvent.change(await screen.findByLabelText('Email addresses'), {
      target: { value: 'a@x.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the list' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not an email address: x@y');
  });

  it('speaks of login IDs in anonymous mode, and offers no mail', async () => {
    const api = fakeList([entry('red-fox-12')], { ...baseConfig, anonymous: true });
    renderApp('/invitations');
    const box = await screen.findByLabelText('Login IDs');
    expect(screen.getByText(/Paste as many login IDs as you like/)).toBeTruthy();
    expect(screen.queryByText(/address/)).toBeNull();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Login ID' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Email' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send again/ })).toBeNull();

    fireEvent.change(box, { target: { value: 'Blue-Owl-7, green-cat-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the list' }));
    await screen.findByRole('cell', { name: 'blue-owl-7' });
    expect(api.callsTo('POST /api/invitations')[0]?.body).toEqual({
      emails: ['blue-owl-7', 'green-cat-3'],
      role: 'student',
    });
    expect(statuses()).toContain('Added 2 entries; 0 already on the list; 0 not login IDs.');

    fireEvent.change(box, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the list' }));
    expect(screen.getByText('Enter at least one login ID')).toBeTruthy();
  });
});
