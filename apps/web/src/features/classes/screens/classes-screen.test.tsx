import { CLASS_MESSAGES, type ClassDto } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeApi, makeUser } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function makeClass(overrides: Partial<ClassDto> = {}): ClassDto {
  return {
    _id: 'c1',
    name: 'Civics 7A',
    code: 'K7QDM2XP9A',
    teachers: [{ _id: 't1', name: 'Tess' }],
    studentCount: 2,
    archived: false,
    pseudonyms: false,
    autoFollowUps: false,
    followUpsPerStudent: 3,
    ...overrides,
  };
}

const teacher = makeUser({ _id: 't1', name: 'Tess' });

describe('the Classes screen (DESIGN.md §10)', () => {
  it('lists the classes, creates one, and shows archived ones when asked', async () => {
    let classes = [makeClass()];
    const api = fakeApi({
      'GET /api/auth': () => ({ body: teacher }),
      'GET /api/classes': () => ({ body: classes }),
      'GET /api/classes?archived=true': () => ({
        body: [...classes, makeClass({ _id: 'c0', name: 'Civics 2025', archived: true })],
      }),
      'POST /api/classes': ({ body }) => {
        const created = makeClass({ _id: 'c2', ...(body as { name: string }), studentCount: 0 });
        classes = [...classes, created];
        return { status: 201, body: created };
      },
    });
    renderApp('/classes');
    const card = await screen.findByRole('article', { name: 'Civics 7A' });
    expect(within(card).getByText('2 students')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Civics 7A' }).getAttribute('href')).toBe(
      '/classes/c1',
    );

    // The shared rule checks the name before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText(CLASS_MESSAGES.NAME_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Class name'));
    expect(api.callsTo('POST /api/classes')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Class name'), { target: { value: ' Civics 7B ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByRole('article', { name: 'Civics 7B' })).toBeTruthy();
    expect(api.callsTo('POST /api/classes')[0]?.body).toEqual({ name: 'Civics 7B' });

    fireEvent.click(screen.getByRole('switch', { name: 'Show archived classes' }));
    const archived = await screen.findByRole('article', { name: 'Civics 2025' });
    expect(within(archived).getByText('Archived')).toBeTruthy();
    expect(within(archived).getByRole('button', { name: 'Restore' })).toBeTruthy();
  });

  it('renames, archives, sets pseudonyms and adds a co-teacher; shows the server’s refusal', async () => {
    const api = fakeApi({
      'GET /api/auth': () => ({ body: teacher }),
      'GET /api/classes': () => ({ body: [makeClass()] }),
      'POST /api/classes/c1': ({ body }) =>
        (body as { addTeacher?: string }).addTeacher === 'nobody@example.org'
          ? { status: 400, body: errorBody(CLASS_MESSAGES.TEACHER_NOT_FOUND) }
          : { body: makeClass(body as Partial<ClassDto>) },
    });
    renderApp('/classes');
    const card = await screen.findByRole('article', { name: 'Civics 7A' });

    fireEvent.click(within(card).getByRole('button', { name: 'Rename' }));
    fireEvent.change(within(card).getByLabelText('Class name'), { target: { value: 'Civics 8A' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    const sent = (count: number) =>
      waitFor(() => expect(api.callsTo('POST /api/classes/c1')).toHaveLength(count));
    await sent(1);
    await waitFor(() =>
      expect(
        within(card).getByRole<HTMLInputElement>('switch', { name: 'Pseudonyms' }).disabled,
      ).toBe(false),
    );
    fireEvent.click(within(card).getByRole('switch', { name: 'Pseudonyms' }));
    await sent(2);
    await waitFor(() =>
      expect(
        within(card).getByRole<HTMLButtonElement>('button', { name: 'Archive' }).disabled,
      ).toBe(false),
    );
    fireEvent.click(within(card).getByRole('switch', { name: 'Follow-ups go live by themselves' }));
    await sent(3);
    await waitFor(() =>
      expect(
        within(card).getByLabelText<HTMLSelectElement>(
          'Classmates’ inTells each student interprets, per activity',
        ).disabled,
      ).toBe(false),
    );
    fireEvent.change(
      within(card).getByLabelText('Classmates’ inTells each student interprets, per activity'),
      { target: { value: '5' } },
    );
    await sent(4);
    await waitFor(() =>
      expect(
        within(card).getByRole<HTMLButtonElement>('button', { name: 'Archive' }).disabled,
      ).toBe(false),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Archive' }));
    await sent(5);
    await waitFor(() =>
      expect(within(card).getByRole<HTMLButtonElement>('button', { name: 'Add' }).disabled).toBe(
        false,
      ),
    );
    fireEvent.change(within(card).getByLabelText('Add a co-teacher by e-mail'), {
      target: { value: 'nobody@example.org' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(CLASS_MESSAGES.TEACHER_NOT_FOUND)).toBeTruthy();
    expect(api.callsTo('POST /api/classes/c1').map((call) => call.body)).toEqual([
      { name: 'Civics 8A' },
      { pseudonyms: true },
      { autoFollowUps: true },
      { followUpsPerStudent: 5 },
      { archived: true },
      { addTeacher: 'nobody@example.org' },
    ]);
  });

  it('is not for students, who go to their activities', async () => {
    fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ isStudent: true }) }),
      'GET /api/activity?view=student': () => ({ body: [] }),
    });
    const { router } = renderApp('/classes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity-students'));
  });

  it('says under a class too small for a map what a map needs, and what she can do (issue 43)', async () => {
    fakeApi({
      'GET /api/auth': () => ({ body: teacher }),
      'GET /api/classes': () => ({
        body: [
          makeClass({ studentCount: 3 }),
          makeClass({ _id: 'c2', name: 'Civics 8B', studentCount: 6 }),
          makeClass({ _id: 'c3', name: 'Civics 9C', studentCount: 0 }),
        ],
      }),
    });
    renderApp('/classes');
    const small = await screen.findByRole('article', { name: 'Civics 7A' });
    const note =
      'A map of viewpoints needs at least 6 students who have each interpreted 5 inTells; this class has 3 students. Open its viewpoints to read it together with other classes you teach.';
    expect(within(small).getByTestId('class-too-few-for-map').textContent).toBe(note);
    const link = within(small).getByRole('link', { name: 'Viewpoints of Civics 7A' });
    expect(document.getElementById(link.getAttribute('aria-describedby')!)!.textContent).toBe(note);
    // Six can make a map; an empty class is told it has no students elsewhere.
    for (const name of ['Civics 8B', 'Civics 9C']) {
      const card = screen.getByRole('article', { name });
      expect(within(card).queryByTestId('class-too-few-for-map')).toBeNull();
    }
  });
});
