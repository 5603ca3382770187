/**
 * Messages of uploads and page fetching (content spec §5 and §7; DESIGN.md §4). Kept free of Zod so
 * the web app can show them without loading a schema.
 */
export const MEDIA_MESSAGES = Object.freeze({
  /** Image mode refuses anything but a raster image (C§5). */
  NOT_AN_IMAGE: 'Not an image file',
  /** PDF mode refuses anything but a PDF (C§5). */
  NOT_A_PDF: 'Not a PDF file',
  /** The file is not strictly under UPLOAD_MAX_BYTES (C§5, C§9). */
  TOO_LARGE: 'Unable to load image (image file exceeds 10MB)',
  /** The spec's generic upload failure (C§5), for the web app when an upload call fails. */
  UPLOAD_FAILED: 'Failed to load image',
  NO_FILE: 'No file was uploaded. Send it in the form field named "file".',
  EMPTY_FILE: 'The file is empty',
  ONE_FILE: 'Upload one file at a time',
  ONLY_FILE_AND_KIND: 'Only the form fields "file" and "kind" are accepted',
  NOT_MULTIPART: 'Send the file as multipart/form-data',
  /**
   * No boundary, a boundary that never comes, a body cut short
   * (docs/decisions/2026-11-23-security-review.md 'Malformed …').
   */
  MALFORMED_MULTIPART: 'The multipart/form-data body is malformed or incomplete',
  INVALID_KIND: 'kind must be image or pdf',
  INVALID_MEDIA_KEY: 'Invalid media address',
  /** The media store (the database or an S3 bucket) did not answer (503). */
  STORE_UNAVAILABLE: 'Media storage is unavailable. Please try again in a moment.',
} as const);

export const SCRAPE_MESSAGES = Object.freeze({
  /** Any URL that is not http(s), or a page that cannot be fetched and read (C§5, C§7). */
  INVALID_URL: 'Invalid url.',
} as const);
