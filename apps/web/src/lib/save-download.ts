import { apiDownload } from './api-client';

/**
 * Downloads a file the server makes for the signed-in member (its token is a header, which a
 * plain link cannot send) and saves it under the server's name, else `fallbackName`.
 */
export async function saveDownload(path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiDownload(path);
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename ?? fallbackName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser the click's turn before letting go of the data.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
