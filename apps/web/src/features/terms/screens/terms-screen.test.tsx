import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TermsScreen } from './terms-screen';

afterEach(cleanup);

describe('TermsScreen', () => {
  it('shows the title, the effective date and every section', () => {
    render(<TermsScreen />);

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Terms of Use',
    ]);
    expect(screen.getByText('Effective June 1, 2023')).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toContain('3. Pollution Of The Information Ecosystem (POTIE)');
    expect(sections).toHaveLength(10);
  });
});
