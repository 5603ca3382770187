/**
 * YouTube videos play in YouTube's own embed page, framed from youtube-nocookie.com (no cookies
 * until the member plays the video). No YouTube script runs in our page: the page and
 * the embed talk only through postMessage, the protocol YouTube's IFrame API itself speaks.
 */

/** The origin the embed is framed from; our messages go only there, and only its are read. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const YOUTUBE_HOST =
  /^(?:(?:www|m|music)\.)?(?:youtube\.com|youtube-nocookie\.com|youtubeeducation\.com)$/;
const SHORT_HOST = /^(?:www\.)?youtu\.be$/;
const VIDEO_ID = /^[\w-]{11}$/;
const PLAYLIST_ID = /^[\w-]{2,64}$/;
/** Paths that name the video: /embed/{id}, /shorts/{id} … */
const VIDEO_PATH = /^\/(?:embed|v|e|shorts|live)\/([\w-]{11})(?:[/?#]|$)/;
/** `t=90`, `t=90s`, `t=1m30s`, `t=1h2m3s` (YouTube's share links), or `start=90`. */
const START_TIME = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/;

/** The address as a URL; addresses typed without a scheme are taken as https. */
function parse(address: string): URL | null {
  const trimmed = address.trim();
  try {
    return new URL(/^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}

function isYouTubeHost(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return YOUTUBE_HOST.test(host) || SHORT_HOST.test(host);
}

/** Whether the address is on YouTube: such videos play in the embed, never in react-player. */
export function isYouTubeAddress(address: string): boolean {
  const url = parse(address);
  return url !== null && isYouTubeHost(url);
}

/** Seconds from `t` or `start` (the time a shared link starts at); undefined when absent or odd. */
export function youtubeStartSeconds(url: URL): number | undefined {
  const value = (url.searchParams.get('t') ?? url.searchParams.get('start') ?? '').toLowerCase();
  const match = START_TIME.exec(value);
  if (value === '' || match === null) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : undefined;
}

function videoId(url: URL): string | null {
  if (SHORT_HOST.test(url.hostname.toLowerCase())) {
    const id = url.pathname.slice(1).split('/')[0] ?? '';
    return VIDEO_ID.test(id) ? id : null;
  }
  const fromQuery = url.searchParams.get('v');
  if (url.pathname === '/watch' && fromQuery !== null)
    return VIDEO_ID.test(fromQuery) ? fromQuery : null;
  return VIDEO_PATH.exec(url.pathname)?.[1] ?? null;
}

/**
 * The embed page for a YouTube address (a video, or a playlist), or null when the address names
 * neither (a channel, the home page). `parentOrigin` is our page's origin: with `enablejsapi=1`
 * the embed then answers our messages (VideoPlayer reads from them that it is ready).
 */
export function youtubeEmbedAddress(address: string, parentOrigin: string): string | null {
  const url = parse(address);
  if (url === null || !isYouTubeHost(url)) return null;
  const id = videoId(url);
  const list = url.searchParams.get('list');
  const playlist = list !== null && PLAYLIST_ID.test(list) ? list : null;
  if (id === null && playlist === null) return null;

  const params = new URLSearchParams({
    enablejsapi: '1',
    origin: parentOrigin,
    // Related videos from the same channel only, and inline on phones.
    rel: '0',
    playsinline: '1',
  });
  const start = youtubeStartSeconds(url);
  if (start !== undefined) params.set('start', String(start));
  if (playlist !== null) params.set('list', playlist);
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${id ?? 'videoseries'}?${params.toString()}`;
}

export interface EmbedMessage {
  event: string;
  info?: unknown;
}

/** One of the embed's messages (a JSON string such as `{"event":"onReady"}`), or null. */
export function readEmbedMessage(data: unknown): EmbedMessage | null {
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { event, info } = value as { event?: unknown; info?: unknown };
  return typeof event === 'string' ? { event, info } : null;
}
