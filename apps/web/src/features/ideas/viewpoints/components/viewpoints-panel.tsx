import {
  VIEWPOINT_MIN_RESPONDENTS,
  VIEWPOINT_SCALE_RANGE,
  type Crux,
  type IdeaViewpoints,
  type ViewpointScaleSummary,
} from '@thoughtful/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { ViewpointsMethod } from '../../../../components/viewpoints/viewpoints-method';
import { useViewpointSentences } from '../../../../components/viewpoints/viewpoint-sentences';
import { ideaPathIn } from '../viewpoint-paths';
import { VIEWPOINTS_TEXT as T } from '../viewpoints-text';
import { useSpokenLanguage } from '../../../../lib/i18n';

export interface ViewpointsPanelProps {
  viewpoints: IdeaViewpoints;
}

/**
 * An inTell's viewpoints (DESIGN.md §12), beside the spec's summaries, never instead of them: per
 * scale the groups' sentence and the bridged figure with what it rests on, how it is worked out,
 * and what kind of disagreement splits the groups; below the thresholds, why nothing is shown.
 */
export function ViewpointsPanel({ viewpoints }: ViewpointsPanelProps) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const headingId = useId();
  const sentences = useViewpointSentences();
  const { respondents, scales, disagreement } = viewpoints;
  return (
    <section
      aria-labelledby={headingId}
      className="viewpoints-panel border-top pt-3 mb-3"
      data-testid="viewpoints"
    >
      <h3 id={headingId} className="h6 mb-1">
        {T.heading}
      </h3>
      <p className="small text-body-secondary mb-2">{T.intro}</p>
      {scales.length === 0 ? (
        <EmptyReason viewpoints={viewpoints} />
      ) : (
        <>
          {disagreement !== null ? (
            <p className="mb-2" data-testid="viewpoints-disagreement">
              {sentences.disagreement(disagreement.kind)}
            </p>
          ) : null}
          <ul className="list-unstyled mb-1">
            {scales.map((scale) => (
              <ScaleViewpoint key={scale.scale} scale={scale} />
            ))}
          </ul>
        </>
      )}
      {respondents >= VIEWPOINT_MIN_RESPONDENTS || scales.length > 0 ? <ViewpointsMethod /> : null}
    </section>
  );
}

function ScaleViewpoint({ scale }: { scale: ViewpointScaleSummary }) {
  const sentences = useViewpointSentences();
  const range = VIEWPOINT_SCALE_RANGE[scale.scale];
  return (
    <li className="mb-2" data-viewpoint-scale={scale.scale}>
      <p className="mb-0">
        <span className="fw-semibold">{T.scaleLabels[scale.scale]}: </span>
        {sentences.scale(scale)}
      </p>
      <p className="small text-body-secondary mb-0">
        {T.bridged(scale.bridged, range.min, range.max)};{' '}
        {T.restsOn(scale.respondents, scale.groups.length)}.
      </p>
    </li>
  );
}

/** Why no viewpoints show: too few people, not worked out yet, or no separate groups. */
function EmptyReason({ viewpoints }: { viewpoints: IdeaViewpoints }) {
  const { respondents, placed, computedAt } = viewpoints;
  if (respondents < VIEWPOINT_MIN_RESPONDENTS) {
    return <p className="mb-1">{T.fewerThanMinimum(respondents)}</p>;
  }
  if (computedAt === null) return <p className="mb-1">{T.notWorkedOutYet}</p>;
  return (
    <>
      <p className="mb-1">{T.noneFound(respondents)}</p>
      {placed < respondents ? (
        <p className="small text-body-secondary mb-1">{T.placed(placed, respondents)}</p>
      ) : null}
    </>
  );
}

export interface CruxesListProps {
  cruxes: readonly Crux[];
  classId: string | null;
  /** Whether the reader may open an inTell's own screen (the education build's students may not). */
  linkIdeas: boolean;
}

/** A guiding question's cruxes (DESIGN.md §12): each one's headline and why it is one. */
export function CruxesList({ cruxes, classId, linkIdeas }: CruxesListProps) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const headingId = useId();
  const sentences = useViewpointSentences();
  if (cruxes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-3" data-testid="cruxes">
      <h3 id={headingId} className="h6 mb-1">
        {T.cruxesHeading}
      </h3>
      <p className="small text-body-secondary mb-1">{T.cruxesIntro}</p>
      <ol className="mb-1 ps-3">
        {cruxes.map((crux) => (
          <li key={crux.ideaId} className="mb-1">
            {linkIdeas ? (
              <Link to={ideaPathIn(crux.ideaId, classId)}>{crux.headline}</Link>
            ) : (
              <span className="fw-semibold">{crux.headline}</span>
            )}
            <p className="small text-body-secondary mb-0">{sentences.crux(crux)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
