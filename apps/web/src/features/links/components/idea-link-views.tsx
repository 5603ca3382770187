import {
  classifyIdeaAgentLink,
  classifyIdeaLink,
  ideaLabel,
  type IdeaDto,
  type IdeaLinkColumn,
  type IdeaQuote,
} from '@thoughtful/shared';
import type { ReactNode } from 'react';
import { IDEA_COLUMN_MODES, linkCardPath, type ViewNumber } from '../link-model';
import { IDEA_COLUMN_TITLES, LINKS_TEXT } from '../links-text';
import type { LinkColumnItem } from './link-column';
import { CARD_BLOCK, LinkViews, type LinkViewBlock, type LinkViewColumn } from './link-views';
import { TreeTipsButton } from './tree-tips-button';

type IdeaColumnKey = keyof typeof IDEA_COLUMN_MODES;

export function ideaColumnItems(idea: IdeaDto): Record<IdeaColumnKey, LinkColumnItem[]> {
  const columns: Record<IdeaColumnKey, LinkColumnItem[]> = {
    supports: [],
    supportedBy: [],
    opposes: [],
    opposedBy: [],
    synthesis: [],
    similar: [],
    strengthens: [],
    weakens: [],
  };
  const byShared: Record<IdeaLinkColumn, IdeaColumnKey> = {
    supports: 'supports',
    supportedBy: 'supportedBy',
    opposes: 'opposes',
    opposedBy: 'opposedBy',
    synthesis: 'synthesis',
    related: 'similar',
  };
  for (const entry of idea.linkedIdeas) {
    for (const column of classifyIdeaLink(entry.link, entry.thisIsCause)) {
      columns[byShared[column]].push({
        key: entry.link._id,
        label: entry.other.label,
        href: linkCardPath('idea', idea._id, 'idea', entry.other._id),
      });
    }
  }
  for (const entry of idea.linkedAgents) {
    columns[classifyIdeaAgentLink(entry.link)].push({
      key: entry.link._id,
      label: entry.other.name,
      href: linkCardPath('idea', idea._id, 'agent', entry.other._id),
    });
  }
  return columns;
}

/** View 3's lower columns: the inTell's key points and quotes, newest first. */
export function quoteColumnItems(idea: IdeaDto): Record<IdeaQuote['kind'], LinkColumnItem[]> {
  const columns: Record<IdeaQuote['kind'], LinkColumnItem[]> = { quote: [], keyPoint: [] };
  for (const entry of idea.quotes) {
    columns[entry.kind].push({ key: entry._id, label: entry.label, href: `/idea/${entry._id}` });
  }
  return columns;
}

export interface IdeaLinkViewsProps {
  idea: IdeaDto;
  initialView: ViewNumber;
  card: ReactNode;
  /** View 1: the reader's interpretation (the flow, or their saved one). */
  interpretation: ReactNode;
  /** View 1, below it: the community's results once the reader has interpreted. */
  community?: ReactNode;
}

type IdeaColumn = LinkViewColumn<IdeaColumnKey>;
const OPPOSES: IdeaColumn = { key: 'opposes', tone: 'danger' };
const SUPPORTS: IdeaColumn = { key: 'supports', tone: 'success' };
const OPPOSED_BY: IdeaColumn = { key: 'opposedBy', tone: 'danger' };
const SUPPORTED_BY: IdeaColumn = { key: 'supportedBy', tone: 'success' };
const WEAKENS: IdeaColumn = { key: 'weakens', tone: 'danger' };
const STRENGTHENS: IdeaColumn = { key: 'strengthens', tone: 'success' };
/** Above each tree view (2–4): how to read what it shows. */
const TREE_TIPS: LinkViewBlock<IdeaColumnKey> = { kind: 'content', content: <TreeTipsButton /> };

/** The idea screen's four views around the card (content §2 'Idea screen (four views)'). */
export function IdeaLinkViews({
  idea,
  initialView,
  card,
  interpretation,
  community,
}: IdeaLinkViewsProps) {
  const quoteItems = quoteColumnItems(idea);
  // Both go to the page where quotes and key points are made (content §2 view 3).
  const quoteExtractHref = `/quote-extract/${idea._id}`;
  const views: Record<ViewNumber, readonly LinkViewBlock<IdeaColumnKey>[]> = {
    1: [
      CARD_BLOCK,
      { kind: 'content', content: interpretation },
      {
        kind: 'content',
        // The community's interpretations, below the reader's own; until the reader
        // has interpreted, the spec's placeholder.
        content: (
          <div data-testid="community-interpretations" className="mt-4">
            {community ?? (
              <p className="text-body-secondary text-center">{LINKS_TEXT.interpretationsHere}</p>
            )}
          </div>
        ),
      },
    ],
    2: [
      TREE_TIPS,
      { kind: 'row', columns: [OPPOSES, SUPPORTS] },
      CARD_BLOCK,
      { kind: 'row', columns: [OPPOSED_BY, SUPPORTED_BY] },
    ],
    3: [
      TREE_TIPS,
      { kind: 'row', columns: [{ key: 'synthesis' }, { key: 'similar' }] },
      CARD_BLOCK,
      {
        kind: 'row',
        columns: [
          {
            title: IDEA_COLUMN_TITLES.keyPoints,
            items: quoteItems.keyPoint,
            addHref: quoteExtractHref,
          },
          { title: IDEA_COLUMN_TITLES.quotes, items: quoteItems.quote, addHref: quoteExtractHref },
        ],
      },
    ],
    4: [TREE_TIPS, CARD_BLOCK, { kind: 'row', columns: [WEAKENS, STRENGTHENS] }],
  };

  return (
    <LinkViews
      itemId={idea._id}
      itemName={ideaLabel(idea)}
      modes={IDEA_COLUMN_MODES}
      titles={IDEA_COLUMN_TITLES}
      items={ideaColumnItems(idea)}
      views={views}
      labels={LINKS_TEXT.ideaViewLabels}
      initialView={initialView}
      card={card}
    />
  );
}
