import { PDF_PAGE_WIDTHS } from '@thoughtful/shared';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { LoadingIndicator } from '../loading-indicator';
import { useResponsiveWidth, useViewportWidth } from '../../lib/responsive-width';
import { PDF_VIEWER_TEXT } from './widgets-text';
import type { PdfViewerProps } from './pdf-viewer';
import { useSpokenLanguage } from '../../lib/i18n';

// Vite emits the worker as an asset of its own and rewrites this address to it.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/** Room left beside the page for the page's margins on a narrow phone. */
const SIDE_MARGIN_PX = 32;

/** The react-pdf half of `PdfViewer`, in a chunk of its own. */
export function PdfDocument({ file, title }: PdfViewerProps) {
  const [pageCount, setPageCount] = useState(0);
  const [pageNumber, setPageNumber] = useState(1);
  const viewportWidth = useViewportWidth();
  const width = Math.min(
    useResponsiveWidth(PDF_PAGE_WIDTHS),
    Math.max(viewportWidth - SIDE_MARGIN_PX, 200),
  );
  useSpokenLanguage();
  const label = title ? PDF_VIEWER_TEXT.labelOf(title) : PDF_VIEWER_TEXT.label;

  const failed = (
    <p className="text-danger mb-0">
      {PDF_VIEWER_TEXT.failed}{' '}
      <a href={file} target="_blank" rel="noopener noreferrer">
        {PDF_VIEWER_TEXT.open}
      </a>
    </p>
  );

  return (
    <div role="group" aria-label={label} className="pdf-viewer">
      <Document
        file={file}
        onLoadSuccess={(pdf) => {
          setPageCount(pdf.numPages);
          setPageNumber((current) => Math.min(Math.max(current, 1), pdf.numPages));
        }}
        loading={<LoadingIndicator label={PDF_VIEWER_TEXT.loading} />}
        error={failed}
      >
        <Page
          pageNumber={pageNumber}
          width={width}
          loading={<LoadingIndicator label={PDF_VIEWER_TEXT.loading} />}
          className="border"
        />
      </Document>
      {pageCount > 0 ? (
        <div className="d-flex align-items-center gap-2 mt-2">
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber((n) => Math.max(n - 1, 1))}
          >
            {PDF_VIEWER_TEXT.previous}
          </Button>
          <span aria-live="polite">{PDF_VIEWER_TEXT.pageOf(pageNumber, pageCount)}</span>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={pageNumber >= pageCount}
            onClick={() => setPageNumber((n) => Math.min(n + 1, pageCount))}
          >
            {PDF_VIEWER_TEXT.next}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
