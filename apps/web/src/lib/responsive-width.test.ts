import { IMAGE_MAX_WIDTHS, PDF_PAGE_WIDTHS } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import { responsiveWidth } from './responsive-width';

describe('responsiveWidth (content §9: widths at breakpoints 600, 900, 1200)', () => {
  it.each([
    [0, 280, 320],
    [599, 280, 320],
    [600, 360, 360],
    [899, 360, 360],
    [900, 550, 550],
    [1199, 550, 550],
    [1200, 950, 950],
    [2560, 950, 950],
  ])('at %i px: image %i, PDF page %i', (viewport, image, page) => {
    expect(responsiveWidth(IMAGE_MAX_WIDTHS, viewport)).toBe(image);
    expect(responsiveWidth(PDF_PAGE_WIDTHS, viewport)).toBe(page);
  });
});
