import type { Db, LtiPlatformsTable } from '../../db/schema';
import type { Selectable } from 'kysely';

/**
 * The tool's side of its learning platforms (migration 0030): registered platforms and their
 * deployments, Dynamic Registration links, launches under way, and the courses and placed links
 * launches have named. Each read is one indexed statement.
 */

export type PlatformRow = Selectable<LtiPlatformsTable>;

export function listPlatforms(db: Db): Promise<PlatformRow[]> {
  return db.selectFrom('lti_platforms').selectAll().orderBy('created_at').orderBy('id').execute();
}

export function findPlatform(db: Db, id: string): Promise<PlatformRow | undefined> {
  return db.selectFrom('lti_platforms').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPlatformByIssuer(
  db: Db,
  issuer: string,
  clientId: string,
): Promise<PlatformRow | undefined> {
  return db
    .selectFrom('lti_platforms')
    .selectAll()
    .where('issuer', '=', issuer)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** A platform's registrations under one issuer (a login initiation may leave out its client id). */
export function platformsOfIssuer(db: Db, issuer: string): Promise<PlatformRow[]> {
  return db.selectFrom('lti_platforms').selectAll().where('issuer', '=', issuer).limit(2).execute();
}

export async function insertPlatform(db: Db, row: PlatformRow): Promise<void> {
  await db.insertInto('lti_platforms').values(row).execute();
}

export async function deletePlatform(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('lti_platforms').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setFrameOrigins(db: Db, id: string, origins: string[]): Promise<void> {
  await db
    .updateTable('lti_platforms')
    .set({ frame_origins: JSON.stringify(origins) })
    .where('id', '=', id)
    .execute();
}

export async function deploymentsOf(db: Db, platformIds: readonly string[]) {
  if (platformIds.length === 0) return [];
  return db
    .selectFrom('lti_deployments')
    .select(['platform_id', 'deployment_id'])
    .where('platform_id', 'in', [...platformIds])
    .orderBy('deployment_id')
    .execute();
}

export async function addDeployments(
  db: Db,
  platformId: string,
  deploymentIds: readonly string[],
): Promise<void> {
  const unique = [...new Set(deploymentIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('lti_deployments')
    .values(unique.map((deployment_id) => ({ platform_id: platformId, deployment_id })))
    .onConflict((oc) => oc.columns(['platform_id', 'deployment_id']).doNothing())
    .execute();
}

export async function isDeploymentOf(
  db: Db,
  platformId: string,
  deploymentId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('lti_deployments')
    .select('deployment_id')
    .where('platform_id', '=', platformId)
    .where('deployment_id', '=', deploymentId)
    .executeTakeFirst();
  return row !== undefined;
}

// Dynamic Registration links.

export async function insertRegistrationToken(
  db: Db,
  row: { token_hash: string; created_by: string; expires_at: string },
): Promise<void> {
  await db.insertInto('lti_registration_tokens').values(row).execute();
}

/** Whether the link is known and unexpired (the registration spends it once it has succeeded). */
export async function isRegistrationTokenValid(db: Db, hash: string, now: string) {
  const row = await db
    .selectFrom('lti_registration_tokens')
    .select('expires_at')
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  return row !== undefined && row.expires_at > now;
}

/** Spends the link: true for the one caller that deleted it while it was valid. */
export async function spendRegistrationToken(db: Db, hash: string, now: string) {
  const result = await db
    .deleteFrom('lti_registration_tokens')
    .where('token_hash', '=', hash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function sweepRegistrationTokens(db: Db, now: string): Promise<void> {
  await db.deleteFrom('lti_registration_tokens').where('expires_at', '<=', now).execute();
}

// Launches under way.

/** Removes the states of logins whose launch never came and can no longer come. */
export async function sweepLaunchStates(db: Db, now: string): Promise<void> {
  await db.deleteFrom('lti_launch_states').where('expires_at', '<=', now).execute();
}

export async function insertLaunchState(
  db: Db,
  row: {
    state_hash: string;
    platform_id: string;
    nonce: string;
    storage_target: string | null;
    expires_at: string;
  },
): Promise<void> {
  await db.insertInto('lti_launch_states').values(row).execute();
}

/**
 * The launch a state names, spent: whoever deletes the row has it, so a replayed or doubled
 * launch finds nothing. Expired rows are swept on the way (one per login at most).
 */
export async function spendLaunchState(db: Db, hash: string, now: string) {
  const row = await db
    .selectFrom('lti_launch_states')
    .selectAll()
    .where('state_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db
    .deleteFrom('lti_launch_states')
    .where('state_hash', '=', hash)
    .executeTakeFirst();
  await db.deleteFrom('lti_launch_states').where('expires_at', '<=', now).execute();
  if (Number(deleted.numDeletedRows) !== 1 || row.expires_at <= now) return undefined;
  return row;
}

// Courses and placed links.

export function findContext(db: Db, platformId: string, contextId: string) {
  return db
    .selectFrom('lti_contexts')
    .innerJoin('classes', 'classes.id', 'lti_contexts.class_id')
    .select([
      'lti_contexts.class_id',
      'lti_contexts.deployment_id',
      'lti_contexts.memberships_url',
      'lti_contexts.lineitems_url',
      'classes.archived',
    ])
    .where('lti_contexts.platform_id', '=', platformId)
    .where('lti_contexts.context_id', '=', contextId)
    .executeTakeFirst();
}

export async function insertContext(
  db: Db,
  row: {
    platform_id: string;
    context_id: string;
    class_id: string;
    deployment_id: string;
    memberships_url: string | null;
    lineitems_url: string | null;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('lti_contexts').values(row).execute();
}

/** The service URLs a launch brought; a launch without them leaves the last ones in place. */
export async function updateContextServices(
  db: Db,
  platformId: string,
  contextId: string,
  services: { deployment_id: string; memberships_url: string | null; lineitems_url: string | null },
): Promise<void> {
  await db
    .updateTable('lti_contexts')
    .set((eb) => ({
      deployment_id: services.deployment_id,
      memberships_url: services.memberships_url ?? eb.ref('lti_contexts.memberships_url'),
      lineitems_url: services.lineitems_url ?? eb.ref('lti_contexts.lineitems_url'),
    }))
    .where('platform_id', '=', platformId)
    .where('context_id', '=', contextId)
    .execute();
}

export async function upsertResourceLink(
  db: Db,
  row: {
    platform_id: string;
    resource_link_id: string;
    class_id: string;
    activity_id: string | null;
    lineitem_url: string | null;
  },
): Promise<void> {
  await db
    .insertInto('lti_resource_links')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['platform_id', 'resource_link_id']).doUpdateSet({
        class_id: row.class_id,
        activity_id: row.activity_id,
        lineitem_url: row.lineitem_url,
      }),
    )
    .execute();
}

export function findResourceLink(db: Db, platformId: string, resourceLinkId: string) {
  return db
    .selectFrom('lti_resource_links')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('resource_link_id', '=', resourceLinkId)
    .executeTakeFirst();
}

/** Whether the activity belongs to the class (a placed link's `activityId` must be the class's). */
export async function activityInClass(db: Db, activityId: string, classId: string) {
  const row = await db
    .selectFrom('activities')
    .select('id')
    .where('id', '=', activityId)
    .where('class_id', '=', classId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The activities of these classes in their sequence's order, for the Deep Linking page. */
export function activitiesOfClasses(db: Db, classIds: readonly string[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('activities')
    .select(['id', 'class_id', 'position', 'selection'])
    .where('class_id', 'in', [...classIds])
    .orderBy('class_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}
