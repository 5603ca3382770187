/**
 * The activities module's public surface: its service (built by the composition root, which hands
 * it the other modules' writes) and its routes (registered in app.ts). No other module uses it.
 */
export { ActivitiesService, type ActivityWriters } from './activities.service';
export { activityRoutes } from './activities.routes';
