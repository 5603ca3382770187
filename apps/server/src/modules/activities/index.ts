/**
 * The activities module's public surface: its use cases (reading, managing, completing; built by
 * the composition root, which hands completing the other modules' writes) and its routes
 * (registered in app.ts). No other module uses it.
 */
export { activityRoutes } from './activities.routes';
export { ActivityFeedback } from './activity-feedback';
export { classAnswersCsv } from './class-answers-csv';
export { classGrades } from './class-grades';
export { feedbackRoutes } from './feedback.routes';
export { ActivityCompletion, type ActivityWriters } from './complete-activity';
export { ActivityManagement } from './manage-activities';
export { ActivityReads } from './read-activities';
