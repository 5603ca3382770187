import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  INVITATION_MESSAGES,
  type ErrorItem,
  type Language,
  isInvitationEntry,
  normalizeEmail,
  type AddInvitationsResponse,
  type InvitationDto,
  type InvitationEntryKind,
  type InvitationRole,
  type RemoveInvitationsResponse,
} from '@thoughtful/shared';
import type { Database, Db } from '../../db/schema';
import type { MailOutbox } from '../../mail/mail-outbox';
import { classInvitationMail, invitationMail } from '../../mail/templates';
import { OPERATOR, type AccessPolicy, type ActorRow } from '../access';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { coded } from '../../http/message-codes';
import { recipientLanguage } from '../../mail/mail-language';
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

/** A class's invitations: its name and teachers', and the names the paste gave addresses. */
export interface ClassInvitationsOf {
  className: string;
  teacherNames: readonly string[];
  names: Readonly<Record<string, string>>;
  /** The inviting teacher's stored language: the mails are in it (contract 3). */
  inviterLanguage?: string | null;
}

export interface InvitationsDeps {
  db: Kysely<Database>;
  access: AccessPolicy;
  /** Anonymous mode: entries are login IDs (an e-mail is one too), and nothing is mailed. */
  anonymous: boolean;
  /** The outbox: invitation mails are stored with the invitations and sent after the answer. */
  mail: Pick<MailOutbox, 'enqueue' | 'wake' | 'flush'>;
  /** Where the web app is: the invitation mail links to its registration screen. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /**
   * DEFAULT_LANGUAGE. An invited address has no account and so no language: her mail is in her
   * inviter's, else this one.
   */
  defaultLanguage: Language;
}

export class InvitationsService {
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
   * mail: stored in the outbox with the invitations, sent after the answer.
   */
  async add(
    actor: ActorRow,
    rawEntries: string[],
    role: InvitationRole,
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
    const added = entries.filter((e) => !existing.has(e));
    await this.db.transaction().execute(async (trx) => {
      await upsertInvitations(trx, entries, role === 'teacher', invitedBy);
      await this.enqueueInvitationMails(trx, added, undefined, actor.language);
    });
    this.deps.mail.wake();
    return { added, updated: entries.filter((e) => existing.has(e)) };
  }

  /**
   * Stores the invitation mail to each address not registered yet in `db`, the writer's
   * transaction (a class's roster paste), for the outbox to send once it commits (`wakeMail`):
   * the mail names the class, its teachers, and the student when the paste named her.
   */
  enqueueInvitationMailsIn(db: Db, emails: string[], toClass?: ClassInvitationsOf): Promise<void> {
    return this.enqueueInvitationMails(db, emails, toClass, toClass?.inviterLanguage);
  }

  /** Mails stored in a committed transaction: the sender sends them now. */
  wakeMail(): void {
    this.deps.mail.wake();
  }

  /**
   * Resolves once every mail stored so far has been handed to the mail server or has failed
   * once (it is then tried again later).
   */
  mailsSent(): Promise<void> {
    return this.deps.mail.flush();
  }

  private async enqueueInvitationMails(
    db: Db,
    emails: string[],
    toClass: ClassInvitationsOf | undefined,
    inviterLanguage: string | null | undefined,
  ): Promise<void> {
    if (this.deps.anonymous || emails.length === 0) return;
    const language = recipientLanguage(inviterLanguage, this.deps.defaultLanguage);
    const registered = await registeredEmails(db, emails);
    const link = this.registerLink();
    const mails = emails
      .filter((e) => !registered.has(e))
      .map((e) =>
        toClass === undefined
          ? invitationMail(e, link, language)
          : classInvitationMail(e, link, { ...toClass, name: toClass.names[e] }, language),
      );
    // Many at once (a class's roster): after every confirmation and reset waiting.
    await this.deps.mail.enqueue(db, mails, 'bulk');
  }

  private refusalMessages(refused: string[]): ErrorItem[] {
    const named = refused
      .slice(0, REFUSED_ENTRIES_NAMED)
      .map((entry) => coded(INVITATION_MESSAGES.notAnEntry, entry, this.entryKind));
    const rest = refused.length - named.length;
    return rest > 0 ? [...named, coded(INVITATION_MESSAGES.moreNotEntries, rest)] : named;
  }

  private registerLink(): string {
    return `${this.deps.publicUrl}/register`;
  }

  /**
   * `POST /api/invitations/{email}/mail`: the invitation mail again, for a listed address whose
   * owner has not registered yet. Stored in the outbox and sent after the answer, like every mail.
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
    const language = recipientLanguage(actor.language, this.deps.defaultLanguage);
    await this.deps.mail.enqueue(
      this.db,
      invitationMail(email, this.registerLink(), language),
      'bulk',
    );
    this.deps.mail.wake();
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
