import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  INVITATION_MESSAGES,
  isInvitationEntry,
  normalizeEmail,
  type AddInvitationsResponse,
  type InvitationDto,
  type InvitationEntryKind,
  type InvitationRole,
  type RemoveInvitationsResponse,
} from '@thoughtful/shared';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { invitationMail } from '../../mail/templates';
import { OPERATOR, type AccessPolicy, type ActorRow } from '../access';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
} from '../../http/errors';
import {
  banEmail,
  deleteInvitation,
  deleteInvitations,
  existingInvitations,
  findInvitation,
  listInvitations,
  registeredEmails,
  upsertInvitations,
  type InvitationListRow,
} from './invitations.repository';

/** The invitations screen shows at most this many, newest first. */
export const INVITATION_LIST_LIMIT = 1000;

/** A refusal names this many entries, then counts the rest, so a bad paste gives a short answer. */
const REFUSED_ENTRIES_NAMED = 10;

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
  /** Anonymous mode: entries are login IDs (an e-mail is one too), and nothing is mailed. */
  anonymous: boolean;
  mailer: Mailer;
  /** Where the web app is: the invitation mail links to its registration screen. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

export class InvitationsService {
  /** The invitation mails being sent, one after another (`mailEach` never rejects). */
  private mailing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: InvitationsDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** 403 unless the actor may manage the list (admins; the CLI's operator). */
  requireManager(actor: ActorRow): void {
    this.deps.access.requireUser(actor, 'invitation.manage');
  }

  async list(actor: ActorRow): Promise<InvitationDto[]> {
    this.deps.access.requireUser(actor, 'invitation.manage');
    return (await listInvitations(this.db, INVITATION_LIST_LIMIT)).map(toInvitationDto);
  }

  private get entryKind(): InvitationEntryKind {
    return this.deps.anonymous ? 'loginId' : 'email';
  }

  /**
   * Adds many entries at once, all or none: one that is not an e-mail (in anonymous mode, not a
   * login ID) refuses the request (400) naming it, since a stored `<a@b.org>` locks its owner out.
   * A repeated entry takes the new role. New e-mails without an account are sent an invitation
   * mail, in the background unless asked to wait (a class of 30 over SMTP takes seconds).
   */
  async add(
    actor: ActorRow,
    rawEntries: string[],
    role: InvitationRole,
    options: { waitForMails?: boolean } = {},
  ): Promise<AddInvitationsResponse> {
    this.deps.access.requireUser(actor, 'invitation.manage');
    const invitedBy = actor === OPERATOR ? null : actor.id;
    const valid = new Set<string>();
    const refused: string[] = [];
    for (const raw of rawEntries) {
      const entry = normalizeEmail(raw);
      if (isInvitationEntry(entry, this.entryKind)) valid.add(entry);
      else refused.push(raw.trim());
    }
    if (refused.length > 0) throw new BadRequestError(this.refusalMessages(refused));
    const entries = [...valid];
    const existing = await existingInvitations(this.db, entries);
    await this.db
      .transaction()
      .execute((trx) => upsertInvitations(trx, entries, role === 'teacher', invitedBy));
    const added = entries.filter((e) => !existing.has(e));
    if (!this.deps.anonymous && added.length > 0) {
      const mailing = this.mailInvitations(added);
      if (options.waitForMails) await mailing;
    }
    return { added, updated: entries.filter((e) => existing.has(e)) };
  }

  /**
   * Queues the invitation mail to each address not registered yet, after the mails of earlier
   * requests (an SMTP server is handed one at a time); the promise settles once they are sent.
   * Classes' roster pastes invite through it too. Never rejects.
   */
  mailInvitations(emails: string[]): Promise<void> {
    if (this.deps.anonymous || emails.length === 0) return this.mailing;
    const mailing = this.mailing.then(() => this.mailEach(emails));
    this.mailing = mailing;
    return mailing;
  }

  /** Resolves once every invitation mail asked for so far has been sent (or has failed). */
  mailsSent(): Promise<void> {
    return this.mailing;
  }

  private refusalMessages(refused: string[]): string[] {
    const named = refused
      .slice(0, REFUSED_ENTRIES_NAMED)
      .map((entry) => INVITATION_MESSAGES.notAnEntry(entry, this.entryKind));
    const rest = refused.length - named.length;
    return rest > 0 ? [...named, INVITATION_MESSAGES.moreNotEntries(rest)] : named;
  }

  private registerLink(): string {
    return `${this.deps.publicUrl}/register`;
  }

  /**
   * One after the other, so an SMTP server is not handed a class at once. Never rejects: a failure
   * is logged, and the admin can 'send again'.
   */
  private async mailEach(emails: string[]): Promise<void> {
    if (emails.length === 0) return;
    try {
      const registered = await registeredEmails(this.db, emails);
      for (const email of emails) {
        if (registered.has(email)) continue;
        try {
          await this.deps.mailer.send(invitationMail(email, this.registerLink()));
        } catch (error) {
          this.deps.log.error({ err: error, to: email }, 'invitation mail failed');
        }
      }
    } catch (error) {
      this.deps.log.error({ err: error }, 'invitation mails failed');
    }
  }

  /**
   * `POST /api/invitations/{email}/mail`: the invitation mail again, for a listed address whose
   * owner has not registered yet. Sent before answering, so a failure shows to the admin.
   */
  async sendAgain(actor: ActorRow, rawEmail: string): Promise<string> {
    this.deps.access.requireUser(actor, 'invitation.manage');
    if (this.deps.anonymous)
      throw new BadRequestError(INVITATION_MESSAGES.NO_MAIL_IN_ANONYMOUS_MODE);
    const email = normalizeEmail(rawEmail);
    if (!(await findInvitation(this.db, email))) {
      throw new NotFoundError(INVITATION_MESSAGES.NOT_FOUND);
    }
    if ((await registeredEmails(this.db, [email])).has(email)) {
      throw new ConflictError(INVITATION_MESSAGES.ALREADY_REGISTERED);
    }
    try {
      await this.deps.mailer.send(invitationMail(email, this.registerLink()));
    } catch (error) {
      this.deps.log.error({ err: error, to: email }, 'invitation mail failed');
      throw new ServiceUnavailableError(INVITATION_MESSAGES.MAIL_FAILED);
    }
    return email;
  }

  /** `POST /api/invitations/remove`: many at once; entries not listed are reported, not refused. */
  async removeMany(actor: ActorRow, rawEmails: string[]): Promise<RemoveInvitationsResponse> {
    this.deps.access.requireUser(actor, 'invitation.manage');
    const emails = [...new Set(rawEmails.map(normalizeEmail))];
    const removed = await this.db.transaction().execute((trx) => deleteInvitations(trx, emails));
    const gone = new Set(removed);
    return { removed, notListed: emails.filter((e) => !gone.has(e)) };
  }

  async remove(actor: ActorRow, rawEmail: string): Promise<void> {
    if (!(await this.removeIfListed(actor, rawEmail))) {
      throw new NotFoundError(INVITATION_MESSAGES.NOT_FOUND);
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
