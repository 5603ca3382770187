/**
 * The spec writes `{product}` where the brand word goes (menu 'My {product}s', the
 * '{product}ful' option, the local key '{product}LastAgent'). DESIGN.md §7 fixes it here, once.
 */
export const PRODUCT_WORD = 'Thought';
export const PRODUCT_NAME = `${PRODUCT_WORD}ful`;
