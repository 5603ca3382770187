import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * School sign-in and learning platforms (DESIGN.md §13).
 *
 * - `external_identities`: who a provider's or platform's user is here, by (issuer, subject); an
 *   LTI platform's issuer is stored with its client id (`issuer#clientId`), since one platform may
 *   register the tool twice. Looked up by (issuer, subject) on every sign-in.
 * - `sign_in_tickets`: a single-use, one-minute ticket that hands a sign-in finished by a redirect
 *   (provider callback, LTI launch) to the web app, which trades it for its token: tokens never
 *   travel in URLs. Stored hashed.
 * - `oidc_flows`: an OpenID Connect sign-in under way: its PKCE verifier and nonce, by its state's
 *   hash; spent at the callback. In the database so any server may take the callback.
 * - `lti_platforms`, `lti_deployments`: registered platforms (by an admin or Dynamic
 *   Registration), with the deployment ids launches may name.
 * - `lti_registration_tokens`: the single-use link an admin hands a platform for Dynamic Registration.
 * - `lti_launch_states`: an OIDC-initiated launch under way (state hash → nonce, platform), spent by
 *   its launch: a replayed launch finds it gone.
 * - `lti_tool_keys`: the tool's signing keys (JWK JSON); the newest unretired signs, retired ones
 *   stay in the key set for a while so platforms' cached copies keep verifying.
 * - `lti_contexts`: a course → its class, with the roster and line-item service URLs it last sent.
 * - `lti_resource_links`: a placed link → its class and activity, with its line item URL.
 * - `lti_score_outbox`: scores to send to a platform's gradebook, written in the transaction of
 *   the completion or release, sent in the background with backoff (as `mail_outbox`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('external_identities')
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('external_identities_pk', ['issuer', 'subject'])
    .execute();
  await db.schema
    .createIndex('external_identities_user_idx')
    .on('external_identities')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sign_in_tickets')
    .addColumn('ticket_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('next_path', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    /** The hash of the browser's sign-in cookie the trade needs; null for an LTI launch's. */
    .addColumn('browser_hash', 'text')
    .execute();

  await db.schema
    .createTable('oidc_flows')
    .addColumn('state_hash', 'text', (col) => col.primaryKey())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('next_path', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('lti_platforms')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('auth_login_url', 'text', (col) => col.notNull())
    .addColumn('auth_token_url', 'text', (col) => col.notNull())
    .addColumn('key_set_url', 'text', (col) => col.notNull())
    /** The `aud` of client assertions when the token endpoint wants another than its URL. */
    .addColumn('token_audience', 'text')
    /**
     * The origins (JSON array) that frame the platform's launches besides its issuer's and login
     * URL's: a hosted Canvas's school domain, learnt from verified launches.
     */
    .addColumn('frame_origins', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('lti_platforms_issuer_client_unique', ['issuer', 'client_id'])
    .execute();
  await db.schema
    .createTable('lti_deployments')
    .addColumn('platform_id', 'text', (col) =>
      col.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('deployment_id', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('lti_deployments_pk', ['platform_id', 'deployment_id'])
    .execute();
  await db.schema
    .createTable('lti_registration_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('lti_launch_states')
    .addColumn('state_hash', 'text', (col) => col.primaryKey())
    .addColumn('platform_id', 'text', (col) =>
      col.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('nonce', 'text', (col) => col.notNull())
    /** The platform's `lti_storage_target`: the launch checks the state in the platform's storage. */
    .addColumn('storage_target', 'text')
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('lti_tool_keys')
    .addColumn('kid', 'text', (col) => col.primaryKey())
    .addColumn('private_jwk', 'text', (col) => col.notNull())
    .addColumn('public_jwk', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('retired_at', 'text')
    .execute();
  await db.schema
    .createTable('lti_contexts')
    .addColumn('platform_id', 'text', (col) =>
      col.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('context_id', 'text', (col) => col.notNull())
    .addColumn('class_id', 'text', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('deployment_id', 'text', (col) => col.notNull())
    .addColumn('memberships_url', 'text')
    .addColumn('lineitems_url', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('lti_contexts_pk', ['platform_id', 'context_id'])
    .execute();
  await db.schema
    .createIndex('lti_contexts_class_idx')
    .on('lti_contexts')
    .column('class_id')
    .execute();
  await db.schema
    .createTable('lti_resource_links')
    .addColumn('platform_id', 'text', (col) =>
      col.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('resource_link_id', 'text', (col) => col.notNull())
    .addColumn('class_id', 'text', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('activity_id', 'text')
    .addColumn('lineitem_url', 'text')
    .addPrimaryKeyConstraint('lti_resource_links_pk', ['platform_id', 'resource_link_id'])
    .execute();
  await db.schema
    .createIndex('lti_resource_links_activity_idx')
    .on('lti_resource_links')
    .column('activity_id')
    .execute();
  await db.schema
    .createTable('lti_score_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('platform_id', 'text', (col) =>
      col.notNull().references('lti_platforms.id').onDelete('cascade'),
    )
    .addColumn('lineitem_url', 'text', (col) => col.notNull())
    /**
     * The platform's id of the student (the score's `userId`): with the line item, what a newer
     * score supersedes an unsent older one by.
     */
    .addColumn('subject', 'text', (col) => col.notNull())
    /** The score JSON (1EdTech AGS `application/vnd.ims.lis.v1.score+json`). */
    .addColumn('score', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('given_up_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lti_score_outbox_due_idx')
    .on('lti_score_outbox')
    .columns(['sent_at', 'given_up_at', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('lti_score_outbox_key_idx')
    .on('lti_score_outbox')
    .columns(['platform_id', 'lineitem_url', 'subject'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'lti_score_outbox',
    'lti_resource_links',
    'lti_contexts',
    'lti_tool_keys',
    'lti_launch_states',
    'lti_registration_tokens',
    'lti_deployments',
    'lti_platforms',
    'oidc_flows',
    'sign_in_tickets',
    'external_identities',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
