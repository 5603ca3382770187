import { t } from '@lingui/core/macro';
// The catalogue and the language spoken are set up before a word here is read.
import '../../lib/i18n';

/**
 * The words of page fetching (content spec §7 'Page fetch'), shared by the create forms. Each is
 * worded when read, in the language spoken then (issue 44).
 */
export const SCRAPE_TEXT = {
  get fetching() {
    return t`Fetching the page…`;
  },
  get fetched() {
    return t`Page found.`;
  },
  get notScraped() {
    return t`The address is valid, but the site did not let us read the page. Please type the title yourself.`;
  },
  get unreachable() {
    return t`The address is valid, but the page could not be reached from here (the network may be offline or filtered). Please type the title yourself.`;
  },
  /** Any failure but a refused address: the server or the network, not the page. */
  failed: (msg: string) => t`The page could not be fetched: ${msg}`,
  get imagesLegend() {
    return t`Choose an image (optional)`;
  },
  get noImage() {
    return t`No image`;
  },
  get noImagesFound() {
    return t`No images were found on this page.`;
  },
  imageAlt: (index: number, count: number, width: number, height: number) =>
    t`Image ${index} of ${count} from the page (${width} × ${height} pixels)`,
};
