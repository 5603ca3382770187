/**
 * The interpretations module's public surface: a reader's own interpretation of an inTell and the
 * inTell's stored aggregates, a member's answers to guiding questions (activity 101), some
 * members' plot numbers (a teacher's view of the class), and the ratings of a waveMaker as its
 * screen lists them. Writing them goes through InterpretationsService (activities write inside
 * their transaction with `interpretIn`, handed to them by the composition root); reading the
 * rest through IdeaScaleReadsService.
 */
export { listAgentScales } from './agent-scales.repository';
export {
  addStoredAggregates,
  AGGREGATES_COLUMNS,
  classAggregatesIn,
  readIdeaScaleAggregates,
  readScopedAggregates,
  storedAggregatesOf,
  type StoredScaleAggregates,
} from './idea-scale-aggregates.repository';
export {
  findGuidingAnswers,
  findIdeaScale,
  findIdeaScalesOfMembers,
  findPlotRowsOfMembers,
  IDEA_SCALE_COLUMNS,
  type GuidingAnswerRow,
  type IdeaScaleRow,
  type MemberPlotRow,
} from './idea-scales.repository';
export { toAgentScale, toIdeaScale } from './interpretation-mappers';
