import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeIdeaSummary } from '../../../testing/content-fixtures';
import { I18nWrapper } from '../../../testing/i18n-wrapper';
import { IdeaSummaryList } from './idea-summary-list';

afterEach(cleanup);

const long = 'Shade from street trees lowers summer temperatures by several degrees in the city.';

describe('IdeaSummaryList (content §9: labels cut to 60 plus an ellipsis without an image)', () => {
  it('cuts a long label where no image is shown, and keeps it whole beside an image', () => {
    render(
      <MemoryRouter>
        <IdeaSummaryList
          ideas={[
            makeIdeaSummary({ _id: 'a', myPoint: '', label: long }),
            makeIdeaSummary({ _id: 'b', myPoint: '', label: long, image: '/media/tree.png' }),
          ]}
        />
      </MemoryRouter>,
      { wrapper: I18nWrapper },
    );
    const [cut, whole] = screen.getAllByRole('link');
    expect(cut!.textContent).toBe(`${long.slice(0, 60).trimEnd()}…`);
    expect(cut!.getAttribute('href')).toBe('/idea/a');
    expect(whole!.textContent).toBe(long);
  });
});
