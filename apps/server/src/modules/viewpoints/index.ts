/**
 * The viewpoints module's public surface (DESIGN.md §12): the listener that marks the opinion maps
 * a write changed, the background recompute that works them out, and the service and routes that
 * read them.
 */
export { RECOMPUTE_JOB, viewpointScopesListener } from './viewpoint-scopes.listener';
export {
  recomputeCatchUpKind,
  recomputeJobKind,
  restAfterRecompute,
} from './viewpoint-recompute.job';
export {
  ViewpointRecompute,
  type ScopeRecomputed,
  type ViewpointRecomputeDeps,
} from './viewpoint-recompute';
export { ViewpointsService, type ViewpointsDeps } from './viewpoints.service';
export { viewpointRoutes } from './viewpoints.routes';
export { PUBLIC_SCOPE_KEY } from './viewpoint-scopes.repository';
export { VIEWPOINT_MESSAGES } from './viewpoint-messages';
