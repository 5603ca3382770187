/**
 * The words of links (content spec §8), kept in one place (CONVENTIONS.md, habit 13). The server
 * answers the plain messages; the browser puts the spec's prefixes in front of each one.
 */
export const LINK_MESSAGES = {
  // Server answers. The spec words none of them.
  MODE_INVALID_IDEA_IDEA: 'modeOnSubmit must be one of 20 to 27',
  MODE_INVALID_IDEA_AGENT: 'modeOnSubmit must be 30, 31, 40 or 41',
  MODE_INVALID_AGENT_AGENT: 'modeOnSubmit must be one of 50 to 55',
  SELF_LINK_IDEA: 'An inTell cannot be linked to itself',
  SELF_LINK_AGENT: 'A waveMaker cannot be linked to itself',
  NOT_FOUND: 'Link not found',
} as const;

/** The three link kinds as the spec's error prefixes name them (content §8). */
export type LinkKindName = 'linkIdeaIdea' | 'linkIdeaAgent' | 'linkAgentAgent';

/** 'Failed To Create linkIdeaIdea On Server: {msg}' and its two siblings (content §8). */
export function linkCreateFailedMessage(kind: LinkKindName, msg: string): string {
  return `Failed To Create ${kind} On Server: ${msg}`;
}

/** 'Failed To Create Link On Server: {msg}' (content §8: "agents and ideas"). */
export function genericLinkCreateFailedMessage(msg: string): string {
  return `Failed To Create Link On Server: ${msg}`;
}
