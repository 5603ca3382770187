// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ENTRY_SHARED_CHUNK,
  screenChunkName,
  screenChunkOwners,
  screenChunksProblems,
  type FirstPassChunk,
} from '../build/screen-chunks.ts';

/** A first-build chunk: `file` holds `modules` and imports `imports` statically. */
function chunk(
  file: string,
  modules: string[],
  imports: string[] = [],
  facade: { screen?: string; entry?: true } = {},
): FirstPassChunk {
  return {
    fileName: file,
    moduleIds: modules,
    imports,
    facadeModuleId: facade.screen ?? (facade.entry ? '/app/index.html' : null),
    isEntry: facade.entry ?? false,
  };
}

const LOGIN = '/app/login.tsx';
const IDEA = '/app/idea.tsx';
const REPORTS = '/app/reports.tsx';

/**
 * An app as Rolldown chunks it by itself: the entry and what it shares with the screens, the
 * login, inTell and reports screens, a chunk per set of screens sharing code, and a plot that
 * only the inTell screen's code imports lazily.
 */
const FIRST_PASS = [
  chunk('index.js', ['/app/main.tsx', '/node/react-dom.js'], ['react.js', 'runtime.js'], {
    entry: true,
  }),
  chunk('runtime.js', ['\0rolldown/runtime.js']),
  chunk('react.js', ['/node/react.js']),
  chunk('login.js', [LOGIN], ['form.js', 'react.js'], { screen: LOGIN }),
  chunk('idea.js', [IDEA], ['form.js', 'card.js', 'idea-only.js'], { screen: IDEA }),
  chunk('reports.js', [REPORTS], ['card.js', 'reports-only.js'], { screen: REPORTS }),
  chunk('form.js', ['/node/form.js', '/app/text-field.tsx'], ['react.js']),
  chunk('card.js', ['/node/card.js']),
  chunk('idea-only.js', ['/app/idea-card.tsx', '/app/relative-time.ts'], ['card.js']),
  chunk('reports-only.js', ['/app/report-table.tsx']),
  chunk('plot.js', ['/node/d3.js', '/app/plot.tsx'], ['react.js']),
];

describe("a screen's code in few chunks", () => {
  const owners = screenChunkOwners(FIRST_PASS, [LOGIN, IDEA, REPORTS]);

  it('puts what a screen loads with its page in the chunk of the first screen that loads it', () => {
    expect(owners.get('/node/form.js')).toBe(screenChunkName(LOGIN));
    expect(owners.get('/app/text-field.tsx')).toBe(screenChunkName(LOGIN));
    // The inTell screen's own code and the card it shares with the reports screen.
    expect(owners.get('/app/idea-card.tsx')).toBe(screenChunkName(IDEA));
    expect(owners.get('/app/relative-time.ts')).toBe(screenChunkName(IDEA));
    expect(owners.get('/node/card.js')).toBe(screenChunkName(IDEA));
    expect(owners.get('/app/report-table.tsx')).toBe(screenChunkName(REPORTS));
  });

  it('gathers what the entry shares with the screens in one chunk, and leaves the entry, the runtime, the screens and lazy parts alone', () => {
    expect(owners.get('/node/react.js')).toBe(ENTRY_SHARED_CHUNK);
    for (const id of ['/app/main.tsx', '/node/react-dom.js', '\0rolldown/runtime.js']) {
      expect(owners.has(id)).toBe(false);
    }
    for (const id of [LOGIN, IDEA, REPORTS, '/node/d3.js', '/app/plot.tsx']) {
      expect(owners.has(id)).toBe(false);
    }
  });

  it('follows the order given: a screen earlier in it keeps what it shares', () => {
    const reportsFirst = screenChunkOwners(FIRST_PASS, [REPORTS, LOGIN, IDEA]);
    expect(reportsFirst.get('/node/card.js')).toBe(screenChunkName(REPORTS));
    expect(reportsFirst.get('/app/idea-card.tsx')).toBe(screenChunkName(IDEA));
  });

  it('keeps a module named always shared beside the entry, whichever screen loads it first', () => {
    const shared = screenChunkOwners(
      FIRST_PASS,
      [LOGIN, IDEA, REPORTS],
      (id) => id === '/app/relative-time.ts',
    );
    expect(shared.get('/app/relative-time.ts')).toBe(ENTRY_SHARED_CHUNK);
    expect(shared.get('/app/idea-card.tsx')).toBe(screenChunkName(IDEA));
  });

  it('names chunks apart from the screen modules’ own', () => {
    expect(screenChunkName('/app/src/features/ideas/screens/idea-screen.tsx')).toBe(
      'code-idea-screen',
    );
  });

  it('refuses a screen the first build made no chunk from', () => {
    expect(() => screenChunkOwners(FIRST_PASS, [LOGIN, '/app/missing.tsx'])).toThrow(
      /no chunk of the first build is built from \/app\/missing\.tsx/,
    );
  });
});

describe('checking the second build', () => {
  const grouped = [
    chunk('index.js', ['/app/main.tsx', '/node/react-dom.js'], ['app-shared.js'], { entry: true }),
    chunk('app-shared.js', ['/node/react.js']),
    chunk('code-login.js', ['/node/form.js', '/app/text-field.tsx'], ['app-shared.js']),
    chunk('login.js', [LOGIN], ['code-login.js'], { screen: LOGIN }),
  ];

  it('finds nothing wrong when chunks import backwards and every module was seen', () => {
    expect(screenChunksProblems(grouped, FIRST_PASS)).toEqual([]);
  });

  it('reports chunks that import each other', () => {
    const cycle = grouped.map((each) =>
      each.fileName === 'app-shared.js' ? { ...each, imports: ['code-login.js'] } : each,
    );
    expect(screenChunksProblems(cycle, FIRST_PASS)).toEqual([
      expect.stringMatching(
        /chunks import each other: .*app-shared\.js → code-login\.js → app-shared\.js/,
      ),
    ]);
  });

  it('reports modules the first pass did not build', () => {
    const more = [...grouped, chunk('extra.js', ['/app/virtual-only.ts'])];
    expect(screenChunksProblems(more, FIRST_PASS)).toEqual([
      expect.stringContaining(
        '1 module(s) the first pass did not build, e.g. /app/virtual-only.ts',
      ),
    ]);
  });

  it('refuses two screens whose chunks would have one name', () => {
    expect(() =>
      screenChunkOwners(
        [
          ...FIRST_PASS,
          chunk('other-login.js', ['/other/login.tsx'], [], { screen: '/other/login.tsx' }),
        ],
        [LOGIN, '/other/login.tsx'],
      ),
    ).toThrow(/two screens would share code-login/);
  });
});
