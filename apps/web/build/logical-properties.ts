import postcss, { type Declaration, type Root } from 'postcss';
import type { Plugin } from 'vite';

/**
 * Physical sides as the writing direction's: in a right-to-left page the start is on the right.
 * Bootstrap's `ms-2` means 'margin at the start' but is written `margin-left`; its own RTL build is
 * a second stylesheet. Written logically, one stylesheet serves both directions unchanged.
 */
const SIDE_PROPERTIES: Readonly<Record<string, string>> = {
  'margin-left': 'margin-inline-start',
  'margin-right': 'margin-inline-end',
  'padding-left': 'padding-inline-start',
  'padding-right': 'padding-inline-end',
  'border-left': 'border-inline-start',
  'border-right': 'border-inline-end',
  'border-left-width': 'border-inline-start-width',
  'border-right-width': 'border-inline-end-width',
  'border-left-style': 'border-inline-start-style',
  'border-right-style': 'border-inline-end-style',
  'border-left-color': 'border-inline-start-color',
  'border-right-color': 'border-inline-end-color',
  'border-top-left-radius': 'border-start-start-radius',
  'border-top-right-radius': 'border-start-end-radius',
  'border-bottom-left-radius': 'border-end-start-radius',
  'border-bottom-right-radius': 'border-end-end-radius',
  left: 'inset-inline-start',
  right: 'inset-inline-end',
};

/** Properties whose `left` / `right` keyword names a side. */
const SIDE_VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'text-align': { left: 'start', right: 'end' },
  float: { left: 'inline-start', right: 'inline-end' },
  clear: { left: 'inline-start', right: 'inline-end' },
};

/** Four-value shorthands (top right bottom left) that differ left and right. */
const BOX_SHORTHANDS = new Set([
  'margin',
  'padding',
  'border-width',
  'border-style',
  'border-color',
]);

function valuesOf(value: string): string[] {
  return postcss.list.space(value);
}

function convert(decl: Declaration): void {
  const logical = SIDE_PROPERTIES[decl.prop];
  if (logical) {
    decl.prop = logical;
    return;
  }
  const keywords = SIDE_VALUES[decl.prop];
  const keyword = keywords?.[decl.value.trim().toLowerCase()];
  if (keyword) {
    decl.value = keyword;
    return;
  }
  if (BOX_SHORTHANDS.has(decl.prop)) {
    const parts = valuesOf(decl.value);
    if (parts.length !== 4 || parts[1] === parts[3]) return;
    const [top, right, bottom, left] = parts;
    const important = decl.important;
    const [prefix, suffix] = decl.prop.startsWith('border-')
      ? ['border', decl.prop.slice('border'.length)]
      : [decl.prop, ''];
    decl.cloneBefore({ prop: `${prefix}-block${suffix}`, value: `${top} ${bottom}`, important });
    decl.cloneBefore({ prop: `${prefix}-inline${suffix}`, value: `${left} ${right}`, important });
    decl.remove();
    return;
  }
  if (decl.prop === 'border-radius' && !decl.value.includes('/')) {
    const parts = valuesOf(decl.value);
    if (parts.length !== 4 || (parts[0] === parts[1] && parts[2] === parts[3])) return;
    const [topLeft, topRight, bottomRight, bottomLeft] = parts;
    const important = decl.important;
    decl.cloneBefore({ prop: 'border-start-start-radius', value: topLeft, important });
    decl.cloneBefore({ prop: 'border-start-end-radius', value: topRight, important });
    decl.cloneBefore({ prop: 'border-end-end-radius', value: bottomRight, important });
    decl.cloneBefore({ prop: 'border-end-start-radius', value: bottomLeft, important });
    decl.remove();
  }
}

/** A stylesheet with its sides written for the writing direction (see SIDE_PROPERTIES). */
export function toLogicalProperties(css: string): string {
  const root: Root = postcss.parse(css);
  root.walkDecls(convert);
  return root.toResult().css;
}

/**
 * Bootstrap's stylesheet with logical sides, in development and in the build, so a page with
 * `dir="rtl"` mirrors without a second stylesheet (issue 44). The app's own stylesheets are written
 * logically in the first place (apps/web/test/logical-css.test.ts keeps them so).
 */
export function logicalBootstrapCss(): Plugin {
  return {
    name: 'thoughtful:logical-bootstrap',
    enforce: 'pre',
    transform(code, id) {
      if (
        !/[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(?:\.min)?\.css$/.test(
          id.replace(/\?.*$/, ''),
        )
      ) {
        return null;
      }
      return { code: toLogicalProperties(code), map: null };
    },
  };
}
