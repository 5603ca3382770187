// The links feature's public face: the four link views of the idea and agent screens, and
// making a link from a route's mode.
export { useLinkAndGo } from './api/use-link-and-go';
export { AgentLinkViews } from './components/agent-link-views';
export { IdeaLinkViews } from './components/idea-link-views';
export { linkPagePath, routeAction } from './link-model';
