import type { Kysely } from 'kysely';
import {
  agentNotFoundMessage,
  SETTING_MESSAGES,
  type AgentRefInput,
  type CreateSettingBody,
  type SettingDto,
  type UpdateSettingBody,
} from '@thoughtful/shared';
import type { Database, SettingRow, UserRow } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { newId } from '../../lib/ids';
import type { AccessPolicy } from '../access';
import { findAgentNames } from '../agents';
import {
  findSetting,
  insertSetting,
  listSettingAgents,
  listSettings,
  renameSetting,
  replaceSettingAgents,
  type SettingAgentRow,
} from './settings.repository';

function toSettingDto(row: SettingRow, agents: SettingAgentRow[]): SettingDto {
  return {
    _id: row.id,
    name: row.name,
    defaultWaveMakers: agents
      .filter((a) => a.setting_id === row.id)
      .map((a) => ({ _id: a.agent_id, name: a.name })),
  };
}

/** The ids of a list, each once, in first-seen order. */
function uniqueIds(refs: readonly AgentRefInput[]): string[] {
  return [...new Set(refs.map((r) => r._id))];
}

export interface SettingsDeps {
  db: Kysely<Database>;
  access: AccessPolicy;
  clock: () => Date;
}

export class SettingsService {
  constructor(private readonly deps: SettingsDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** Every setting, oldest (the 'Original' made by the migration) first. */
  async list(actor: UserRow): Promise<SettingDto[]> {
    this.deps.access.requireUser(actor, 'setting.read');
    const settings = await listSettings(this.db);
    const agents = await listSettingAgents(
      this.db,
      settings.map((s) => s.id),
    );
    return settings.map((s) => toSettingDto(s, agents));
  }

  async get(id: string): Promise<SettingDto> {
    const setting = await findSetting(this.db, id);
    if (!setting) throw new NotFoundError(SETTING_MESSAGES.NOT_FOUND);
    return toSettingDto(setting, await listSettingAgents(this.db, [id]));
  }

  async create(actor: UserRow, body: CreateSettingBody): Promise<SettingDto> {
    this.deps.access.requireUser(actor, 'setting.manage');
    await this.requireAgents(body.defaultWaveMakers);
    const createdAt = this.deps.clock().toISOString();
    const row: SettingRow = { id: newId(), name: body.name, created_at: createdAt };
    await this.db.transaction().execute(async (trx) => {
      await insertSetting(trx, row);
      await replaceSettingAgents(trx, row.id, uniqueIds(body.defaultWaveMakers));
    });
    return this.get(row.id);
  }

  /** Replaces the default waveMaker list (and renames, when a name is given). */
  async update(actor: UserRow, id: string, body: UpdateSettingBody): Promise<SettingDto> {
    this.deps.access.requireUser(actor, 'setting.manage');
    if (body.settingID !== undefined && body.settingID !== id) {
      throw new BadRequestError(SETTING_MESSAGES.ID_MISMATCH);
    }
    if (!(await findSetting(this.db, id))) throw new NotFoundError(SETTING_MESSAGES.NOT_FOUND);
    await this.requireAgents(body.defaultWaveMakers);
    await this.db.transaction().execute(async (trx) => {
      if (body.name) await renameSetting(trx, id, body.name);
      await replaceSettingAgents(trx, id, uniqueIds(body.defaultWaveMakers));
    });
    return this.get(id);
  }

  private async requireAgents(refs: readonly AgentRefInput[]): Promise<void> {
    const names = await findAgentNames(
      this.db,
      refs.map((r) => r._id),
    );
    const missing = refs.filter((r) => !names.has(r._id));
    if (missing.length > 0) {
      throw new BadRequestError([
        ...new Set(missing.map((r) => agentNotFoundMessage(r.name?.trim() || r._id))),
      ]);
    }
  }
}
