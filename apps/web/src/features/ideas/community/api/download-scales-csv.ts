import { apiDownload } from '../../../../lib/api-client';

/**
 * `GET /api/ideas/{id}/scales.csv` (non-students only), saved under the server's file name
 * through a temporary link to the downloaded Blob.
 */
export async function downloadScalesCsv(id: string): Promise<void> {
  const { blob, filename } = await apiDownload(`/api/ideas/${encodeURIComponent(id)}/scales.csv`);
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename ?? `intell-${id}-interpretations.csv`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser the click's turn before letting go of the data.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
