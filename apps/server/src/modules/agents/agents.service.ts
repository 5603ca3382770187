import type { Kysely } from 'kysely';
import {
  AGENT_MESSAGES,
  AGENT_SCALES_LIST_LIMIT,
  normalizeMediaUrl,
  normalizeWebUrl,
  publicName,
  validateNewAgent,
  type AgentDto,
  type AgentListQuery,
  type AgentRef,
  type CreateAgentBody,
  type RateAgentBody,
} from '@thoughtful/shared';
import type { FullTextSearch } from '../../db/full-text-search';
import type { Database, UserRow } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { newId } from '../../lib/ids';
import { toIdeaSummary } from '../ideas/ideas.mappers';
import { listAgentIdeaSummaries } from '../ideas/ideas.repository';
import { toLinkedAgent, toLinkedIdeaOfAgent } from '../links/links.mappers';
import { listLinkedAgents, listLinkedIdeasOfAgent } from '../links/links.repository';
import { findPublicUsers, toPublicUser } from '../profiles/public-users';
import { listAgentScales, upsertAgentScale } from './agent-scales.repository';
import {
  findAgentById,
  findAgentRefsInOrder,
  insertAgent,
  listNewestAgentRefs,
} from './agents.repository';

/** The agent screen lists at most this many inTells per role, newest first. */
export const AGENT_IDEAS_LIMIT = 50;

export class AgentsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly search: FullTextSearch,
  ) {}

  /** `GET /api/agents`: a search when searchString is given, else the newest waveMakers. */
  async list(query: AgentListQuery): Promise<AgentRef[]> {
    if (query.searchString === undefined) {
      const rows = await listNewestAgentRefs(this.db, query.limitSize);
      return rows.map((r) => ({ _id: r.id, name: r.name }));
    }
    const ids = await this.search.searchAgents(this.db, query.searchString, query.limitSize);
    return (await findAgentRefsInOrder(this.db, ids)).map((r) => ({ _id: r.id, name: r.name }));
  }

  /**
   * `GET /api/agents/{id}` with 'Their inTell', 'inTell attributable (by proxy)', its links and
   * its ratings (the viewer's own first).
   */
  async get(id: string, viewerId: string | null = null): Promise<AgentDto> {
    const agent = await findAgentById(this.db, id);
    if (!agent) throw new NotFoundError(AGENT_MESSAGES.NOT_FOUND);
    const userIds = [agent.user_id, ...(agent.member_user_id ? [agent.member_user_id] : [])];
    const [users, attributed, proxied, linkedAgents, linkedIdeas, scales] = await Promise.all([
      findPublicUsers(this.db, userIds),
      listAgentIdeaSummaries(this.db, agent.id, 'author', AGENT_IDEAS_LIMIT),
      listAgentIdeaSummaries(this.db, agent.id, 'proxy', AGENT_IDEAS_LIMIT),
      listLinkedAgents(this.db, agent.id),
      listLinkedIdeasOfAgent(this.db, agent.id),
      listAgentScales(this.db, agent.id, viewerId, AGENT_SCALES_LIST_LIMIT),
    ]);
    const submitter = users.get(agent.user_id);
    if (!submitter) throw new NotFoundError(AGENT_MESSAGES.NOT_FOUND);
    const member = agent.member_user_id ? users.get(agent.member_user_id) : undefined;
    const { _id, name, avatar } = toPublicUser(submitter);
    return {
      _id: agent.id,
      name: agent.name,
      url: agent.url,
      image: agent.image,
      date: agent.created_at,
      user: { _id, name, avatar },
      member: member ? { _id: member.id, name: publicName(member.name) } : null,
      attributed: attributed.map(toIdeaSummary),
      proxied: proxied.map(toIdeaSummary),
      linkedAgents: linkedAgents.map(toLinkedAgent),
      linkedIdeas: linkedIdeas.map(toLinkedIdeaOfAgent),
      scales: scales.map((row) => ({
        user: { _id: row.user_id, name: publicName(row.user_name) },
        x: row.x,
        y: row.y,
        confidence: row.confidence,
        date: row.updated_at,
      })),
    };
  }

  /**
   * `POST /api/agents/scale/{agentId}` (content §2 'Agent rating'): the member's point on the
   * waveMaker's plane, replacing an earlier one. A member does not rate their own waveMaker.
   */
  async rate(actor: UserRow, agentId: string, body: RateAgentBody): Promise<AgentDto> {
    const agent = await findAgentById(this.db, agentId);
    if (!agent) throw new NotFoundError(AGENT_MESSAGES.NOT_FOUND);
    if (agent.member_user_id === actor.id) {
      throw new BadRequestError([AGENT_MESSAGES.OWN_AGENT_RATING]);
    }
    await upsertAgentScale(
      this.db,
      { agentId, userId: actor.id, x: body.x, y: body.y, confidence: body.confidence },
      new Date().toISOString(),
    );
    return this.get(agentId, actor.id);
  }

  /** `POST /api/agents` (content §5): URLs are stored with a scheme, http or https. */
  async create(actor: UserRow, body: CreateAgentBody): Promise<AgentDto> {
    const values = { name: body.name ?? '', url: body.url ?? '', image: body.image ?? '' };
    const problems = validateNewAgent(values);
    if (problems.length > 0) throw new BadRequestError(problems.map((p) => p.msg));
    const id = newId();
    await this.db.transaction().execute((trx) =>
      insertAgent(trx, this.search, {
        id,
        name: values.name,
        url: normalizeWebUrl(values.url) ?? '',
        image: values.image === '' ? '' : (normalizeMediaUrl(values.image) ?? ''),
        user_id: actor.id,
        member_user_id: null,
        created_at: new Date().toISOString(),
      }),
    );
    return this.get(id, actor.id);
  }
}
