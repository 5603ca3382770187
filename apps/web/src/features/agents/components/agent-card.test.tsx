import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAgent } from '../../../testing/content-fixtures';
import { I18nWrapper } from '../../../testing/i18n-wrapper';
import { agentProfileLink } from '../agent-card-model';
import { AgentCard, type AgentCardProps } from './agent-card';

afterEach(cleanup);

function renderCard(props: AgentCardProps) {
  return render(
    <MemoryRouter>
      <AgentCard {...props} />
    </MemoryRouter>,
    { wrapper: I18nWrapper },
  );
}

describe('agentProfileLink (content §2)', () => {
  it('names the member a waveMaker is, as joined', () => {
    const agent = makeAgent({ member: { _id: 'u3', name: 'Cy' } });
    expect(agentProfileLink(agent)).toEqual({
      href: '/profile/u3',
      name: 'Cy',
      kind: 'joined',
      date: agent.date,
    });
  });

  it('otherwise names who submitted it', () => {
    expect(agentProfileLink(makeAgent())).toMatchObject({ href: '/profile/u2', kind: 'submitted' });
  });
});

describe('AgentCard', () => {
  it('shows the name linked to its screen, its page in a new tab, and who submitted it when', () => {
    renderCard({ agent: makeAgent() });
    const heading = screen.getByRole('heading', { level: 2, name: 'Daily Planet' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/agent/a1');
    const link = screen.getByRole('link', { name: /example\.org\/planet/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Bea' }).getAttribute('href')).toBe('/profile/u2');
    expect(screen.getByText(/submitted ·/).textContent).toMatch(/submitted · .*2024/);
  });

  it("a member's own waveMaker says joined", () => {
    renderCard({ agent: makeAgent({ url: '', member: { _id: 'u3', name: 'Cy' } }) });
    expect(screen.getByRole('link', { name: 'Cy' }).getAttribute('href')).toBe('/profile/u3');
    expect(screen.getByText(/joined/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /example/ })).toBeNull();
  });

  it('hides the image on small screens only when shown inline', () => {
    const { unmount } = renderCard({ agent: makeAgent({ image: '/media/a.png' }), inline: true });
    expect(document.querySelector('img')?.className).toContain('d-none d-sm-block');
    unmount();
    renderCard({ agent: makeAgent({ image: '/media/a.png' }), headingLevel: 1, linkName: false });
    expect(document.querySelector('img')?.className).not.toContain('d-none');
    const heading = screen.getByRole('heading', { level: 1, name: 'Daily Planet' });
    expect(within(heading).queryByRole('link')).toBeNull();
  });
});
