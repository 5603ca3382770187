import type { Kysely } from 'kysely';
import {
  AGENT_MESSAGES,
  AGENT_SCALES_LIST_LIMIT,
  publicName,
  type AgentDto,
} from '@thoughtful/shared';
import type { Database } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { AccessPolicy, ActorRow } from '../access';
import { findAgentById } from '../agents';
import { listAgentIdeaSummaries, toIdeaSummary } from '../ideas';
import { listAgentScales, toAgentScale } from '../interpretations';
import {
  listLinkedAgents,
  listLinkedIdeasOfAgent,
  toLinkedAgent,
  toLinkedIdeaOfAgent,
} from '../links';
import { findPublicUsers, toPublicUser } from '../users';

/** The agent screen lists at most this many inTells per role, newest first. */
export const AGENT_IDEAS_LIMIT = 50;

/**
 * The waveMaker screen's read (content §5): the waveMaker with its inTells, links and ratings,
 * put together from the modules that own each (it sits above them, so none of them needs another).
 */
export class AgentReads {
  constructor(private readonly deps: { db: Kysely<Database>; access: AccessPolicy }) {}

  private get db() {
    return this.deps.db;
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
}
