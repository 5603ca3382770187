import { configure } from '@testing-library/react';

// Screens load as lazy route chunks; on a busy two-core CI machine running every project at once,
// the first import of a chunk can take longer than testing-library's default of one second.
configure({ asyncUtilTimeout: 5_000 });
