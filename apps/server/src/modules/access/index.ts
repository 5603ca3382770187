/** The access policy (DESIGN.md §3): every module asks it, none decides access on its own. */
export {
  ACTIONS,
  AccessPolicy,
  OPERATOR,
  decide,
  toActor,
  type AccessContext,
  type Action,
  type ActorRow,
  type ActivityAsk,
  type ActivityContext,
  type Actor,
} from './access-policy';
