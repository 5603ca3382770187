/**
 * The LTI module's public surface (DESIGN.md §13): the tool's keys, the launch service with its
 * routes, and the repository reads the platform services (roster sync, score outbox) share.
 */
export { ToolKeys, type SigningKey } from './tool-keys';
export { LtiService, LTI_PATHS, type LtiDeps } from './lti.service';
export { ltiRoutes } from './lti.routes';
export { ltiIssuerKey } from '../sign-in';
