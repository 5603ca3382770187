import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { generateDisplayName } from '../../lib/display-names';
import { newId } from '../../lib/ids';

/* eslint-disable @typescript-eslint/no-explicit-any -- see 0001 */

/**
 * Classes (DESIGN.md §10; docs/decisions/2026-11-28-classes.md):
 *
 * - `classes`: name, join code (unique, stored normalised), archived, pseudonyms.
 * - `class_teachers`, `class_students`: who teaches and who is in which class; each read both ways
 *   (a class's roster by its key, a member's classes by the (user_id) index). A student's row
 *   carries the pseudonym classmates see when the class has pseudonyms on.
 * - `users.managed`: an account a teacher made for a child without e-mail (login ID + password).
 * - `activities.class_id`: each activity's class; read in order per class ((class_id, position)).
 * - `invitations.class_id`: the class an invited student joins on registering (indexed: a
 *   class's roster lists who was invited into it and has not registered yet).
 * - `ideas.class_id`, `idea_scales.class_id`: the class a student's inTell or interpretation was
 *   made in, seen by that class and its teachers only; null is public.
 * - `settings.class_id`: a class's own default waveMaker list; null is the installation's.
 *
 * The added columns carry no foreign key: SQLite cannot drop such a column, and a class is archived,
 * never deleted.
 *
 * An existing installation with activities moves them into one class, 'My class', taught by its
 * admins and everyone who made an activity, with every student who completed one in it. Content
 * made before stays public, as it was when it was made.
 */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

function joinCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('classes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pseudonyms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('class_teachers')
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('class_teachers_pk', ['class_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('class_teachers_user_idx')
    .on('class_teachers')
    .columns(['user_id', 'class_id'])
    .execute();
  await db.schema
    .createTable('class_students')
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pseudonym', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('class_students_pk', ['class_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('class_students_user_idx')
    .on('class_students')
    .columns(['user_id', 'class_id'])
    .execute();

  await sql`alter table users add column managed integer not null default 0`.execute(db);
  await sql`alter table activities add column class_id text`.execute(db);
  await db.schema
    .createIndex('activities_class_position_idx')
    .on('activities')
    .columns(['class_id', 'position'])
    .execute();
  await sql`alter table invitations add column class_id text`.execute(db);
  await db.schema
    .createIndex('invitations_class_idx')
    .on('invitations')
    .columns(['class_id'])
    .execute();
  await sql`alter table ideas add column class_id text`.execute(db);
  // The latest inTells a reader may see: per class (null: public), newest first, read as the
  // created_at index reads them all (docs/decisions/2026-11-28-classes.md 'Privacy').
  await db.schema
    .createIndex('ideas_class_idx')
    .on('ideas')
    .columns(['class_id', 'created_at', 'id'])
    .execute();
  await sql`alter table idea_scales add column class_id text`.execute(db);
  await sql`alter table settings add column class_id text`.execute(db);

  await moveActivitiesIntoMyClass(db);
}

async function moveActivitiesIntoMyClass(db: Kysely<any>): Promise<void> {
  const activity = await db.selectFrom('activities').select('id').limit(1).executeTakeFirst();
  if (!activity) return;
  const now = new Date().toISOString();
  const classId = newId();
  await db
    .insertInto('classes')
    .values({ id: classId, name: 'My class', code: joinCode(), created_at: now, updated_at: now })
    .execute();
  await db.updateTable('activities').set({ class_id: classId }).execute();
  await sql`
    insert into class_teachers (class_id, user_id, added_at)
    select ${classId}, id, ${now} from users
    where is_admin = 1
       or (is_student = 0 and id in (select created_by from activities where created_by is not null))`.execute(
    db,
  );
  const students = (await sql`
    select distinct u.id as id from users u
    join activity_completions c on c.user_id = u.id
    where u.is_student = 1`.execute(db)) as { rows: { id: string }[] };
  for (const { id } of students.rows) {
    await db
      .insertInto('class_students')
      .values({ class_id: classId, user_id: id, pseudonym: generateDisplayName(), joined_at: now })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of [
    ['settings', 'class_id'],
    ['idea_scales', 'class_id'],
    ['ideas', 'class_id'],
    ['invitations', 'class_id'],
    ['activities', 'class_id'],
    ['users', 'managed'],
  ] as const) {
    if (table === 'ideas') await db.schema.dropIndex('ideas_class_idx').execute();
    if (table === 'activities')
      await db.schema.dropIndex('activities_class_position_idx').execute();
    if (table === 'invitations') await db.schema.dropIndex('invitations_class_idx').execute();
    await sql`alter table ${sql.table(table)} drop column ${sql.ref(column)}`.execute(db);
  }
  await db.schema.dropTable('class_students').execute();
  await db.schema.dropTable('class_teachers').execute();
  await db.schema.dropTable('classes').execute();
}
