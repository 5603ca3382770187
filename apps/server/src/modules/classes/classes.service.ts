import type { Kysely } from 'kysely';
import {
  CLASS_MESSAGES,
  FOLLOW_UPS_PER_STUDENT,
  normalizeEmail,
  normalizeJoinCode,
  parseInvitationEntries,
  type AddToRosterBody,
  type ClassDto,
  type CreateClassBody,
  type ManagedAccount,
  type RenamedStudent,
  type Roster,
  type RosterEmailsAdded,
  type UpdateClassBody,
  type JoinClassPreview,
} from '@thoughtful/shared';
import type { RecordedChanges, Writes } from '../../changes/changes';
import type { ClassRow, Database, Db, NewUserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/constraint-errors';
import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '../../http/errors';
import { generateDisplayName } from '../../lib/display-names';
import { newId } from '../../lib/ids';
import { OPERATOR, type AccessPolicy, type ActorRow } from '../access';
import { findUserByEmail, findUserById, setPassword, updateUser } from '../users';
import {
  enrolClasslessStudentsInOnlyClass,
  markRemovedWhenInNoClass,
} from './class-activities.repository';
import { classRoleOf, classIdsStudiedBy } from './class-membership.repository';
import {
  accountsByEmail,
  activityCountOf,
  addStudents,
  addTeacher,
  findClass,
  findClassByCode,
  findClassesByName,
  insertAccounts,
  insertClass,
  invitationsByEmail,
  invitedNotRegistered,
  inviteStudents,
  isCodeTaken,
  listClasses,
  removeStudent,
  removeTeacher,
  rosterOf,
  studentCounts,
  studentsAmong,
  teacherCount,
  teachersOf,
  updateClass,
  type ClassFields,
} from './classes.repository';
import type { ClassInvitationsOf } from '../invitations';
import { newJoinCode } from './join-codes';
import { newLoginId, newManagedPassword } from './managed-credentials';

/** How many argon2 hashes run at once when a class's accounts are made (2 cores, 19 MiB each). */
const HASHES_AT_ONCE = 4;

/** A paste's invitation mails against the inviter's hourly budget (the invitations module's). */
export interface MailBudget {
  /** Refuses (429) unless `mails` more fit in the hour; counts nothing. */
  reserve(mails: number): Promise<void>;
  /** Counts mails asked for. */
  spend(mails: number): Promise<void>;
}

export interface ClassesDeps {
  db: Kysely<Database>;
  writes: Writes;
  access: AccessPolicy;
  clock: () => Date;
  /** Anonymous mode: pasted entries are login IDs, and nothing is mailed. */
  anonymous: boolean;
  hashPassword: (password: string) => Promise<string>;
  /**
   * Invitation mails with the registration link: stored in the roster's transaction (a rollback
   * sends none, a crash after the commit loses none), sent once it has committed.
   */
  invitationMails: {
    enqueueIn: (db: Db, emails: string[], toClass: ClassInvitationsOf) => Promise<void>;
    wake: () => void;
    /** Resolves once what is stored has been handed to the mail server (the command line). */
    sent: () => Promise<void>;
  };
  /**
   * The learning platform each of these classes is linked to through a course (the LTI module's
   * answer, DESIGN.md §13), shown to their teachers; absent, no class is linked.
   */
  linkedPlatformNames?: (db: Db, classIds: readonly string[]) => Promise<Map<string, string>>;
}

/** A class as the caller is allowed to see it, and how the caller stands to it. */
interface ClassInQuestion {
  row: ClassRow;
  manages: boolean;
}

/**
 * Classes and their rosters (DESIGN.md §10). Every method asks the access policy first with the
 * caller's role in the class: one neither teaches nor sits in answers 404 ('Class not found'),
 * another teacher's 403, and students never see a code or a roster.
 */
export class ClassesService {
  constructor(private readonly deps: ClassesDeps) {}

  private get db() {
    return this.deps.db;
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }

  /**
   * The class in question and how the actor stands to it. A class that does not exist, or that a
   * student neither sits in, is 'Class not found' (404); another teacher hears 403: among staff a
   * class's existence is no secret, only its roster and work are.
   */
  private async inQuestion(
    actor: ActorRow,
    classId: string,
    action: 'class.read' | 'class.manage',
  ) {
    const row = await findClass(this.db, classId);
    if (!row) throw new NotFoundError(CLASS_MESSAGES.NOT_FOUND);
    const classRole = await classRoleOf(this.db, actor.id, classId);
    const { access } = this.deps;
    if (!access.canUser(actor, 'class.read', { classRole })) {
      // Refused reading: anonymous or banned callers hear why, staff the manage refusal (403).
      if (access.canUser(actor, 'class.create'))
        access.requireUser(actor, 'class.manage', { classRole });
      try {
        access.requireUser(actor, 'class.read', { classRole });
      } catch (error) {
        if (error instanceof ForbiddenError && error.messages[0] === CLASS_MESSAGES.NOT_FOUND) {
          throw new NotFoundError(CLASS_MESSAGES.NOT_FOUND);
        }
        throw error;
      }
    }
    if (action === 'class.manage') access.requireUser(actor, 'class.manage', { classRole });
    return { row, manages: access.canUser(actor, 'class.manage', { classRole }) };
  }

  private async readable(actor: ActorRow, classId: string): Promise<ClassInQuestion> {
    return this.inQuestion(actor, classId, 'class.read');
  }

  /** The class if the actor manages it: 404 or 403 as `inQuestion` says, 403 for its students. */
  private async managed(actor: ActorRow, classId: string): Promise<ClassRow> {
    return (await this.inQuestion(actor, classId, 'class.manage')).row;
  }

  /** The class if the actor manages it, for other modules' class views (the viewpoints'). */
  async requireManaged(actor: ActorRow, classId: string): Promise<ClassRow> {
    return this.managed(actor, classId);
  }

  private async toDtos(rows: ClassRow[], withCode: (row: ClassRow) => boolean) {
    const ids = rows.map((row) => row.id);
    const managedIds = rows.filter(withCode).map((row) => row.id);
    const [teachers, counts, platforms] = await Promise.all([
      teachersOf(this.db, ids),
      studentCounts(this.db, ids),
      managedIds.length > 0 && this.deps.linkedPlatformNames
        ? this.deps.linkedPlatformNames(this.db, managedIds)
        : new Map<string, string>(),
    ]);
    return rows.map((row): ClassDto => ({
      _id: row.id,
      name: row.name,
      ...(withCode(row) ? { code: row.code } : {}),
      teachers: teachers
        .filter((t) => t.class_id === row.id)
        .map((t) => ({ _id: t.id, name: t.name })),
      studentCount: counts.get(row.id) ?? 0,
      archived: row.archived === 1,
      pseudonyms: row.pseudonyms === 1,
      autoFollowUps: row.auto_follow_ups === 1,
      followUpsPerStudent: row.follow_ups_per_student,
      // Its teachers see which platform's course it is linked to; its students do not.
      ...(withCode(row) ? { lti: lti(platforms.get(row.id)) } : {}),
    }));
  }

  private async toDto(row: ClassRow, withCode: boolean): Promise<ClassDto> {
    const [dto] = await this.toDtos([row], () => withCode);
    return dto!;
  }

  /**
   * `GET /api/classes`: an admin every class, a teacher the classes he or she teaches, a student
   * the classes he or she is in (without their codes). Archived ones only when asked for.
   */
  async list(actor: ActorRow, includeArchived: boolean): Promise<ClassDto[]> {
    this.deps.access.requireUser(actor, 'account.read');
    if (actor.is_admin === 1) {
      return this.toDtos(await listClasses(this.db, 'all', includeArchived), () => true);
    }
    if (this.deps.access.canUser(actor, 'class.create')) {
      const rows = await listClasses(this.db, { teacherId: actor.id }, includeArchived);
      return this.toDtos(rows, () => true);
    }
    const rows = await listClasses(this.db, { studentId: actor.id }, includeArchived);
    return this.toDtos(rows, () => false);
  }

  /**
   * `POST /api/classes`: the creator teaches it. The operator (command line) names its teacher,
   * an existing non-student account.
   */
  async create(actor: ActorRow, body: CreateClassBody, teacherEmail?: string): Promise<ClassDto> {
    this.deps.access.requireUser(actor, 'class.create');
    const teacherId =
      teacherEmail === undefined ? actor.id : (await this.teacherAccount(teacherEmail)).id;
    if (teacherId === OPERATOR.id) throw new BadRequestError(CLASS_MESSAGES.TEACHER_NOT_FOUND);
    const now = this.now();
    const row: ClassRow = {
      id: newId(),
      name: body.name,
      code: await this.freeCode(),
      archived: 0,
      pseudonyms: 0,
      auto_follow_ups: 0,
      follow_ups_per_student: FOLLOW_UPS_PER_STUDENT.DEFAULT,
      groups_version: 0,
      created_by: actor === OPERATOR ? null : actor.id,
      created_at: now,
      updated_at: now,
    };
    await this.deps.writes.transaction(async (trx, changes) => {
      const moved = await enrolClasslessStudentsInOnlyClass(trx, now);
      if (moved) changes.record({ type: 'class.rosterChanged', ...moved });
      await insertClass(trx, row);
      await addTeacher(trx, row.id, teacherId, now);
      changes.record({ type: 'class.changed', classId: row.id });
    });
    return this.toDto(row, true);
  }

  /** A join code no class has (49 bits: a collision is drawn again, not expected). */
  private async freeCode(): Promise<string> {
    for (;;) {
      const code = newJoinCode();
      if (!(await isCodeTaken(this.db, code))) return code;
    }
  }

  /** An existing non-student account by e-mail: a co-teacher. */
  private async teacherAccount(rawEmail: string) {
    const user = await findUserByEmail(this.db, normalizeEmail(rawEmail));
    if (!user || user.banned) throw new BadRequestError(CLASS_MESSAGES.TEACHER_NOT_FOUND);
    if (!this.deps.access.canUser(user, 'class.create')) {
      throw new BadRequestError(CLASS_MESSAGES.STUDENTS_CANNOT_TEACH);
    }
    return user;
  }

  /** `GET /api/classes/{id}`: with its code for its teachers and admins only. */
  async get(actor: ActorRow, classId: string): Promise<ClassDto> {
    const { row, manages } = await this.readable(actor, classId);
    return this.toDto(row, manages);
  }

  /** `POST /api/classes/{id}`: what the body names, in one transaction. */
  async update(actor: ActorRow, classId: string, body: UpdateClassBody): Promise<ClassDto> {
    const row = await this.managed(actor, classId);
    const asked =
      body.name !== undefined ||
      body.archived !== undefined ||
      body.pseudonyms !== undefined ||
      body.autoFollowUps !== undefined ||
      body.followUpsPerStudent !== undefined ||
      body.rotateCode === true ||
      body.addTeacher !== undefined ||
      body.removeTeacher !== undefined;
    if (!asked) {
      throw new BadRequestError(CLASS_MESSAGES.NOTHING_TO_CHANGE);
    }
    const newTeacher =
      body.addTeacher === undefined ? undefined : await this.teacherAccount(body.addTeacher);
    const fields: Partial<ClassFields> = {};
    if (body.name !== undefined) fields.name = body.name;
    if (body.archived !== undefined) fields.archived = body.archived ? 1 : 0;
    if (body.pseudonyms !== undefined) fields.pseudonyms = body.pseudonyms ? 1 : 0;
    if (body.autoFollowUps !== undefined) fields.auto_follow_ups = body.autoFollowUps ? 1 : 0;
    if (body.followUpsPerStudent !== undefined) {
      fields.follow_ups_per_student = body.followUpsPerStudent;
    }
    if (body.rotateCode) fields.code = await this.freeCode();
    const now = this.now();
    await this.deps.writes.transaction(async (trx, changes) => {
      await updateClass(trx, classId, fields, now);
      if (newTeacher) await addTeacher(trx, classId, newTeacher.id, now);
      if (body.removeTeacher !== undefined) {
        if (!(await removeTeacher(trx, classId, body.removeTeacher))) {
          throw new BadRequestError(CLASS_MESSAGES.TEACHER_NOT_FOUND);
        }
        // Counted after the removal, in the transaction: two removals at once keep one teacher.
        if ((await teacherCount(trx, classId)) === 0) {
          throw new ConflictError(CLASS_MESSAGES.LAST_TEACHER);
        }
      }
      changes.record({ type: 'class.changed', classId });
    });
    return this.toDto({ ...row, ...fields }, true);
  }

  /** `GET /api/classes/{id}/roster`: students with their progress, and who is invited still. */
  async roster(actor: ActorRow, classId: string): Promise<Roster> {
    await this.managed(actor, classId);
    const [rows, invited, activityCount] = await Promise.all([
      rosterOf(this.db, classId),
      invitedNotRegistered(this.db, classId),
      activityCountOf(this.db, classId),
    ]);
    return {
      students: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        loginId: row.email,
        managed: row.managed === 1,
        pseudonym: row.pseudonym,
        completed: Number(row.completed ?? 0),
        joined: row.joined_at,
      })),
      invited,
      activityCount,
    };
  }

  /** `POST /api/classes/{id}/roster`: pasted addresses, or a number of managed accounts. */
  async addToRoster(
    actor: ActorRow,
    classId: string,
    body: AddToRosterBody,
    budget?: MailBudget,
    options: { waitForMails?: boolean } = {},
  ): Promise<RosterEmailsAdded | { accounts: ManagedAccount[] }> {
    const row = await this.managed(actor, classId);
    if (row.archived) throw new ConflictError(CLASS_MESSAGES.ARCHIVED);
    if ('managed' in body) {
      return { accounts: await this.makeAccounts(classId, body.managed, body.names) };
    }
    return this.addPasted(actor, row, body.emails, budget, options.waitForMails === true);
  }

  /**
   * Each address once: a student's account joins; an unregistered address goes on the invitation
   * list as a student of this class and is mailed the registration link (stored with it); a
   * teacher's or admin's address (or one invited as a teacher) is left out and named. A constant
   * number of statements whatever the paste's length (one per 500 addresses).
   */
  private async addPasted(
    actor: ActorRow,
    { id: classId, name: className }: ClassRow,
    text: string,
    budget: MailBudget | undefined,
    waitForMails: boolean,
  ): Promise<RosterEmailsAdded> {
    const parsed = parseInvitationEntries(text, this.deps.anonymous ? 'loginId' : 'email');
    const entries = parsed.entries;
    const added: string[] = [];
    const alreadyThere: string[] = [];
    const notStudents: string[] = [];
    const toInvite: string[] = [];
    const now = this.now();
    await this.deps.writes.transaction(async (trx, changes) => {
      const accounts = await accountsByEmail(trx, entries);
      const inClass = await studentsAmong(
        trx,
        classId,
        [...accounts.values()].map((a) => a.id),
      );
      const unregistered = entries.filter((email) => !accounts.has(email));
      const invitations = await invitationsByEmail(trx, unregistered);
      const joining: string[] = [];
      for (const email of entries) {
        const account = accounts.get(email);
        const invitation = invitations.get(email);
        if (account) {
          if (account.is_student !== 1) notStudents.push(email);
          else if (inClass.has(account.id)) alreadyThere.push(email);
          else {
            joining.push(account.id);
            added.push(email);
          }
        } else if (invitation?.is_teacher) notStudents.push(email);
        else if (invitation?.class_id === classId) alreadyThere.push(email);
        else {
          toInvite.push(email);
          added.push(email);
        }
      }
      if (!this.deps.anonymous && toInvite.length > 0) await budget?.reserve(toInvite.length);
      await addStudents(
        trx,
        classId,
        joining.map((userId) => ({ userId, pseudonym: generateDisplayName() })),
        now,
      );
      await inviteStudents(trx, classId, toInvite, {
        invitedBy: actor === OPERATOR ? null : actor.id,
        names: parsed.names,
        now,
      });
      if (!this.deps.anonymous && toInvite.length > 0) {
        const teacherNames = (await teachersOf(trx, [classId])).map((teacher) => teacher.name);
        await this.deps.invitationMails.enqueueIn(trx, toInvite, {
          className,
          teacherNames,
          names: parsed.names,
          inviterLanguage: actor.language,
        });
      }
      if (added.length > 0) {
        changes.record({ type: 'class.rosterChanged', classId, userIds: joining });
      }
    });
    if (!this.deps.anonymous && toInvite.length > 0) {
      await budget?.spend(toInvite.length);
      this.deps.invitationMails.wake();
      // The command line waits (its process ends after); a request never does.
      if (waitForMails) await this.deps.invitationMails.sent();
    }
    return { added, alreadyThere, notAddresses: parsed.invalid, notStudents };
  }

  /**
   * `n` managed accounts in the class: login IDs drawn until free, passwords hashed a few at a
   * time, every row written in one transaction. The passwords leave the server only in this
   * answer. Each account takes the name its teacher typed for it; one made by number alone a
   * made-up one, which she can change. Either way classmates in a class with pseudonyms see the
   * pseudonym, drawn apart from the name.
   */
  private async makeAccounts(
    classId: string,
    count: number,
    names: readonly string[] = [],
  ): Promise<ManagedAccount[]> {
    const passwords = Array.from({ length: count }, () => newManagedPassword());
    const hashes = await hashAFewAtATime(passwords, this.deps.hashPassword);
    // A login ID taken meanwhile fails the insert: the whole batch is drawn again.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.deps.writes.transaction(async (trx, changes) => {
          const loginIds = await freeLoginIds(trx, count);
          const now = this.now();
          const rows: NewUserRow[] = loginIds.map((loginId, i) => ({
            id: newId(),
            name: names[i] ?? generateDisplayName(),
            email: loginId,
            password_hash: hashes[i]!,
            is_student: 1,
            managed: 1,
            confirmed: 1,
            created_at: now,
            updated_at: now,
          }));
          await insertAccounts(trx, rows);
          await addStudents(
            trx,
            classId,
            rows.map((r) => ({ userId: r.id, pseudonym: generateDisplayName() })),
            now,
          );
          const userIds = rows.map((r) => r.id);
          changes.record({ type: 'class.rosterChanged', classId, userIds });
          return rows.map((r, i) => ({
            _id: r.id,
            name: r.name,
            loginId: r.email,
            password: passwords[i]!,
          }));
        });
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /** `DELETE /api/classes/{id}/roster/{userId}`: the student leaves; what he or she made stays. */
  async removeFromRoster(actor: ActorRow, classId: string, userId: string): Promise<void> {
    await this.managed(actor, classId);
    await this.deps.writes.transaction(async (trx, changes) => {
      if (!(await removeStudent(trx, classId, userId))) {
        throw new NotFoundError(CLASS_MESSAGES.NOT_A_STUDENT);
      }
      await markRemovedWhenInNoClass(trx, userId, this.now());
      changes.record({ type: 'class.rosterChanged', classId, userIds: [userId] });
    });
  }

  /**
   * `POST /api/classes/{id}/roster/{userId}/password`: a managed student's new password, shown
   * once; the student's sessions end (the token version rises with it).
   */
  async resetPassword(actor: ActorRow, classId: string, userId: string): Promise<ManagedAccount> {
    await this.managed(actor, classId);
    const inClass = await studentsAmong(this.db, classId, [userId]);
    const user = inClass.has(userId) ? await findUserById(this.db, userId) : undefined;
    if (!user) throw new NotFoundError(CLASS_MESSAGES.NOT_A_STUDENT);
    if (user.managed !== 1) throw new BadRequestError(CLASS_MESSAGES.NOT_MANAGED);
    const password = newManagedPassword();
    const hash = await this.deps.hashPassword(password);
    await this.deps.writes.transaction(async (trx) => setPassword(trx, userId, hash));
    return { _id: user.id, name: user.name, loginId: user.email, password };
  }

  /**
   * `POST /api/classes/{id}/roster/{userId}/name`: a teacher of the class (or an admin) renames
   * one of its students. The name is the account's: her teachers read it in every class she is
   * in, and classmates where the class has no pseudonyms; a pseudonym stays as it was.
   */
  async renameStudent(
    actor: ActorRow,
    classId: string,
    userId: string,
    name: string,
  ): Promise<RenamedStudent> {
    await this.managed(actor, classId);
    const inClass = await studentsAmong(this.db, classId, [userId]);
    if (!inClass.has(userId)) throw new NotFoundError(CLASS_MESSAGES.NOT_A_STUDENT);
    await this.deps.writes.transaction(async (trx, changes) => {
      await updateUser(trx, userId, { name });
      changes.record({ type: 'student.renamed', classId, userId });
    });
    return { _id: userId, name };
  }

  /** `POST /api/classes/join`: a signed-in student joins with the class's code. */
  async join(actor: ActorRow, typedCode: string): Promise<ClassDto> {
    this.deps.access.requireUser(actor, 'class.join');
    const row = await this.classForCode(typedCode);
    await this.deps.writes.transaction((trx, changes) =>
      this.enrolIn(trx, changes, row.id, actor.id),
    );
    return this.toDto(row, false);
  }

  /**
   * `GET /api/classes/join/{code}`: the name and teachers of the open class a code names, for
   * whoever holds it (the code is what lets her in); refused as `classForCode` refuses.
   */
  async preview(typedCode: string): Promise<JoinClassPreview> {
    const row = await this.classForCode(typedCode);
    const teachers = await teachersOf(this.db, [row.id]);
    return { name: row.name, teachers: teachers.map((teacher) => teacher.name) };
  }

  /**
   * The open class a typed code names: 400 'not valid' for a code no class has, 409 for an
   * archived class's. Registration asks it before storing anything.
   */
  async classForCode(typedCode: string): Promise<ClassRow> {
    const code = normalizeJoinCode(typedCode);
    const row = code === null ? undefined : await findClassByCode(this.db, code);
    if (!row) throw new BadRequestError(CLASS_MESSAGES.CODE_INVALID);
    if (row.archived) throw new ConflictError(CLASS_MESSAGES.ARCHIVED);
    return row;
  }

  private async enrolIn(
    trx: Db,
    changes: RecordedChanges,
    classId: string,
    userId: string,
  ): Promise<void> {
    if ((await studentsAmong(trx, classId, [userId])).has(userId)) return;
    await addStudents(trx, classId, [{ userId, pseudonym: generateDisplayName() }], this.now());
    changes.record({ type: 'class.rosterChanged', classId, userIds: [userId] });
  }

  /**
   * A new student's classes (registration, an anonymous-mode first login): the one whose code
   * was given and the one the invitation names. An archived class is skipped, not an error: the
   * account is made all the same.
   */
  async enrolNewStudent(userId: string, classIds: readonly (string | null | undefined)[]) {
    const ids = [...new Set(classIds.filter((id): id is string => typeof id === 'string'))];
    if (ids.length === 0) return;
    await this.deps.writes.transaction(async (trx, changes) => {
      for (const classId of ids) {
        const row = await findClass(trx, classId);
        if (row && !row.archived) await this.enrolIn(trx, changes, classId, userId);
      }
    });
  }

  /** Whether the user is a student of any class (a code's registration counts as invited). */
  async isInAClass(userId: string): Promise<boolean> {
    return (await classIdsStudiedBy(this.db, userId)).length > 0;
  }

  // A learning platform's course is a class (DESIGN.md §13): its launches make it and fill it,
  // inside the LTI module's transaction, with this module's writes and changes.

  /**
   * A new class for a course, taught by the teacher who opened it first. As `create`: classless
   * students of the installation's only class join that class first.
   */
  async startCourseClassIn(
    trx: Db,
    changes: RecordedChanges,
    teacherId: string,
    name: string,
  ): Promise<string> {
    const now = this.now();
    const moved = await enrolClasslessStudentsInOnlyClass(trx, now);
    if (moved) changes.record({ type: 'class.rosterChanged', ...moved });
    // Drawn in the transaction: on SQLite a read beside it would wait for it to end.
    let code = newJoinCode();
    while (await isCodeTaken(trx, code)) code = newJoinCode();
    const row: ClassRow = {
      id: newId(),
      name,
      code,
      archived: 0,
      pseudonyms: 0,
      auto_follow_ups: 0,
      follow_ups_per_student: FOLLOW_UPS_PER_STUDENT.DEFAULT,
      groups_version: 0,
      created_by: teacherId,
      created_at: now,
      updated_at: now,
    };
    await insertClass(trx, row);
    await addTeacher(trx, row.id, teacherId, now);
    changes.record({ type: 'class.changed', classId: row.id });
    return row.id;
  }

  /** A course's teacher teaches its class: a later one becomes a co-teacher. */
  async addCourseTeacherIn(
    trx: Db,
    changes: RecordedChanges,
    classId: string,
    userId: string,
  ): Promise<void> {
    if ((await classRoleOf(trx, userId, classId)) === 'teacher') return;
    await addTeacher(trx, classId, userId, this.now());
    changes.record({ type: 'class.changed', classId });
  }

  /** A course's student joins its class (once). */
  async enrolCourseStudentIn(
    trx: Db,
    changes: RecordedChanges,
    classId: string,
    userId: string,
  ): Promise<void> {
    await this.enrolIn(trx, changes, classId, userId);
  }

  /** The operator's way to a class: by id, else by exact name (which must be unique). */
  async findForOperator(idOrName: string): Promise<ClassRow> {
    const byId = await findClass(this.db, idOrName);
    if (byId) return byId;
    const byName = await findClassesByName(this.db, idOrName);
    if (byName.length === 1) return byName[0]!;
    if (byName.length > 1) {
      throw new AppError(409, `More than one class is named "${idOrName}": give its id.`);
    }
    throw new NotFoundError(CLASS_MESSAGES.NOT_FOUND);
  }
}

function lti(platformName: string | undefined): ClassDto['lti'] {
  return platformName === undefined ? null : { platformName };
}

/** `count` login IDs that no account has: drawn, checked in one statement, drawn again if taken. */
async function freeLoginIds(db: Db, count: number): Promise<string[]> {
  const chosen = new Set<string>();
  while (chosen.size < count) {
    const drawn = new Set<string>();
    while (drawn.size < count - chosen.size) {
      const id = newLoginId();
      if (!chosen.has(id)) drawn.add(id);
    }
    const taken = await accountsByEmail(db, [...drawn]);
    for (const id of drawn) if (!taken.has(id)) chosen.add(id);
  }
  return [...chosen];
}

async function hashAFewAtATime(
  passwords: readonly string[],
  hash: (password: string) => Promise<string>,
): Promise<string[]> {
  const hashes: string[] = new Array<string>(passwords.length);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++;
      hashes[i] = await hash(passwords[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(HASHES_AT_ONCE, passwords.length) }, worker));
  return hashes;
}
