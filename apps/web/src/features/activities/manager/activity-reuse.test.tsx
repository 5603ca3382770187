import type { ActivityDto } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdeaSummary } from '../../../testing/content-fixtures';
import { errorBody, fakeApi, makeUser, type FakeHandler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

/**
 * Reusing activities in the manager (DESIGN.md §14 'Reuse'): Edit in the card's place (fields
 * disabled once a student has completed it), Duplicate into this class or another, a box per
 * card with 'Make live' / 'Take off' for those selected, and 'Copy sequence to…' another class.
 */

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const topic = makeIdeaSummary({ _id: 'topic', label: 'Schools should start later' });
const intell = makeIdeaSummary({ _id: 'intell', label: 'Teenagers sleep too little' });

function makeActivity(overrides: Partial<ActivityDto> = {}): ActivityDto {
  return {
    _id: 'a1',
    classId: 'c1',
    className: 'Civics 7A',
    selection: 100,
    enabled: false,
    order: 1,
    communityTopic: null,
    inTellExisting: intell,
    linkIdeaIdea: null,
    instructions1: 'Read this first',
    instructions101: '',
    instructions102: '',
    instructions201: '',
    newInTellSelfEvaluate: false,
    afterOptionInterpretNewInTell: false,
    afterOptionAddNewIntellAfter: false,
    afterOptionInterconnectNewInTell: false,
    interpretConfirmDeeperUnderstanding: false,
    interpretEvaluateValues: false,
    interpretPauseEmotionFlow: false,
    interpretIntentWords: '',
    date: '2024-01-01T00:00:00.000Z',
    completed: false,
    completedAt: null,
    myIdea: null,
    myAnswer: null,
    studentsCompleted: [],
    completedCount: 0,
    followUpOf: null,
    ...overrides,
  };
}

const info = makeActivity();
/** Completed by a student: only its instructions may change. */
const question = makeActivity({
  _id: 'a2',
  selection: 101,
  order: 2,
  enabled: true,
  communityTopic: topic,
  inTellExisting: null,
  instructions1: '',
  instructions101: 'Do you agree?',
  afterOptionAddNewIntellAfter: true,
  instructions102: 'Interpret a classmate’s reason',
  interpretIntentWords: 'I found the way the selection was explained to be...',
  studentsCompleted: [{ _id: 's1', name: 'Ana', date: '2024-01-02T00:00:00.000Z' }],
  completedCount: 1,
});
/** Ana's reason, followed up: never duplicated. */
const followUp = makeActivity({
  _id: 'a3',
  selection: 102,
  order: 3,
  instructions1: '',
  instructions102: 'Interpret a classmate’s reason',
  followUpOf: 'a2',
});
/** A key point: no choice of the form, so no Edit. */
const keyPoint = makeActivity({ _id: 'a4', selection: 13, order: 4, instructions1: 'Sum it up' });

const classes = [
  {
    _id: 'c1',
    name: 'Civics 7A',
    teachers: [],
    studentCount: 3,
    archived: false,
    pseudonyms: false,
    autoFollowUps: false,
    followUpsPerStudent: 3,
  },
  {
    _id: 'c2',
    name: 'Civics 7B',
    teachers: [],
    studentCount: 2,
    archived: false,
    pseudonyms: false,
    autoFollowUps: false,
    followUpsPerStudent: 3,
  },
];

const teacher: Record<string, FakeHandler> = {
  'GET /api/auth': () => ({ body: makeUser({ _id: 't1', isStudent: false }) }),
};

/**
 * The server as far as these screens go: the lists of both classes (or one, read without a class
 * for a teacher of one), edits, duplicates, several live at once and copies.
 */
function reuseApi(options: { twoClasses?: boolean; extra?: Record<string, FakeHandler> } = {}) {
  type ClassKey = 'c1' | 'c2';
  const lists: Record<ClassKey, ActivityDto[]> = {
    c1: [info, question, followUp, keyPoint],
    c2: [makeActivity({ _id: 'b1', classId: 'c2', className: 'Civics 7B', instructions1: 'B' })],
  };
  const renumber = (list: ActivityDto[]) => list.map((a, i) => ({ ...a, order: i + 1 }));
  const classOf = (id: string) => (lists.c1.some((a) => a._id === id) ? 'c1' : 'c2');
  const handlers: Record<string, FakeHandler> = {
    ...teacher,
    'GET /api/classes': () =>
      options.twoClasses ? { body: classes } : { body: classes.slice(0, 1) },
    'GET /api/activity?view=manager': () => ({ body: lists.c1 }),
    'GET /api/activity?view=manager&classId=c1': () => ({ body: lists.c1 }),
    'GET /api/activity?view=manager&classId=c2': () => ({ body: lists.c2 }),
    'PUT /api/activity/a1': ({ body }) => edited('a1', 'instructions1', body),
    'PUT /api/activity/a2': ({ body }) => edited('a2', 'instructions101', body),
    'POST /api/activity/a1/duplicate': ({ body }) => {
      const to = (body as { classId: ClassKey }).classId;
      const copy = makeActivity({
        _id: `copy-${to}`,
        classId: to,
        className: classes.find((c) => c._id === to)!.name,
        order: lists[to].length + 1,
      });
      lists[to] = [...lists[to], copy];
      return { status: 201, body: copy };
    },
    'POST /api/classes/c1/activities/live': ({ body }) => live('c1', body),
    'POST /api/classes/c2/activities/live': ({ body }) => live('c2', body),
    'POST /api/classes/c1/activities/copy': () => {
      const copies = lists.c1
        .filter((a) => a.followUpOf == null)
        .map((a) => ({ ...a, _id: `c2-${a._id}`, classId: 'c2', className: 'Civics 7B' }));
      lists.c2 = renumber([...lists.c2, ...copies.map((a) => ({ ...a, enabled: false }))]);
      return { status: 201, body: lists.c2.slice(1) };
    },
    ...options.extra,
  };
  /** The edit as far as these tests change it: the instructions. */
  function edited(id: string, field: 'instructions1' | 'instructions101', body: unknown) {
    const words = (body as Record<typeof field, string>)[field];
    lists.c1 = lists.c1.map((a) => (a._id === id ? { ...a, [field]: words } : a));
    return { body: lists.c1 };
  }
  function live(classId: ClassKey, body: unknown) {
    const { activityIds, enabled } = body as { activityIds: string[]; enabled: boolean };
    if (activityIds.some((id) => classOf(id) !== classId)) {
      return { status: 400, body: errorBody('activityIds: not this class’s') };
    }
    lists[classId] = lists[classId].map((a) =>
      activityIds.includes(a._id) ? { ...a, enabled } : a,
    );
    return { body: lists[classId] };
  }
  return fakeApi(handlers);
}

const card = (order: number) =>
  screen.getByRole('article', { name: new RegExp(`^ACTIVITY #${order}\\b`) });

async function openList(localClass?: string) {
  if (localClass) localStorage.setItem('thoughtfulManagerClass', localClass);
  renderApp('/activity-edit');
  await screen.findByRole('article', { name: /^ACTIVITY #1/ });
}

describe('editing an activity', () => {
  it('opens the add form in its place, filled with it, and saves what it shows', async () => {
    const api = reuseApi();
    await openList();
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Edit activity #1' }));
    const editor = await screen.findByRole('article', { name: /^Edit activity #1/ });
    await waitFor(() => expect(document.activeElement).toBe(within(editor).getByRole('heading')));
    // No note: nobody has completed it, so every field can change.
    expect(within(editor).queryByText(/only its instructions/)).toBeNull();
    const info100 = within(editor).getByRole<HTMLInputElement>('radio', { name: 'Info message' });
    expect(info100.checked).toBe(true);
    expect(within(editor).queryByRole('radio', { name: 'Default waveMaker list' })).toBeNull();
    expect(within(editor).getByText('Teenagers sleep too little')).toBeTruthy();
    const words = within(editor).getByLabelText<HTMLTextAreaElement>(
      'Instructions (140 characters or less)',
    );
    expect(words.value).toBe('Read this first');
    fireEvent.change(words, { target: { value: '  Read this, then discuss  ' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.callsTo('PUT /api/activity/a1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/activity/a1')[0]?.body).toEqual({
      selection: 100,
      inTellExisting: 'intell',
      instructions1: 'Read this, then discuss',
    });
    await waitFor(() => expect(card(1).textContent).toContain('Read this, then discuss'));
    expect(screen.getByText('Activity #1 has been saved.')).toBeTruthy();
    expect(document.activeElement).toBe(
      within(card(1)).getByRole('button', { name: 'Edit activity #1' }),
    );
  });

  it('once a student has completed it, disables all but the instructions, and says why', async () => {
    const api = reuseApi();
    await openList();
    fireEvent.click(within(card(2)).getByRole('button', { name: 'Edit activity #2' }));
    const editor = await screen.findByRole('article', { name: /^Edit activity #2/ });
    expect(
      within(editor).getByText(
        'A student has completed this activity: only its instructions can be changed now.',
      ),
    ).toBeTruthy();
    const disabled = (element: HTMLElement) =>
      (element as HTMLInputElement).disabled || element.closest('fieldset:disabled') !== null;
    expect(disabled(within(editor).getByRole('radio', { name: 'Info message' }))).toBe(true);
    expect(disabled(within(editor).getByLabelText('Search for the community topic'))).toBe(true);
    expect(disabled(within(editor).getByLabelText(/may add a new inTell/))).toBe(true);
    const own = within(editor).getByLabelText('Instructions (140 characters or less)');
    const followUpWords = within(editor).getByLabelText(
      /Instructions for the class interpreting it/,
    );
    expect(disabled(own)).toBe(false);
    expect(disabled(followUpWords)).toBe(false);
    fireEvent.change(own, { target: { value: 'Do you agree? Say why.' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save changes' }));

    // Everything else is sent as the activity has it, so nothing reads as a change.
    await waitFor(() => expect(api.callsTo('PUT /api/activity/a2')).toHaveLength(1));
    expect(api.callsTo('PUT /api/activity/a2')[0]?.body).toEqual({
      selection: 101,
      communityTopic: 'topic',
      inTellExisting: null,
      instructions1: '',
      instructions101: 'Do you agree? Say why.',
      instructions102: 'Interpret a classmate’s reason',
      instructions201: '',
      newInTellSelfEvaluate: false,
      afterOptionInterpretNewInTell: false,
      afterOptionAddNewIntellAfter: true,
      afterOptionInterconnectNewInTell: false,
      interpretConfirmDeeperUnderstanding: false,
      interpretEvaluateValues: false,
      interpretPauseEmotionFlow: false,
      interpretIntentWords: 'I found the way the selection was explained to be...',
    });
    await waitFor(() => expect(card(2).textContent).toContain('Do you agree? Say why.'));
  });

  it('leaves it as it was on Cancel, and alerts the spec’s words when the server refuses', async () => {
    const api = reuseApi({
      extra: {
        'PUT /api/activity/a1': () => ({
          status: 409,
          body: errorBody(
            'A student has completed this activity: only its instructions can be changed now.',
          ),
        }),
      },
    });
    await openList();
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Edit activity #1' }));
    let editor = await screen.findByRole('article', { name: /^Edit activity #1/ });
    fireEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(card(1)).getByRole('button', { name: 'Edit activity #1' }),
      ),
    );
    expect(api.callsTo('PUT /api/activity/a1')).toHaveLength(0);

    fireEvent.click(within(card(1)).getByRole('button', { name: 'Edit activity #1' }));
    editor = await screen.findByRole('article', { name: /^Edit activity #1/ });
    fireEvent.click(within(editor).getByRole('radio', { name: 'Interpret an inTell' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Failed To Modify Activity On Server: A student has completed this activity: only its instructions can be changed now.',
      ),
    ).toBeTruthy();
    // The form stays, with what the teacher chose.
    expect(
      within(editor).getByRole<HTMLInputElement>('radio', { name: 'Interpret an inTell' }).checked,
    ).toBe(true);
  });

  it('offers no Edit for a type the form does not make, no Duplicate for a follow-up', async () => {
    reuseApi();
    await openList();
    expect(within(card(4)).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(card(4)).getByRole('button', { name: 'Duplicate activity #4' })).toBeTruthy();
    expect(within(card(3)).queryByRole('button', { name: /^Duplicate/ })).toBeNull();
    expect(within(card(3)).getByRole('button', { name: 'Edit activity #3' })).toBeTruthy();
  });
});

describe('duplicating an activity', () => {
  it('copies it into this class, the focus on the copy', async () => {
    const api = reuseApi();
    await openList();
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Duplicate activity #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate activity #1' });
    // One class: nothing to choose.
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(dialog.textContent).toContain('The copy is not live, and goes last in the class.');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'Duplicate' }),
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(api.callsTo('POST /api/activity/a1/duplicate')).toHaveLength(1));
    expect(api.callsTo('POST /api/activity/a1/duplicate')[0]?.body).toEqual({ classId: 'c1' });
    expect(await screen.findByText('The copy is activity #5, not live.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card(5)).getByRole('heading', { level: 3 })),
    );
  });

  it('copies it into another class of hers, the focus back on Duplicate', async () => {
    const api = reuseApi({ twoClasses: true });
    await openList('c1');
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Duplicate activity #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate activity #1' });
    const into = within(dialog).getByLabelText<HTMLSelectElement>('Into class');
    expect([...into.options].map((o) => o.text)).toEqual(['Civics 7A (this class)', 'Civics 7B']);
    await waitFor(() => expect(document.activeElement).toBe(into));
    fireEvent.change(into, { target: { value: 'c2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/activity/a1/duplicate')[0]?.body).toEqual({ classId: 'c2' }),
    );
    expect(await screen.findByText('The copy is activity #2 of Civics 7B, not live.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(card(1)).getByRole('button', { name: 'Duplicate activity #1' }),
      ),
    );
    expect(screen.getAllByTestId('activity-card')).toHaveLength(4);
  });
});

describe('several activities at once', () => {
  it('makes the selected ones live, or takes them off, together', async () => {
    const api = reuseApi();
    await openList();
    const bulk = screen.getByRole('group', { name: 'Selected activities' });
    const makeLive = within(bulk).getByRole<HTMLButtonElement>('button', { name: 'Make live' });
    expect(makeLive.disabled).toBe(true);
    fireEvent.click(within(card(1)).getByRole('checkbox', { name: 'Select activity #1' }));
    fireEvent.click(within(card(4)).getByRole('checkbox', { name: 'Select activity #4' }));
    expect(within(bulk).getByText('2 selected')).toBeTruthy();
    const all = within(bulk).getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
    expect([all.checked, all.indeterminate]).toEqual([false, true]);

    fireEvent.click(makeLive);
    await waitFor(() =>
      expect(api.callsTo('POST /api/classes/c1/activities/live')[0]?.body).toEqual({
        activityIds: ['a1', 'a4'],
        enabled: true,
      }),
    );
    await waitFor(() => expect(card(4).getAttribute('data-live')).toBe('true'));
    expect(card(1).getAttribute('data-live')).toBe('true');
    expect(card(3).getAttribute('data-live')).toBe('false');
    expect(screen.getByText('2 activities are live.')).toBeTruthy();

    fireEvent.click(all);
    expect(within(bulk).getByText('4 selected')).toBeTruthy();
    fireEvent.click(within(bulk).getByRole('button', { name: 'Take off' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/classes/c1/activities/live')[1]?.body).toEqual({
        activityIds: ['a1', 'a2', 'a3', 'a4'],
        enabled: false,
      }),
    );
    await waitFor(() => expect(screen.getByText('4 activities are no longer live.')).toBeTruthy());
    fireEvent.click(all);
    expect(within(bulk).getByText('0 selected')).toBeTruthy();
  });

  it('copies the sequence to another class, then shows it there selected, one step from live', async () => {
    const api = reuseApi({ twoClasses: true });
    await openList('c1');
    fireEvent.click(screen.getByRole('button', { name: 'Copy sequence to…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Copy the sequence to another class',
    });
    expect(dialog.textContent).toContain(
      'The 3 activities of this class, in their order, go after that class’s own, none of them live.',
    );
    expect(dialog.textContent).toContain(
      'Follow-ups made from students’ inTells stay in this class.',
    );
    const to = within(dialog).getByLabelText<HTMLSelectElement>('To class');
    expect([...to.options].map((o) => o.text)).toEqual(['Civics 7B']);
    await waitFor(() => expect(document.activeElement).toBe(to));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy activities' }));

    await waitFor(() =>
      expect(api.callsTo('POST /api/classes/c1/activities/copy')[0]?.body).toEqual({
        toClassId: 'c2',
      }),
    );
    expect(
      await screen.findByText(
        '3 activities copied to Civics 7B, not live yet. They are selected: Make live puts them live.',
      ),
    ).toBeTruthy();
    // Civics 7B is shown, its own first, the copies after it and selected.
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Class').value).toBe('c2'));
    await screen.findByRole('article', { name: /^ACTIVITY #4/ });
    const checked = screen
      .getAllByRole<HTMLInputElement>('checkbox', { name: /^Select activity/ })
      .map((box) => box.checked);
    expect(checked).toEqual([false, true, true, true]);
    const makeLive = screen.getByRole('button', { name: 'Make live' });
    await waitFor(() => expect(document.activeElement).toBe(makeLive));
    fireEvent.click(makeLive);
    await waitFor(() =>
      expect(api.callsTo('POST /api/classes/c2/activities/live')[0]?.body).toEqual({
        activityIds: ['c2-a1', 'c2-a2', 'c2-a4'],
        enabled: true,
      }),
    );
    await waitFor(() => expect(card(4).getAttribute('data-live')).toBe('true'));
  });

  it('offers no sequence copy to a teacher of one class', async () => {
    reuseApi();
    await openList();
    expect(screen.queryByRole('button', { name: 'Copy sequence to…' })).toBeNull();
  });
});
