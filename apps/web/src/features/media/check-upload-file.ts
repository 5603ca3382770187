import { MEDIA_MESSAGES, UPLOAD_MAX_BYTES, type UploadKind } from '@thoughtful/shared';

/**
 * The raster types the server accepts (docs/decisions/2026-11-21-uploads-and-fetched-pages.md,
 * 'Uploads'); SVG, HEIC, BMP and TIFF are refused there, so they are refused here before any byte
 * is sent.
 */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);
const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp|avif)$/i;
const PDF_EXTENSION = /\.pdf$/i;

/** What the browser knows of a chosen file before reading it. */
export interface FileFacts {
  name: string;
  /** The browser's guess from the name; empty when it has none. */
  type: string;
  size: number;
}

/** `<input accept>` of each kind, so the file chooser offers the right files first. */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp,image/avif',
  pdf: 'application/pdf,.pdf',
};

/**
 * The browser's first check of a file (content §5 'Uploads'): the type for the mode ('Not an image
 * file' / 'Not a PDF file'), then the size, strictly under 10,000,000 bytes. Answers the message to
 * show, or null when the file may be sent. The server checks the bytes again.
 */
export function checkUploadFile(file: FileFacts, kind: UploadKind): string | null {
  const typeKnown = file.type !== '';
  if (kind === 'pdf') {
    const isPdf = typeKnown ? file.type === 'application/pdf' : PDF_EXTENSION.test(file.name);
    if (!isPdf) return MEDIA_MESSAGES.NOT_A_PDF;
  } else {
    const isImage = typeKnown ? IMAGE_TYPES.has(file.type) : IMAGE_EXTENSION.test(file.name);
    if (!isImage) return MEDIA_MESSAGES.NOT_AN_IMAGE;
  }
  if (file.size >= UPLOAD_MAX_BYTES) return MEDIA_MESSAGES.TOO_LARGE;
  if (file.size === 0) return MEDIA_MESSAGES.EMPTY_FILE;
  return null;
}
