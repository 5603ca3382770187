import 'bootstrap/dist/css/bootstrap.min.css';
// The serif of the wordmark and headings, self-hosted (Latin, weight 600 only: about 21 KB).
import '@fontsource/source-serif-4/latin-600.css';
import './theme/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { whenInitialized } from './app/when-initialized';
import {
  activateLanguage,
  browserLanguages,
  chooseLanguage,
  readChosenLanguage,
  rememberPageLanguage,
  servedLanguage,
} from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The router starts the first route's reads as it is made (router.tsx), into the app's client.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
// A prerendered page (docs/decisions/2026-11-23-speed.md 'Pages drawn before the scripts run')
// stays as it is until the screen's code has loaded, so React's first paint replaces it with the
// same screen, never with a loading indicator in between.
// The page's language is loaded before the first paint (English comes with the app; a Spanish
// page preloads its catalogues): this browser's choice, else the language the server sent the page
// in, so the first render says the prerendered page's words. A signed-in member's own choice
// follows once she has loaded (app/language-provider.tsx).
const chosen = readChosenLanguage();
// A choice kept before the server read it from a cookie reaches the server from the next page on.
if (chosen !== null) rememberPageLanguage(chosen);
const language = activateLanguage(
  chooseLanguage({ chosen, served: servedLanguage(), browser: browserLanguages() }),
).catch(() => false);
if (container.hasChildNodes()) void Promise.all([whenInitialized(router), language]).then(render);
else void language.then(render);
