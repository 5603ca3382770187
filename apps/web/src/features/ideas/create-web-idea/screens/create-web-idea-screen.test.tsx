import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/app';
import { createQueryClient } from '../../../../app/query-client';
import { errorBody, fakeApi, type FakeHandler } from '../../../../testing/fake-api';
import { AlertsRegion } from '../../../../components/alerts/alerts-region';
import { CREATE_WEB_IDEA_TEXT as TEXT } from '../create-web-idea-text';
import { CreateWebIdeaScreen } from './create-web-idea-screen';

// react-player stands in for a real player: its <video> reports, as a browser's does, by the
// element's own events: a '.webm' whose name has 'broken' fails ('error'), others load
// ('loadedmetadata'). The events come after mounting, as a real file's do.
vi.mock('react-player', () => {
  function FakePlayer({ src, ref }: { src: string; ref?: Ref<HTMLVideoElement> }) {
    const own = useRef<HTMLVideoElement | null>(null);
    useImperativeHandle(ref, () => own.current!, []);
    useEffect(() => {
      const timer = setTimeout(() => {
        own.current?.dispatchEvent(new Event(src.includes('broken') ? 'error' : 'loadedmetadata'));
      }, 0);
      return () => clearTimeout(timer);
    }, [src]);
    return <video ref={own} aria-label="fake player" />;
  }
  return { default: Object.assign(FakePlayer, { canPlay: (src: string) => /\.webm$/.test(src) }) };
});

const PAGE = 'https://news.example.org/trees';
const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ';

/** A message from YouTube's embed in `frame`, as the embed posts it to our page. */
function fromEmbed(frame: HTMLIFrameElement, event: string, info?: unknown) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({ event, info, channel: 'widget' }),
        origin: 'https://www.youtube-nocookie.com',
        source: frame.contentWindow,
      }),
    );
  });
}

function scrapeRoute(url: string) {
  return `GET /api/scrape?${new URLSearchParams({ url }).toString()}`;
}

function IdeaPage() {
  return <h1>inTell {useParams().id}</h1>;
}

function setup(handlers: Record<string, FakeHandler>) {
  const api = fakeApi({
    'POST /api/ideas': () => ({ status: 201, body: { _id: 'i42' } }),
    'GET /api/setting': () => ({ body: [] }),
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/create2', Component: CreateWebIdeaScreen },
      { path: '/idea/:id', Component: IdeaPage },
    ],
    { initialEntries: ['/create2'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <AlertsRegion />
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return api;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const share = () => fireEvent.click(screen.getByRole('button', { name: TEXT.share }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CreateWebIdeaScreen (/create2)', () => {
  it('fills the headline from the fetched page, offers its images, and shares as the author', async () => {
    const api = setup({
      [scrapeRoute(PAGE)]: () => ({
        body: {
          scraped: true,
          title: 'Cities that plant trees see cooler streets and calmer residents, study finds',
          images: [{ url: 'https://news.example.org/trees.jpg', width: 600, height: 400 }],
        },
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: TEXT.heading })).toBeTruthy();
    type(TEXT.urlLabel.web, 'news.example.org/trees');
    await waitFor(
      () =>
        expect(field(TEXT.headlineLabel).value).toBe(
          'Cities that plant trees see cooler streets and calmer',
        ),
      { timeout: 2_000 },
    );
    fireEvent.click(screen.getByRole('radio', { name: /Image 1 of 1/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.authorCheckbox }));
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.notPotie }));
    share();

    expect(await screen.findByRole('heading', { name: 'inTell i42' })).toBeTruthy();
    expect(api.callsTo('POST /api/ideas')[0]?.body).toEqual({
      goodIntentLevel: 1,
      myPoint: 'Cities that plant trees see cooler streets and calmer',
      url: PAGE,
      image: 'https://news.example.org/trees.jpg',
      isVideo: false,
      agents: [],
    });
    // The page was fetched once, by the pause in typing; the submit reused it.
    expect(api.callsTo(scrapeRoute(PAGE))).toHaveLength(1);
  });

  it('says what is missing once, under each field, and focuses the first', async () => {
    const api = setup({});
    share();
    expect(await screen.findByText('Invalid url.')).toBeTruthy();
    // Once: no guidance dialog, no alert.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field(TEXT.urlLabel.web)));
    expect(screen.getByText('Invalid "headline". Please be more descriptive.')).toBeTruthy();
    expect(screen.getByText(TEXT.authors.required)).toBeTruthy();
    expect(api.callsTo('POST /api/ideas')).toEqual([]);
  });

  it('asks an author to confirm good intent', async () => {
    setup({ [scrapeRoute(PAGE)]: () => ({ body: { scraped: true, title: 'Trees', images: [] } }) });
    type(TEXT.urlLabel.web, PAGE);
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.authorCheckbox }));
    share();
    expect(await screen.findByText('"Good intent" not confirmed.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field(TEXT.notPotie).getAttribute('aria-invalid')).toBe('true');
  });

  it('takes a page that answered 403 as valid, with a typed headline and no images', async () => {
    const api = setup({
      [scrapeRoute(PAGE)]: () => ({ body: { scraped: false } }),
      'GET /api/agents?searchString=exam&limitSize=10': () => ({
        body: [{ _id: 'a7', name: 'Example News' }],
      }),
    });
    type(TEXT.urlLabel.web, PAGE);
    expect(
      await screen.findByText(/did not let us read the page/, {}, { timeout: 2_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Image/ })).toBeNull();
    type(TEXT.headlineLabel, 'Trees cool streets');
    type(TEXT.authors.searchLabel, 'exam');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Example News' }));
    expect(screen.getByRole('button', { name: 'Remove Example News' })).toBeTruthy();
    share();
    await screen.findByRole('heading', { name: 'inTell i42' });
    expect(api.callsTo('POST /api/ideas')[0]?.body).toEqual({
      goodIntentLevel: 0,
      myPoint: 'Trees cool streets',
      url: PAGE,
      image: '',
      isVideo: false,
      agents: [{ _id: 'a7', name: 'Example News' }],
    });
  });

  it('chooses a waveMaker made with the create dialog, without submitting the inTell', async () => {
    const api = setup({
      [scrapeRoute('https://en.wikipedia.org/wiki/Rachel_Carson')]: () => ({
        body: { scraped: true, title: 'Rachel Carson - Wikipedia', images: [] },
      }),
      'POST /api/agents': () => ({
        status: 201,
        body: {
          _id: 'a9',
          name: 'Rachel Carson',
          url: 'https://en.wikipedia.org/wiki/Rachel_Carson',
          image: '',
        },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: TEXT.authors.submitNew }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit new waveMaker' });
    fireEvent.change(within(dialog).getByLabelText('Web address (URL)'), {
      target: { value: 'https://en.wikipedia.org/wiki/Rachel_Carson' },
    });
    await waitFor(
      () =>
        expect(
          within(dialog).getByLabelText<HTMLInputElement>('Name (60 characters or less)').value,
        ).toBe('Rachel Carson'),
      { timeout: 2_000 },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit waveMaker' }));
    expect(
      await screen.findByRole('button', { name: 'Remove Rachel Carson' }, { timeout: 2_000 }),
    ).toBeTruthy();
    // The dialog's submit stays in the dialog: /create2's own form was not submitted.
    expect(screen.queryByRole('dialog', { name: 'Almost there' })).toBeNull();
    expect(screen.queryByText('Invalid url.')).toBeNull();
    expect(api.callsTo('POST /api/ideas')).toEqual([]);
  });

  it("adds the default waveMaker list to someone else's content, which then needs no choice", async () => {
    const api = setup({
      'GET /api/setting': () => ({
        body: [
          { _id: 's1', name: 'Original', defaultWaveMakers: [{ _id: 'd1', name: 'Our school' }] },
        ],
      }),
      [scrapeRoute(PAGE)]: () => ({ body: { scraped: true, title: 'Trees', images: [] } }),
    });
    expect(await screen.findByText(TEXT.authors.defaults(['Our school']))).toBeTruthy();
    type(TEXT.urlLabel.web, PAGE);
    await waitFor(() => expect(field(TEXT.headlineLabel).value).toBe('Trees'), { timeout: 2_000 });
    share();
    await screen.findByRole('heading', { name: 'inTell i42' });
    expect(api.callsTo('POST /api/ideas')[0]?.body).toMatchObject({
      agents: [{ _id: 'd1', name: 'Our school' }],
    });
  });

  it("shows 'No matching search results found' for a search without results", async () => {
    setup({ 'GET /api/agents?searchString=zzz&limitSize=10': () => ({ body: [] }) });
    type(TEXT.authors.searchLabel, 'zzz');
    expect(await screen.findByText(TEXT.authors.noResults)).toBeTruthy();
  });

  it("marks an address the server cannot fetch 'Invalid url.'", async () => {
    setup({
      [scrapeRoute('https://gone.example.org/')]: () => ({
        status: 422,
        body: errorBody('Invalid url.'),
      }),
    });
    type(TEXT.urlLabel.web, 'https://gone.example.org/');
    type(TEXT.headlineLabel, 'Gone');
    share();
    expect(await screen.findByText('Invalid url.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shares an online video once the player has loaded it, without fetching the page', async () => {
    const api = setup({});
    fireEvent.click(screen.getByRole('radio', { name: TEXT.kinds.video }));
    type(TEXT.urlLabel.video, 'https://media.example.org/clip.webm');
    expect(await screen.findByText(TEXT.video.ready, {}, { timeout: 2_000 })).toBeTruthy();
    type(TEXT.headlineLabel, 'A short clip');
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.authorCheckbox }));
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.notPotie }));
    share();
    await screen.findByRole('heading', { name: 'inTell i42' });
    expect(api.callsTo('POST /api/ideas')[0]?.body).toEqual({
      goodIntentLevel: 1,
      myPoint: 'A short clip',
      url: 'https://media.example.org/clip.webm',
      image: '',
      isVideo: true,
      agents: [],
    });
    expect(api.calls.some((c) => c.route.startsWith('GET /api/scrape'))).toBe(false);
  });

  it("refuses a video that no player can play, or that does not load ('Invalid url.')", async () => {
    const api = setup({});
    fireEvent.click(screen.getByRole('radio', { name: TEXT.kinds.video }));
    type(TEXT.urlLabel.video, 'https://media.example.org/page.html');
    expect(await screen.findByText(TEXT.video.failed, {}, { timeout: 2_000 })).toBeTruthy();
    type(TEXT.urlLabel.video, 'https://media.example.org/clip.webm');
    expect(await screen.findByText(TEXT.video.ready, {}, { timeout: 2_000 })).toBeTruthy();
    type(TEXT.urlLabel.video, 'https://media.example.org/broken.webm');
    expect(await screen.findByText(TEXT.video.failed, {}, { timeout: 2_000 })).toBeTruthy();

    type(TEXT.headlineLabel, 'A broken clip');
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.authorCheckbox }));
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.notPotie }));
    share();
    expect(await screen.findByText('Invalid url.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/ideas')).toEqual([]);
  });

  it("shares a YouTube video once YouTube's embed says its player is ready", async () => {
    const api = setup({});
    fireEvent.click(screen.getByRole('radio', { name: TEXT.kinds.video }));
    type(TEXT.urlLabel.video, YOUTUBE);
    const frame = await screen.findByTitle<HTMLIFrameElement>('YouTube video player');
    expect(frame.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    // Not react-player, whose YouTube player would load YouTube's script into the page.
    expect(screen.queryByLabelText('fake player')).toBeNull();
    expect(screen.getAllByText(TEXT.video.waiting).length).toBeGreaterThan(0);
    fireEvent.load(frame);
    fromEmbed(frame, 'onReady');
    expect(await screen.findByText(TEXT.video.ready)).toBeTruthy();
    type(TEXT.headlineLabel, 'Never gonna give you up');
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.authorCheckbox }));
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.notPotie }));
    share();
    await screen.findByRole('heading', { name: 'inTell i42' });
    expect(api.callsTo('POST /api/ideas')[0]?.body).toMatchObject({ url: YOUTUBE, isVideo: true });
  });

  it('refuses a YouTube video the embed cannot play, even once its player was ready', async () => {
    const api = setup({});
    fireEvent.click(screen.getByRole('radio', { name: TEXT.kinds.video }));
    type(TEXT.urlLabel.video, YOUTUBE);
    const frame = await screen.findByTitle<HTMLIFrameElement>('YouTube video player');
    fireEvent.load(frame);
    fromEmbed(frame, 'onReady');
    expect(await screen.findByText(TEXT.video.ready)).toBeTruthy();
    // 150: the owner does not allow the video to be embedded.
    fromEmbed(frame, 'onError', 150);
    expect(await screen.findByText(TEXT.video.failed)).toBeTruthy();
    expect(screen.queryByTitle('YouTube video player')).toBeNull();
    type(TEXT.headlineLabel, 'Not to be embedded');
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.authorCheckbox }));
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.notPotie }));
    share();
    expect(await screen.findByText('Invalid url.')).toBeTruthy();
    expect(api.callsTo('POST /api/ideas')).toEqual([]);
  });

  it("shows a server refusal as 'Failed To Create Idea On Server: …' and keeps the form", async () => {
    setup({
      [scrapeRoute(PAGE)]: () => ({ body: { scraped: true, title: 'Trees', images: [] } }),
      'POST /api/ideas': () => ({ status: 400, body: errorBody('waveMaker not found: Gone') }),
    });
    type(TEXT.urlLabel.web, PAGE);
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.authorCheckbox }));
    fireEvent.click(screen.getByRole('checkbox', { name: TEXT.notPotie }));
    await waitFor(() => expect(field(TEXT.headlineLabel).value).toBe('Trees'), { timeout: 2_000 });
    share();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed To Create Idea On Server: waveMaker not found: Gone');
    await waitFor(() => expect(field(TEXT.headlineLabel).value).toBe('Trees'));
    expect(screen.getByRole('button', { name: TEXT.share })).toBeTruthy();
  });
});
