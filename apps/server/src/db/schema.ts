import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database as Kysely sees it. Portable column types only, so the same queries run on SQLite
 * and PostgreSQL: ids are opaque text, booleans are 0/1 integers, times are ISO-8601 UTC text
 * (which sorts correctly as text). Repositories map rows to DTOs; rows never leave the server.
 */
export interface Database {
  users: UsersTable;
  invitations: InvitationsTable;
  auth_codes: AuthCodesTable;
  bans: BansTable;
  reports: ReportsTable;
}

type Flag = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: string;
  name: string;
  /** Lower-cased; in anonymous mode the student's login ID. */
  email: string;
  password_hash: string | null;
  is_student: Flag;
  is_admin: Flag;
  confirmed: Flag;
  banned: Flag;
  reputation: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface InvitationsTable {
  /** Lower-cased e-mail, or an anonymous-mode login ID. */
  email: string;
  is_teacher: Flag;
  invited_by: string | null;
  created_at: string;
}

export type AuthCodePurpose = 'confirm' | 'reset';

export interface AuthCodesTable {
  id: string;
  user_id: string;
  purpose: AuthCodePurpose;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface BansTable {
  email: string;
  created_at: string;
}

export interface ReportsTable {
  id: string;
  user_id: string | null;
  message: string;
  created_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type InvitationRow = Selectable<InvitationsTable>;
export type { Generated };
