// The scrape feature's public face: reading a typed address's page, and showing what was found.
export { ScrapeStatus } from './components/scrape-status';
export { ScrapedImagePicker } from './components/scraped-image-picker';
export { isFetched, pageUrlOf, usePageScrape, type PageScrapeResult } from './use-page-scrape';
