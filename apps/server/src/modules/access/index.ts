/**
 * The access policy (DESIGN.md §3): every module asks it, none decides access on its own. The
 * decisions are the shared package's (`@thoughtful/shared`, also asked by the web); this module
 * adds what only the server has: user rows, the operator, and refusals as HTTP errors.
 */
export {
  ACTIONS,
  decide,
  type AccessContext,
  type Action,
  type ActivityAsk,
  type ActivityContext,
  type Actor,
} from '@thoughtful/shared';
export { AccessPolicy, OPERATOR, toActor, type ActorRow } from './access-policy';
