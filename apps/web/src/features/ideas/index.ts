// The ideas feature's public face: inTell search and lists, and the create form the links
// feature's create-and-link screen shows.
export { useIdeaSearch, useLatestIdeas } from './api/get-ideas';
export { IdeaSummaryList } from './components/idea-summary-list';
export { CreateIdeaForm } from './create-idea/components/create-idea-form';
export { CREATE_IDEA_TEXT } from './create-idea/create-idea-text';
// The interpretation flow of an inTell (content §4 '102'), for the activities that ask for one.
export {
  InterpretationFlow,
  type InterpretationFlowProps,
} from './interpretation/components/interpretation-flow';
export { ownInterpretation } from './interpretation/own-interpretation';
