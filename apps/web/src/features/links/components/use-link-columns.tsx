import { useState } from 'react';
import { useAuth } from '../../accounts';
import { useLinkAndGo } from '../api/use-link-and-go';
import { newLinkSentence } from '../link-confirmation';
import { searchTargetOf } from '../link-model';
import { ConfirmLinkDialog } from './confirm-link-dialog';
import { LinkColumn, type LinkColumnItem } from './link-column';
import type { LinkSearchResult } from './link-search';

export interface LinkColumnsOptions<K extends string> {
  /** The screen's item: the idea or the agent whose columns these are. */
  itemId: string;
  /** What the screen's item is called (its label or name), for the confirmation. */
  itemName: string;
  /** Each column's link mode (content §2 'Route mode and field'). */
  modes: Record<K, number>;
  titles: Record<K, string>;
  items: Record<K, LinkColumnItem[]>;
}

/** A search result chosen in a column, waiting for the member to confirm the link. */
interface Choice {
  mode: number;
  other: LinkSearchResult;
}

/**
 * The link columns of an idea or agent screen: one search open at a time, add buttons only for a
 * signed-in user while no search is open (content §2). A chosen result is not linked at once: the
 * confirmation says what will be made, and only its 'Create link' links the two by the
 * column's mode, then opens the link's page. `dialog` must be rendered once, outside the columns.
 */
export function useLinkColumns<K extends string>({
  itemId,
  itemName,
  modes,
  titles,
  items,
}: LinkColumnsOptions<K>) {
  const { user } = useAuth();
  const [openColumn, setOpenColumn] = useState<K | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const { link, isPending } = useLinkAndGo();
  const canAdd = user !== null && openColumn === null;

  function column(key: K, tone?: 'danger' | 'success') {
    const mode = modes[key];
    return (
      <LinkColumn
        title={titles[key]}
        tone={tone}
        items={items[key]}
        add={{
          canAdd,
          open: openColumn === key,
          onOpen: () => setOpenColumn(key),
          onClose: () => setOpenColumn(null),
          target: searchTargetOf(mode),
          createHref: `/create/${mode}/${itemId}`,
          onChoose: (other) => setChoice({ mode, other }),
          excludeId: itemId,
          busy: isPending,
        }}
      />
    );
  }

  const sentence = choice ? newLinkSentence(choice.mode, itemName, choice.other.label) : null;
  const dialog = (
    <ConfirmLinkDialog
      sentence={sentence}
      pending={isPending}
      onCancel={() => setChoice(null)}
      onConfirm={() => {
        if (choice === null || isPending) return;
        // On success the link's page opens; on failure the alerts say why and the search stays.
        link(choice.mode, itemId, choice.other.id, { onError: () => setChoice(null) });
      }}
    />
  );

  return { column, canAdd, dialog };
}
