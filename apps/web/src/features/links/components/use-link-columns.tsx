import { useState } from 'react';
import { useAuth } from '../../accounts';
import { useLinkAndGo } from '../api/use-link-and-go';
import { searchTargetOf } from '../link-model';
import { LinkColumn, type LinkColumnItem } from './link-column';

export interface LinkColumnsOptions<K extends string> {
  /** The screen's item: the idea or the agent whose columns these are. */
  itemId: string;
  /** Each column's link mode (content §2 'Route mode and field'). */
  modes: Record<K, number>;
  titles: Record<K, string>;
  items: Record<K, LinkColumnItem[]>;
}

/**
 * The link columns of an idea or agent screen: one search open at a time, add buttons only for a
 * signed-in user while no search is open (content §2), and a chosen item linked by the column's
 * mode, then its link page opened.
 */
export function useLinkColumns<K extends string>({
  itemId,
  modes,
  titles,
  items,
}: LinkColumnsOptions<K>) {
  const { user } = useAuth();
  const [openColumn, setOpenColumn] = useState<K | null>(null);
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
          onChoose: (otherId) => link(mode, itemId, otherId),
          excludeId: itemId,
          busy: isPending,
        }}
      />
    );
  }

  return { column, canAdd };
}
