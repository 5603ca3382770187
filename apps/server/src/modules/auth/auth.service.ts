import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AUTH_MESSAGES,
  AUTH_VALIDATION,
  normalizeEmail,
  type LoginBody,
  type PasswordChangeBody,
  type RegisterBody,
  type UserDto,
} from '@thoughtful/shared';
import type { AppConfig } from '../../config';
import type { Database, UserRow } from '../../db/schema';
import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '../../http/errors';
import { newId } from '../../lib/ids';
import type { Mailer } from '../../mail/mailer';
import { confirmationMail, passwordResetMail } from '../../mail/templates';
import { findInvitation, isBanned } from '../invitations';
import { findCode, issueCode, useCode } from './auth-codes.repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { signToken } from './tokens';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  setPassword,
  toUserDto,
  updateUser,
} from '../users';

/** DESIGN.md §3: confirmation links live 48 hours, reset links 1 hour. */
export const CONFIRMATION_TTL_MS = 48 * 3600_000;
export const RESET_TTL_MS = 3600_000;

export interface AuthDeps {
  db: Kysely<Database>;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  private get db() {
    return this.deps.db;
  }

  private confirmLink(userId: string, code: string): string {
    return `${this.deps.config.publicUrl}/confirm/${encodeURIComponent(userId)}/${encodeURIComponent(code)}`;
  }

  private isAdminLoginId(id: string): boolean {
    const adminId = this.deps.config.eduAdminId;
    return adminId !== undefined && normalizeEmail(adminId) === id;
  }

  private async sendConfirmation(user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
    const code = await issueCode(this.db, user.id, 'confirm', CONFIRMATION_TTL_MS);
    await this.deps.mailer.send(
      confirmationMail(user.email, this.confirmLink(user.id, code), CONFIRMATION_TTL_MS / 3600_000),
    );
  }

  /** `POST /api/users`. */
  async register(body: RegisterBody): Promise<void> {
    const { flags } = this.deps.config;
    const email = normalizeEmail(body.email);
    const name = body.name?.trim() ?? '';
    if (flags.nameField && name === '') throw new BadRequestError(AUTH_VALIDATION.NAME_REQUIRED);
    if (await isBanned(this.db, email)) throw new ForbiddenError(AUTH_MESSAGES.BANNED);
    const invitation = await findInvitation(this.db, email);
    if (flags.inviteOnly && !invitation) throw new ForbiddenError(AUTH_MESSAGES.USER_NOT_INVITED);

    const existing = await findUserByEmail(this.db, email);
    if (existing) {
      // A second registration never touches the first one's password or name: whoever sent it
      // may not own the mailbox. An unconfirmed first registration gets its link again, for the
      // mailbox owner who lost the mail; that link confirms the first registration as it was.
      if (!existing.confirmed && !existing.banned) await this.sendConfirmation(existing);
      throw new ConflictError(AUTH_MESSAGES.USER_EXISTS);
    }
    const passwordHash = await hashPassword(body.password);
    const now = new Date().toISOString();
    const user = {
      id: newId(),
      name: name || email,
      email,
      password_hash: passwordHash,
      // Education build: students unless invited as teachers. Otherwise everyone is a member.
      is_student: flags.education && !invitation?.is_teacher ? 1 : 0,
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
    await this.sendConfirmation(user);
  }

  private isAnonymousMode(): boolean {
    const { flags } = this.deps.config;
    return flags.education && flags.anonymous;
  }

  /**
   * Whether logging in as `id` needs a password. Outside anonymous mode always; in it, for the
   * admin ID, every account that has a password, and an ID invited as a teacher (who registers
   * with a password). Only students log in with an ID alone.
   */
  async passwordRequired(rawId: string): Promise<boolean> {
    if (!this.isAnonymousMode()) return true;
    const id = normalizeEmail(rawId);
    if (this.isAdminLoginId(id)) return true;
    const user = await findUserByEmail(this.db, id);
    if (user) return user.password_hash !== null || user.is_student !== 1;
    return (await findInvitation(this.db, id))?.is_teacher === 1;
  }

  /** `POST /api/auth`: a token for valid credentials (or, in anonymous mode, a student's ID). */
  async login(body: LoginBody): Promise<string> {
    const id = normalizeEmail(body.email);
    if (!(await this.passwordRequired(id))) return this.anonymousLogin(id);
    const user = await findUserByEmail(this.db, id);
    const password = body.password ?? '';
    const valid =
      user?.password_hash != null
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
    if (!user || !valid) throw new BadRequestError(AUTH_MESSAGES.INVALID_CREDENTIALS);
    if (user.banned || (await isBanned(this.db, id)))
      throw new ForbiddenError(AUTH_MESSAGES.BANNED);
    if (!user.confirmed) throw new ForbiddenError(AUTH_MESSAGES.UNCONFIRMED_LOGIN);
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
      name: id,
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
    return signToken(user.id, this.secret());
  }

  private secret(): string {
    const secret = this.deps.config.jwtSecret;
    if (!secret) throw new Error('JWT secret not resolved at start-up');
    return secret;
  }

  /** `GET /api/auth`. */
  async currentUser(userId: string): Promise<UserDto> {
    const user = await findUserById(this.db, userId);
    if (!user) throw new AppError(401, AUTH_MESSAGES.USER_GONE);
    return toUserDto(user);
  }

  /**
   * `POST /api/users/password-reset`. Answers the same whether or not the e-mail has an account;
   * the mail goes out in the background so the answer's timing does not tell either.
   */
  requestPasswordReset(rawEmail: string): void {
    const email = normalizeEmail(rawEmail);
    const work = async () => {
      const user = await findUserByEmail(this.db, email);
      if (!user || user.banned || user.password_hash === null) return;
      const code = await issueCode(this.db, user.id, 'reset', RESET_TTL_MS);
      await this.deps.mailer.send(
        passwordResetMail(user.email, this.confirmLink(user.id, code), RESET_TTL_MS / 60_000),
      );
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
    if (flags.inviteOnly && !user.is_admin && !(await findInvitation(this.db, user.email))) {
      throw new ForbiddenError(AUTH_MESSAGES.NOT_INVITED);
    }
    if (expired) {
      await this.sendConfirmation(user);
      throw new AppError(410, AUTH_MESSAGES.CONFIRMATION_RESENT);
    }
    if (!(await useCode(this.db, row.id))) throw new ConflictError(AUTH_MESSAGES.ALREADY_CONFIRMED);
    await updateUser(this.db, user.id, { confirmed: 1 });
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
    // Every session issued before ends: whoever knew the old password is logged out.
    await setPassword(this.db, user.id, passwordHash, { confirmed: 1 });
  }
}
