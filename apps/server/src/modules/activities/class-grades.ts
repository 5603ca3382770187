import type { Kysely } from 'kysely';
import { nameForTeachers, overallGrade, type ClassGrades } from '@thoughtful/shared';
import type { Database, Db } from '../../db/schema';
import type { AccessPolicy, ActorRow } from '../access';
import { listActivities } from './activities.repository';
import { requireKnownClass } from './activity-classes';
import { listGradesOn } from './feedback.repository';

/**
 * Overall grades (issue 43, beyond the spec; Kialo Edu has one): a student's is the mean of the
 * grades her teachers gave on her completions in the class (drafts included: the teachers' view),
 * with how many; the class's is the mean of its students' overall grades, so that each student
 * weighs the same however many of her activities are graded.
 */

export interface ClassStudentRow {
  user_id: string;
  name: string;
  email: string;
}

/** The students of a class with their names, by name (off `class_students`' primary key). */
export function listClassStudents(db: Db, classId: string): Promise<ClassStudentRow[]> {
  return db
    .selectFrom('class_students')
    .innerJoin('users', 'users.id', 'class_students.user_id')
    .select(['users.id as user_id', 'users.name', 'users.email'])
    .where('class_students.class_id', '=', classId)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

/** Each member's grades, from feedback rows (the grade-less ones left out). */
export function gradesByStudent(
  rows: readonly { user_id: string; grade: number | null }[],
): Map<string, number[]> {
  const grades = new Map<string, number[]>();
  for (const row of rows) {
    if (row.grade === null) continue;
    grades.set(row.user_id, [...(grades.get(row.user_id) ?? []), row.grade]);
  }
  return grades;
}

/** The mean of students' means, unrounded as they are added one page of students at a time. */
export class ClassGradeMean {
  private sum = 0;
  private students = 0;

  add(grades: readonly number[] | undefined): void {
    if (!grades || grades.length === 0) return;
    this.sum += grades.reduce((total, grade) => total + grade, 0) / grades.length;
    this.students += 1;
  }

  get overall(): { grade: number | null; graded: number } {
    if (this.students === 0) return { grade: null, graded: 0 };
    return { grade: Math.round((this.sum / this.students) * 10) / 10, graded: this.students };
  }
}

/** `GET /api/classes/{id}/grades`: a class's teachers and admins only. */
export async function classGrades(
  deps: { db: Kysely<Database>; access: AccessPolicy },
  actor: ActorRow,
  classId: string,
): Promise<ClassGrades> {
  const { db, access } = deps;
  const { role } = await requireKnownClass(db, access, actor, classId);
  access.requireUser(actor, 'activity.manage', { classRole: role });
  const [activities, students] = await Promise.all([
    listActivities(db, { enabledOnly: false, classIds: [classId] }),
    listClassStudents(db, classId),
  ]);
  // A student removed from the class is not in it: her grades are left out with her.
  const grades = gradesByStudent(
    await listGradesOn(
      db,
      activities.map((activity) => activity.id),
    ),
  );
  const mean = new ClassGradeMean();
  const graded = students.flatMap((student) => {
    const own = grades.get(student.user_id);
    if (!own) return [];
    mean.add(own);
    return [
      {
        studentId: student.user_id,
        name: nameForTeachers(student.name, student.email),
        ...overallGrade(own),
      },
    ];
  });
  return { students: graded, ...mean.overall };
}
