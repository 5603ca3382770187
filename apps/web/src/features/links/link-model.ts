import {
  isAgentAgentMode,
  isIdeaAgentMode,
  isIdeaIdeaMode,
  linkAgentAgentBody,
  linkIdeaAgentBody,
  linkIdeaIdeaBody,
  ROUTE_MODE,
  SCROLL_OFFSET_PX,
  VIEW_TRANSITION_MS,
} from '@thoughtful/shared';

/**
 * The pure part of the idea and agent screens' link views (content §2, §4): which view to start
 * on, how buttons and swipes move between views, and which link mode each column's add button
 * submits.
 */
export { SCROLL_OFFSET_PX, VIEW_TRANSITION_MS };

export type ViewNumber = 1 | 2 | 3 | 4;
export const DEFAULT_VIEW: ViewNumber = 2;

export function clampView(value: number): ViewNumber {
  if (!Number.isFinite(value)) return DEFAULT_VIEW;
  return Math.min(4, Math.max(1, Math.trunc(value))) as ViewNumber;
}

/** Swiping right goes back one view, down to 1; swiping left goes forward, up to 4 (content §2). */
export function viewAfterSwipe(view: ViewNumber, direction: 'left' | 'right'): ViewNumber {
  return clampView(direction === 'left' ? view + 1 : view - 1);
}

export type RouteAction =
  | { kind: 'view'; view: ViewNumber }
  | { kind: 'link'; mode: number; otherId: string }
  | { kind: 'linkPage'; target: 'idea' | 'agent'; otherId: string };

/** Modes 100–400 name a link screen: 100 and 300 the link to the inTell in `field`, 200 and 400 to the waveMaker. */
const LINK_PAGE_MODES: Readonly<Record<number, 'idea' | 'agent'>> = {
  100: 'idea',
  200: 'agent',
  300: 'idea',
  400: 'agent',
};

export function isLinkMode(mode: number): boolean {
  return isIdeaIdeaMode(mode) || isIdeaAgentMode(mode) || isAgentAgentMode(mode);
}

/**
 * What `/idea/:id/:mode/:field` (and the agent route) asks for. Mode 1000 starts on the view in
 * `field`; a link mode with a field links to the item in `field`; modes 100–400 name the page of
 * the link with the item in `field`, which the screen opens once the member has interpreted (an
 * agent screen: rated) the item; anything else starts on view 2.
 */
export function routeAction(mode: string | undefined, field: string | undefined): RouteAction {
  const m = Number(mode);
  if (m === ROUTE_MODE.START_ON_VIEW && field !== undefined && /^[1-4]$/.test(field)) {
    return { kind: 'view', view: clampView(Number(field)) };
  }
  if (isLinkMode(m) && field !== undefined && field !== '') {
    return { kind: 'link', mode: m, otherId: field };
  }
  const target = LINK_PAGE_MODES[m];
  if (target !== undefined && field !== undefined && field !== '') {
    return { kind: 'linkPage', target, otherId: field };
  }
  return { kind: 'view', view: DEFAULT_VIEW };
}

/** Which kind of item a column's search finds and which link endpoint it posts to. */
export type LinkKind = 'ideaIdea' | 'ideaAgent' | 'agentAgent';

export interface LinkRequest {
  kind: LinkKind;
  path: '/api/linkIdeaIdeas' | '/api/linkIdeaAgents' | '/api/linkAgentAgents';
  body: Record<string, string | number>;
}

/**
 * The POST a column's mode makes between `thisId` (the screen's item) and `otherId` (the chosen
 * result), with the shared mode table: idea–idea 20–27, idea–agent 30/31 (this is the idea) and
 * 40/41 (this is the waveMaker), agent–agent 50–55.
 */
export function linkRequest(mode: number, thisId: string, otherId: string): LinkRequest | null {
  if (isIdeaIdeaMode(mode)) {
    return {
      kind: 'ideaIdea',
      path: '/api/linkIdeaIdeas',
      body: linkIdeaIdeaBody(mode, thisId, otherId),
    };
  }
  if (isIdeaAgentMode(mode)) {
    return {
      kind: 'ideaAgent',
      path: '/api/linkIdeaAgents',
      body: linkIdeaAgentBody(mode, thisId, otherId),
    };
  }
  if (isAgentAgentMode(mode)) {
    return {
      kind: 'agentAgent',
      path: '/api/linkAgentAgents',
      body: linkAgentAgentBody(mode, thisId, otherId),
    };
  }
  return null;
}

/** What a column's search finds: inTells or waveMakers. */
export function searchTargetOf(mode: number): 'idea' | 'agent' {
  // Idea–agent: 30/31 start from an idea screen (the other end is a waveMaker), 40/41 the reverse.
  if ((mode >= 20 && mode <= 27) || mode === 40 || mode === 41) return 'idea';
  return 'agent';
}

/**
 * Where a link card on an item's screen goes (content §2 'Route mode and field': 'Link cards use
 * /idea/{id}/100/{otherIdeaId} and /idea/{id}/200/{agentId}'): this item's screen in mode 100–400,
 * which asks for the member's interpretation (on a waveMaker: rating) of this item first and then
 * opens the link's page, where both ends are one click away. A card that went straight to the
 * other item or the link's page let every ordinary click pass the gate. On a waveMaker's
 * screen 300 names the linked inTell and 400 the linked waveMaker (`routeAction`).
 */
export function linkCardPath(
  screen: 'idea' | 'agent',
  thisId: string,
  other: 'idea' | 'agent',
  otherId: string,
): string {
  const mode = screen === 'idea' ? (other === 'idea' ? 100 : 200) : other === 'idea' ? 300 : 400;
  return `/${screen}/${encodeURIComponent(thisId)}/${mode}/${encodeURIComponent(otherId)}`;
}

/** The page of a created link. */
export function linkPagePath(kind: LinkKind, linkId: string): string {
  const segment = {
    ideaIdea: 'link-idea-idea',
    ideaAgent: 'link-idea-agent',
    agentAgent: 'link-agent-agent',
  }[kind];
  return `/${segment}/${encodeURIComponent(linkId)}`;
}

/** Mode of each column that has an add button (content §2 'Route mode and field'). */
export const IDEA_COLUMN_MODES = {
  supports: ROUTE_MODE.IDEA_IDEA.SUPPORT_AS_CAUSE,
  supportedBy: ROUTE_MODE.IDEA_IDEA.SUPPORT_AS_EFFECT,
  opposes: ROUTE_MODE.IDEA_IDEA.OPPOSE_AS_CAUSE,
  opposedBy: ROUTE_MODE.IDEA_IDEA.OPPOSE_AS_EFFECT,
  synthesis: ROUTE_MODE.IDEA_IDEA.COMPLEX_AS_CAUSE,
  similar: ROUTE_MODE.IDEA_IDEA.SIMILAR_AS_CAUSE,
  strengthens: ROUTE_MODE.IDEA_AGENT.SUPPORT_FROM_IDEA,
  weakens: ROUTE_MODE.IDEA_AGENT.OPPOSE_FROM_IDEA,
} as const;

export const AGENT_COLUMN_MODES = {
  strengthenedBy: ROUTE_MODE.IDEA_AGENT.SUPPORT_FROM_AGENT,
  weakenedBy: ROUTE_MODE.IDEA_AGENT.OPPOSE_FROM_AGENT,
  friends: ROUTE_MODE.AGENT_AGENT.SUPPORT_AS_FIRST,
  foes: ROUTE_MODE.AGENT_AGENT.OPPOSE_AS_FIRST,
  similar: ROUTE_MODE.AGENT_AGENT.SIMILAR_AS_FIRST,
} as const;

/**
 * /create/{mode}/{id} for idea-ending modes reuses /create1 with `?mode=&field=`; after creating,
 * that form opens /idea/{new}/{mode}/{id}. The new inTell is the column's "other" end, so there the
 * link is made as the column on item {id}'s screen would have made it (see `linkAfterCreate`).
 */
export function createsIdea(mode: number): boolean {
  return searchTargetOf(mode) === 'idea';
}
