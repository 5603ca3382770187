import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AUTH_MESSAGES,
  AUTH_VALIDATION,
  CLASS_MESSAGES,
  normalizeEmail,
  type Language,
  type LoginBody,
  type PasswordChangeBody,
  type RegisterBody,
  type SetLanguageResponse,
  type UserDto,
} from '@thoughtful/shared';
import type { AppConfig } from '../../config';
import type { Database, Db, UserRow } from '../../db/schema';
import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '../../http/errors';
import { generateDisplayName } from '../../lib/display-names';
import { newId } from '../../lib/ids';
import type { MailMessage } from '../../mail/mailer';
import type { MailQueue } from '../../mail/mail-outbox';
import {
  confirmationMail,
  passwordResetMail,
  registrationPasswordMail,
} from '../../mail/templates';
import { InvalidCredentialsError } from '../../security/auth-limits';
import { findInvitation, isBanned } from '../invitations';
import {
  deleteCode,
  deleteUnusedConfirmCodes,
  findCode,
  hasConfirmCodeFor,
  issueCode,
  spendConfirmCodes,
  useCode,
  type PendingRegistration,
} from './auth-codes.repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { confirmRegistration, replacePendingRegistration } from './registrations.repository';
import { endSession } from './sessions.repository';
import { signToken, type TokenClaims } from './tokens';
import { redeemSignInTicket } from '../sign-in';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  setPassword,
  setUserLanguage,
  toUserDto,
} from '../users';
import { recipientLanguage } from '../../mail/mail-language';

/** DESIGN.md §3: confirmation links live 48 hours, reset links 1 hour. */
export const CONFIRMATION_TTL_MS = 48 * 3600_000;
export const RESET_TTL_MS = 3600_000;

/**
 * How often the login of an unconfirmed account mails its link again, per account.
 * Each needs the registration's password; past it, the login says the last mail is still valid
 * (it is: one was sent within the window, and links live 48 hours). Per account only, so a class
 * registering from one school address is never told that about a mail it never got.
 */
export const CONFIRMATION_RESEND_LIMIT = { max: 3, windowMs: 60 * 60_000 } as const;

/** Whether another mail to this (unconfirmed) account is within CONFIRMATION_RESEND_LIMIT; counts it. */
export type MailAgainAllowance = (userId: string) => Promise<boolean>;

/**
 * What registration asks of classes (DESIGN.md §10), handed in by the composition root: the class
 * a join code names (throwing its refusal), joining a new student to classes, and whether a user
 * is in a class (a code counts as the invitation with INVITE_ONLY).
 */
export interface RegistrationClasses {
  classForCode(code: string): Promise<string>;
  enrolNewStudent(userId: string, classIds: readonly (string | null | undefined)[]): Promise<void>;
  isInAClass(userId: string): Promise<boolean>;
}

const NO_CLASSES: RegistrationClasses = {
  classForCode: () => Promise.reject(new BadRequestError(CLASS_MESSAGES.CODE_INVALID)),
  enrolNewStudent: () => Promise.resolve(),
  isInAClass: () => Promise.resolve(false),
};

export interface AuthDeps {
  db: Kysely<Database>;
  config: AppConfig;
  /** The outbox: mails are stored with the code they carry and sent after the answer. */
  mail: MailQueue;
  log: FastifyBaseLogger;
  /** Classes, for registration through a code or a class's invitation; none without. */
  classes?: RegistrationClasses;
}

export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  private get db() {
    return this.deps.db;
  }

  private get classes(): RegistrationClasses {
    return this.deps.classes ?? NO_CLASSES;
  }

  private confirmLink(userId: string, code: string): string {
    return `${this.deps.config.publicUrl}/confirm/${encodeURIComponent(userId)}/${encodeURIComponent(code)}`;
  }

  private isAdminLoginId(id: string): boolean {
    const adminId = this.deps.config.eduAdminId;
    return adminId !== undefined && normalizeEmail(adminId) === id;
  }

  /** The language of a mail to this member: hers, else the installation's (contract 3). */
  private mailLanguage(stored: string | null | undefined): Language {
    return recipientLanguage(stored, this.deps.config.defaultLanguage);
  }

  /** Mails a link that confirms `registration`, and no other registration of the address. */
  private async sendConfirmation(
    user: Pick<UserRow, 'id' | 'email' | 'language'>,
    registration: PendingRegistration,
  ): Promise<void> {
    await this.mailWithCode(async (trx) => {
      const code = await issueCode(trx, user.id, 'confirm', CONFIRMATION_TTL_MS, registration);
      const link = this.confirmLink(user.id, code);
      return confirmationMail(
        user.email,
        link,
        CONFIRMATION_TTL_MS / 3600_000,
        this.mailLanguage(user.language),
      );
    });
  }

  /**
   * Issues a code and stores the mail that carries it in one transaction, so there is never a
   * code without its mail or a mail whose code is gone. The mail is sent after the answer: the
   * request never waits for the mail server, and one that is down delays the mail, not the request.
   */
  private async mailWithCode(work: (trx: Db) => Promise<MailMessage>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.deps.mail.enqueue(trx, await work(trx));
    });
    this.deps.mail.wake();
  }

  /**
   * `POST /api/users`. `language`: what her browser's Accept-Language asks for among the
   * languages offered (null for none), stored as her choice until she makes one, so her mails are
   * in it from the first.
   */
  async register(body: RegisterBody, language: Language | null = null): Promise<void> {
    const { flags } = this.deps.config;
    const email = normalizeEmail(body.email);
    const name = body.name?.trim() ?? '';
    if (flags.nameField && name === '') throw new BadRequestError(AUTH_VALIDATION.NAME_REQUIRED);
    if (await isBanned(this.db, email)) throw new ForbiddenError(AUTH_MESSAGES.BANNED);
    // A class's code counts as the invitation (DESIGN.md §10); a wrong one stores nothing.
    const typedCode = body.classCode?.trim() ?? '';
    const codeClassId = typedCode === '' ? undefined : await this.classes.classForCode(typedCode);
    const invitation = await findInvitation(this.db, email);
    if (flags.inviteOnly && !invitation && codeClassId === undefined) {
      throw new ForbiddenError(AUTH_MESSAGES.USER_NOT_INVITED);
    }
    // Education build: students unless invited as teachers. Otherwise everyone is a member.
    const isStudent = flags.education && !invitation?.is_teacher;
    if (codeClassId !== undefined && !isStudent) {
      throw new ForbiddenError(CLASS_MESSAGES.ONLY_STUDENTS_JOIN);
    }
    const classIds = isStudent ? [codeClassId, invitation?.class_id] : [];

    const existing = await findUserByEmail(this.db, email);
    if (existing?.confirmed || existing?.banned) throw new ConflictError(AUTH_MESSAGES.USER_EXISTS);
    const passwordHash = await hashPassword(body.password);
    // Without a name field: the name her teacher's To line gave her, else her address.
    const accountName = name || invitation?.name || email;
    if (existing) {
      await this.registerAgain(existing, { passwordHash, name: accountName }, language);
      if (existing.is_student === 1) await this.classes.enrolNewStudent(existing.id, classIds);
      return;
    }
    const now = new Date().toISOString();
    const user = {
      id: newId(),
      name: accountName,
      email,
      password_hash: passwordHash,
      is_student: isStudent ? 1 : 0,
      language,
      created_at: now,
      updated_at: now,
    };
    try {
      await insertUser(this.db, user);
    } catch (error) {
      // Two registrations of one e-mail at once: the unique index lets only one through.
      if (await findUserByEmail(this.db, email)) throw new ConflictError(AUTH_MESSAGES.USER_EXISTS);
      throw error;
    }
    // Joined at registration, while the code is at hand: an unconfirmed account cannot log in,
    // so the class is his only once the address is confirmed.
    await this.classes.enrolNewStudent(user.id, classIds);
    await this.sendConfirmation(user, { passwordHash, name: user.name });
  }

  /**
   * A registration of an address that is registered but unconfirmed (pre-registration
   * hijack). Whoever registered first may not own the mailbox, and neither may this registrant,
   * so no link in that mailbox may confirm a password either of them chose: the links mailed
   * before stop working, and this one lets whoever holds the mailbox choose the password (the
   * reset form). This registration becomes the pending one, so its registrant's login is told to
   * confirm the e-mail.
   */
  private async registerAgain(
    existing: Pick<UserRow, 'id' | 'email' | 'language'>,
    registration: PendingRegistration,
    language: Language | null,
  ): Promise<void> {
    // The address may have been confirmed since it was read: then it is taken.
    if (!(await replacePendingRegistration(this.db, existing.id, registration))) {
      throw new ConflictError(AUTH_MESSAGES.USER_EXISTS);
    }
    await deleteUnusedConfirmCodes(this.db, existing.id);
    // In the language of the browser that registered now, else the account's.
    await this.mailRegistrationPasswordLink(
      { ...existing, language: language ?? existing.language },
      registration.name,
    );
  }

  /** The mail of an address registered again: its link lets the mailbox choose the password. */
  private async mailRegistrationPasswordLink(
    user: Pick<UserRow, 'id' | 'email' | 'language'>,
    name: string,
  ): Promise<void> {
    await this.mailWithCode(async (trx) => {
      // A reset code: it replaces the earlier unused one, so only the newest such link works.
      const code = await issueCode(trx, user.id, 'reset', CONFIRMATION_TTL_MS, { name });
      const link = this.confirmLink(user.id, code);
      return registrationPasswordMail(
        user.email,
        link,
        CONFIRMATION_TTL_MS / 3600_000,
        this.mailLanguage(user.language),
      );
    });
  }

  /**
   * The login of an unconfirmed account, with the password of the registration the row holds
   *: mails that registration's link again, as it was first mailed, within the
   * allowance, and says which happened. A registration no confirmation link was mailed for is one
   * that registered the address again: its link lets the mailbox choose the password, never one
   * that confirms the password this login gave.
   */
  private async remindToConfirm(
    user: Pick<UserRow, 'id' | 'email' | 'name' | 'language'> & { password_hash: string },
    mayMailAgain: MailAgainAllowance,
  ): Promise<string> {
    if (!(await mayMailAgain(user.id))) return AUTH_MESSAGES.UNCONFIRMED_LOGIN_LAST_MAIL_VALID;
    if (await hasConfirmCodeFor(this.db, user.id, user.password_hash)) {
      await this.sendConfirmation(user, { passwordHash: user.password_hash, name: user.name });
    } else {
      await this.mailRegistrationPasswordLink(user, user.name);
    }
    return AUTH_MESSAGES.UNCONFIRMED_LOGIN;
  }

  private isAnonymousMode(): boolean {
    const { flags } = this.deps.config;
    return flags.education && flags.anonymous;
  }

  /**
   * `POST /api/auth/login-id`: the same answer for every ID (it told anyone which IDs
   * have a password, i.e. the admin's and the teachers'). Outside anonymous mode every login needs
   * a password; in it the login screen cannot know, so it offers the password field to whoever
   * wants it and `login` decides.
   */
  loginIdAnswer(): { passwordRequired: boolean } {
    return { passwordRequired: !this.isAnonymousMode() };
  }

  /**
   * Whether logging in as `id` needs a password. Outside anonymous mode always; in it, for the
   * admin ID, every account that has a password, and an ID invited as a teacher (who registers
   * with a password). Only students log in with an ID alone. Never told to a caller before login.
   */
  private async passwordRequired(rawId: string): Promise<boolean> {
    if (!this.isAnonymousMode()) return true;
    const id = normalizeEmail(rawId);
    if (this.isAdminLoginId(id)) return true;
    const user = await findUserByEmail(this.db, id);
    if (user) return user.password_hash !== null || user.is_student !== 1;
    return (await findInvitation(this.db, id))?.is_teacher === 1;
  }

  /**
   * `POST /api/auth`: a token for valid credentials (or, in anonymous mode, a student's ID).
   * `mayMailAgain` rations the mails an unconfirmed account's login sends; without it (service
   * tests) none is sent.
   */
  async login(
    body: LoginBody,
    mayMailAgain: MailAgainAllowance = () => Promise.resolve(false),
  ): Promise<string> {
    const id = normalizeEmail(body.email);
    if (!(await this.passwordRequired(id))) return this.anonymousLogin(id);
    const user = await findUserByEmail(this.db, id);
    const password = body.password ?? '';
    const valid =
      user?.password_hash != null
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
    if (!user || !valid) throw new InvalidCredentialsError(user !== undefined);
    if (user.banned || (await isBanned(this.db, id)))
      throw new ForbiddenError(AUTH_MESSAGES.BANNED);
    if (!user.confirmed) {
      // `valid` needs a stored hash: the password is that of the registration the row holds.
      const pending = { ...user, password_hash: user.password_hash! };
      throw new ForbiddenError(await this.remindToConfirm(pending, mayMailAgain));
    }
    return signToken(user.id, this.secret(), user.token_version);
  }

  /**
   * Anonymous mode: students log in with an ID only; the first login creates the account. Only
   * reached for an ID that `passwordRequired` cleared: a password-less student's, or a new one
   * not invited as a teacher.
   */
  private async anonymousLogin(id: string): Promise<string> {
    if (await isBanned(this.db, id)) throw new ForbiddenError(AUTH_MESSAGES.BANNED);
    const existing = await findUserByEmail(this.db, id);
    if (existing) {
      if (existing.banned) throw new ForbiddenError(AUTH_MESSAGES.BANNED);
      return signToken(existing.id, this.secret(), existing.token_version);
    }
    const invitation = await findInvitation(this.db, id);
    if (this.deps.config.flags.inviteOnly && !invitation) {
      throw new ForbiddenError(AUTH_MESSAGES.USER_NOT_INVITED);
    }
    const now = new Date().toISOString();
    const user = {
      id: newId(),
      // The ID is the credential: others see a generated name
      // (docs/decisions/2026-11-28-security-second-review.md 'Login IDs are never shown').
      name: generateDisplayName(),
      email: id,
      password_hash: null,
      is_student: 1,
      confirmed: 1,
      created_at: now,
      updated_at: now,
    };
    try {
      await insertUser(this.db, user);
    } catch (error) {
      // Two first logins at once: the unique index lets one through; a password-less student
      // row is the only kind this path may hand a token for.
      const winner = await findUserByEmail(this.db, id);
      if (winner && winner.password_hash === null && winner.is_student === 1 && !winner.banned) {
        return signToken(winner.id, this.secret(), winner.token_version);
      }
      throw error;
    }
    await this.classes.enrolNewStudent(user.id, [invitation?.class_id]);
    return signToken(user.id, this.secret());
  }

  private secret(): string {
    const secret = this.deps.config.jwtSecret;
    if (!secret) throw new Error('JWT secret not resolved at start-up');
    return secret;
  }

  /**
   * `POST /api/auth/ticket`: the token for a school sign-in's ticket (an OpenID provider's
   * callback or an LTI launch issued it), spending it, and where the web app goes next.
   */
  async redeemTicket(
    ticket: string,
    browserBinding?: string,
  ): Promise<{ token: string; next: string }> {
    const redeemed = await redeemSignInTicket(this.db, ticket, new Date(), browserBinding);
    if (!redeemed) throw new AppError(401, AUTH_MESSAGES.SIGN_IN_TICKET_INVALID);
    const user = await findUserById(this.db, redeemed.userId);
    if (!user) throw new AppError(401, AUTH_MESSAGES.SIGN_IN_TICKET_INVALID);
    if (user.banned || (await isBanned(this.db, user.email))) {
      throw new ForbiddenError(AUTH_MESSAGES.BANNED);
    }
    return {
      token: signToken(user.id, this.secret(), user.token_version, {
        fromProvider: redeemed.fromProvider,
      }),
      next: redeemed.nextPath,
    };
  }

  /**
   * `POST /api/auth/logout`: ends this session on every server (they share the database). A token
   * from before sessions had ids can be ended only by raising the member's token version, which
   * ends her other sessions too (once, in the week after the upgrade).
   */
  async logout(session: TokenClaims): Promise<void> {
    await endSession(this.db, session, new Date());
  }

  /** `GET /api/auth`. */
  async currentUser(userId: string): Promise<UserDto> {
    const user = await findUserById(this.db, userId);
    if (!user) throw new AppError(401, AUTH_MESSAGES.USER_GONE);
    // Only a student's classes are read (by her id, indexed): the others' answer is known.
    const inClass = user.is_student === 1 && (await this.classes.isInAClass(user.id));
    return { ...toUserDto(user), inClass };
  }

  /** `POST /api/users/me/language`: her choice, stored for her mails and every device. */
  async setLanguage(userId: string, language: Language | null): Promise<SetLanguageResponse> {
    const user = await findUserById(this.db, userId);
    if (!user) throw new AppError(401, AUTH_MESSAGES.USER_GONE);
    await setUserLanguage(this.db, userId, language);
    return { language };
  }

  /**
   * `POST /api/users/password-reset`. Answers the same whether or not the e-mail has an account;
   * the code and its mail are stored in the background so the answer's timing does not tell either.
   */
  requestPasswordReset(rawEmail: string): void {
    const email = normalizeEmail(rawEmail);
    const work = async () => {
      const user = await findUserByEmail(this.db, email);
      if (!user || user.banned || user.password_hash === null) return;
      await this.mailWithCode(async (trx) => {
        const code = await issueCode(trx, user.id, 'reset', RESET_TTL_MS);
        const link = this.confirmLink(user.id, code);
        return passwordResetMail(
          user.email,
          link,
          RESET_TTL_MS / 60_000,
          this.mailLanguage(user.language),
        );
      });
    };
    work().catch((error: unknown) =>
      this.deps.log.error({ err: error }, 'password reset mail failed'),
    );
  }

  /** `GET /api/confirm/{id}/{code}`: confirms an e-mail, or acknowledges a reset link. */
  async confirm(userId: string, code: string): Promise<string> {
    const user = await findUserById(this.db, userId);
    if (!user) throw new NotFoundError(AUTH_MESSAGES.INVALID_LINK);
    if (user.banned || (await isBanned(this.db, user.email))) {
      throw new ForbiddenError(AUTH_MESSAGES.BANNED);
    }
    const row = await findCode(this.db, userId, code);
    if (!row) throw new BadRequestError(AUTH_MESSAGES.INVALID_LINK);
    const expired = new Date(row.expires_at).getTime() <= Date.now();

    if (row.purpose === 'reset') {
      if (row.used_at !== null || expired)
        throw new BadRequestError(AUTH_MESSAGES.PASSWORD_CHANGE_FAILED);
      return AUTH_MESSAGES.RESET_ACKNOWLEDGED;
    }

    if (user.confirmed || row.used_at !== null)
      throw new ConflictError(AUTH_MESSAGES.ALREADY_CONFIRMED);
    const { flags } = this.deps.config;
    if (
      flags.inviteOnly &&
      !user.is_admin &&
      !(await findInvitation(this.db, user.email)) &&
      // A student who registered with a class's code was let in by it.
      !(await this.classes.isInAClass(user.id))
    ) {
      throw new ForbiddenError(AUTH_MESSAGES.NOT_INVITED);
    }
    // Every confirmation code carries its registration (migration 0019 dropped those that did not).
    if (row.registration_password_hash === null) {
      throw new BadRequestError(AUTH_MESSAGES.INVALID_LINK);
    }
    const registration = {
      passwordHash: row.registration_password_hash,
      name: row.registration_name ?? user.email,
    };
    if (expired) {
      // The fresh link confirms the same registration as the expired one, not the newest.
      await deleteCode(this.db, row.id);
      await this.sendConfirmation(user, registration);
      throw new AppError(410, AUTH_MESSAGES.CONFIRMATION_RESENT);
    }
    if (!(await useCode(this.db, row.id))) throw new ConflictError(AUTH_MESSAGES.ALREADY_CONFIRMED);
    if (!(await confirmRegistration(this.db, user.id, registration))) {
      throw new ConflictError(AUTH_MESSAGES.ALREADY_CONFIRMED);
    }
    await spendConfirmCodes(this.db, user.id);
    return AUTH_MESSAGES.EMAIL_CONFIRMED;
  }

  /** `POST /api/users/password-change` with the code of a reset link. */
  async changePassword(body: PasswordChangeBody): Promise<void> {
    const failed = () => new BadRequestError(AUTH_MESSAGES.PASSWORD_CHANGE_FAILED);
    const user = await findUserById(this.db, body.userId);
    if (!user || user.banned) throw failed();
    const row = await findCode(this.db, user.id, body.confirmationString);
    if (!row || row.purpose !== 'reset' || row.used_at !== null) throw failed();
    if (new Date(row.expires_at).getTime() <= Date.now()) throw failed();
    const passwordHash = await hashPassword(body.password);
    if (!(await useCode(this.db, row.id))) throw failed();
    // The reset link proves the mailbox is the user's, so the e-mail counts as confirmed too.
    // Every session issued before ends: whoever knew the old password is logged out. A link a
    // registration asked for completes that registration, with its name.
    const name =
      !user.confirmed && row.registration_name !== null ? row.registration_name : undefined;
    await setPassword(this.db, user.id, passwordHash, {
      confirmed: 1,
      ...(name === undefined ? {} : { name }),
    });
  }
}
