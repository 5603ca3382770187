/** User-visible words of uploads. The spec's own messages come from MEDIA_MESSAGES in shared. */
export const MEDIA_TEXT = {
  progressLabel: (fileName: string) => `Upload progress of ${fileName}`,
  uploading: (fileName: string) => `Uploading ${fileName}…`,
  uploaded: (fileName: string) => `Uploaded ${fileName}`,
  uploadedNoName: 'File uploaded',
  remove: 'Remove',
  removeLabel: (fileName: string) => `Remove ${fileName}`,
  cancel: 'Cancel upload',
  imagePreview: 'Preview of the uploaded image',
  imageHint: 'PNG, JPEG, GIF, WebP or AVIF, under 10 MB.',
  pdfHint: 'A PDF file, under 10 MB.',
} as const;
