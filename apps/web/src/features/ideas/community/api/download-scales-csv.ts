import { saveDownload } from '../../../../lib/save-download';

/** `GET /api/ideas/{id}/scales.csv` (non-students only), saved under the server's file name. */
export function downloadScalesCsv(id: string): Promise<void> {
  return saveDownload(
    `/api/ideas/${encodeURIComponent(id)}/scales.csv`,
    `intell-${id}-interpretations.csv`,
  );
}
