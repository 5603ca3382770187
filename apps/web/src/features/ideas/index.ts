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
// A saved interpretation read-only, for a student's completed activity opened again.
export { InterpretationReadOnly } from './interpretation/components/interpretation-read-only';
// The inTell an activity is about, as its card, for the student's activities (read-only links).
export { IdeaCard } from './components/idea-card';
export { ideaQueryKey, useIdea } from './api/get-idea';
// The community's results and plots (content §9), for the activities' guiding question and the
// teacher's progress view. `LazyDensityPlot` keeps d3 in its own chunk.
export { CommunityResults } from './community/components/community-results';
export { LazyDensityPlot } from './community/components/lazy-density-plot';
export { useScalePlot } from './community/api/get-scale-plot';
export { weightedColumn, type WeightedValues } from './community/brush-selection';
// The plots' sentences in the reader's language (a summary line's `said`), for the activities.
export { useSay } from './summary/said-words';
// A scale's value in the reader's words ('Somewhat sound (0.6)'), for the teacher's progress view.
export { sliderValueWords, sliderWordsOf } from './interpretation/scale-words';
