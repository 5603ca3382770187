import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '../loading-indicator';
import { PDF_VIEWER_TEXT } from './widgets-text';
import { useSpokenLanguage } from '../../lib/i18n';

// react-pdf and pdf.js are large: they load only when a PDF is shown.
const PdfDocument = lazy(async () => {
  const m = await import('./pdf-document');
  return { default: m.PdfDocument };
});

export interface PdfViewerProps {
  /** The PDF's address, e.g. '/media/<key>.pdf'. */
  file: string;
  /** Names the viewer for assistive technology (e.g. the inTell's headline). */
  title?: string;
}

/**
 * The paged PDF viewer (spec accounts §2): one page at a time, Prev and Next, 'Page n of m'; page
 * widths 320, 360, 550, 950 at screen widths 600, 900, 1200 (PDF_PAGE_WIDTHS).
 */
export function PdfViewer(props: PdfViewerProps) {
  useSpokenLanguage();
  return (
    <Suspense fallback={<LoadingIndicator label={PDF_VIEWER_TEXT.loading} />}>
      <PdfDocument {...props} />
    </Suspense>
  );
}
