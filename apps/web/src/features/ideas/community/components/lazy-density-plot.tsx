import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { useCommunityText } from '../community-text';
import type { DensityPlotProps } from './density-plot';

const DensityPlot = lazy(() =>
  import('./density-plot').then((module) => ({ default: module.DensityPlot })),
);

/** The density plot, with d3 loaded only when a plot is first drawn. */
export function LazyDensityPlot(props: DensityPlotProps) {
  const T = useCommunityText();
  return (
    <Suspense fallback={<LoadingIndicator label={T.loadingPlot} />}>
      <DensityPlot {...props} />
    </Suspense>
  );
}
