import { describe, expect, it } from 'vitest';
import { CREATE_WEB_IDEA_TEXT } from './create-web-idea-text';
import {
  goodIntentLevelOf,
  headlineFromTitle,
  webIdeaFormErrors,
  webIdeaPayload,
  type WebIdeaForm,
} from './web-idea-form';

const form: WebIdeaForm = {
  kind: 'web',
  url: 'example.org/article',
  myPoint: 'A good read',
  image: '',
  authorClaimed: false,
  notPotie: false,
  authors: [{ _id: 'a1', name: 'Example News' }],
  defaultAuthors: [],
};
const ok = { pageFetched: true, videoLoaded: false };
const msgs = (errors: { msg: string }[]) => errors.map((e) => e.msg);

describe('webIdeaFormErrors (content §5, web-page or video inTell)', () => {
  it('passes a fetched page with a headline and its author', () => {
    expect(webIdeaFormErrors(form, ok)).toEqual([]);
  });

  it('needs a headline longer than 2 and at most 60', () => {
    expect(msgs(webIdeaFormErrors({ ...form, myPoint: 'ab' }, ok))).toEqual([
      'Invalid "headline". Please be more descriptive.',
    ]);
    expect(msgs(webIdeaFormErrors({ ...form, myPoint: 'x'.repeat(61) }, ok))).toEqual([
      'Headline (60 characters or less)',
    ]);
    expect(webIdeaFormErrors({ ...form, myPoint: 'x'.repeat(60) }, ok)).toEqual([]);
  });

  it("needs a web address, and for a web page a fetched one ('Invalid url.')", () => {
    expect(msgs(webIdeaFormErrors({ ...form, url: 'not a url' }, ok))).toEqual(['Invalid url.']);
    expect(msgs(webIdeaFormErrors({ ...form, url: 'ftp://example.org' }, ok))).toEqual([
      'Invalid url.',
    ]);
    expect(msgs(webIdeaFormErrors(form, { ...ok, pageFetched: false }))).toEqual(['Invalid url.']);
  });

  it('needs a video to have loaded, and does not ask for a fetched page', () => {
    const video = { ...form, kind: 'video' as const };
    expect(msgs(webIdeaFormErrors(video, { pageFetched: false, videoLoaded: false }))).toEqual([
      'Invalid url.',
    ]);
    expect(webIdeaFormErrors(video, { pageFetched: false, videoLoaded: true })).toEqual([]);
  });

  it('an author claim needs "Not POTIE" confirmed (goodIntentLevel 1)', () => {
    const author = { ...form, authorClaimed: true, authors: [] };
    expect(msgs(webIdeaFormErrors(author, ok))).toEqual(['"Good intent" not confirmed.']);
    expect(webIdeaFormErrors({ ...author, notPotie: true }, ok)).toEqual([]);
  });

  it("someone else's content needs at least one waveMaker, unless there is a default list", () => {
    expect(msgs(webIdeaFormErrors({ ...form, authors: [] }, ok))).toEqual([
      CREATE_WEB_IDEA_TEXT.authors.required,
    ]);
    const defaults = [{ _id: 'd1', name: 'Our school' }];
    expect(webIdeaFormErrors({ ...form, authors: [], defaultAuthors: defaults }, ok)).toEqual([]);
  });

  it('lists every problem in the order of the form', () => {
    const errors = webIdeaFormErrors(
      { ...form, url: '', myPoint: '', authorClaimed: true, authors: [] },
      { pageFetched: false, videoLoaded: false },
    );
    expect(errors.map((e) => e.field)).toEqual(['url', 'myPoint', 'goodIntentLevel']);
  });
});

describe('headlineFromTitle', () => {
  it('keeps a title of up to 60 characters, spaces tidied', () => {
    expect(headlineFromTitle('  A   page \n title ')).toBe('A page title');
    expect(headlineFromTitle('y'.repeat(60))).toBe('y'.repeat(60));
  });

  it('cuts a longer title after the last whole word that fits', () => {
    const title = 'Cities that plant trees see cooler streets and calmer residents, study finds';
    const headline = headlineFromTitle(title);
    expect(headline).toBe('Cities that plant trees see cooler streets and calmer');
    expect(headline.length).toBeLessThanOrEqual(60);
    expect(headlineFromTitle(`${'w'.repeat(55)} abcdefgh`)).toBe('w'.repeat(55));
  });

  it('cuts at 60 when whole words would lose more than half', () => {
    expect(headlineFromTitle(`ab ${'z'.repeat(80)}`)).toBe(`ab ${'z'.repeat(57)}`);
  });

  it('never splits a surrogate pair', () => {
    expect(headlineFromTitle(`${'d'.repeat(59)}😀tail`)).toBe('d'.repeat(59));
  });
});

describe('webIdeaPayload (content §7, simple variant)', () => {
  it("names the author's waveMakers for someone else's page", () => {
    expect(
      webIdeaPayload(
        { ...form, image: 'https://example.org/a.png' },
        'https://example.org/article',
      ),
    ).toEqual({
      goodIntentLevel: 0,
      myPoint: 'A good read',
      url: 'https://example.org/article',
      image: 'https://example.org/a.png',
      isVideo: false,
      agents: [{ _id: 'a1', name: 'Example News' }],
    });
  });

  it('adds the default list to the chosen waveMakers, each once', () => {
    const payload = webIdeaPayload(
      {
        ...form,
        defaultAuthors: [
          { _id: 'a1', name: 'Example News' },
          { _id: 'd1', name: 'Our school' },
        ],
      },
      'https://example.org/article',
    );
    expect(payload.agents).toEqual([
      { _id: 'a1', name: 'Example News' },
      { _id: 'd1', name: 'Our school' },
    ]);
    expect(
      webIdeaPayload(
        { ...form, authorClaimed: true, defaultAuthors: [{ _id: 'd1', name: 'Our school' }] },
        'https://example.org/article',
      ).agents,
    ).toEqual([]);
  });

  it('sends no waveMakers and goodIntentLevel 1 for the author', () => {
    const payload = webIdeaPayload(
      { ...form, authorClaimed: true, notPotie: true, myPoint: '  Mine  ' },
      'https://example.org/article',
    );
    expect(payload).toMatchObject({ agents: [], goodIntentLevel: 1, myPoint: 'Mine' });
  });

  it('sends a video without an image', () => {
    expect(
      webIdeaPayload({ ...form, kind: 'video', image: 'https://x.org/a.png' }, 'https://x.org/v'),
    ).toMatchObject({ isVideo: true, image: '' });
  });

  it('confirms intent only for authors', () => {
    expect(goodIntentLevelOf({ authorClaimed: false, notPotie: true })).toBe(0);
    expect(goodIntentLevelOf({ authorClaimed: true, notPotie: false })).toBe(0);
    expect(goodIntentLevelOf({ authorClaimed: true, notPotie: true })).toBe(1);
  });
});
