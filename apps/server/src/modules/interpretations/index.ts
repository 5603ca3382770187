/**
 * The interpretations module's public surface: a reader's own interpretation of an inTell and the
 * inTell's stored aggregates, and the ratings of a waveMaker as its screen lists them. Writing
 * them goes through InterpretationsService; reading the rest through IdeaScaleReadsService.
 */
export { listAgentScales } from './agent-scales.repository';
export { readIdeaScaleAggregates } from './idea-scale-aggregates.repository';
export { findIdeaScale } from './idea-scales.repository';
export { toAgentScale, toIdeaScale } from './interpretation-mappers';
