import { CLASS_MESSAGES, type ClassDto, type ClassGroups, type Roster } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeApi, makeUser, type FakeHandler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete document.body.dataset.printPart;
});

const civics: ClassDto = {
  _id: 'c1',
  name: 'Civics 7A',
  code: 'K7QDM2XP9A',
  teachers: [{ _id: 't1', name: 'Tess' }],
  studentCount: 2,
  archived: false,
  pseudonyms: false,
  autoFollowUps: false,
  followUpsPerStudent: 3,
};

const roster: Roster = {
  students: [
    {
      _id: 's1',
      name: 'Ana',
      loginId: 'ana@example.org',
      managed: false,
      pseudonym: 'Blue Otter',
      completed: 2,
      joined: '2026-11-01T00:00:00.000Z',
    },
    {
      _id: 's2',
      name: 'brave-otter-42',
      loginId: 'brave-otter-42',
      managed: true,
      pseudonym: 'Red Fox',
      completed: 0,
      joined: '2026-11-02T00:00:00.000Z',
    },
  ],
  invited: ['cy@example.org'],
  activityCount: 3,
};

function rosterApi(extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/auth': () => ({ body: makeUser({ _id: 't1', name: 'Tess' }) }),
    'GET /api/classes/c1': () => ({ body: civics }),
    'GET /api/classes/c1/roster': () => ({ body: roster }),
    'GET /api/classes/c1/groups': () => ({ body: { groups: [] } }),
    ...extra,
  });
}

async function openRoster() {
  renderApp('/classes/c1');
  return screen.findByRole('heading', { level: 1, name: 'Civics 7A' });
}

const student = (name: string) =>
  screen.getAllByTestId('roster-student').find((row) => row.textContent?.includes(name))!;

describe('the roster (DESIGN.md §10)', () => {
  it('lists students with their progress and the invited; a paste answers, keeping non-addresses', async () => {
    const api = rosterApi({
      'POST /api/classes/c1/roster': () => ({
        body: {
          added: ['bo@example.org'],
          alreadyThere: ['ana@example.org'],
          notAddresses: ['bo at home'],
        },
      }),
    });
    await openRoster();
    expect(await screen.findByText('2 of 3 activities done')).toBeTruthy();
    expect(within(student('brave-otter-42')).getByText('Account made here')).toBeTruthy();
    expect(
      within(student('brave-otter-42')).getByRole('button', {
        name: 'Reset password brave-otter-42',
      }),
    ).toBeTruthy();
    // A student with an e-mail has no password of the class's to reset.
    expect(within(student('Ana')).queryByRole('button', { name: /Reset password/ })).toBeNull();
    expect(screen.getByText('cy@example.org')).toBeTruthy();

    const box = screen.getByLabelText('E-mail addresses');
    const pasted = 'Bo <bo@example.org>; ana@example.org\nbo at home';
    fireEvent.change(box, { target: { value: pasted } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to class' }));
    expect(
      await screen.findByText('Added 1 address; 1 already in the class; 1 not e-mail addresses.'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/classes/c1/roster')[0]?.body).toEqual({ emails: pasted });
    expect((box as HTMLTextAreaElement).value).toBe('bo at home');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Not e-mail addresses, left in the box to correct: bo at home'),
    ).toBeTruthy();
  });

  it('makes accounts and shows them once as a sheet that prints alone', async () => {
    const print = vi.fn(() => expect(document.body.dataset.printPart).toBe('sheet'));
    vi.stubGlobal('print', print);
    const api = rosterApi({
      'POST /api/classes/c1/roster': () => ({
        status: 201,
        body: {
          accounts: [
            {
              _id: 'n1',
              name: 'Lime Heron 17',
              loginId: 'calm-heron-17',
              password: 'kite-mango-7',
            },
            { _id: 'n2', name: 'Teal Lark 8', loginId: 'swift-lark-88', password: 'pear-cloud-3' },
          ],
        },
      }),
    });
    await openRoster();
    // With no sheet shown, the browser's own Print prints the join poster.
    expect(document.body.dataset.printPart).toBe('join');
    fireEvent.change(screen.getByLabelText('Number of accounts'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make accounts' }));

    const sheet = await screen.findByRole('region', { name: '2 new accounts' });
    expect(api.callsTo('POST /api/classes/c1/roster')[0]?.body).toEqual({ managed: 2 });
    expect(within(sheet).getByText(/The passwords are shown only now/)).toBeTruthy();
    const cards = within(sheet).getAllByTestId('account-card');
    expect(cards.map((card) => card.querySelector('.account-login-id')?.textContent)).toEqual([
      'calm-heron-17',
      'swift-lark-88',
    ]);
    expect(cards[0]!.textContent).toContain('kite-mango-7');
    expect(cards[0]!.textContent).toContain(window.location.origin);
    expect(document.body.dataset.printPart).toBe('sheet');

    fireEvent.click(within(sheet).getByRole('button', { name: 'Print sheet' }));
    expect(print).toHaveBeenCalledTimes(1);

    fireEvent.click(within(sheet).getByRole('button', { name: 'I have kept them' }));
    expect(screen.queryByText('kite-mango-7')).toBeNull();
    expect(document.body.dataset.printPart).toBe('join');
  });

  it('makes one account per name typed, each card printing its name', async () => {
    const api = rosterApi({
      'POST /api/classes/c1/roster': () => ({
        body: {
          accounts: [
            { _id: 'n1', name: 'Ana Lopez', loginId: 'calm-heron-17', password: 'kite-mango-7' },
            { _id: 'n2', name: 'Ben Okafor', loginId: 'swift-lark-88', password: 'pear-cloud-3' },
          ],
        },
      }),
    });
    await openRoster();
    fireEvent.change(screen.getByLabelText('Students’ names (optional, one a line)'), {
      target: { value: 'Ana Lopez\n\n  Ben   Okafor \n' },
    });
    // The names say how many.
    expect(screen.getByLabelText<HTMLInputElement>('Number of accounts').value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Make accounts' }));
    const sheet = await screen.findByRole('region', { name: '2 new accounts' });
    expect(api.callsTo('POST /api/classes/c1/roster')[0]?.body).toEqual({
      managed: 2,
      names: ['Ana Lopez', 'Ben Okafor'],
    });
    const cards = within(sheet).getAllByTestId('account-card');
    expect(cards.map((card) => card.querySelector('.account-card-name')?.textContent)).toEqual([
      'Name: Ana Lopez',
      'Name: Ben Okafor',
    ]);
  });

  it('renames a student: refused empty before asking, then saved', async () => {
    const api = rosterApi({
      'POST /api/classes/c1/roster/s2/name': () => ({ body: { _id: 's2', name: 'Ben Okafor' } }),
    });
    await openRoster();
    await screen.findByText('2 of 3 activities done');
    fireEvent.click(screen.getByRole('button', { name: 'Rename brave-otter-42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename brave-otter-42' });
    const field = within(dialog).getByLabelText('Name');
    expect(field).toHaveProperty('value', 'brave-otter-42');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(within(dialog).getByText(CLASS_MESSAGES.STUDENT_NAME_REQUIRED)).toBeTruthy();
    expect(api.callsTo('POST /api/classes/c1/roster/s2/name')).toHaveLength(0);
    fireEvent.change(field, { target: { value: ' Ben  Okafor ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('The student is now named Ben Okafor.')).toBeTruthy();
    expect(api.callsTo('POST /api/classes/c1/roster/s2/name')[0]?.body).toEqual({
      name: 'Ben Okafor',
    });
  });

  it('shows the join code, link and QR code; a new code only after confirming', async () => {
    const api = rosterApi({
      'POST /api/classes/c1': () => ({ body: { ...civics, code: 'ZZZZZ22222' } }),
    });
    await openRoster();
    expect(screen.getByTestId('join-code').textContent).toBe('K7QDM-2XP9A');
    const link = `${window.location.origin}/join/K7QDM2XP9A`;
    expect(screen.getByRole('link', { name: link })).toBeTruthy();
    const qr = await screen.findByRole('img', { name: `QR code of the join link ${link}` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    fireEvent.click(screen.getByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new join code?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /api/classes/c1')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'New code' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make a new code' }),
    );
    await waitFor(() => expect(api.callsTo('POST /api/classes/c1')).toHaveLength(1));
    expect(api.callsTo('POST /api/classes/c1')[0]?.body).toEqual({ rotateCode: true });
  });

  it('resets a managed password, shown once, and removes a student after confirming', async () => {
    const api = rosterApi({
      'POST /api/classes/c1/roster/s2/password': () => ({
        body: {
          _id: 's2',
          name: 'brave-otter-42',
          loginId: 'brave-otter-42',
          password: 'new-pass-99',
        },
      }),
      'DELETE /api/classes/c1/roster/s1': () => ({
        status: 403,
        body: errorBody(CLASS_MESSAGES.NOT_YOUR_CLASS),
      }),
    });
    await openRoster();
    await screen.findByText('2 of 3 activities done');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password brave-otter-42' }));
    const ask = await screen.findByRole('dialog', {
      name: 'Reset the password of brave-otter-42?',
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('dialog', { name: 'New password for brave-otter-42' });
    expect(within(shown).getByTestId('new-password').textContent).toBe('new-pass-99');
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('new-pass-99')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Remove Ana' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove Ana from the class?' });
    fireEvent.click(within(remove).getByRole('button', { name: 'Remove from class' }));
    expect(await screen.findByText(CLASS_MESSAGES.NOT_YOUR_CLASS)).toBeTruthy();
    expect(api.callsTo('DELETE /api/classes/c1/roster/s1')).toHaveLength(1);
  });

  it('splits the class into groups, moves a student, renames and deletes a group (issue 43)', async () => {
    let groups: ClassGroups = { groups: [] };
    const answer = (next: ClassGroups) => () => {
      groups = next;
      return { body: groups };
    };
    const split: ClassGroups = {
      groups: [
        { _id: 'g1', name: 'Group 1', studentIds: ['s1'] },
        { _id: 'g2', name: 'Group 2', studentIds: ['s2'] },
      ],
    };
    const api = rosterApi({
      'GET /api/classes/c1/groups': () => ({ body: groups }),
      'POST /api/classes/c1/groups/split': answer(split),
      'POST /api/classes/c1/roster/s1/group': answer({
        groups: [{ ...split.groups[0]!, studentIds: [] }, split.groups[1]!],
      }),
      'POST /api/classes/c1/groups/g2': answer({
        groups: [
          { _id: 'g1', name: 'Group 1', studentIds: [] },
          { _id: 'g2', name: 'Reds', studentIds: ['s2'] },
        ],
      }),
      'DELETE /api/classes/c1/groups/g1': answer({
        groups: [{ _id: 'g2', name: 'Reds', studentIds: ['s2'] }],
      }),
    });
    await openRoster();
    const panel = await screen.findByRole('region', { name: 'Groups' });
    expect(
      await within(panel).findByText('No groups: every student sees the whole class’s work.'),
    ).toBeTruthy();
    // Nothing but 2 to 30 groups is asked for.
    const count = within(panel).getByLabelText('Number of groups');
    fireEvent.change(count, { target: { value: '1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Split into groups' }));
    expect(within(panel).getByText('Split into 2 to 30 groups')).toBeTruthy();
    expect(api.callsTo('POST /api/classes/c1/groups/split')).toHaveLength(0);
    fireEvent.change(count, { target: { value: '2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Split into groups' }));
    expect(await within(panel).findByText('Split into 2 groups.')).toBeTruthy();
    expect(api.callsTo('POST /api/classes/c1/groups/split')[0]?.body).toEqual({ count: 2 });
    const cards = within(panel).getAllByTestId('class-group');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Group 1 (1 student)'),
      expect.stringContaining('Group 2 (1 student)'),
    ]);
    // A second split asks first: the groups there are would go.
    fireEvent.click(within(panel).getByRole('button', { name: 'Split into groups' }));
    const again = await screen.findByRole('dialog', { name: 'Split the class again?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /api/classes/c1/groups/split')).toHaveLength(1);

    // Ana into no group.
    const anaGroup = within(panel).getByLabelText<HTMLSelectElement>('Ana');
    expect(anaGroup.value).toBe('g1');
    fireEvent.change(anaGroup, { target: { value: '' } });
    expect(await within(panel).findByText('Ana is in no group.')).toBeTruthy();
    expect(api.callsTo('POST /api/classes/c1/roster/s1/group')[0]?.body).toEqual({ groupId: null });
    expect(within(panel).getByRole('heading', { name: 'Not in a group' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Rename Group 2' }));
    const name = within(panel).getByLabelText('New name for Group 2');
    fireEvent.change(name, { target: { value: 'Reds' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Renamed to ‘Reds’.')).toBeTruthy();
    expect(api.callsTo('POST /api/classes/c1/groups/g2')[0]?.body).toEqual({ name: 'Reds' });

    fireEvent.click(within(panel).getByRole('button', { name: 'Delete Group 1' }));
    const sure = await screen.findByRole('dialog', { name: 'Delete Group 1?' });
    fireEvent.click(within(sure).getByRole('button', { name: 'Delete' }));
    expect(
      await within(panel).findByText('Group ‘Group 1’ deleted; its students are in no group.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(panel).getAllByTestId('class-group')).toHaveLength(1));
  });
});
