import type {
  ActivityAnswers,
  ActivityDto,
  IdeaScalePlotData,
  SettingDto,
} from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdeaSummary } from '../../../testing/content-fixtures';
import { errorBody, fakeApi, makeUser, type FakeHandler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

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
    classId: 'class1',
    className: 'My class',
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
const question = makeActivity({
  _id: 'a2',
  selection: 101,
  order: 2,
  enabled: true,
  communityTopic: topic,
  inTellExisting: null,
  instructions1: '',
  instructions101: 'Do you agree?',
  studentsCompleted: [
    { _id: 's1', name: 'Ana', date: '2024-01-02T00:00:00.000Z' },
    { _id: 's2', name: 'Ben', date: '2024-01-02T00:00:00.000Z' },
  ],
  completedCount: 2,
});
const connect = makeActivity({
  _id: 'a3',
  selection: 201,
  order: 3,
  communityTopic: topic,
  inTellExisting: intell,
  instructions1: '',
  instructions201: 'Support or damage?',
});

const asTeacher: Record<string, FakeHandler> = {
  'GET /api/auth': () => ({ body: makeUser({ _id: 't1', isStudent: false }) }),
};

const renumber = (list: ActivityDto[]) => list.map((a, i) => ({ ...a, order: i + 1 }));

function managerApi(extra: Record<string, FakeHandler> = {}, list = [info, question, connect]) {
  let activities = list;
  return fakeApi({
    ...asTeacher,
    'GET /api/activity?view=manager': () => ({ body: activities }),
    'POST /api/activity/a1': ({ body }) => {
      const { enabled, order } = body as { enabled?: boolean; order?: number };
      if (enabled !== undefined) {
        activities = activities.map((a) => (a._id === 'a1' ? { ...a, enabled } : a));
      }
      if (order !== undefined) {
        const moving = activities.find((a) => a._id === 'a1')!;
        const others = activities.filter((a) => a._id !== 'a1');
        others.splice(order - 1, 0, moving);
        activities = renumber(others);
      }
      return { body: activities };
    },
    'DELETE /api/activity/a3': () => {
      activities = renumber(activities.filter((a) => a._id !== 'a3'));
      return { body: activities };
    },
    ...extra,
  });
}

const card = (order: number) =>
  screen.getByRole('article', { name: new RegExp(`^ACTIVITY #${order}\\b`) });

async function openList() {
  renderApp('/activity-edit');
  await screen.findByRole('article', { name: /^ACTIVITY #1/ });
}

describe('the activity list (content §2 Admin activity manager, §4 lifecycle)', () => {
  it('shows each card: type, instructions, inTells, Go Live, completions, the count', async () => {
    managerApi();
    await openList();
    expect(screen.getByRole('tab', { name: 'View all activities 3' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Add new activity' })).toBeTruthy();
    const first = card(1);
    expect(first.textContent).toContain('Info message');
    expect(first.textContent).toContain('Read this first');
    expect(within(first).getByRole('link', { name: 'Teenagers sleep too little' })).toBeTruthy();
    const live = within(first).getByRole('switch', { name: 'Go Live activity #1' });
    expect((live as HTMLInputElement).checked).toBe(false);
    // A draft nobody completed shows no count; a live card shows it, shaded green.
    expect(within(first).queryByText(/Completed by/)).toBeNull();
    const second = card(2);
    expect(second.textContent).toContain('Guiding question');
    expect(within(second).getByText('Completed by 2 students')).toBeTruthy();
    const header = (article: HTMLElement) => article.querySelector('.card-header')!.className;
    expect(header(second)).toContain('bg-success-subtle');
    expect(header(first)).not.toContain('bg-success-subtle');
    // Move up at the top and move down at the bottom cannot be used.
    const up = within(first).getByRole('button', { name: 'Move up activity #1' });
    expect((up as HTMLButtonElement).disabled).toBe(true);
    const down = within(card(3)).getByRole('button', { name: 'Move down activity #3' });
    expect((down as HTMLButtonElement).disabled).toBe(true);
  });

  it('names the classmates a follow-up was given to', async () => {
    const followUp = {
      ...connect,
      selection: 102,
      followUpOf: question._id,
      followUpReaders: [
        { _id: 's1', name: 'Ana' },
        { _id: 's2', name: 'Ben' },
      ],
    };
    managerApi({}, [info, question, followUp]);
    await openList();
    expect(within(card(3)).getByText('Given to Ana, Ben')).toBeTruthy();
    expect(within(card(2)).queryByText(/Given to/)).toBeNull();
  });

  it('puts an activity live, moves it, jumps it, keeping the focus on the control used', async () => {
    const api = managerApi();
    await openList();
    fireEvent.click(within(card(1)).getByRole('switch', { name: /Go Live/ }));
    await waitFor(() =>
      expect(card(1).querySelector('.card-header')!.className).toContain('bg-success-subtle'),
    );
    expect(api.callsTo('POST /api/activity/a1')[0]?.body).toEqual({
      activityID: 'a1',
      enabled: true,
    });
    expect(screen.getByText('Activity #1 is live.')).toBeTruthy();

    fireEvent.click(within(card(1)).getByRole('button', { name: 'Move down activity #1' }));
    await waitFor(() => expect(card(2).textContent).toContain('Info message'));
    expect(api.callsTo('POST /api/activity/a1')[1]?.body).toEqual({ activityID: 'a1', order: 2 });
    expect(document.activeElement).toBe(
      within(card(2)).getByRole('button', { name: 'Move down activity #2' }),
    );
    expect(screen.getByText('The activity is now #2.')).toBeTruthy();

    fireEvent.change(within(card(2)).getByLabelText('Position activity #2'), {
      target: { value: '3' },
    });
    fireEvent.click(within(card(2)).getByRole('button', { name: 'Jump activity #2' }));
    await waitFor(() => expect(card(3).textContent).toContain('Info message'));
    expect(api.callsTo('POST /api/activity/a1')[2]?.body).toEqual({ activityID: 'a1', order: 3 });
    // The jump button is now disabled (the position is its own): the focus is on the position.
    expect(document.activeElement).toBe(within(card(3)).getByLabelText('Position activity #3'));
  });

  it('deletes only after the confirmation, which starts on Cancel', async () => {
    const api = managerApi();
    await openList();
    fireEvent.click(within(card(3)).getByRole('button', { name: 'Delete activity #3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this activity?' });
    expect(dialog.textContent).toContain(
      'Activity #3 (Interconnect an inTell to the guiding question) will be deleted',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /api/activity/a3')).toHaveLength(0);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(card(3)).getByRole('button', { name: 'Delete activity #3' }),
      ),
    );

    fireEvent.click(within(card(3)).getByRole('button', { name: 'Delete activity #3' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete activity' }),
    );
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(2));
    expect(api.callsTo('DELETE /api/activity/a3')).toHaveLength(1);
    expect(screen.getByText('The activity has been deleted.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'View all activities 2' })).toBeTruthy();
  });

  it('alerts the spec’s words when a change, a deletion or the list fails (content §8)', async () => {
    managerApi({
      'POST /api/activity/a1': () => ({ status: 403, body: errorBody('Students cannot do that') }),
      'DELETE /api/activity/a3': () => ({ status: 404, body: errorBody('Activity not found') }),
    });
    await openList();
    const live = within(card(1)).getByRole<HTMLInputElement>('switch', { name: /Go Live/ });
    fireEvent.click(live);
    // The switch answers at once, and is put back when the server refuses.
    expect(live.checked).toBe(true);
    expect(
      await screen.findByText('Failed To Modify Activity On Server: Students cannot do that'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        within(card(1)).getByRole<HTMLInputElement>('switch', { name: /Go Live/ }).checked,
      ).toBe(false),
    );
    fireEvent.click(within(card(3)).getByRole('button', { name: /^Delete/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete activity' }),
    );
    expect(
      await screen.findByText('Failed To Delete Activity From Server: Activity not found'),
    ).toBeTruthy();
    cleanup();

    fakeApi({
      ...asTeacher,
      'GET /api/activity?view=manager': () => ({ status: 500, body: errorBody('Database down') }),
    });
    renderApp('/activity-edit');
    expect(
      await screen.findByText('Failed To Retrieve Activities From Server: Database down'),
    ).toBeTruthy();
  });
});

/** Types into a picker's search and chooses the result. */
async function pick(searchLabel: string, word: string, label: string) {
  fireEvent.change(screen.getByLabelText(searchLabel), { target: { value: word } });
  fireEvent.click(await screen.findByRole('button', { name: `Choose ‘${label}’` }));
  // The results go at once, so the next picker's buttons are the only ones.
  expect(screen.queryByRole('button', { name: `Choose ‘${label}’` })).toBeNull();
}

const search: Record<string, FakeHandler> = {
  'GET /api/ideas?searchString=schools&limitSize=10': () => ({ body: [topic, intell] }),
  'GET /api/ideas?searchString=sleep&limitSize=10': () => ({ body: [intell, topic] }),
  'GET /api/ideas?searchString=zzz&limitSize=10': () => ({ body: [] }),
};

async function openAddForm() {
  await openList();
  fireEvent.click(screen.getByRole('tab', { name: 'Add new activity' }));
  await screen.findByRole('group', { name: 'Type of activity' });
}

describe('the class picker (DESIGN.md §10)', () => {
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
  const other = makeActivity({ _id: 'b1', classId: 'c2', className: 'Civics 7B' });

  it('shows nothing more to a teacher of one class, who reads and creates as before', async () => {
    const api = managerApi({ 'GET /api/classes': () => ({ body: classes.slice(0, 1) }) });
    await openList();
    expect(screen.queryByLabelText('Class')).toBeNull();
    expect(api.callsTo('GET /api/activity?view=manager')).toHaveLength(1);
  });

  it('reads the chosen class’s activities, remembers the choice, and creates in it', async () => {
    localStorage.setItem('thoughtfulManagerClass', 'c2');
    const api = managerApi({
      ...search,
      'GET /api/classes': () => ({ body: classes }),
      'GET /api/activity?view=manager&classId=c1': () => ({ body: [info, question] }),
      'GET /api/activity?view=manager&classId=c2': () => ({ body: [other] }),
      'POST /api/activity': ({ body }) => ({
        status: 201,
        body: makeActivity({ _id: 'b2', order: 2, ...(body as object) }),
      }),
    });
    await openList();
    const picker = screen.getByLabelText<HTMLSelectElement>('Class');
    expect(picker.value).toBe('c2');
    expect(screen.getByRole('tab', { name: 'View all activities 1' })).toBeTruthy();
    // Read once, for the class, never for all of them.
    expect(api.callsTo('GET /api/activity?view=manager')).toHaveLength(0);

    fireEvent.change(picker, { target: { value: 'c1' } });
    expect(await screen.findByRole('tab', { name: 'View all activities 2' })).toBeTruthy();
    expect(localStorage.getItem('thoughtfulManagerClass')).toBe('c1');

    fireEvent.click(screen.getByRole('tab', { name: 'Add new activity' }));
    await screen.findByRole('group', { name: 'Type of activity' });
    fireEvent.click(screen.getByLabelText('Interconnect an inTell to the guiding question'));
    await pick('Search for the community topic', 'schools', 'Schools should start later');
    fireEvent.change(screen.getByLabelText('Search for the inTell'), {
      target: { value: 'sleep' },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Choose ‘Teenagers sleep too little’' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    await waitFor(() => expect(api.callsTo('POST /api/activity')).toHaveLength(1));
    expect(api.callsTo('POST /api/activity')[0]?.body).toMatchObject({ classId: 'c1' });
  });
});

describe('the add form (content §2, §5)', () => {
  it('offers the six choices, each revealing its own options', async () => {
    managerApi();
    await openAddForm();
    const choices = within(screen.getByRole('group', { name: 'Type of activity' }))
      .getAllByRole('radio')
      .map((radio) => radio.closest('.form-check')!.querySelector('label')!.textContent);
    expect(choices).toEqual([
      'Add new inTell',
      'Guiding question (community topic)',
      'Interpret an inTell',
      'Interconnect an inTell to the guiding question',
      'Info message',
      'Default waveMaker list',
    ]);
    // 1: no picker until the interconnect option is on; the interpretation options with it.
    expect(screen.queryByLabelText('Search for the community topic')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Interpretation options' })).toBeNull();
    fireEvent.click(screen.getByLabelText(/interconnect it to the community topic/));
    expect(screen.getByLabelText('Search for the community topic')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('interpret their new inTell'));
    const prompts = within(screen.getByRole('group', { name: 'Author-intent prompt' }));
    expect(
      prompts.getByLabelText('I found the way the author presented this information to be...'),
    ).toBeTruthy();
    expect(
      prompts.getByLabelText('I found the way the selection was explained to be...'),
    ).toBeTruthy();
    expect(prompts.queryByLabelText('Alternative intent prompt')).toBeNull();
    fireEvent.click(prompts.getByLabelText('An alternative prompt of my own:'));
    expect(prompts.getByLabelText('Alternative intent prompt')).toBeTruthy();
    // 201: both pickers.
    fireEvent.click(screen.getByLabelText('Interconnect an inTell to the guiding question'));
    expect(screen.getByLabelText('Search for the community topic')).toBeTruthy();
    expect(screen.getByLabelText('Search for the inTell')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Interpretation options' })).toBeNull();
    // 100: the inTell only.
    fireEvent.click(screen.getByLabelText('Info message'));
    expect(screen.queryByLabelText('Search for the community topic')).toBeNull();
    expect(screen.getByLabelText('Search for the inTell')).toBeTruthy();
  });

  it('checks the rules before sending, then sends a 201 with its pair', async () => {
    const api = managerApi({
      ...search,
      'POST /api/activity': ({ body }) => ({
        status: 201,
        body: makeActivity({ _id: 'a9', order: 4, selection: 201, ...(body as object) }),
      }),
    });
    await openAddForm();
    fireEvent.click(screen.getByLabelText('Interconnect an inTell to the guiding question'));
    fireEvent.change(screen.getByLabelText('Instructions (140 characters or less)'), {
      target: { value: 'x'.repeat(141) },
    });
    expect(screen.getByText('141 of 140 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    expect(await screen.findByText('Please select a community topic.')).toBeTruthy();
    expect(screen.getByText('Please select an inTell.')).toBeTruthy();
    expect(
      screen.getByText('Instructions (140 characters or less)', { selector: '.invalid-feedback' }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Search for the community topic'));
    expect(api.callsTo('POST /api/activity')).toHaveLength(0);

    await pick('Search for the community topic', 'schools', 'Schools should start later');
    expect(screen.queryByText('Please select a community topic.')).toBeNull();
    // The topic cannot be chosen as the inTell too.
    fireEvent.change(screen.getByLabelText('Search for the inTell'), {
      target: { value: 'sleep' },
    });
    const same = await screen.findByRole('button', { name: 'Choose ‘Schools should start later’' });
    expect((same as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('already chosen as the other inTell')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose ‘Teenagers sleep too little’' }));
    fireEvent.change(screen.getByLabelText('Instructions (140 characters or less)'), {
      target: { value: ' Does it support the question? ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    await waitFor(() => expect(api.callsTo('POST /api/activity')).toHaveLength(1));
    expect(api.callsTo('POST /api/activity')[0]?.body).toEqual({
      selection: 201,
      communityTopic: 'topic',
      inTellExisting: 'intell',
      linkIdeaIdea: { ideaCause: 'intell', ideaEffect: 'topic' },
      instructions201: 'Does it support the question?',
    });
    expect(
      await screen.findByText('Activity #4 has been added. Put it live when the class is ready.'),
    ).toBeTruthy();
    // Back on the list.
    expect(
      screen.getByRole('tab', { name: /View all activities/ }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('101: asks for the follow-up’s instructions once students may add an inTell', async () => {
    const api = managerApi({
      ...search,
      'POST /api/activity': ({ body }) => ({
        status: 201,
        body: makeActivity({ _id: 'a9', order: 4, selection: 101, ...(body as object) }),
      }),
    });
    await openAddForm();
    fireEvent.click(screen.getByLabelText('Guiding question (community topic)'));
    const followUpLabel = 'Instructions for the class interpreting it (140 characters or less)';
    expect(screen.queryByLabelText(followUpLabel)).toBeNull();
    await pick('Search for the community topic', 'schools', 'Schools should start later');
    fireEvent.click(screen.getByLabelText(/may add a new inTell/));
    fireEvent.change(screen.getByLabelText(followUpLabel), {
      target: { value: ' Interpret a classmate’s inTell ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    await waitFor(() => expect(api.callsTo('POST /api/activity')).toHaveLength(1));
    expect(api.callsTo('POST /api/activity')[0]?.body).toMatchObject({
      selection: 101,
      communityTopic: 'topic',
      afterOptionAddNewIntellAfter: true,
      instructions102: 'Interpret a classmate’s inTell',
    });
  });

  it('requires the alternative prompt, and sends the teacher’s words', async () => {
    const api = managerApi({
      ...search,
      'POST /api/activity': () => ({ status: 201, body: makeActivity({ _id: 'a9', order: 4 }) }),
    });
    await openAddForm();
    fireEvent.click(screen.getByLabelText('Interpret an inTell'));
    await pick('Search for the inTell', 'sleep', 'Teenagers sleep too little');
    fireEvent.click(screen.getByLabelText('Ask students to evaluate the values at stake'));
    fireEvent.click(screen.getByLabelText('An alternative prompt of my own:'));
    fireEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    expect(
      await screen.findByText('Invalid alternative intent prompt. Please be more descriptive.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Alternative intent prompt'));
    fireEvent.change(screen.getByLabelText('Alternative intent prompt'), {
      target: { value: 'The author wanted...' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    await waitFor(() => expect(api.callsTo('POST /api/activity')).toHaveLength(1));
    expect(api.callsTo('POST /api/activity')[0]?.body).toEqual({
      selection: 102,
      inTellExisting: 'intell',
      instructions102: '',
      interpretConfirmDeeperUnderstanding: false,
      interpretEvaluateValues: true,
      interpretPauseEmotionFlow: false,
      intentPromptOption: 3,
      interpretIntentWords: 'The author wanted...',
    });
  });

  it('opens the community-topic dialog for a new inTell that interconnects without a topic', async () => {
    const api = managerApi(search);
    await openAddForm();
    fireEvent.click(screen.getByLabelText(/interconnect it to the community topic/));
    fireEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Community topic' });
    expect(within(dialog).getByText('Please select a community topic.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/activity')).toHaveLength(0);
    // The help button opens it too, without the request.
    fireEvent.click(screen.getByRole('button', { name: 'What is a community topic?' }));
    const help = await screen.findByRole('dialog', { name: 'Community topic' });
    expect(within(help).queryByText('Please select a community topic.')).toBeNull();
  });

  it('shows the server’s 400 messages as alerts (content §8)', async () => {
    managerApi({
      ...search,
      'POST /api/activity': () => ({
        status: 400,
        body: errorBody('The inTell was not found', 'The community topic was not found'),
      }),
    });
    await openAddForm();
    fireEvent.click(screen.getByLabelText('Info message'));
    await pick('Search for the inTell', 'sleep', 'Teenagers sleep too little');
    fireEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    expect(
      await screen.findByText('Failed To Add Activity On Server: The inTell was not found'),
    ).toBeTruthy();
    expect(
      screen.getByText('Failed To Add Activity On Server: The community topic was not found'),
    ).toBeTruthy();
  });

  it('says when a search finds nothing', async () => {
    managerApi(search);
    await openAddForm();
    fireEvent.click(screen.getByLabelText('Info message'));
    fireEvent.change(screen.getByLabelText('Search for the inTell'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No matching search results found')).toBeTruthy();
  });
});

describe('choice 0, the default waveMaker list (content §2, §3 Setting, §6)', () => {
  const setting: SettingDto = {
    _id: 'set1',
    name: 'Original',
    defaultWaveMakers: [{ _id: 'ag1', name: 'Mary Smith' }],
  };
  const agents: Record<string, FakeHandler> = {
    'GET /api/agents?searchString=bbc&limitSize=10': () => ({
      body: [{ _id: 'ag2', name: 'BBC News' }],
    }),
  };

  async function openChoice0() {
    await openAddForm();
    fireEvent.click(screen.getByLabelText('Default waveMaker list'));
  }

  it('modifies the first setting, and alerts the spec’s words when that fails', async () => {
    let fail = false;
    const api = managerApi({
      ...agents,
      'GET /api/setting': () => ({ body: [setting] }),
      'POST /api/setting/set1': ({ body }) =>
        fail
          ? { status: 500, body: errorBody('Database down') }
          : { body: { ...setting, ...(body as object) } },
    });
    await openChoice0();
    const chosen = await screen.findByRole('list', { name: 'Default waveMaker list' });
    expect(within(chosen).getByText('Mary Smith')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search waveMakers to add'), {
      target: { value: 'bbc' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add BBC News' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the default waveMaker list' }));
    expect(await screen.findByText('The default waveMaker list has been saved.')).toBeTruthy();
    expect(api.callsTo('POST /api/setting/set1')[0]?.body).toEqual({
      settingID: 'set1',
      defaultWaveMakers: [
        { _id: 'ag1', name: 'Mary Smith' },
        { _id: 'ag2', name: 'BBC News' },
      ],
    });
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save the default waveMaker list' }));
    expect(
      await screen.findByText('Failed To Modify Setting On Server: Database down'),
    ).toBeTruthy();
  });

  it('adds the first setting when there is none', async () => {
    const api = managerApi({
      ...agents,
      'GET /api/setting': () => ({ body: [] }),
      'POST /api/setting': () => ({ status: 400, body: errorBody('Invalid setting name') }),
    });
    await openChoice0();
    expect(await screen.findByText('The list is empty.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search waveMakers to add'), {
      target: { value: 'bbc' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add BBC News' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the default waveMaker list' }));
    expect(
      await screen.findByText('Failed To Add Setting On Server: Invalid setting name'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/setting')[0]?.body).toEqual({
      name: 'Original',
      defaultWaveMakers: [{ _id: 'ag2', name: 'BBC News' }],
    });
  });
});

describe('the class’s progress (beyond the spec)', () => {
  const plot: IdeaScalePlotData = {
    total: 5,
    emotion: [null, null, null, null, null],
    authorIntent: [null, null, null, null, null],
    sound: [null, null, null, null, null],
    score: [null, null, null, null, null],
    confidence: [0.5, 1, null, 0.5, 1],
    supportLevel: [1, -1, 0, 1, 1],
    mine: null,
  };
  const answers: ActivityAnswers = {
    idea: topic,
    answers: [
      {
        user: { _id: 's1', name: 'Ana' },
        date: '2024-01-02T00:00:00.000Z',
        answered: true,
        emotion: null,
        authorIntent: null,
        sound: null,
        score: null,
        confidence: 1,
        supportLevel: -1,
        understanding: null,
        scale: null,
        feedback: null,
      },
      {
        user: { _id: 's2', name: 'Ben' },
        date: '2024-01-02T00:00:00.000Z',
        answered: true,
        emotion: null,
        authorIntent: null,
        sound: null,
        score: null,
        confidence: null,
        supportLevel: 0,
        understanding: null,
        scale: null,
        feedback: null,
      },
    ],
  };

  it('shows who did what, and each student’s answer on the class’s plot', async () => {
    const withInfoDone = {
      ...info,
      enabled: true,
      studentsCompleted: [{ _id: 's1', name: 'Ana', date: '2024-01-02T00:00:00.000Z' }],
      completedCount: 1,
    };
    managerApi(
      {
        'GET /api/activity/a2/answers': () => ({ body: answers }),
        'GET /api/ideas/topic/scales': () => ({ body: plot }),
      },
      [withInfoDone, question, connect],
    );
    await openList();
    fireEvent.click(screen.getByRole('tab', { name: 'Class progress' }));
    const table = await screen.findByRole('table', { name: 'Activities done by each student' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // The two live activities (the draft 201 is left out); Ana did both, Ben the question.
    expect(rows).toEqual([
      'StudentDone#1#1 Info message#2#2 Guiding question',
      'Ana2 of 2✓Done✓Done',
      'Ben1 of 2–Not yet✓Done',
    ]);

    expect(screen.getByLabelText<HTMLSelectElement>('Activity').value).toBe('a2');
    const answersTable = await screen.findByRole('table', {
      name: 'Each student’s answers on ‘Schools should start later’',
    });
    expect(
      within(answersTable)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'StudentPosition on the guiding questionConfidence',
      'AnaI disagree100%',
      'BenI am unsure—',
    ]);
    // The first student's answer marked on the class's plot, named for her.
    expect(
      await screen.findByRole('img', {
        name: /^Position on the guiding question: density plot of 5 responses on a scale from -1 \(I disagree\) to 1 \(I agree\); Ana’s answer -1\. Ana’s answer: I disagree\./,
      }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Student shown on the plots'), {
      target: { value: 's2' },
    });
    expect(
      await screen.findByRole('img', { name: /Ben’s answer 0\. Ben’s answer: I am unsure\./ }),
    ).toBeTruthy();
    // Nobody wrote the author's point: no such section.
    expect(
      screen.queryByRole('region', { name: 'The author’s point, in each student’s own words' }),
    ).toBeNull();
  });

  it('shows each student’s overall grade and the class’s', async () => {
    managerApi(
      {
        'GET /api/activity/a2/answers': () => ({ body: answers }),
        'GET /api/ideas/topic/scales': () => ({ body: plot }),
        'GET /api/classes/class1/grades': () => ({
          body: {
            students: [{ studentId: 's1', name: 'Ana', grade: 87.5, graded: 2 }],
            grade: 87.5,
            graded: 1,
          },
        }),
      },
      [{ ...info, enabled: true }, question, connect],
    );
    await openList();
    fireEvent.click(screen.getByRole('tab', { name: 'Class progress' }));
    const table = await screen.findByRole('table', { name: 'Activities done by each student' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual([
        'StudentDoneOverall grade#1#1 Info message#2#2 Guiding question',
        'Ana1 of 287.5 (2 graded)–Not yet✓Done',
        'Ben1 of 2–No grade yet–Not yet✓Done',
      ]),
    );
    expect(
      screen.getByText(/^Class overall grade: 87\.5, the mean of 1 student’s overall grades\./),
    ).toBeTruthy();
  });

  it('names each student’s group beside her answers, in a class split into groups', async () => {
    const grouped: ActivityAnswers = {
      ...answers,
      answers: answers.answers.map((answer, i) =>
        i === 0 ? { ...answer, groupName: 'Reds' } : answer,
      ),
    };
    managerApi(
      {
        'GET /api/activity/a2/answers': () => ({ body: grouped }),
        'GET /api/ideas/topic/scales': () => ({ body: plot }),
      },
      [info, question, connect],
    );
    await openList();
    fireEvent.click(screen.getByRole('tab', { name: 'Class progress' }));
    const answersTable = await screen.findByRole('table', {
      name: 'Each student’s answers on ‘Schools should start later’',
    });
    expect(
      within(answersTable)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'StudentPosition on the guiding questionConfidence',
      'AnaRedsI disagree100%',
      'BenI am unsure—',
    ]);
  });

  it('lists what each student wrote of the author’s point, when the activity asked', async () => {
    const withPoints: ActivityAnswers = {
      ...answers,
      answers: [
        { ...answers.answers[0]!, understanding: 'Later starts mean more sleep' },
        answers.answers[1]!,
      ],
    };
    managerApi(
      {
        'GET /api/activity/a2/answers': () => ({ body: withPoints }),
        'GET /api/ideas/topic/scales': () => ({ body: plot }),
      },
      [{ ...info, enabled: true }, question, connect],
    );
    await openList();
    fireEvent.click(screen.getByRole('tab', { name: 'Class progress' }));
    const points = await screen.findByRole('region', {
      name: 'The author’s point, in each student’s own words',
    });
    expect(points.textContent).toBe(
      'The author’s point, in each student’s own wordsAnaLater starts mean more sleep',
    );
  });

  it('reads a student’s work in words, saves feedback as a draft or released, releases the class’s', async () => {
    const scale = {
      user: { _id: 's1', name: 'Ana' },
      myEmotion: -2,
      authorIntent: -2,
      sound: 0.25,
      goodFaith: -2,
      heartOfIssue: -2,
      confidence: null,
      divisive: -2,
      values: [],
      valuesAgent: null,
      haveChanged: -2,
      wouldChange: -2,
      answerQuestions: -2,
      publicEngagement: -2,
      note: 'It skips the evidence',
      whyManipulative: '',
      myExpertise: '',
      otherSide: '',
      solution: '',
      understanding: '',
      ideaCreated: null,
      activityType: 101,
      date: '2024-01-02T00:00:00.000Z',
    };
    const withWork: ActivityAnswers = {
      ...answers,
      answers: [{ ...answers.answers[0]!, scale }, answers.answers[1]!],
    };
    const api = managerApi(
      {
        'GET /api/activity/a2/answers': () => ({ body: withWork }),
        'GET /api/ideas/topic/scales': () => ({ body: plot }),
        'POST /api/activity/a2/feedback': ({ body }) => ({
          body: {
            activityId: 'a2',
            studentId: 's1',
            comment: (body as { comment: string }).comment,
            grade: (body as { grade: number | null }).grade,
            released: (body as { released: boolean }).released,
            releasedAt: (body as { released: boolean }).released
              ? '2024-01-03T00:00:00.000Z'
              : null,
            updatedAt: '2024-01-03T00:00:00.000Z',
          },
        }),
        'POST /api/classes/class1/release': () => ({ body: { released: 2 } }),
      },
      [{ ...info, enabled: true }, question, connect],
    );
    await openList();
    fireEvent.click(screen.getByRole('tab', { name: 'Class progress' }));
    const work = await screen.findByRole('region', { name: 'Ana’s work' });
    expect(within(work).getByRole('heading', { name: 'Interpretation' })).toBeTruthy();
    expect(work.textContent).toContain('It skips the evidence');
    expect(work.textContent).toContain('No feedback yet.');

    fireEvent.change(within(work).getByLabelText('Comment to the student'), {
      target: { value: 'Look for the study' },
    });
    fireEvent.change(within(work).getByLabelText('Grade (0–100, optional)'), {
      target: { value: '72' },
    });
    fireEvent.click(within(work).getByRole('button', { name: 'Save draft' }));
    expect(await within(work).findByText('Feedback saved.')).toBeTruthy();
    fireEvent.click(within(work).getByRole('button', { name: 'Save and release' }));
    expect(
      await within(work).findByText('Feedback saved and released to the student.'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/activity/a2/feedback').map((call) => call.body)).toEqual([
      { studentId: 's1', comment: 'Look for the study', grade: 72, released: false },
      { studentId: 's1', comment: 'Look for the study', grade: 72, released: true },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Release all drafted feedback' }));
    expect(await screen.findByText('2 feedbacks released to their students.')).toBeTruthy();
    expect(api.callsTo('POST /api/classes/class1/release')).toHaveLength(1);
  });
});
