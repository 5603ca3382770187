import {
  classifyIdeaAgentLink,
  classifyIdeaLink,
  type IdeaDto,
  type IdeaLinkColumn,
} from '@thoughtful/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../../auth/auth-provider';
import { useLinkAndGo } from '../api/use-link-and-go';
import { IDEA_COLUMN_MODES, linkPagePath, searchTargetOf, type ViewNumber } from '../link-model';
import { IDEA_COLUMN_TITLES, LINKS_TEXT } from '../links-text';
import { LinkColumn, type LinkColumnItem } from './link-column';
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

export interface IdeaLinkViewsProps {
  idea: IdeaDto;
  initialView: ViewNumber;
  card: ReactNode;
}

/** The idea screen's four views around the card (content §2 'Idea screen (four views)'). */
export function IdeaLinkViews({ idea, initialView, card }: IdeaLinkViewsProps) {
  const { user } = useAuth();
  const cardRef = useRef<HTMLDivElement>(null);
  const [openColumn, setOpenColumn] = useState<IdeaColumnKey | null>(null);
  const { link, isPending } = useLinkAndGo();
  const items = ideaColumnItems(idea);

  function column(key: IdeaColumnKey, tone?: 'danger' | 'success') {
    const mode = IDEA_COLUMN_MODES[key];
    return (
      <LinkColumn
        title={IDEA_COLUMN_TITLES[key]}
        tone={tone}
        items={items[key]}
        add={{
          canAdd: user !== null && openColumn === null,
          open: openColumn === key,
          onOpen: () => setOpenColumn(key),
          onClose: () => setOpenColumn(null),
          target: searchTargetOf(mode),
          createHref: `/create/${mode}/${idea._id}`,
          onChoose: (otherId) => link(mode, idea._id, otherId),
          excludeId: idea._id,
          busy: isPending,
        }}
      />
    );
  }

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
            <LinkColumn title={IDEA_COLUMN_TITLES.keyPoints} items={[]} />
            <LinkColumn
              title={IDEA_COLUMN_TITLES.quotes}
              items={[]}
              addHref={
                user !== null && openColumn === null ? `/quote-extract/${idea._id}` : undefined
              }
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
