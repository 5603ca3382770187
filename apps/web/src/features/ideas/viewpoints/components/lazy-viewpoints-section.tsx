import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '../../../../components/loading-indicator';
// The community's words, not the viewpoints': those (and the thresholds they name) stay lazy.
import { useCommunityText } from '../../community/community-text';
import type { ViewpointsSectionProps } from './viewpoints-section';

const ViewpointsSection = lazy(() =>
  import('./viewpoints-section').then((module) => ({ default: module.ViewpointsSection })),
);

/** The viewpoints and cruxes, in their own chunk: loaded only once the results are shown. */
export function LazyViewpointsSection(props: ViewpointsSectionProps) {
  const T = useCommunityText();
  return (
    <Suspense fallback={<LoadingIndicator label={T.loadingViewpoints} />}>
      <ViewpointsSection {...props} />
    </Suspense>
  );
}
