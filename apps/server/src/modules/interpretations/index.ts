/**
 * The interpretations module's public surface: the interpretations of an inTell and the ratings
 * of a waveMaker as their screens list them. Writing them goes through InterpretationsService.
 */
export { listAgentScales } from './agent-scales.repository';
export { listIdeaScales } from './idea-scales.repository';
export { toAgentScale, toIdeaScale } from './interpretation-mappers';
