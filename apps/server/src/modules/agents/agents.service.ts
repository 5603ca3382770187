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
} from '@thoughtful/shared';
import type { FullTextSearch } from '../../db/full-text-search';
import type { Database, UserRow } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { newId } from '../../lib/ids';
import type { AccessPolicy, ActorRow } from '../access';
import { listAgentIdeaSummaries, toIdeaSummary } from '../ideas';
import { listAgentScales, toAgentScale } from '../interpretations';
import {
  listLinkedAgents,
  listLinkedIdeasOfAgent,
  toLinkedAgent,
  toLinkedIdeaOfAgent,
} from '../links';
import { findPublicUsers, toPublicUser } from '../users';
import {
  findAgentById,
  findAgentRefsInOrder,
  insertAgent,
  listNewestAgentRefs,
} from './agents.repository';

/** The agent screen lists at most this many inTells per role, newest first. */
export const AGENT_IDEAS_LIMIT = 50;

export interface AgentsDeps {
  db: Kysely<Database>;
  search: FullTextSearch;
  access: AccessPolicy;
  clock: () => Date;
}

export class AgentsService {
  constructor(private readonly deps: AgentsDeps) {}

  private get db() {
    return this.deps.db;
  }

  private get search() {
    return this.deps.search;
  }

  /** `GET /api/agents`: a search when searchString is given, else the newest waveMakers. */
  async list(actor: ActorRow, query: AgentListQuery): Promise<AgentRef[]> {
    this.deps.access.requireUser(actor, 'agent.read');
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
  async read(actor: ActorRow, id: string): Promise<AgentDto> {
    this.deps.access.requireUser(actor, 'agent.read');
    return this.get(id, actor.id);
  }

  /** A waveMaker as `viewerId` sees it: their own rating comes first in `scales`. */
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
      scales: scales.map(toAgentScale),
    };
  }

  /** `POST /api/agents` (content §5): URLs are stored with a scheme, http or https. */
  async create(actor: UserRow, body: CreateAgentBody): Promise<AgentDto> {
    this.deps.access.requireUser(actor, 'agent.create');
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
        created_at: this.deps.clock().toISOString(),
      }),
    );
    return this.get(id, actor.id);
  }
}
