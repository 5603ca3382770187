/**
 * The ideas module's public surface: whether an inTell exists and who posted it, and the idea
 * summary read model. Other modules import only this file.
 */
export { findIdeaPoster, ideaExists } from './ideas.repository';
export {
  findIdeaSummariesByIds,
  ideaSummaryQuery,
  listAgentIdeaSummaries,
  listLatestIdeaSummaries,
  listQuoteSummaries,
  toIdeaQuote,
  toIdeaSummary,
  type IdeaSummaryRow,
} from './idea-summaries';
