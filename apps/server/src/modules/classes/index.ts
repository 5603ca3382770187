/**
 * The classes module's public surface (DESIGN.md §10): who is in which class, for the modules
 * that hold a class's activities and content, whose class content a reader sees, and the
 * service and routes for the composition root and the app. Other modules import only this file.
 */
export {
  classIdsStudiedBy,
  classIdsTaughtBy,
  classRoleOf,
  studentIdsOf,
  teacherIdsOf,
} from './class-membership.repository';
export {
  authorSeenFrom,
  authorSeenIn,
  classPageScope,
  contentScopeOf,
  FORMER_CLASSMATE,
  groupPlaceIn,
  groupPlaceOf,
  ideasUnseenByGroup,
  inScope,
  mayReadClassContent,
  placeKey,
  PUBLIC_SCOPE,
  visibleIn,
  visibleOnPage,
  type ContentScope,
  type GroupPlace,
  type PageView,
  type Reader,
} from './content-scope';
export {
  addClassStudent,
  classStudentIds,
  classStudentPairs,
  enrolClasslessStudentsInOnlyClass,
  findClassSummaries,
  liveClassIds,
  onlyClassId,
  roleInClass,
  studentClassIds,
  startClassTaughtBy,
  type ClassSummaryRow,
} from './class-activities.repository';
export { newJoinCode } from './join-codes';
export { ClassesService, type ClassesDeps, type MailBudget } from './classes.service';
export { ClassGroupsService, type ClassGroupsDeps } from './class-groups.service';
export {
  groupNamesIn,
  groupNamesOfStudent,
  groupOfStudent,
  studentGroupsOf,
} from './class-groups.repository';
export { classRoutes } from './classes.routes';
export { classGroupRoutes } from './class-groups.routes';
