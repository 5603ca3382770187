import { MEDIA_MESSAGES, UPLOAD_MAX_BYTES } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import { checkUploadFile } from './check-upload-file';

describe('checkUploadFile (content §5 Uploads)', () => {
  it('accepts the raster images the server accepts, and refuses anything else in image mode', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']) {
      expect(checkUploadFile({ name: 'a', type, size: 10 }, 'image')).toBeNull();
    }
    for (const type of ['image/svg+xml', 'image/bmp', 'application/pdf', 'text/plain']) {
      expect(checkUploadFile({ name: 'a', type, size: 10 }, 'image')).toBe(
        MEDIA_MESSAGES.NOT_AN_IMAGE,
      );
    }
  });

  it('accepts only a PDF in PDF mode', () => {
    expect(checkUploadFile({ name: 'a.pdf', type: 'application/pdf', size: 10 }, 'pdf')).toBeNull();
    expect(checkUploadFile({ name: 'a.png', type: 'image/png', size: 10 }, 'pdf')).toBe(
      MEDIA_MESSAGES.NOT_A_PDF,
    );
  });

  it('falls back on the extension when the browser has no type', () => {
    expect(checkUploadFile({ name: 'scan.PDF', type: '', size: 10 }, 'pdf')).toBeNull();
    expect(checkUploadFile({ name: 'scan.doc', type: '', size: 10 }, 'pdf')).toBe(
      MEDIA_MESSAGES.NOT_A_PDF,
    );
    expect(checkUploadFile({ name: 'photo.jpeg', type: '', size: 10 }, 'image')).toBeNull();
  });

  it('refuses a file of 10,000,000 bytes or more, and an empty file', () => {
    const pdf = { name: 'a.pdf', type: 'application/pdf' };
    expect(checkUploadFile({ ...pdf, size: UPLOAD_MAX_BYTES - 1 }, 'pdf')).toBeNull();
    expect(checkUploadFile({ ...pdf, size: UPLOAD_MAX_BYTES }, 'pdf')).toBe(
      MEDIA_MESSAGES.TOO_LARGE,
    );
    expect(checkUploadFile({ ...pdf, size: 0 }, 'pdf')).toBe(MEDIA_MESSAGES.EMPTY_FILE);
  });

  it('reports the type before the size', () => {
    expect(
      checkUploadFile({ name: 'a.txt', type: 'text/plain', size: UPLOAD_MAX_BYTES }, 'image'),
    ).toBe(MEDIA_MESSAGES.NOT_AN_IMAGE);
  });
});
