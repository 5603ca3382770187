import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CLASS_GROUP_MESSAGES,
  CLASS_GROUPS_MAX,
  CLASS_MESSAGES,
  splitGroupName,
  type ClassGroupBody,
  type ClassGroups,
} from '@thoughtful/shared';
import type { Writes } from '../../changes/changes';
import { isUniqueViolation } from '../../db/constraint-errors';
import type { ClassRow, Database, Db } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { newId } from '../../lib/ids';
import type { ActorRow } from '../access';
import {
  deleteGroup,
  deleteGroupsOf,
  findGroup,
  groupedStudentsOf,
  groupOfStudent,
  groupsOf,
  insertGroups,
  renameGroup,
  setStudentsGroup,
  studentGroupsOf,
} from './class-groups.repository';
import { raiseGroupsVersion } from './classes.repository';

export interface ClassGroupsDeps {
  db: Kysely<Database>;
  writes: Writes;
  clock: () => Date;
  /** The class if the actor manages it (the classes service's: 404 / 403 otherwise). */
  requireManaged: (actor: ActorRow, classId: string) => Promise<ClassRow>;
}

/**
 * Small groups inside a class (issue 43): its teachers (and admins) make, name, rename and delete
 * them and put students in them, one group at most each; every write answers the class's groups.
 * Who sees whose work is the readers' question (`groupOfStudent`).
 */
export class ClassGroupsService {
  constructor(private readonly deps: ClassGroupsDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** `GET /api/classes/{id}/groups`. */
  async list(actor: ActorRow, classId: string): Promise<ClassGroups> {
    await this.deps.requireManaged(actor, classId);
    return this.groupsOf(this.db, classId);
  }

  /** `POST /api/classes/{id}/groups`: a new, empty group. */
  async create(actor: ActorRow, classId: string, body: ClassGroupBody): Promise<ClassGroups> {
    await this.deps.requireManaged(actor, classId);
    return this.write(classId, async (trx) => {
      const groups = await groupsOf(trx, classId);
      if (groups.length >= CLASS_GROUPS_MAX)
        throw new BadRequestError(CLASS_GROUP_MESSAGES.TOO_MANY);
      requireFreeName(groups, body.name);
      await insertGroups(trx, classId, [{ id: newId(), name: body.name }], this.now());
      return this.groupsOf(trx, classId);
    });
  }

  /** `POST /api/classes/{id}/groups/{groupId}`: a new name. */
  async rename(
    actor: ActorRow,
    classId: string,
    groupId: string,
    body: ClassGroupBody,
  ): Promise<ClassGroups> {
    await this.deps.requireManaged(actor, classId);
    return this.write(classId, async (trx) => {
      await requireGroup(trx, classId, groupId);
      requireFreeName(await groupsOf(trx, classId), body.name, groupId);
      await renameGroup(trx, groupId, body.name);
      return this.groupsOf(trx, classId);
    });
  }

  /** `DELETE /api/classes/{id}/groups/{groupId}`: its students are in no group. */
  async remove(actor: ActorRow, classId: string, groupId: string): Promise<ClassGroups> {
    await this.deps.requireManaged(actor, classId);
    return this.write(classId, async (trx) => {
      await requireGroup(trx, classId, groupId);
      await deleteGroup(trx, classId, groupId);
      return this.groupsOf(trx, classId);
    });
  }

  /**
   * `POST /api/classes/{id}/groups/split`: the class's groups made again, `count` of them named
   * 'Group 1' … and every student of the roster dealt into them at random, their sizes differing
   * by one at most (Kialo Edu's 'split into groups').
   */
  async split(actor: ActorRow, classId: string, count: number): Promise<ClassGroups> {
    await this.deps.requireManaged(actor, classId);
    return this.write(classId, async (trx) => {
      const students = shuffled([...(await studentGroupsOf(trx, classId)).keys()].sort());
      await deleteGroupsOf(trx, classId);
      const groups = Array.from({ length: count }, (_, i) => ({
        id: newId(),
        name: splitGroupName(i + 1),
      }));
      await insertGroups(trx, classId, groups, this.now());
      for (const [i, group] of groups.entries()) {
        const members = students.filter((_, n) => n % count === i);
        await setStudentsGroup(trx, classId, members, group.id);
      }
      return this.groupsOf(trx, classId);
    });
  }

  /** `POST /api/classes/{id}/roster/{userId}/group`: the student's group, or none (null). */
  async assign(
    actor: ActorRow,
    classId: string,
    userId: string,
    groupId: string | null,
  ): Promise<ClassGroups> {
    await this.deps.requireManaged(actor, classId);
    return this.write(classId, async (trx) => {
      if ((await groupOfStudent(trx, classId, userId)) === undefined) {
        throw new NotFoundError(CLASS_MESSAGES.NOT_A_STUDENT);
      }
      if (groupId !== null) await requireGroup(trx, classId, groupId);
      await setStudentsGroup(trx, classId, [userId], groupId);
      return this.groupsOf(trx, classId);
    });
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }

  /**
   * A group write in one transaction. Two writes at once (two tabs, two teachers) may both pass
   * the name check; the unique index on `(class_id, lower(name))` refuses the second, as taken.
   * Each raises the class's `groups_version`: what its students see follows its groups.
   */
  private async write<T>(classId: string, work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.deps.writes.transaction(async (trx) => {
        const result = await work(trx);
        await raiseGroupsVersion(trx, classId);
        return result;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(CLASS_GROUP_MESSAGES.NAME_TAKEN);
      throw error;
    }
  }

  private async groupsOf(db: Db, classId: string): Promise<ClassGroups> {
    const [groups, members] = await Promise.all([
      groupsOf(db, classId),
      groupedStudentsOf(db, classId),
    ]);
    return {
      groups: groups.map((group) => ({
        _id: group.id,
        name: group.name,
        studentIds: members.filter((m) => m.group_id === group.id).map((m) => m.user_id),
      })),
    };
  }
}

async function requireGroup(db: Db, classId: string, groupId: string): Promise<void> {
  if (!(await findGroup(db, classId, groupId))) {
    throw new NotFoundError(CLASS_GROUP_MESSAGES.NOT_FOUND);
  }
}

/** Two groups of a class are told apart by name, in any case. */
function requireFreeName(
  groups: readonly { id: string; name: string }[],
  name: string,
  exceptId?: string,
): void {
  const taken = groups.some(
    (group) => group.id !== exceptId && group.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw new ConflictError(CLASS_GROUP_MESSAGES.NAME_TAKEN);
}

function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
