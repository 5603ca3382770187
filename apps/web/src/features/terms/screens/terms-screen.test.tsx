import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { I18nWrapper } from '../../../testing/i18n-wrapper';
import { TermsScreen } from './terms-screen';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

describe('TermsScreen', () => {
  it('shows the title, the effective date and every section', () => {
    render(<TermsScreen />, { wrapper: I18nWrapper });

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Terms of Use',
    ]);
    expect(screen.getByText('Effective June 1, 2023')).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toContain('3. Pollution Of The Information Ecosystem (POTIE)');
    expect(sections).toHaveLength(10);
  });

  it('in Spanish, with the effective date in Spanish words', async () => {
    await activateLanguage('es');
    render(<TermsScreen />, { wrapper: I18nWrapper });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Condiciones de uso');
    expect(screen.getByText('En vigor desde el 1 de junio de 2023')).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toContain('3. Contaminación del ecosistema informativo (POTIE)');
    expect(sections).toHaveLength(10);
  });
});
