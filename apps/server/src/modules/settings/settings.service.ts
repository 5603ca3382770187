import type { Kysely } from 'kysely';
import {
  agentNotFoundMessage,
  CLASS_MESSAGES,
  SETTING_MESSAGES,
  type AgentRefInput,
  type CreateSettingBody,
  type SettingDto,
  type SettingListQuery,
  type UpdateSettingBody,
} from '@thoughtful/shared';
import type { Writes } from '../../changes/changes';
import type { Database, SettingRow, UserRow } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { newId } from '../../lib/ids';
import type { AccessPolicy } from '../access';
import { findAgentNames } from '../agents';
import { findClassSummaries, roleInClass } from '../classes';
import {
  findClassSetting,
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
    // Only a class's own list says so: the installation's keep the spec's shape.
    ...(row.class_id === null ? {} : { classId: row.class_id }),
  };
}

/** The ids of a list, each once, in first-seen order. */
function uniqueIds(refs: readonly AgentRefInput[]): string[] {
  return [...new Set(refs.map((r) => r._id))];
}

export interface SettingsDeps {
  db: Kysely<Database>;
  writes: Writes;
  access: AccessPolicy;
  clock: () => Date;
}

export class SettingsService {
  constructor(private readonly deps: SettingsDeps) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * The installation's settings, oldest (the 'Original' made by the migration) first; with a
   * class (one the reader teaches or is in, else 404), its own list first when it has one, so
   * that the first is the class's default list, falling back to the installation's.
   */
  async list(actor: UserRow, query: SettingListQuery = {}): Promise<SettingDto[]> {
    this.deps.access.requireUser(actor, 'setting.read');
    const own =
      query.classId === undefined ? undefined : await this.classSetting(actor, query.classId);
    const settings = [...(own ? [own] : []), ...(await listSettings(this.db))];
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

  /** A class's own list, once the reader may know of the class (else 404 'Class not found'). */
  private async classSetting(actor: UserRow, classId: string): Promise<SettingRow | undefined> {
    const classRole = await roleInClass(this.db, actor, classId);
    const known = (await findClassSummaries(this.db, [classId])).length === 1;
    if (!known || !this.deps.access.canUser(actor, 'class.read', { classRole })) {
      throw new NotFoundError(CLASS_MESSAGES.NOT_FOUND);
    }
    return findClassSetting(this.db, classId);
  }

  /** Changing a class's own list is for its teachers and admins (another teacher: 403). */
  private async requireClassManager(actor: UserRow, classId: string): Promise<void> {
    const classRole = await roleInClass(this.db, actor, classId);
    this.deps.access.requireUser(actor, 'class.manage', { classRole });
  }

  async create(actor: UserRow, body: CreateSettingBody): Promise<SettingDto> {
    this.deps.access.requireUser(actor, 'setting.manage');
    const classId = body.classId;
    if (classId !== null) {
      // One list per class: a second would never be the one used.
      if (await this.classSetting(actor, classId)) {
        throw new BadRequestError(SETTING_MESSAGES.CLASS_HAS_LIST);
      }
      await this.requireClassManager(actor, classId);
    }
    await this.requireAgents(body.defaultWaveMakers);
    const createdAt = this.deps.clock().toISOString();
    const row: SettingRow = {
      id: newId(),
      name: body.name,
      created_at: createdAt,
      class_id: classId,
    };
    await this.deps.writes.transaction(async (trx, changes) => {
      await insertSetting(trx, row);
      await replaceSettingAgents(trx, row.id, uniqueIds(body.defaultWaveMakers));
      changes.record({ type: 'setting.changed', settingId: row.id });
    });
    return this.get(row.id);
  }

  /** Replaces the default waveMaker list (and renames, when a name is given). */
  async update(actor: UserRow, id: string, body: UpdateSettingBody): Promise<SettingDto> {
    this.deps.access.requireUser(actor, 'setting.manage');
    if (body.settingID !== undefined && body.settingID !== id) {
      throw new BadRequestError(SETTING_MESSAGES.ID_MISMATCH);
    }
    const setting = await findSetting(this.db, id);
    if (!setting) throw new NotFoundError(SETTING_MESSAGES.NOT_FOUND);
    if (setting.class_id !== null) await this.requireClassManager(actor, setting.class_id);
    await this.requireAgents(body.defaultWaveMakers);
    await this.deps.writes.transaction(async (trx, changes) => {
      if (body.name) await renameSetting(trx, id, body.name);
      await replaceSettingAgents(trx, id, uniqueIds(body.defaultWaveMakers));
      changes.record({ type: 'setting.changed', settingId: id });
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
