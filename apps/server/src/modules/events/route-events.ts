import type { LiveEvent, LiveEventType } from '@thoughtful/shared';

/**
 * What each successful write changed, by route (decisions.md 'Live updates'): one table, so that
 * no route has to remember to announce itself. `params` and `body` are the request's (validated),
 * `answer` the JSON the route answered with. Only ids are taken, never content.
 */
type Source = { params: Record<string, unknown>; body: unknown; answer: unknown };
type Rule = (source: Source) => [LiveEventType, unknown][];

const field = (value: unknown, ...path: string[]): unknown => {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
};

const RULES: Record<string, Rule> = {
  'POST /api/ideas': ({ answer }) => [['idea', field(answer, '_id')]],
  'POST /api/ideas/:id/quotes': ({ params, answer }) => [
    ['idea', params.id],
    ['idea', field(answer, '_id')],
  ],
  'POST /api/ideas/:id/keyPoints': ({ params, answer }) => [
    ['idea', params.id],
    ['idea', field(answer, '_id')],
  ],
  'POST /api/ideas/scale/:id': ({ params, body }) => [
    ['idea', params.id],
    ['link', field(body, 'addLinkIdeaIdeaScale', 'id')],
  ],
  'POST /api/agents': ({ answer }) => [['agent', field(answer, '_id')]],
  'POST /api/agents/scale/:id': ({ params }) => [['agent', params.id]],
  'POST /api/linkIdeaIdeas': ({ body, answer }) => [
    ['link', field(answer, '_id')],
    ['idea', field(body, 'ideaCause')],
    ['idea', field(body, 'ideaEffect')],
  ],
  'POST /api/linkIdeaAgents': ({ body, answer }) => [
    ['link', field(answer, '_id')],
    ['idea', field(body, 'idea')],
    ['agent', field(body, 'agent')],
  ],
  'POST /api/linkAgentAgents': ({ body, answer }) => [
    ['link', field(answer, '_id')],
    ['agent', field(body, 'agent1')],
    ['agent', field(body, 'agent2')],
  ],
  'POST /api/linkIdeaIdeas/:id/scale': ({ params, answer }) => [
    ['link', params.id],
    ['idea', field(answer, 'ideaCause', '_id')],
    ['idea', field(answer, 'ideaEffect', '_id')],
  ],
  'DELETE /api/linkIdeaIdeas/:id/scale': ({ params }) => [['link', params.id]],
  'DELETE /api/linkIdeaAgents/:id/scale': ({ params }) => [['link', params.id]],
  'DELETE /api/linkAgentAgents/:id/scale': ({ params }) => [['link', params.id]],
  'POST /api/activity': ({ answer }) => [['activity', field(answer, '_id')]],
  'POST /api/activity/:id': ({ params, body, answer }) => {
    const events: [LiveEventType, unknown][] = [['activity', params.id]];
    // A completion that brought an answer moves the plots of the activity's inTells.
    if (field(body, 'studentIDCompleted') !== undefined && Array.isArray(answer)) {
      const activity: unknown = answer.find((a) => field(a, '_id') === params.id);
      events.push(['idea', field(activity, 'communityTopic', '_id')]);
      events.push(['idea', field(activity, 'inTellExisting', '_id')]);
    }
    return events;
  },
  'DELETE /api/activity/:id': ({ params }) => [['activity', params.id]],
};

/** Whether a route announces its changes (so that its answer is read only then). */
export function announces(method: string, route: string): boolean {
  return RULES[`${method} ${route}`] !== undefined;
}

/**
 * The changes a successful `method route` (the route's pattern) made, each once. `answer` may be a
 * getter: it is read only by the rules that need it.
 */
export function eventsOf(method: string, route: string, source: Source): LiveEvent[] {
  const rule = RULES[`${method} ${route}`];
  if (rule === undefined) return [];
  const events = new Map<string, LiveEvent>();
  for (const [type, id] of rule(source)) {
    if (typeof id === 'string' && id !== '') events.set(`${type}:${id}`, { type, id });
  }
  return [...events.values()];
}
