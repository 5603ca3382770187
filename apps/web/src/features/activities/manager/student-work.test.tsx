import type { ActivityAnswer } from '@thoughtful/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { makeIdeaSummary } from '../../../testing/content-fixtures';
import { StudentWork } from './student-work';

afterEach(cleanup);

const answer: ActivityAnswer = {
  user: { _id: 's1', name: 'Ana' },
  date: '2024-01-02T00:00:00.000Z',
  answered: false,
  emotion: null,
  authorIntent: null,
  sound: null,
  score: null,
  confidence: null,
  supportLevel: null,
  understanding: null,
  scale: null,
  feedback: null,
  addedIdea: null,
  rating: null,
};

function renderWork(work: ActivityAnswer) {
  const router = createMemoryRouter([
    { path: '*', element: <StudentWork activityId="a1" answer={work} /> },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Ana’s work' });
}

/**
 * A new-inTell or interconnect activity's completion as the teacher grades it (issue 43): the
 * inTell the student added and her support/oppose answer, not 'No interpretation to show'.
 */
describe('a student’s work without an interpretation', () => {
  it('shows the inTell she added and her support for the guiding question', () => {
    const work = renderWork({
      ...answer,
      addedIdea: makeIdeaSummary({ _id: 'new1', label: 'Buses run later in winter' }),
      rating: { level: 0.66, confidence: 1 },
    });
    expect(work.textContent).not.toContain('No interpretation to show');
    expect(within(work).getByText('The inTell added')).toBeTruthy();
    const link = within(work).getByRole('link', { name: 'Buses run later in winter' });
    expect(link.getAttribute('href')).toBe('/idea/new1');
    expect(within(work).getByText('Support for the guiding question')).toBeTruthy();
    expect(within(work).getByText('Mostly supported, 100% confident')).toBeTruthy();
  });

  it('shows an interconnect’s answer alone', () => {
    const work = renderWork({ ...answer, rating: { level: -0.33, confidence: 0.5 } });
    expect(within(work).getByText('Somewhat damaged, 50% confident')).toBeTruthy();
    expect(within(work).queryByText('The inTell added')).toBeNull();
    expect(work.textContent).not.toContain('No interpretation to show');
  });

  it('says there is nothing to show when she added and rated nothing', () => {
    const work = renderWork(answer);
    expect(within(work).getByText('No interpretation to show for this activity.')).toBeTruthy();
  });
});
