import {
  LTI_SERVICE_MESSAGES,
  type ClassDto,
  type Roster,
  type RosterSyncResult,
} from '@thoughtful/shared';
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
  studentCount: 0,
  archived: false,
  pseudonyms: false,
  autoFollowUps: false,
  followUpsPerStudent: 3,
  lti: { platformName: 'Moodle' },
};

const empty: Roster = { students: [], invited: [], activityCount: 0 };
const filled: Roster = {
  students: [
    {
      _id: 's1',
      name: 'Ana',
      loginId: 'ana@example.org',
      managed: false,
      pseudonym: 'Blue Otter',
      completed: 0,
      joined: '2026-11-01T00:00:00.000Z',
    },
  ],
  invited: [],
  activityCount: 0,
};

function rosterApi(schoolClass: ClassDto, extra: Record<string, FakeHandler> = {}) {
  let synced = false;
  const api = fakeApi({
    'GET /api/auth': () => ({ body: makeUser({ _id: 't1', name: 'Tess' }) }),
    'GET /api/classes/c1': () => ({ body: schoolClass }),
    'GET /api/classes/c1/roster': () => ({ body: synced ? filled : empty }),
    'POST /api/classes/c1/lti/roster-sync': () => {
      synced = true;
      const result: RosterSyncResult = {
        added: 1,
        alreadyThere: 0,
        teachers: 1,
        notAdded: 0,
        notRemoved: 2,
      };
      return { body: result };
    },
    ...extra,
  });
  return api;
}

async function openRoster() {
  renderApp('/classes/c1');
  return screen.findByRole('heading', { level: 1, name: 'Civics 7A' });
}

describe('syncing the roster from the learning platform (DESIGN.md §13)', () => {
  it('a linked class offers the sync; it says what happened and shows the new students', async () => {
    const api = rosterApi(civics);
    await openRoster();
    await screen.findByText(/No students yet/);
    const panel = screen.getByRole('region', { name: 'From Moodle' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Sync roster from Moodle' }));
    const status = within(panel).getByRole('status');
    await waitFor(() =>
      expect(Array.from(status.querySelectorAll('p')).map((line) => line.textContent)).toEqual([
        '1 student added from Moodle.',
        '1 teacher added as co-teachers.',
        '2 students are in the class but not active in the course: remove them here if they have left.',
      ]),
    );
    expect(api.callsTo('POST /api/classes/c1/lti/roster-sync')).toHaveLength(1);
    // The roster is read again: the new student is listed.
    const listed = await screen.findAllByTestId('roster-student');
    expect(listed.map((row) => row.querySelector('.fw-semibold')?.textContent)).toEqual(['Ana']);
  });

  it('a class not linked to a course has no sync button', async () => {
    rosterApi({ ...civics, lti: null });
    await openRoster();
    await screen.findByText(/No students yet/);
    expect(screen.queryByRole('button', { name: /Sync roster/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to class' })).toBeTruthy();
  });

  it('a platform that fails: its message is shown, nothing else said', async () => {
    const api = rosterApi(civics, {
      'POST /api/classes/c1/lti/roster-sync': () => ({
        status: 502,
        body: errorBody(LTI_SERVICE_MESSAGES.PLATFORM_UNAVAILABLE),
      }),
    });
    await openRoster();
    fireEvent.click(await screen.findByRole('button', { name: 'Sync roster from Moodle' }));
    expect(await screen.findByText(LTI_SERVICE_MESSAGES.PLATFORM_UNAVAILABLE)).toBeTruthy();
    expect(screen.getByTestId('roster-sync-answer').textContent).toBe('');
    expect(api.callsTo('POST /api/classes/c1/lti/roster-sync')).toHaveLength(1);
  });
});
