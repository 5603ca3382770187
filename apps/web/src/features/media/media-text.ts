import { t } from '@lingui/core/macro';
import { MEDIA_MESSAGES } from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import { sharedMessage } from '../../lib/i18n';

/**
 * User-visible words of uploads, worded when read in the language spoken then (issue 44). The
 * spec's own messages come from MEDIA_MESSAGES in shared, found by their code.
 */
export const MEDIA_TEXT = {
  progressLabel: (fileName: string) => t`Upload progress of ${fileName}`,
  uploading: (fileName: string) => t`Uploading ${fileName}…`,
  uploaded: (fileName: string) => t`Uploaded ${fileName}`,
  get uploadedNoName() {
    return t`File uploaded`;
  },
  get remove() {
    return t({ message: 'Remove', comment: 'Button: remove the uploaded file' });
  },
  removeLabel: (fileName: string) => t`Remove ${fileName}`,
  get cancel() {
    return t`Cancel upload`;
  },
  get imagePreview() {
    return t`Preview of the uploaded image`;
  },
  get imageHint() {
    return t`PNG, JPEG, GIF, WebP or AVIF, under 10 MB.`;
  },
  get pdfHint() {
    return t`A PDF file, under 10 MB.`;
  },
  /** MEDIA_MESSAGES.UPLOAD_FAILED, then the server's reason: 'Upload failed: Not a PDF file'. */
  uploadFailed: (reason: string) => {
    const failed = sharedMessage('MEDIA_MESSAGES.UPLOAD_FAILED', MEDIA_MESSAGES.UPLOAD_FAILED);
    return `${failed}: ${reason}`;
  },
};
