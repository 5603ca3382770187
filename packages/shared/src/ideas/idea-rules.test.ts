import { describe, expect, it } from 'vitest';
import { IDEA_MESSAGES as M } from './idea-messages';
import {
  ideaLabel,
  ideaVariant,
  isProxyLevelSet,
  isTitleRequired,
  normalizeProxyLevel,
  proxiedPercent,
  simpleIdeaKind,
  truncateHeadline,
  validateFullIdea,
  validateSimpleIdea,
  validateWebIdea,
  type FullIdeaValues,
} from './idea-rules';

const msgs = (errors: { msg: string }[]) => errors.map((e) => e.msg);

const goodFull: FullIdeaValues = {
  myPoint: 'Cities should plant more trees',
  goodIntentLevel: 2,
  isPdf: false,
  image: '',
  isVideo: false,
  url: '',
  frameContext: 'Urban heat',
  frameResolution: 'Plant trees now',
  myConcern: 'Health of my neighbours',
  criticConcern: 'Cost to taxpayers',
  criticContent: 'Trees need maintenance',
  errorCorrection: 'If maintenance costs exceeded benefits',
  proxyLevel: 0.2,
};

const ELEVEN_IN_ORDER = [
  M.HEADLINE_INVALID,
  M.GOOD_INTENT_INADEQUATE,
  M.PDF_INVALID,
  M.URL_INVALID,
  M.FRAME_CONTEXT_INADEQUATE,
  M.FRAME_RESOLUTION_INADEQUATE,
  M.MY_CONCERN_INADEQUATE,
  M.CRITIC_CONCERN_INADEQUATE,
  M.CRITIC_CONTENT_INADEQUATE,
  M.ERROR_CORRECTION_INADEQUATE,
  M.PROXY_UNSET,
];

describe('validateFullIdea: the eleven checks of content §5, in order', () => {
  it('passes a complete framed inTell', () => {
    expect(validateFullIdea(goodFull)).toEqual([]);
  });

  it('lists all eleven messages, word for word and in order, when everything fails', () => {
    const errors = validateFullIdea({
      myPoint: 'ab',
      goodIntentLevel: 1,
      isPdf: true,
      image: '',
      isVideo: true,
      url: 'ab',
      frameContext: ' ',
      frameResolution: '',
      myConcern: '',
      criticConcern: '',
      criticContent: '',
      errorCorrection: '',
      proxyLevel: -2,
    });
    expect(msgs(errors)).toEqual(ELEVEN_IN_ORDER);
    expect(msgs(errors)).toEqual([
      'Invalid "headline". Please be more descriptive.',
      '"Good intent" level inadequate.',
      'Please upload a valid pdf file.',
      'Invalid url.',
      'Inadequate big picture context. Please be more descriptive.',
      'Inadequate bottom line. Please be more descriptive.',
      'Inadequate why this matters to me. Please be more descriptive.',
      'Inadequate why this matters to critics. Please be more descriptive.',
      'Inadequate arguments from critics. Please be more descriptive.',
      'Inadequate response to what would change your mind. Please be more descriptive.',
      'Position on proxy slider must be selected',
    ]);
    expect(errors.map((e) => e.field)).toEqual([
      'myPoint',
      'goodIntentLevel',
      'image',
      'url',
      'frameContext',
      'frameResolution',
      'myConcern',
      'criticConcern',
      'criticContent',
      'errorCorrection',
      'proxyLevel',
    ]);
  });

  it('check 1: the headline must be longer than 2 characters (trimmed) and at most 60', () => {
    expect(msgs(validateFullIdea({ ...goodFull, myPoint: '  abc ' }))).toEqual([]);
    expect(msgs(validateFullIdea({ ...goodFull, myPoint: ' ab ' }))).toEqual([M.HEADLINE_INVALID]);
    expect(msgs(validateFullIdea({ ...goodFull, myPoint: 'x'.repeat(60) }))).toEqual([]);
    expect(msgs(validateFullIdea({ ...goodFull, myPoint: 'x'.repeat(61) }))).toEqual([
      M.HEADLINE_TOO_LONG,
    ]);
  });

  it('check 2: good intent level at least 2', () => {
    expect(msgs(validateFullIdea({ ...goodFull, goodIntentLevel: 1 }))).toEqual([
      M.GOOD_INTENT_INADEQUATE,
    ]);
    expect(msgs(validateFullIdea({ ...goodFull, goodIntentLevel: 0 }))).toEqual([
      M.GOOD_INTENT_INADEQUATE,
    ]);
    expect(msgs(validateFullIdea({ ...goodFull, goodIntentLevel: Number.NaN }))).toEqual([
      M.GOOD_INTENT_INADEQUATE,
    ]);
  });

  it('check 3: a PDF needs its uploaded file', () => {
    expect(msgs(validateFullIdea({ ...goodFull, isPdf: true, image: '' }))).toEqual([
      M.PDF_INVALID,
    ]);
    expect(msgs(validateFullIdea({ ...goodFull, isPdf: true, image: 'not a file' }))).toEqual([
      M.PDF_INVALID,
    ]);
    expect(validateFullIdea({ ...goodFull, isPdf: true, image: '/media/a.pdf' })).toEqual([]);
  });

  it('check 4: a video needs a URL longer than 2; any URL given must be a web address', () => {
    expect(msgs(validateFullIdea({ ...goodFull, isVideo: true, url: '' }))).toEqual([
      M.URL_INVALID,
    ]);
    expect(validateFullIdea({ ...goodFull, isVideo: true, url: 'youtube.com/watch?v=x' })).toEqual(
      [],
    );
    expect(msgs(validateFullIdea({ ...goodFull, url: 'ftp://example.org' }))).toEqual([
      M.URL_INVALID,
    ]);
    expect(validateFullIdea({ ...goodFull, url: 'https://example.org' })).toEqual([]);
  });

  it('checks 5-10: each framing answer must not be blank', () => {
    const cases: [keyof FullIdeaValues, string][] = [
      ['frameContext', M.FRAME_CONTEXT_INADEQUATE],
      ['frameResolution', M.FRAME_RESOLUTION_INADEQUATE],
      ['myConcern', M.MY_CONCERN_INADEQUATE],
      ['criticConcern', M.CRITIC_CONCERN_INADEQUATE],
      ['criticContent', M.CRITIC_CONTENT_INADEQUATE],
      ['errorCorrection', M.ERROR_CORRECTION_INADEQUATE],
    ];
    for (const [field, message] of cases) {
      expect(msgs(validateFullIdea({ ...goodFull, [field]: ' \n ' }))).toEqual([message]);
      expect(validateFullIdea({ ...goodFull, [field]: 'x' })).toEqual([]);
    }
  });

  it('check 11: the proxy slider must be placed (0 to 1; -2 is unset)', () => {
    expect(msgs(validateFullIdea({ ...goodFull, proxyLevel: -2 }))).toEqual([M.PROXY_UNSET]);
    expect(msgs(validateFullIdea({ ...goodFull, proxyLevel: -0.01 }))).toEqual([M.PROXY_UNSET]);
    expect(msgs(validateFullIdea({ ...goodFull, proxyLevel: 1.01 }))).toEqual([M.PROXY_UNSET]);
    expect(validateFullIdea({ ...goodFull, proxyLevel: 0 })).toEqual([]);
    expect(validateFullIdea({ ...goodFull, proxyLevel: 1 })).toEqual([]);
  });

  it('reports a bad image address after the eleven checks', () => {
    expect(msgs(validateFullIdea({ ...goodFull, image: 'javascript:alert(1)' }))).toEqual([
      M.IMAGE_INVALID,
    ]);
    expect(validateFullIdea({ ...goodFull, image: 'https://example.org/a.png' })).toEqual([]);
  });
});

describe('validateSimpleIdea (content §5, simple inTell)', () => {
  const text = {
    mode: 'text' as const,
    myContent: 'abc',
    myPoint: '',
    image: '',
    goodIntentLevel: 1,
  };

  it('text must be longer than 2 characters', () => {
    expect(validateSimpleIdea(text, { selfEvaluation: false })).toEqual([]);
    expect(
      msgs(validateSimpleIdea({ ...text, myContent: ' ab ' }, { selfEvaluation: false })),
    ).toEqual([M.CONTENT_INVALID]);
  });

  it('with self-evaluation, text over 60 characters needs a title longer than 2', () => {
    const sixty = 'x'.repeat(60);
    const sixtyOne = 'x'.repeat(61);
    expect(isTitleRequired({ mode: 'text', myContent: sixty }, { selfEvaluation: true })).toBe(
      false,
    );
    expect(isTitleRequired({ mode: 'text', myContent: sixtyOne }, { selfEvaluation: true })).toBe(
      true,
    );
    expect(isTitleRequired({ mode: 'text', myContent: sixtyOne }, { selfEvaluation: false })).toBe(
      false,
    );
    expect(
      msgs(validateSimpleIdea({ ...text, myContent: sixtyOne }, { selfEvaluation: true })),
    ).toEqual([M.TITLE_INVALID]);
    expect(
      validateSimpleIdea(
        { ...text, myContent: sixtyOne, myPoint: 'abc' },
        { selfEvaluation: true },
      ),
    ).toEqual([]);
    expect(validateSimpleIdea({ ...text, myContent: sixtyOne }, { selfEvaluation: false })).toEqual(
      [],
    );
  });

  it('a title is never over 60 characters', () => {
    expect(
      msgs(validateSimpleIdea({ ...text, myPoint: 'x'.repeat(61) }, { selfEvaluation: false })),
    ).toEqual([M.TITLE_TOO_LONG]);
    expect(
      validateSimpleIdea({ ...text, myPoint: 'x'.repeat(60) }, { selfEvaluation: false }),
    ).toEqual([]);
  });

  it('PDF mode requires a title and the uploaded PDF, and no text', () => {
    const pdf = { ...text, mode: 'pdf' as const, myContent: '' };
    expect(msgs(validateSimpleIdea(pdf, { selfEvaluation: false }))).toEqual([
      M.TITLE_INVALID,
      M.PDF_INVALID,
    ]);
    expect(
      validateSimpleIdea(
        { ...pdf, myPoint: 'Report', image: '/media/r.pdf' },
        { selfEvaluation: false },
      ),
    ).toEqual([]);
  });

  it('with self-evaluation, intent must be confirmed (level 1 or more)', () => {
    expect(
      msgs(validateSimpleIdea({ ...text, goodIntentLevel: 0 }, { selfEvaluation: true })),
    ).toEqual([M.GOOD_INTENT_NOT_CONFIRMED]);
    expect(validateSimpleIdea({ ...text, goodIntentLevel: 0 }, { selfEvaluation: false })).toEqual(
      [],
    );
    expect(validateSimpleIdea({ ...text, goodIntentLevel: 1 }, { selfEvaluation: true })).toEqual(
      [],
    );
  });

  it('lists every problem in the form order', () => {
    expect(
      msgs(
        validateSimpleIdea(
          { mode: 'text', myContent: 'x'.repeat(61), myPoint: 'a', image: 'x', goodIntentLevel: 0 },
          { selfEvaluation: true },
        ),
      ),
    ).toEqual([M.TITLE_INVALID, M.IMAGE_INVALID, M.GOOD_INTENT_NOT_CONFIRMED]);
  });
});

describe('validateWebIdea (content §5, web page or video)', () => {
  const web = {
    kind: 'web' as const,
    myPoint: 'A good read',
    url: 'example.org/article',
    image: '',
    goodIntentLevel: 0,
  };

  it('passes a headline and a web address', () => {
    expect(validateWebIdea(web, { authorClaimed: false })).toEqual([]);
  });

  it('needs a headline longer than 2, at most 60', () => {
    expect(msgs(validateWebIdea({ ...web, myPoint: 'ab' }, { authorClaimed: false }))).toEqual([
      M.HEADLINE_INVALID,
    ]);
    expect(
      msgs(validateWebIdea({ ...web, myPoint: 'x'.repeat(61) }, { authorClaimed: false })),
    ).toEqual([M.HEADLINE_TOO_LONG]);
  });

  it('needs a valid URL, and for a video a loaded one', () => {
    expect(msgs(validateWebIdea({ ...web, url: 'nope' }, { authorClaimed: false }))).toEqual([
      M.URL_INVALID,
    ]);
    const video = { ...web, kind: 'video' as const };
    expect(msgs(validateWebIdea(video, { authorClaimed: false, videoLoaded: false }))).toEqual([
      M.URL_INVALID,
    ]);
    expect(validateWebIdea(video, { authorClaimed: false, videoLoaded: true })).toEqual([]);
  });

  it('an author claim needs good intent confirmed', () => {
    expect(msgs(validateWebIdea(web, { authorClaimed: true }))).toEqual([
      M.GOOD_INTENT_NOT_CONFIRMED,
    ]);
    expect(validateWebIdea({ ...web, goodIntentLevel: 1 }, { authorClaimed: true })).toEqual([]);
  });
});

describe('normalizeProxyLevel and friends (content §5: under 0.05 counts as 0; -2 unset)', () => {
  it.each([
    [-2, -2],
    [-1, -2],
    [-0.0001, -2],
    [Number.NaN, -2],
    [0, 0],
    [0.0499, 0],
    [0.05, 0.05],
    [0.051, 0.05],
    [0.333, 0.33],
    [0.995, 1],
    [1, 1],
    [1.5, 1],
  ])('%s → %s', (input, expected) => {
    expect(normalizeProxyLevel(input)).toBe(expected);
  });

  it('knows whether the slider is set', () => {
    expect(isProxyLevelSet(-2)).toBe(false);
    expect(isProxyLevelSet(0)).toBe(true);
    expect(isProxyLevelSet(1)).toBe(true);
    expect(isProxyLevelSet(1.0001)).toBe(false);
  });

  it('shows the proxied percentage as 100 × level, rounded', () => {
    expect(proxiedPercent(0.334)).toBe(33);
    expect(proxiedPercent(0.04)).toBe(0);
    expect(proxiedPercent(1)).toBe(100);
    expect(proxiedPercent(-2)).toBeNull();
  });
});

describe('ideaLabel (content §3: myPoint, else text quoted when no url, else myContent)', () => {
  const blank = { myPoint: '', text: '', url: '', myContent: '' };
  it('prefers the headline', () => {
    expect(ideaLabel({ ...blank, myPoint: ' Head ', text: 'q', myContent: 'b' })).toBe('Head');
  });
  it('quotes the quotation when there is no link', () => {
    expect(ideaLabel({ ...blank, text: 'To be', myContent: 'b' })).toBe('"To be"');
  });
  it('shows the quotation as it is when there is a link', () => {
    expect(ideaLabel({ ...blank, text: 'To be', url: 'https://x.org' })).toBe('To be');
  });
  it('falls back to the body, then to nothing', () => {
    expect(ideaLabel({ ...blank, myContent: ' Body ' })).toBe('Body');
    expect(ideaLabel(blank)).toBe('');
  });
});

describe('ideaVariant and simpleIdeaKind (content §7)', () => {
  it('a body with any framing field is the full variant', () => {
    expect(ideaVariant({ myPoint: 'x', frameContext: '' })).toBe('full');
    expect(ideaVariant({ proxyLevel: -2, agents: [] })).toBe('full');
    expect(ideaVariant({ atCore: false })).toBe('full');
  });
  it('a body with agents and no framing field is the simple variant', () => {
    expect(ideaVariant({ myPoint: 'x', agents: [] })).toBe('simple');
    expect(ideaVariant({ agents: [], frameContext: null })).toBe('simple');
  });
  it('a body with neither is judged as full', () => {
    expect(ideaVariant({})).toBe('full');
  });
  it('tells video, PDF, web page and text apart', () => {
    expect(simpleIdeaKind({ isVideo: true, isPdf: true, url: 'x' })).toBe('video');
    expect(simpleIdeaKind({ isVideo: false, isPdf: true, url: 'x' })).toBe('pdf');
    expect(simpleIdeaKind({ isVideo: false, isPdf: false, url: 'x' })).toBe('web');
    expect(simpleIdeaKind({ isVideo: false, isPdf: false, url: ' ' })).toBe('text');
  });
});

describe('truncateHeadline (content §9: 60 plus an ellipsis when the image is hidden)', () => {
  it('keeps 60 characters as they are and cuts 61 to 60 plus an ellipsis', () => {
    const sixty = 'a'.repeat(60);
    expect(truncateHeadline(sixty)).toBe(sixty);
    expect(truncateHeadline(`${sixty}b`)).toBe(`${sixty}…`);
    expect(truncateHeadline(`  ${sixty}  `)).toBe(sixty);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'a'.repeat(59)}🌳🌳`;
    expect(truncateHeadline(text)).toBe(`${'a'.repeat(59)}🌳…`);
  });

  it('drops the space before the ellipsis', () => {
    expect(truncateHeadline(`${'a'.repeat(59)} more words`)).toBe(`${'a'.repeat(59)}…`);
  });
});
