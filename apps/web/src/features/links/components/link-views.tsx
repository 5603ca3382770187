import { Fragment, useRef, type ReactNode } from 'react';
import type { ViewModeLabels } from '../../../components/widgets/view-mode-switcher';
import type { ViewNumber } from '../link-model';
import { LINKS_TEXT } from '../links-text';
import { LinkColumn, type LinkColumnItem } from './link-column';
import { useLinkColumns, type LinkColumnsOptions } from './use-link-columns';
import { ViewPager } from './view-pager';

/**
 * One column of a row: a link column by its key (its title, items and link mode come from the
 * options), or a plain list whose add button opens a page (the quotes and key points).
 */
export type LinkViewColumn<K extends string> =
  | { key: K; tone?: 'danger' | 'success' }
  | { title: string; items: readonly LinkColumnItem[]; addHref: string };

/** One block of a view, top to bottom: the item's card, a row of columns, or other content. */
export type LinkViewBlock<K extends string> =
  | { kind: 'card' }
  | { kind: 'row'; columns: readonly LinkViewColumn<K>[] }
  | { kind: 'content'; content: ReactNode };

export const CARD_BLOCK = { kind: 'card' } as const;

export interface LinkViewsProps<K extends string> extends LinkColumnsOptions<K> {
  /** What each of the four views shows, top to bottom. */
  views: Readonly<Record<ViewNumber, readonly LinkViewBlock<K>[]>>;
  labels: ViewModeLabels;
  initialView: ViewNumber;
  card: ReactNode;
}

/**
 * The four views of an idea or agent screen around its card (content §2), drawn from a list of
 * blocks per view, so each screen says only which columns go where.
 */
export function LinkViews<K extends string>({
  views,
  labels,
  initialView,
  card,
  ...columns
}: LinkViewsProps<K>) {
  const cardRef = useRef<HTMLDivElement>(null);
  const { column, canAdd, dialog } = useLinkColumns(columns);

  function columnOf(entry: LinkViewColumn<K>) {
    if ('key' in entry) return <Fragment key={entry.key}>{column(entry.key, entry.tone)}</Fragment>;
    return (
      <LinkColumn
        key={entry.title}
        title={entry.title}
        items={entry.items}
        addHref={canAdd ? entry.addHref : undefined}
      />
    );
  }

  function blockOf(block: LinkViewBlock<K>, index: number) {
    switch (block.kind) {
      case 'card':
        return (
          <div key={index} ref={cardRef} className="my-3">
            {card}
          </div>
        );
      case 'row':
        return (
          <div key={index} className="row g-3">
            {block.columns.map(columnOf)}
          </div>
        );
      case 'content':
        return <Fragment key={index}>{block.content}</Fragment>;
    }
  }

  return (
    <>
      <ViewPager
        initialView={initialView}
        labels={labels}
        toolbarLabel={LINKS_TEXT.viewsLabel}
        cardRef={cardRef}
        render={(view) => <>{inReadingOrder(views[view], blockOf)}</>}
      />
      {dialog}
    </>
  );
}

/**
 * A view's blocks with the card first in the page's reading order and each block where the view
 * places it on the screen (CSS `order`): a screen reader meets the inTell's h1 before the columns
 * above it (its effects), so the headings run h1, then the columns' h2s (axe's heading-order).
 */
function inReadingOrder<K extends string>(
  blocks: readonly LinkViewBlock<K>[],
  blockOf: (block: LinkViewBlock<K>, index: number) => ReactNode,
): ReactNode {
  const cardAt = blocks.findIndex((block) => block.kind === 'card');
  if (cardAt <= 0) return blocks.map(blockOf);
  const readingOrder = [cardAt, ...blocks.map((_, index) => index).filter((i) => i !== cardAt)];
  return (
    <div className="d-flex flex-column">
      {readingOrder.map((index) => (
        <div key={index} style={{ order: index }}>
          {blockOf(blocks[index]!, index)}
        </div>
      ))}
    </div>
  );
}
