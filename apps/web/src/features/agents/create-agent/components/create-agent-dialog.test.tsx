import type { AgentDto } from '@thoughtful/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/app';
import { createQueryClient } from '../../../../app/query-client';
import { errorBody, fakeApi, type FakeHandler } from '../../../../testing/fake-api';
import { AlertsRegion } from '../../../../components/alerts/alerts-region';
import { CREATE_AGENT_TEXT } from '../create-agent-text';
import { CreateAgentDialog } from './create-agent-dialog';

const PAGE = 'https://en.wikipedia.org/wiki/Rachel_Carson';
const LONG_TITLE = `Rachel Louise Carson, American marine biologist, writer and conservationist - Wikipedia`;

function scrapeRoute(url: string) {
  return `GET /api/scrape?${new URLSearchParams({ url }).toString()}`;
}

function agent(overrides: Partial<AgentDto> = {}): AgentDto {
  return {
    _id: 'a1',
    name: 'Rachel Carson',
    url: PAGE,
    image: '',
    date: '2024-01-01T00:00:00.000Z',
    user: { _id: 'u1', name: 'ada', avatar: '' },
    member: null,
    attributed: [],
    proxied: [],
    linkedAgents: [],
    linkedIdeas: [],
    scales: [],
    ...overrides,
  };
}

function Harness({ onCreated }: { onCreated?: (agent: AgentDto) => void }) {
  const [show, setShow] = useState(true);
  return (
    <AppProviders queryClient={createQueryClient()}>
      <AlertsRegion />
      <button type="button" onClick={() => setShow(true)}>
        Open
      </button>
      <CreateAgentDialog show={show} onHide={() => setShow(false)} onCreated={onCreated} />
    </AppProviders>
  );
}

function setup(handlers: Record<string, FakeHandler>, onCreated?: (agent: AgentDto) => void) {
  const api = fakeApi(handlers);
  render(<Harness onCreated={onCreated} />);
  return api;
}

const dialog = () => screen.getByRole('dialog', { name: CREATE_AGENT_TEXT.title });
const urlField = () => within(dialog()).getByLabelText(CREATE_AGENT_TEXT.urlLabel);
const nameField = () =>
  within(dialog()).getByLabelText<HTMLInputElement>(CREATE_AGENT_TEXT.nameLabel);
const submit = () =>
  fireEvent.click(within(dialog()).getByRole('button', { name: CREATE_AGENT_TEXT.submit }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CreateAgentDialog', () => {
  it('fills the name from the page title, offers its images, and submits the chosen one', async () => {
    const onCreated = vi.fn();
    const api = setup(
      {
        [scrapeRoute(PAGE)]: () => ({
          body: {
            scraped: true,
            title: LONG_TITLE,
            images: [
              { url: 'https://upload.example.org/carson.jpg', width: 220, height: 300 },
              { url: 'https://upload.example.org/logo.png', width: 60, height: 40 },
            ],
          },
        }),
        'POST /api/agents': ({ body }) => ({
          status: 201,
          body: agent({ name: (body as { name: string }).name }),
        }),
      },
      onCreated,
    );

    fireEvent.change(urlField(), { target: { value: PAGE } });
    // ' - Wikipedia' removed, then cut to 60 characters (content §4).
    await waitFor(() =>
      expect(nameField().value).toBe('Rachel Louise Carson, American marine biologist, writer and'),
    );
    expect(nameField().value).toHaveLength(59);
    const images = within(dialog()).getAllByRole('radio');
    expect(images).toHaveLength(3);
    expect((images[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog()).getByRole('radio', { name: /Image 2 of 2/ }));

    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /api/agents')[0]?.body).toEqual({
      name: 'Rachel Louise Carson, American marine biologist, writer and',
      url: PAGE,
      image: 'https://upload.example.org/logo.png',
    });
    const success = await screen.findByText(
      CREATE_AGENT_TEXT.created('Rachel Louise Carson, American marine biologist, writer and'),
    );
    expect(success.closest('.alert-success')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a name the user typed when the page arrives', async () => {
    setup({
      [scrapeRoute('https://example.org/about')]: () => ({
        body: { scraped: true, title: 'About us', images: [] },
      }),
    });
    fireEvent.change(nameField(), { target: { value: 'Example Trust' } });
    fireEvent.change(urlField(), { target: { value: 'example.org/about' } });
    await within(dialog()).findByText('Page found.', {}, { timeout: 2_000 });
    expect(nameField().value).toBe('Example Trust');
    expect(within(dialog()).getByText('No images were found on this page.')).toBeTruthy();
  });

  it("with no valid URL shows 'Invalid url.' once, at the field, and offers the address help", async () => {
    const api = setup({});
    submit();
    expect(await within(dialog()).findByText('Invalid url.')).toBeTruthy();
    expect(
      within(dialog()).getByText('Invalid agent name. Please be more descriptive.'),
    ).toBeTruthy();
    expect(urlField().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(urlField()));
    // No dialog opens by itself: the help is offered under the field.
    expect(screen.queryByRole('dialog', { name: CREATE_AGENT_TEXT.help.url.title })).toBeNull();
    expect(api.calls.filter((c) => c.route.startsWith('POST'))).toEqual([]);

    fireEvent.click(
      within(dialog()).getByRole('button', { name: CREATE_AGENT_TEXT.help.offer.url }),
    );
    const help = await screen.findByRole('dialog', { name: CREATE_AGENT_TEXT.help.url.title });
    fireEvent.click(within(help).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: CREATE_AGENT_TEXT.help.url.title })).toBeNull(),
    );
    expect(dialog()).toBeTruthy();
  });

  it('treats an address the server cannot fetch (422) as invalid', async () => {
    setup({
      [scrapeRoute('https://nowhere.example.org/')]: () => ({
        status: 422,
        body: errorBody('Invalid url.'),
      }),
    });
    fireEvent.change(urlField(), { target: { value: 'https://nowhere.example.org/' } });
    fireEvent.change(nameField(), { target: { value: 'Nobody' } });
    submit();
    expect(await within(dialog()).findByText('Invalid url.')).toBeTruthy();
    expect(
      within(dialog()).getByRole('button', { name: CREATE_AGENT_TEXT.help.offer.url }),
    ).toBeTruthy();
  });

  it('with a valid URL but no name offers the other help dialog', async () => {
    const api = setup({
      [scrapeRoute('https://example.org/forbidden')]: () => ({ body: { scraped: false } }),
    });
    fireEvent.change(urlField(), { target: { value: 'https://example.org/forbidden' } });
    submit();
    fireEvent.click(
      await within(dialog()).findByRole('button', { name: CREATE_AGENT_TEXT.help.offer.name }),
    );
    await screen.findByRole('dialog', { name: CREATE_AGENT_TEXT.help.name.title });
    expect(screen.queryByRole('dialog', { name: CREATE_AGENT_TEXT.help.url.title })).toBeNull();
    expect(within(dialog()).queryByText('Invalid url.')).toBeNull();
    expect(
      within(dialog()).getByText('Invalid agent name. Please be more descriptive.'),
    ).toBeTruthy();
    expect(api.callsTo(scrapeRoute('https://example.org/forbidden'))).toHaveLength(1);
  });

  it("shows a server refusal as 'Failed To Create Agent On Server: …' and keeps the draft", async () => {
    setup({
      [scrapeRoute(PAGE)]: () => ({ body: { scraped: true, title: 'Rachel Carson', images: [] } }),
      'POST /api/agents': () => ({ status: 400, body: errorBody('Invalid image url.') }),
    });
    fireEvent.change(urlField(), { target: { value: PAGE } });
    await waitFor(() => expect(nameField().value).toBe('Rachel Carson'));
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed To Create Agent On Server: Invalid image url.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(nameField().value).toBe('Rachel Carson');
  });
});
