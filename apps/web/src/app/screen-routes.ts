/**
 * Which screen module each route of `router.tsx` loads, as plain data: the build reads it to
 * write, for each screen, a copy of index.html that asks for the screen's scripts along with the
 * entry (`<link rel="modulepreload">`), and the server sends the copy that matches the address
 * (docs/decisions/2026-11-23-speed.md 'The first screen fetched with the page'). Without it a first
 * visit fetches the entry, runs it, and only then asks for the screen: one more round trip before
 * anything shows. `router.test.tsx` checks that every route is here and loads the module named.
 *
 * Paths are the router's, from the root; `:name` is one segment, `:name?` one that may be missing
 * (only at the end), `*` the rest of the address. The first match wins (the catch-all is last).
 */
export interface ScreenRoute {
  path: string;
  /** The screen's module, from apps/web/ (the key of Vite's manifest). */
  screen: string;
  /**
   * Whether the screen's page holds its first markup (src/prerender.tsx), rendered at this
   * address: for screens that look the same to everyone until the server answers, and that show
   * no form before then (docs/decisions/2026-11-23-speed.md 'Pages drawn before the scripts run').
   */
  prerender?: true;
  /**
   * Whether the screen's words come with the shell (the account screens, the not-found page:
   * router.tsx `SHELL_WORDS`); the others load their folders' catalogue with their code, and a
   * page in another language preloads it (build/route-pages.ts).
   */
  wordsWithShell?: true;
}

const AUTH = 'src/features/accounts/auth/screens';
const LINK_SCREEN = 'src/features/links/screens/link-screen.tsx';

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: '/', screen: `${AUTH}/login-screen.tsx`, prerender: true, wordsWithShell: true },
  { path: '/login', screen: `${AUTH}/login-screen.tsx`, wordsWithShell: true },
  { path: '/logout', screen: `${AUTH}/logout-screen.tsx`, wordsWithShell: true },
  { path: '/register', screen: `${AUTH}/register-screen.tsx`, wordsWithShell: true },
  { path: '/forgot-password', screen: `${AUTH}/forgot-password-screen.tsx`, wordsWithShell: true },
  { path: '/confirm/:id/:code', screen: `${AUTH}/confirm-screen.tsx`, wordsWithShell: true },
  { path: '/signin', screen: `${AUTH}/school-sign-in-screen.tsx`, wordsWithShell: true },
  {
    path: '/terms-of-use',
    screen: 'src/features/terms/screens/terms-screen.tsx',
    prerender: true,
  },
  { path: '/about', screen: 'src/features/about/screens/about-screen.tsx', prerender: true },
  {
    path: '/activity-students',
    screen: 'src/features/activities/screens/activity-students-screen.tsx',
  },
  {
    path: '/activities/:id',
    screen: 'src/features/activities/screens/activity-students-screen.tsx',
  },
  { path: '/activity-edit', screen: 'src/features/activities/screens/activity-edit-screen.tsx' },
  { path: '/welcome', screen: 'src/features/welcome/screens/welcome-screen.tsx' },
  { path: '/create1', screen: 'src/features/ideas/create-idea/screens/create-idea-screen.tsx' },
  {
    path: '/create2',
    screen: 'src/features/ideas/create-web-idea/screens/create-web-idea-screen.tsx',
  },
  { path: '/idea/:id/:mode?/:field?', screen: 'src/features/ideas/screens/idea-screen.tsx' },
  { path: '/agent/:id/:mode?/:field?', screen: 'src/features/agents/screens/agent-screen.tsx' },
  { path: '/profiles', screen: 'src/features/accounts/profiles/screens/profiles-screen.tsx' },
  { path: '/profile/:id', screen: 'src/features/accounts/profiles/screens/profile-screen.tsx' },
  { path: '/create/:mode/:id', screen: 'src/features/links/screens/create-and-link-screen.tsx' },
  { path: '/link-idea-idea/:id', screen: LINK_SCREEN },
  { path: '/link-idea-agent/:id', screen: LINK_SCREEN },
  { path: '/link-agent-agent/:id', screen: LINK_SCREEN },
  {
    path: '/quote-extract/:id',
    screen: 'src/features/ideas/quotes/screens/quote-extract-screen.tsx',
  },
  {
    path: '/invitations',
    screen: 'src/features/accounts/invitations/screens/invitations-screen.tsx',
  },
  { path: '/reports', screen: 'src/features/report/screens/reports-screen.tsx' },
  {
    path: '/learning-platforms',
    screen: 'src/features/learning-platforms/screens/learning-platforms-screen.tsx',
  },
  { path: '/classes', screen: 'src/features/classes/screens/classes-screen.tsx' },
  { path: '/classes/:id', screen: 'src/features/classes/screens/roster-screen.tsx' },
  {
    path: '/classes/:id/viewpoints',
    screen: 'src/features/classes/screens/class-viewpoints-screen.tsx',
  },
  {
    path: '/classes/:id/reading',
    screen: 'src/features/classes/screens/class-reading-screen.tsx',
  },
  { path: '/join/:code', screen: 'src/features/classes/screens/join-screen.tsx' },
  { path: '/*', screen: 'src/app/not-found/not-found-screen.tsx', wordsWithShell: true },
];
