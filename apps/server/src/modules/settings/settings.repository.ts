import type { Db, SettingRow } from '../../db/schema';

/**
 * The installation's settings (those of no class), oldest first: the spec's client uses the first
 * setting, the 'Original' one.
 */
export function listSettings(db: Db): Promise<SettingRow[]> {
  return db
    .selectFrom('settings')
    .selectAll()
    .where('class_id', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A class's own default list (DESIGN.md §10), if it has one. */
export function findClassSetting(db: Db, classId: string): Promise<SettingRow | undefined> {
  return db
    .selectFrom('settings')
    .selectAll()
    .where('class_id', '=', classId)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}

export function findSetting(db: Db, id: string): Promise<SettingRow | undefined> {
  return db.selectFrom('settings').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface SettingAgentRow {
  setting_id: string;
  agent_id: string;
  name: string;
}

/** The default waveMakers of several settings at once, in list order. */
export function listSettingAgents(
  db: Db,
  settingIds: readonly string[],
): Promise<SettingAgentRow[]> {
  if (settingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('setting_agents')
    .innerJoin('agents', 'agents.id', 'setting_agents.agent_id')
    .select(['setting_agents.setting_id', 'setting_agents.agent_id', 'agents.name'])
    .where('setting_agents.setting_id', 'in', [...settingIds])
    .orderBy('setting_agents.setting_id')
    .orderBy('setting_agents.position')
    .execute();
}

export async function insertSetting(db: Db, row: SettingRow): Promise<void> {
  await db.insertInto('settings').values(row).execute();
}

export async function renameSetting(db: Db, id: string, name: string): Promise<void> {
  await db.updateTable('settings').set({ name }).where('id', '=', id).execute();
}

/** Replaces a setting's default waveMakers with `agentIds`, in that order. */
export async function replaceSettingAgents(
  db: Db,
  settingId: string,
  agentIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('setting_agents').where('setting_id', '=', settingId).execute();
  if (agentIds.length === 0) return;
  await db
    .insertInto('setting_agents')
    .values(
      agentIds.map((agentId, position) => ({ setting_id: settingId, agent_id: agentId, position })),
    )
    .execute();
}
