import { z } from 'zod';
import { inputString } from '../api/common-schemas';
import { SCRAPED_IMAGE_LARGER_THAN_PX } from '../constants';
import { MEDIA_MESSAGES, SCRAPE_MESSAGES } from './media-messages';

/**
 * `POST /api/uploads` (multipart, DESIGN.md §4): one file in the field `file`, and optionally
 * `kind`. 'image' accepts only raster images, 'pdf' only PDFs; without it either is accepted. The
 * type is decided by the server from the file's bytes.
 */
export const UPLOAD_KINDS = ['image', 'pdf'] as const;
export const UploadKind = z.enum(UPLOAD_KINDS, { error: MEDIA_MESSAGES.INVALID_KIND });
export type UploadKind = z.infer<typeof UploadKind>;

/** The form fields besides the file. */
export const UploadFields = z.object({ kind: UploadKind.optional() });
export type UploadFields = z.infer<typeof UploadFields>;

/** Where the stored file is served: a same-origin path such as `/media/<key>`. */
export const UploadResponse = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof UploadResponse>;

/** Longest page address accepted for fetching; longer ones are refused as invalid. */
export const SCRAPE_URL_MAX_LENGTH = 2048;

/**
 * `GET /api/scrape?url=`. Only http(s) addresses (DESIGN.md §4); the server parses the address
 * fully, this is the first, cheap check.
 */
export const ScrapeQuery = z.object({
  url: inputString({ error: SCRAPE_MESSAGES.INVALID_URL })
    .trim()
    .max(SCRAPE_URL_MAX_LENGTH, SCRAPE_MESSAGES.INVALID_URL)
    .regex(/^https?:\/\/[^\s]+$/i, SCRAPE_MESSAGES.INVALID_URL),
});
export type ScrapeQuery = z.infer<typeof ScrapeQuery>;

const pixels = z.number().int().gt(SCRAPED_IMAGE_LARGER_THAN_PX);

/** An image of the page, larger than 10 by 10 pixels (C§4, C§9). */
export const ScrapedImage = z.object({ url: z.string(), width: pixels, height: pixels });
export type ScrapedImage = z.infer<typeof ScrapedImage>;

/**
 * The page's title (whitespace collapsed) and its images, og:image first. A page that answered 403
 * is a valid address that could not be read: `{ scraped: false }` (C§7).
 */
export const ScrapeResponse = z.discriminatedUnion('scraped', [
  z.object({ scraped: z.literal(true), title: z.string(), images: z.array(ScrapedImage) }),
  z.object({
    scraped: z.literal(false),
    /**
     * Why not: the page answered 403 ('forbidden'), or the server could not reach it at all (no
     * DNS answer, refused, timed out: 'unreachable'). Either way the address is valid and the
     * member types the title or name.
     */
    reason: z.enum(['forbidden', 'unreachable']).optional(),
  }),
]);
export type ScrapeResponse = z.infer<typeof ScrapeResponse>;
