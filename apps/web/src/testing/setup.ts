import { configure } from '@testing-library/react';
import { activateLanguage, loadScreenMessages } from '../lib/i18n/i18n';
// Screens load as lazy route chunks; on a busy two-core CI machine running every project at once,
// the first import of a chunk can take longer than testing-library's default of one second.
configure({ asyncUtilTimeout: 5_000 });

// The screens' own words load with their route in the app (src/app/lazy-screen.ts); a unit test
// renders a screen without its route, so every English word is there from the start (and a test
// that speaks another language gets that language's screens' words with it).
await Promise.all([activateLanguage('en'), loadScreenMessages()]);
