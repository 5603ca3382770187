import {
  classifyIdeaAgentLink,
  classifyIdeaLink,
  type IdeaDto,
  type IdeaLinkColumn,
  type IdeaQuote,
} from '@thoughtful/shared';
import { useRef, type ReactNode } from 'react';
import { IDEA_COLUMN_MODES, linkPagePath, type ViewNumber } from '../link-model';
import { IDEA_COLUMN_TITLES, LINKS_TEXT } from '../links-text';
import { LinkColumn, type LinkColumnItem } from './link-column';
import { useLinkColumns } from './use-link-columns';
import { ViewPager } from './view-pager';

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
        href: `/idea/${entry.other._id}`,
        linkHref: linkPagePath('ideaIdea', entry.link._id),
      });
    }
  }
  for (const entry of idea.linkedAgents) {
    columns[classifyIdeaAgentLink(entry.link)].push({
      key: entry.link._id,
      label: entry.other.name,
      href: `/agent/${entry.other._id}`,
      linkHref: linkPagePath('ideaAgent', entry.link._id),
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
}

/** The idea screen's four views around the card (content §2 'Idea screen (four views)'). */
export function IdeaLinkViews({ idea, initialView, card }: IdeaLinkViewsProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const { column, canAdd } = useLinkColumns({
    itemId: idea._id,
    modes: IDEA_COLUMN_MODES,
    titles: IDEA_COLUMN_TITLES,
    items: ideaColumnItems(idea),
  });
  const quoteItems = quoteColumnItems(idea);
  // Both go to the page where quotes and key points are made (content §2 view 3).
  const quoteExtractHref = canAdd ? `/quote-extract/${idea._id}` : undefined;

  function render(view: ViewNumber) {
    const cardBlock = (
      <div ref={cardRef} className="my-3">
        {card}
      </div>
    );
    if (view === 1) {
      return (
        <>
          {cardBlock}
          <p className="text-body-secondary text-center">{LINKS_TEXT.interpretationsHere}</p>
        </>
      );
    }
    if (view === 2) {
      return (
        <>
          <div className="row g-3">
            {column('opposes', 'danger')}
            {column('supports', 'success')}
          </div>
          {cardBlock}
          <div className="row g-3">
            {column('opposedBy', 'danger')}
            {column('supportedBy', 'success')}
          </div>
        </>
      );
    }
    if (view === 3) {
      return (
        <>
          <div className="row g-3">
            {column('synthesis')}
            {column('similar')}
          </div>
          {cardBlock}
          <div className="row g-3">
            <LinkColumn
              title={IDEA_COLUMN_TITLES.keyPoints}
              items={quoteItems.keyPoint}
              addHref={quoteExtractHref}
            />
            <LinkColumn
              title={IDEA_COLUMN_TITLES.quotes}
              items={quoteItems.quote}
              addHref={quoteExtractHref}
            />
          </div>
        </>
      );
    }
    return (
      <>
        {cardBlock}
        <div className="row g-3">
          {column('weakens', 'danger')}
          {column('strengthens', 'success')}
        </div>
      </>
    );
  }

  return (
    <ViewPager
      initialView={initialView}
      labels={LINKS_TEXT.ideaViewLabels}
      toolbarLabel={LINKS_TEXT.viewsLabel}
      cardRef={cardRef}
      render={render}
    />
  );
}
