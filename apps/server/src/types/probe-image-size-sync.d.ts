// The buffer-only entry of probe-image-size. The package's main entry also loads its own HTTP
// client (needle) for probing addresses, which would skip the scraper's address checks; only this
// entry is imported, so that client is never loaded.
declare module 'probe-image-size/sync.js' {
  import type probe from 'probe-image-size';

  const probeSync: typeof probe.sync;
  export = probeSync;
}
