import type { ReactNode } from 'react';
import { Spinner } from 'react-bootstrap';
import { SCRAPE_TEXT } from '../scrape-text';
import type { PageScrapeResult } from '../use-page-scrape';

/**
 * A live line under an address field telling how fetching its page goes. 'Invalid url.' is the
 * field's own error, so this says nothing for it.
 */
export function ScrapeStatus({ id, result }: { id?: string; result: PageScrapeResult }) {
  let content: ReactNode = null;
  switch (result.status) {
    case 'pending':
      content = (
        <>
          <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
          {SCRAPE_TEXT.fetching}
        </>
      );
      break;
    case 'scraped':
      content = SCRAPE_TEXT.fetched;
      break;
    case 'not-scraped':
      content = result.reason === 'unreachable' ? SCRAPE_TEXT.unreachable : SCRAPE_TEXT.notScraped;
      break;
    case 'failed':
      content = result.messages.map((msg) => SCRAPE_TEXT.failed(msg)).join(' ');
      break;
    case 'empty':
    case 'invalid':
      break;
  }
  return (
    <div id={id} role="status" className="form-text mt-0 mb-3">
      {content}
    </div>
  );
}
