import { z } from 'zod';
import { FOLLOW_UPS_PER_STUDENT } from './class-options';
import { Id, inputString } from '../api/common-schemas';
import { CLASS_MESSAGES } from './class-messages';
import { ClassLtiLink } from '../lti/lti-services';

/** The classes API contract (DESIGN.md §10). */

export const CLASS_NAME_MAX_LENGTH = 60;
/** The most accounts one request makes (a year group at most). */
export const MANAGED_ACCOUNTS_MAX = 100;
/** The most lines one roster paste holds. */
export const ROSTER_PASTE_MAX_LINES = 1000;

/**
 * A class's name is one line (a roster heading, a mail's subject, a CSV's cell): a name pasted
 * with line breaks or tabs has each run of white space folded to one space.
 */
const ClassName = inputString({ error: CLASS_MESSAGES.NAME_REQUIRED })
  .overwrite((name) => name.replace(/\s+/gu, ' '))
  .trim()
  .min(1, CLASS_MESSAGES.NAME_REQUIRED)
  .max(CLASS_NAME_MAX_LENGTH, CLASS_MESSAGES.NAME_TOO_LONG);

/** The most characters of a student's name, as at registration (spec accounts §7). */
export const STUDENT_NAME_MAX_LENGTH = 100;

/**
 * A student's name as her teacher types it (managed accounts, a rename): one line, like a class's
 * name, since it heads her work, a printed card and a CSV cell.
 */
export const StudentName = inputString({ error: CLASS_MESSAGES.STUDENT_NAME_REQUIRED })
  .overwrite((name) => name.replace(/\s+/gu, ' '))
  .trim()
  .min(1, CLASS_MESSAGES.STUDENT_NAME_REQUIRED)
  .max(STUDENT_NAME_MAX_LENGTH, CLASS_MESSAGES.STUDENT_NAME_TOO_LONG);

export const ClassTeacher = z.object({ _id: z.string(), name: z.string() });
export type ClassTeacher = z.infer<typeof ClassTeacher>;

/**
 * A class as its teachers and admins see it (`code` present), or as its students do (no code).
 * `code` is the normalised join code; screens show it with `formatJoinCode`.
 */
export const ClassDto = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string().optional(),
  teachers: z.array(ClassTeacher),
  studentCount: z.number(),
  archived: z.boolean(),
  pseudonyms: z.boolean(),
  /** Students' follow-ups go live by themselves (DESIGN.md §14). */
  autoFollowUps: z.boolean(),
  /** How many classmates' inTells each student is asked to interpret. */
  followUpsPerStudent: z.number().int(),
  /**
   * For its teachers and admins: the learning platform whose course the class is linked to (its
   * roster can be synced from there), or null; absent for students.
   */
  lti: ClassLtiLink.nullable().optional(),
});
export type ClassDto = z.infer<typeof ClassDto>;
export const ClassList = z.array(ClassDto);
export type ClassList = z.infer<typeof ClassList>;

/** `POST /api/classes`. */
export const CreateClassBody = z.object({ name: ClassName });
export type CreateClassBody = z.infer<typeof CreateClassBody>;

/** `POST /api/classes/{id}`: any of its fields; `addTeacher` is the co-teacher's e-mail. */
export const UpdateClassBody = z.object({
  name: ClassName.optional(),
  archived: z.boolean().optional(),
  pseudonyms: z.boolean().optional(),
  autoFollowUps: z.boolean().optional(),
  followUpsPerStudent: z
    .number({ error: FOLLOW_UPS_PER_STUDENT.MESSAGE })
    .int(FOLLOW_UPS_PER_STUDENT.MESSAGE)
    .min(FOLLOW_UPS_PER_STUDENT.MIN, FOLLOW_UPS_PER_STUDENT.MESSAGE)
    .max(FOLLOW_UPS_PER_STUDENT.MAX, FOLLOW_UPS_PER_STUDENT.MESSAGE)
    .optional(),
  rotateCode: z.boolean().optional(),
  addTeacher: inputString().trim().min(1).max(254).optional(),
  /** A co-teacher's id; the last teacher stays. */
  removeTeacher: Id.optional(),
});
export type UpdateClassBody = z.infer<typeof UpdateClassBody>;

/** `GET /api/classes?archived=true` lists archived classes too. */
export const ClassListQuery = z.object({
  archived: z
    .enum(['true', 'false'], { error: "archived must be 'true' or 'false'" })
    .optional()
    .transform((v) => v === 'true'),
});
export type ClassListQuery = z.infer<typeof ClassListQuery>;

/** One student on a class's roster, with progress through the class's activities. */
export const RosterStudent = z.object({
  _id: z.string(),
  name: z.string(),
  /** The e-mail, or a managed account's login ID (teachers and admins only see the roster). */
  loginId: z.string(),
  managed: z.boolean(),
  /** The name classmates see when the class has pseudonyms. */
  pseudonym: z.string(),
  completed: z.number(),
  joined: z.string(),
});
export type RosterStudent = z.infer<typeof RosterStudent>;

/** `GET /api/classes/{id}/roster`. */
export const Roster = z.object({
  students: z.array(RosterStudent),
  /** Addresses invited into the class that have not registered yet. */
  invited: z.array(z.string()),
  /** The class's activities, live or not: the progress's denominator. */
  activityCount: z.number(),
});
export type Roster = z.infer<typeof Roster>;

/**
 * `POST /api/classes/{id}/roster`: e-mails as pasted, or a number of managed accounts, with the
 * names the teacher typed for them (one each, in order) or none.
 */
export const AddToRosterBody = z.union(
  [
    z.object({
      emails: inputString({ error: CLASS_MESSAGES.NOTHING_TO_ADD })
        .max(300_000, CLASS_MESSAGES.EMAILS_TOO_MANY)
        .refine(
          (text) => text.split(/\r\n|\r|\n/).length <= ROSTER_PASTE_MAX_LINES,
          CLASS_MESSAGES.EMAILS_TOO_MANY,
        ),
    }),
    z
      .object({
        managed: z
          .number({ error: CLASS_MESSAGES.MANAGED_COUNT })
          .int(CLASS_MESSAGES.MANAGED_COUNT)
          .min(1, CLASS_MESSAGES.MANAGED_COUNT)
          .max(MANAGED_ACCOUNTS_MAX, CLASS_MESSAGES.MANAGED_COUNT),
        names: z
          .array(StudentName, { error: CLASS_MESSAGES.MANAGED_NAMES })
          .max(MANAGED_ACCOUNTS_MAX, CLASS_MESSAGES.MANAGED_COUNT)
          .optional(),
      })
      .refine((body) => body.names === undefined || body.names.length === body.managed, {
        error: CLASS_MESSAGES.MANAGED_NAMES,
        path: ['names'],
      }),
  ],
  { error: CLASS_MESSAGES.NOTHING_TO_ADD },
);
export type AddToRosterBody = z.infer<typeof AddToRosterBody>;

/**
 * What a paste did: each address once, as normalised; what was not an address, as typed.
 * `notStudents`: addresses of teachers' and admins' accounts (or invited as teachers), left out:
 * a teacher joins a class as its co-teacher (`addTeacher`), never on its roster.
 */
export const RosterEmailsAdded = z.object({
  added: z.array(z.string()),
  alreadyThere: z.array(z.string()),
  notAddresses: z.array(z.string()),
  notStudents: z.array(z.string()).optional(),
});
export type RosterEmailsAdded = z.infer<typeof RosterEmailsAdded>;

/** A managed account's credentials: shown once, never stored in the clear. */
export const ManagedAccount = z.object({
  _id: z.string(),
  /** The account's name: the one the teacher typed, else a made-up one she can change. */
  name: z.string(),
  loginId: z.string(),
  password: z.string(),
});
export type ManagedAccount = z.infer<typeof ManagedAccount>;
export const ManagedAccounts = z.object({ accounts: z.array(ManagedAccount) });
export type ManagedAccounts = z.infer<typeof ManagedAccounts>;

export const AddToRosterAnswer = z.union([RosterEmailsAdded, ManagedAccounts]);
export type AddToRosterAnswer = z.infer<typeof AddToRosterAnswer>;

/** `POST /api/classes/join`. */
export const JoinClassBody = z.object({
  code: inputString({ error: CLASS_MESSAGES.CODE_INVALID }).max(40, CLASS_MESSAGES.CODE_INVALID),
});
export type JoinClassBody = z.infer<typeof JoinClassBody>;

/** `GET /api/classes/join/{code}`: the code as typed or linked. */
export const JoinCodeParams = JoinClassBody;
export type JoinCodeParams = JoinClassBody;

/**
 * `GET /api/classes/join/{code}`: which class a code opens and who teaches it, for the join page
 * (anyone holding the code may join, so may read this; nothing else of the class).
 */
export const JoinClassPreview = z.object({
  name: z.string(),
  teachers: z.array(z.string()),
});
export type JoinClassPreview = z.infer<typeof JoinClassPreview>;

export const ClassIdParams = z.object({ id: Id });
export const RosterStudentParams = z.object({ id: Id, userId: Id });

/** `POST /api/classes/{id}/roster/{userId}/name`: the student's new name. */
export const RenameStudentBody = z.object({ name: StudentName });
export type RenameStudentBody = z.infer<typeof RenameStudentBody>;

/** The student renamed, as the roster now lists her. */
export const RenamedStudent = z.object({ _id: z.string(), name: z.string() });
export type RenamedStudent = z.infer<typeof RenamedStudent>;
