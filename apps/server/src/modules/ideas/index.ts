/**
 * The ideas module's public surface: an inTell's rows (whether it exists, who posted it, its
 * waveMakers), its public part's mapper, the idea summaries, and the listener that keeps the kept
 * copies' versions. Other modules import only this file.
 */
export {
  findIdeaAgents,
  findIdeaById,
  findIdeaClassId,
  requireReadableIdea,
  requireReadableIdeaPoster,
  requireReadableIdeas,
  findIdeaPoster,
  IDEA_COLUMNS,
  ideaAgentsQuery,
  ideaExists,
  type IdeaAgentRow,
} from './ideas.repository';
export { toIdeaPublic, type IdeaPublic } from './ideas.mappers';
export { classOfContent } from './ideas.service';
export { keptIdeaVersions, touchedByChanges } from './kept-versions.listener';
export {
  findIdeaSummariesByIds,
  findIdeaSummariesNamedFor,
  ideaSummaryQuery,
  listAgentIdeaSummaries,
  listLatestIdeaSummaries,
  listQuoteSummaries,
  quoteSummariesQuery,
  toIdeaQuote,
  toIdeaSummary,
  type IdeaSummaryRow,
} from './idea-summaries';
