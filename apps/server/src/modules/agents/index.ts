/**
 * The agents module's public surface: waveMaker names by id, a waveMaker's member, and a member's
 * own waveMaker (made on first need). Other modules import only this file.
 */
export {
  ensureMemberAgent,
  findAgentById,
  findAgentMember,
  findAgentNames,
} from './agents.repository';
