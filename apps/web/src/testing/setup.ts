import { configure } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { messages as screenWords } from '../locales/en/screens.po';
import { englishMessages } from '../lib/i18n/i18n';
// Screens load as lazy route chunks; on a busy two-core CI machine running every project at once,
// the first import of a chunk can take longer than testing-library's default of one second.
configure({ asyncUtilTimeout: 5_000 });

// The screens' own words load with their route in the app (src/app/lazy-screen.ts); a unit test
// renders a screen without its route, so every English word is there from the start.

i18n.load('en', screenWords);
Object.assign(englishMessages, screenWords);
