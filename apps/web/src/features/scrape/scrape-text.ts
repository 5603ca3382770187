/** The words of page fetching (content spec §7 'Page fetch'), shared by the create forms. */
export const SCRAPE_TEXT = {
  fetching: 'Fetching the page…',
  fetched: 'Page found.',
  notScraped:
    'The address is valid, but the site did not let us read the page. Please type the title yourself.',
  unreachable:
    'The address is valid, but the page could not be reached from here (the network may be offline or filtered). Please type the title yourself.',
  /** Any failure but a refused address: the server or the network, not the page. */
  failed: (msg: string) => `The page could not be fetched: ${msg}`,
  imagesLegend: 'Choose an image (optional)',
  noImage: 'No image',
  noImagesFound: 'No images were found on this page.',
  imageAlt: (index: number, count: number, width: number, height: number) =>
    `Image ${index} of ${count} from the page (${width} × ${height} pixels)`,
} as const;
