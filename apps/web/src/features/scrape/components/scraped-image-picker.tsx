import type { ScrapedImage } from '@thoughtful/shared';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { SCRAPE_TEXT } from '../scrape-text';

export interface ScrapedImagePickerProps {
  /** The page's images, as the server answered them (only those larger than 10 × 10). */
  images: readonly ScrapedImage[];
  /** The chosen image's address, or '' for none. */
  value: string;
  onChange: (url: string) => void;
  legend?: string;
}

/** Thumbnail height: enough to recognise a picture, small enough to list twenty. */
const THUMBNAIL_HEIGHT = 96;

/**
 * One optional image chosen from a fetched page (content §2 create flow, §4 waveMaker create
 * flow): a radio group whose first choice is 'No image', so the choice can be undone.
 */
export function ScrapedImagePicker({
  images,
  value,
  onChange,
  legend = SCRAPE_TEXT.imagesLegend,
}: ScrapedImagePickerProps) {
  const name = useId();
  if (images.length === 0)
    return <p className="text-body-secondary">{SCRAPE_TEXT.noImagesFound}</p>;
  return (
    <fieldset className="mb-3">
      <legend className="fs-6">{legend}</legend>
      <div className="d-flex flex-wrap gap-3 align-items-center">
        <Form.Check
          type="radio"
          id={`${name}-none`}
          name={name}
          label={SCRAPE_TEXT.noImage}
          checked={value === ''}
          onChange={() => onChange('')}
        />
        {images.map((image, index) => (
          <Form.Check
            key={image.url}
            type="radio"
            id={`${name}-${index}`}
            name={name}
            className={`border rounded p-2 ps-4 ${value === image.url ? 'border-primary' : ''}`}
            checked={value === image.url}
            onChange={() => onChange(image.url)}
            label={
              <img
                src={image.url}
                alt={SCRAPE_TEXT.imageAlt(index + 1, images.length, image.width, image.height)}
                height={THUMBNAIL_HEIGHT}
                style={{ maxWidth: 200, objectFit: 'contain' }}
                loading="lazy"
                referrerPolicy="no-referrer"
              />
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
