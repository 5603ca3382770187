/**
 * The links module's public surface: the link columns of an inTell's and a waveMaker's screens,
 * and rating an idea-to-idea link inside the caller's transaction (interpretations do). Other
 * modules import only this file.
 */
export { rateIdeaPair } from './idea-pair-rating';
export { rateLinkIdeaIdea } from './link-ratings';
export {
  toLinkedAgent,
  toLinkedAgentOfIdea,
  toLinkedIdea,
  toLinkedIdeaOfAgent,
} from './links.mappers';
export {
  findLinkIdeaIdea,
  findPairRatingsOfMembers,
  linkedAgentsOfIdeaQuery,
  linkedIdeasQueries,
  listLinkedAgents,
  listLinkedAgentsOfIdea,
  listLinkedIdeas,
  listLinkedIdeasOfAgent,
  mergeLinkedIdeas,
  type LinkedAgentOfIdeaRow,
  type LinkedIdeaRow,
  type MemberPairRating,
} from './links.repository';
