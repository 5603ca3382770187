import type { Kysely } from 'kysely';
import {
  normalizeMediaUrl,
  normalizeWebUrl,
  validateNewAgent,
  type AgentListQuery,
  type AgentRef,
  type CreateAgentBody,
} from '@thoughtful/shared';
import type { Writes } from '../../changes/changes';
import type { FullTextSearch } from '../../db/full-text-search';
import type { Database, UserRow } from '../../db/schema';
import { BadRequestError } from '../../http/errors';
import { newId } from '../../lib/ids';
import type { AccessPolicy, ActorRow } from '../access';
import { findAgentRefsInOrder, insertAgent, listNewestAgentRefs } from './agents.repository';

export interface AgentsDeps {
  db: Kysely<Database>;
  writes: Writes;
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

  /** `POST /api/agents` (content §5): URLs are stored with a scheme, http or https. */
  async create(actor: UserRow, body: CreateAgentBody): Promise<string> {
    this.deps.access.requireUser(actor, 'agent.create');
    const values = { name: body.name, url: body.url, image: body.image ?? '' };
    const problems = validateNewAgent(values);
    if (problems.length > 0) throw new BadRequestError(problems.map((p) => p.msg));
    const id = newId();
    await this.deps.writes.transaction(async (trx, changes) => {
      await insertAgent(trx, this.search, {
        id,
        name: values.name,
        url: normalizeWebUrl(values.url) ?? '',
        image: values.image === '' ? '' : (normalizeMediaUrl(values.image) ?? ''),
        user_id: actor.id,
        member_user_id: null,
        created_at: this.deps.clock().toISOString(),
      });
      changes.record({ type: 'agent.created', agentId: id, memberId: null });
    });
    return id;
  }
}
