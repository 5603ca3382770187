import {
  aggregateOf,
  emptyIdeaScaleAggregates,
  type IdeaScalePlotData,
  type IdeaViewpoints,
} from '@thoughtful/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea, makeIdeaScale } from '../../../../testing/content-fixtures';
import { fakeApi, makeUser } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { inTellSummary, makeActivity } from '../../../../testing/student-activity-fixtures';

/**
 * A student's interpretation opened again inside her class: the community's results carry the
 * class's viewpoints (DESIGN.md §12), groups but no names, and the cruxes without links (a
 * student opens no inTell screen).
 */

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const student = makeUser({ _id: 'stu', name: 'Stu', isStudent: true });
const values = [0.9, 0.8, 0.85, 0.1, 0.2, 0.15];
const plot: IdeaScalePlotData = {
  total: 6,
  emotion: values,
  authorIntent: values,
  sound: values,
  score: values,
  confidence: [1, 1, 1, 1, 1, 1],
  supportLevel: [null, null, null, null, null, null],
  mine: 0,
};
const reading = makeIdea({
  _id: 'reading',
  myPoint: 'Teenagers sleep late',
  scaleCount: 6,
  myScale: makeIdeaScale({ user: { _id: 'stu', name: 'Stu' }, myEmotion: 0.9, sound: 0.9 }),
  scaleAggregates: {
    ...emptyIdeaScaleAggregates(),
    emotion: aggregateOf(values),
    authorIntent: aggregateOf(values),
    sound: aggregateOf(values),
    score: aggregateOf(values),
  },
});
const viewpoints: IdeaViewpoints = {
  respondents: 6,
  groups: [
    { index: 0, size: 3 },
    { index: 1, size: 3 },
  ],
  scales: [
    {
      scale: 'sound',
      bridged: 0.35,
      spread: 0.7,
      sentence: 'Group A finds it sound; Group B finds it unsound.',
      respondents: 6,
      groups: [],
    },
  ],
  disagreement: null,
  placed: 6,
  computedAt: '2026-12-01T10:00:00.000Z',
};

describe('a completed interpretation opened again in class', () => {
  it('reads the class’s viewpoints and names the cruxes without links', async () => {
    const api = fakeApi({
      'GET /api/auth': () => ({ body: student }),
      'GET /api/activity?view=student': () => ({
        body: [
          makeActivity({
            _id: 'a2',
            classId: 'class1',
            selection: 102,
            inTellExisting: inTellSummary,
            completed: true,
          }),
        ],
      }),
      'GET /api/ideas/reading': () => ({ body: reading }),
      'GET /api/ideas/reading/scales': () => ({ body: plot }),
      'GET /api/ideas/reading/notes': () => ({ body: { notes: [], nextCursor: null } }),
      'GET /api/ideas/reading/viewpoints?classId=class1': () => ({ body: viewpoints }),
      'GET /api/ideas/reading/cruxes?classId=class1': () => ({
        body: {
          cruxes: [{ ideaId: 'x1', headline: 'Buses run early', reason: 'The groups differ.' }],
        },
      }),
    });
    renderApp('/activity-students');
    fireEvent.click(await screen.findByRole('tab', { name: /^Activities Completed/ }));
    const panel = await screen.findByRole('tabpanel', { name: /Activities Completed/ });
    fireEvent.click(within(panel).getByRole('button', { name: 'Open again' }));
    // 'Open again' opens the activity's own address (issue 43): the screen is drawn anew there.
    const part = await screen.findByRole('region', { name: 'Viewpoints' });
    expect(part.textContent).toContain('Group A finds it sound; Group B finds it unsound.');
    expect(part.textContent).not.toContain('Stu');
    const cruxes = await screen.findByRole('region', { name: 'Cruxes' });
    expect(within(cruxes).getByText('Buses run early')).toBeTruthy();
    expect(within(cruxes).queryByRole('link')).toBeNull();
    expect(api.callsTo('GET /api/ideas/reading/viewpoints?classId=class1')).toHaveLength(1);
  });
});
