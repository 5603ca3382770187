import { truncateHeadline } from '@thoughtful/shared';
import { useId } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LinkIcon, PlusIcon } from '../../../theme/icons';
import { LINKS_TEXT } from '../links-text';
import { LinkSearch, type LinkSearchResult } from './link-search';

export interface LinkColumnItem {
  key: string;
  label: string;
  /**
   * Where the card goes: for a link, through this item's interpretation gate to the link's page
   * (`linkCardPath`); for a quote or key point, its own screen.
   */
  href: string;
}

export interface LinkColumnProps {
  title: string;
  tone?: 'danger' | 'success';
  items: readonly LinkColumnItem[];
  /** The add button: shown only when given (authenticated user, no search box open). */
  add?: {
    canAdd: boolean;
    open: boolean;
    onOpen: () => void;
    onClose: () => void;
    target: 'idea' | 'agent';
    createHref: string;
    onChoose: (result: LinkSearchResult) => void;
    excludeId: string;
    busy: boolean;
  };
  /** An add button that goes to a page instead of opening a search (the quotes column). */
  addHref?: string;
}

/** One column of a link view: its heading (red or green), its entries and its add button. */
export function LinkColumn({ title, tone, items, add, addHref }: LinkColumnProps) {
  const headingId = useId();
  const border = tone === 'danger' ? 'border-danger' : tone === 'success' ? 'border-success' : '';
  const text =
    tone === 'danger' ? 'text-danger-emphasis' : tone === 'success' ? 'text-success-emphasis' : '';
  return (
    <section aria-labelledby={headingId} className={`col border-top border-3 pt-2 ${border}`}>
      <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
        <h2 id={headingId} className={`h6 mb-0 ${text}`}>
          {title}
        </h2>
        {add?.canAdd ? (
          <Button
            variant="outline-primary"
            size="sm"
            className="d-inline-flex align-items-center"
            aria-label={LINKS_TEXT.add(title)}
            aria-expanded={add.open}
            onClick={add.onOpen}
          >
            <PlusIcon size={16} />
          </Button>
        ) : null}
        {addHref !== undefined ? (
          <Link
            to={addHref}
            className="btn btn-outline-primary btn-sm d-inline-flex align-items-center"
            aria-label={LINKS_TEXT.add(title)}
          >
            <PlusIcon size={16} />
          </Link>
        ) : null}
      </div>
      {add?.open ? (
        <LinkSearch
          target={add.target}
          createHref={add.createHref}
          onChoose={add.onChoose}
          onClose={add.onClose}
          excludeId={add.excludeId}
          disabled={add.busy}
        />
      ) : null}
      {items.length > 0 ? (
        <ul aria-labelledby={headingId} className="list-unstyled mb-0">
          {items.map((item) => (
            <li key={item.key} className="card mb-2">
              <div className="card-body py-2 px-2 small">
                <Link to={item.href} className="text-break fw-semibold">
                  {truncateHeadline(item.label)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      ) : add?.open ? null : (
        <EmptyState
          title={LINKS_TEXT.emptyColumn}
          icon={<LinkIcon size={18} />}
          action={emptyAction(headingId, add, addHref)}
        >
          {add?.canAdd
            ? LINKS_TEXT.emptyHint[add.target]
            : addHref !== undefined
              ? LINKS_TEXT.emptyHint.quote
              : undefined}
        </EmptyState>
      )}
    </section>
  );
}

/**
 * The empty column's next step, the same as its add button: a search for the item to link, or the
 * page where quotes are made. Described by the column's heading, so each says where it links.
 */
function emptyAction(headingId: string, add: LinkColumnProps['add'], addHref: string | undefined) {
  if (add?.canAdd) {
    return (
      <Button
        variant="outline-primary"
        size="sm"
        className="d-inline-flex align-items-center gap-1"
        aria-describedby={headingId}
        onClick={add.onOpen}
      >
        <PlusIcon size={16} />
        {LINKS_TEXT.emptyAction[add.target]}
      </Button>
    );
  }
  if (addHref !== undefined) {
    return (
      <Link
        to={addHref}
        className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1"
        aria-describedby={headingId}
      >
        <PlusIcon size={16} />
        {LINKS_TEXT.emptyAction.quote}
      </Link>
    );
  }
  return undefined;
}
