/** A link's readable form: host and path, without the scheme and a trailing slash. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = `${parsed.pathname}${parsed.search}`.replace(/\/$/u, '');
    return `${parsed.host}${path}`;
  } catch {
    return url;
  }
}
