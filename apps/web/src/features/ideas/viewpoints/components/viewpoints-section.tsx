import type { Crux, IdeaViewpoints } from '@thoughtful/shared';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { VIEWPOINTS_TEXT as T } from '../viewpoints-text';
import { CruxesList, ViewpointsPanel } from './viewpoints-panel';

export interface ViewpointsSectionProps {
  /** The viewpoints' answer; undefined while it loads or when it failed. */
  viewpoints: IdeaViewpoints | undefined;
  failed: boolean;
  cruxes: readonly Crux[];
  /** The class the inTell was opened in, or null. */
  classId: string | null;
  /** Whether the reader may open an inTell's own screen (the education build's students may not). */
  linkIdeas: boolean;
}

/** The inTell's viewpoints and, for a guiding question, its cruxes: loaded with their module. */
export function ViewpointsSection({
  viewpoints,
  failed,
  cruxes,
  classId,
  linkIdeas,
}: ViewpointsSectionProps) {
  return (
    <>
      {viewpoints !== undefined ? (
        <ViewpointsPanel viewpoints={viewpoints} />
      ) : failed ? (
        <p className="small text-body-secondary">{T.failed}</p>
      ) : (
        <LoadingIndicator label={T.loading} />
      )}
      <CruxesList cruxes={cruxes} classId={classId} linkIdeas={linkIdeas} />
    </>
  );
}
