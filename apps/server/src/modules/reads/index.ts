/**
 * The reads that put a screen's item together from the modules that own its parts (an inTell's
 * page, a waveMaker's page), with what each server keeps of them. They sit above ideas, agents,
 * links and interpretations, so none of those needs another's reads.
 */
export { AgentReads } from './agent-reads';
export { IdeaReadModel, type IdeaParts } from './idea-reads';
export { keptCopiesWarmer } from './kept-copies-warmer';
