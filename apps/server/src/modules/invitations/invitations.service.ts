import type { Kysely } from 'kysely';
import {
  isValidEmail,
  normalizeEmail,
  type AddInvitationsResponse,
  type InvitationDto,
  type InvitationRole,
} from '@thoughtful/shared';
import type { Database } from '../../db/schema';
import { OPERATOR, type AccessPolicy, type ActorRow } from '../access';
import { NotFoundError } from '../../http/errors';
import {
  banEmail,
  deleteInvitation,
  existingInvitations,
  listInvitations,
  upsertInvitations,
  type InvitationListRow,
} from './invitations.repository';

/** The invitations screen shows at most this many, newest first. */
export const INVITATION_LIST_LIMIT = 1000;

/** A login ID of anonymous mode: one "word" of up to 254 characters. */
function isValidLoginId(value: string): boolean {
  return value.length > 0 && value.length <= 254 && !/\s/.test(value);
}

function toInvitationDto(row: InvitationListRow): InvitationDto {
  return {
    email: row.email,
    role: row.is_teacher ? 'teacher' : 'student',
    date: row.created_at,
    registered: row.user_id !== null,
    confirmed: row.confirmed === 1,
  };
}

export interface InvitationsDeps {
  db: Kysely<Database>;
  access: AccessPolicy;
  /** Anonymous mode: entries are login IDs as well as e-mails. */
  anonymous: boolean;
}

export class InvitationsService {
  constructor(private readonly deps: InvitationsDeps) {}

  private get db() {
    return this.deps.db;
  }

  async list(actor: ActorRow): Promise<InvitationDto[]> {
    this.deps.access.requireUser(actor, 'invitation.manage');
    return (await listInvitations(this.db, INVITATION_LIST_LIMIT)).map(toInvitationDto);
  }

  /**
   * Adds many entries at once. In anonymous mode entries are login IDs, otherwise e-mails; invalid
   * ones are reported back, not stored. A repeated entry takes the new role.
   */
  async add(
    actor: ActorRow,
    rawEntries: string[],
    role: InvitationRole,
  ): Promise<AddInvitationsResponse> {
    this.deps.access.requireUser(actor, 'invitation.manage');
    const invitedBy = actor === OPERATOR ? null : actor.id;
    const valid = new Set<string>();
    const invalid: string[] = [];
    for (const raw of rawEntries) {
      const entry = normalizeEmail(raw);
      if (entry === '') continue;
      const ok = isValidEmail(entry) || (this.deps.anonymous && isValidLoginId(entry));
      if (ok) valid.add(entry);
      else invalid.push(raw.trim());
    }
    const entries = [...valid];
    const existing = await existingInvitations(this.db, entries);
    await this.db
      .transaction()
      .execute((trx) => upsertInvitations(trx, entries, role === 'teacher', invitedBy));
    return {
      added: entries.filter((e) => !existing.has(e)),
      updated: entries.filter((e) => existing.has(e)),
      invalid,
    };
  }

  async remove(actor: ActorRow, rawEmail: string): Promise<void> {
    if (!(await this.removeIfListed(actor, rawEmail))) {
      throw new NotFoundError('Invitation not found');
    }
  }

  /** Removes an entry; false when it was not on the list. */
  async removeIfListed(actor: ActorRow, rawEmail: string): Promise<boolean> {
    this.deps.access.requireUser(actor, 'invitation.manage');
    return deleteInvitation(this.db, normalizeEmail(rawEmail));
  }

  async ban(actor: ActorRow, rawEmail: string): Promise<void> {
    this.deps.access.requireUser(actor, 'invitation.manage');
    await this.db.transaction().execute((trx) => banEmail(trx, normalizeEmail(rawEmail)));
  }
}
