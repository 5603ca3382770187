import { useLingui } from '@lingui/react';
import type { ClassAgreement, ClassPerceptionGaps } from '@thoughtful/shared';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { formatNumber } from '../../../lib/i18n';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { useClassAgreement, useClassPerceptionGap } from '../api/class-reading-api';
import { useClass } from '../api/classes-api';
import { classPath, ideaInClassPath } from '../class-paths';
import {
  ALPHA_RELIABLE,
  ALPHA_TENTATIVE,
  agreementVerdict,
  alphaNumber,
  CLASS_READING_TEXT as T,
} from '../class-reading-text';
import './class-reading.css';

/**
 * `/classes/:id/reading` (issue 45, DESIGN.md §15), for the class's teachers: whether the
 * students read each scale alike (Krippendorff's α with its 95% band, and what it rests on), and
 * how far their guesses of the class's results fell from them, per question.
 */
export function ClassReadingScreen() {
  useLingui(); // drawn again in the language she switches to
  const { id = '' } = useParams();
  const schoolClass = useClass(id);
  const agreement = useClassAgreement(id);
  const gaps = useClassPerceptionGap(id);
  useQueryErrorAlerts(agreement.error, agreement.errorUpdatedAt, T.agreementFailed);
  useQueryErrorAlerts(gaps.error, gaps.errorUpdatedAt, T.gapFailed);
  const name = schoolClass.data?.name;
  return (
    <section className="py-3 class-reading">
      <p className="mb-2">
        <Link to={classPath(id)}>← {T.backToRoster}</Link>
      </p>
      <h1>{name === undefined ? T.heading : T.headingOf(name)}</h1>
      <AgreementPart agreement={agreement.data} failed={agreement.isError} />
      <GapPart classId={id} gaps={gaps.data} failed={gaps.isError} />
    </section>
  );
}

function AgreementPart({
  agreement,
  failed,
}: {
  agreement: ClassAgreement | undefined;
  failed: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-4" data-testid="class-agreement">
      <h2 id={headingId} className="h4">
        {T.agreementHeading}
      </h2>
      <p className="small text-body-secondary">{T.agreementHelp}</p>
      {agreement === undefined ? (
        failed ? null : (
          <LoadingIndicator label={T.loadingAgreement} />
        )
      ) : (
        <ul className="list-unstyled class-reading-scales">
          {agreement.scales.map((scale) => (
            <AgreementScale key={scale.scale} scale={scale} />
          ))}
        </ul>
      )}
    </section>
  );
}

type ScaleAgreement = ClassAgreement['scales'][number];

function AgreementScale({ scale }: { scale: ScaleAgreement }) {
  const { alpha, low, high } = scale;
  const verdict = alpha === null ? null : agreementVerdict(alpha);
  // Its band reaches below the level it claims: fewer, or other, inTells could tell otherwise.
  const unsure =
    low !== null &&
    ((verdict === 'agrees' && low < ALPHA_RELIABLE) ||
      (verdict === 'tentative' && low < ALPHA_TENTATIVE));
  return (
    <li data-testid={`agreement-${scale.scale}`}>
      <h3 className="h6 mb-1">{T.scaleName(scale.scale)}</h3>
      {alpha === null ? (
        <p className="mb-1 text-body-secondary">{T.notEnough}</p>
      ) : (
        <>
          <p className={`mb-1 class-reading-verdict-${verdict}`} data-testid="agreement-sentence">
            {T.agreementSentence(scale.scale, alpha, low, high)}
            {unsure ? ` ${T.unsure}` : ''}
          </p>
          <AlphaBand alpha={alpha} low={low} high={high} />
        </>
      )}
      {scale.raters > 0 || scale.items > 0 ? (
        <p className="small text-body-secondary mb-0">{T.restsOn(scale.raters, scale.items)}</p>
      ) : null}
    </li>
  );
}

/** A place from 0 to 1 on the band's line, as a percentage of its width (α below 0 at 0). */
const at = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10}%`;

/**
 * α as a mark on a line from 0 to 1, its 95% band as a bar, the levels of agreement as ticks.
 * Drawn with boxes (no chart library); the sentence beside it says all of it in words, so the
 * drawing is hidden from screen readers.
 */
function AlphaBand({
  alpha,
  low,
  high,
}: {
  alpha: number;
  low: number | null;
  high: number | null;
}) {
  const ticks = [0, ALPHA_TENTATIVE, ALPHA_RELIABLE, 1];
  return (
    <div className="class-reading-band" aria-hidden="true" data-testid="agreement-band">
      <div className="class-reading-band-line">
        {ticks.slice(1, 3).map((tick) => (
          <span
            key={tick}
            className="class-reading-band-tick"
            style={{ insetInlineStart: at(tick) }}
          />
        ))}
        {low !== null && high !== null ? (
          <span
            className="class-reading-band-range"
            style={{
              insetInlineStart: at(low),
              width: `calc(${at(high)} - ${at(low)})`,
            }}
          />
        ) : null}
        <span className="class-reading-band-alpha" style={{ insetInlineStart: at(alpha) }} />
      </div>
      <div className="class-reading-band-scale small text-body-secondary">
        {ticks.map((tick) => (
          <span
            key={tick}
            className={tick === 0 ? 'start' : tick === 1 ? 'end' : 'middle'}
            style={tick === 1 ? { insetInlineEnd: 0 } : { insetInlineStart: at(tick) }}
          >
            {tick === 0 || tick === 1 ? formatNumber(tick) : alphaNumber(tick)}
          </span>
        ))}
      </div>
    </div>
  );
}

function GapPart({
  classId,
  gaps,
  failed,
}: {
  classId: string;
  gaps: ClassPerceptionGaps | undefined;
  failed: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="class-perception-gap">
      <h2 id={headingId} className="h4">
        {T.gapHeading}
      </h2>
      <p className="small text-body-secondary">{T.gapHelp}</p>
      {gaps === undefined ? (
        failed ? null : (
          <LoadingIndicator label={T.loadingGap} />
        )
      ) : gaps.questions.length === 0 ? (
        <EmptyState title={T.noGaps} />
      ) : (
        <>
          <GapTrend trend={gaps.trend} />
          {gaps.questions.map((question) => (
            <GapQuestion
              key={`${question.ideaId} ${question.scale}`}
              classId={classId}
              question={question}
            />
          ))}
        </>
      )}
    </section>
  );
}

/**
 * Whether the class's gap shrinks (`classGapTrend`): the verdict and its span in words, a bar per
 * inTell in order (hidden from screen readers: the words and the list say all of it), and each
 * inTell's mean error in a list that opens.
 */
function GapTrend({ trend }: { trend: ClassPerceptionGaps['trend'] }) {
  const headingId = useId();
  const { points, verdict } = trend;
  // Bars up to the largest error shown, at least a quarter of the scale, so small errors stay small.
  const top = Math.max(0.25, ...points.map((point) => point.meanError));
  return (
    <section
      aria-labelledby={headingId}
      className="class-reading-trend mb-4"
      data-testid="gap-trend"
    >
      <h3 id={headingId} className="h5 mb-1">
        {T.trendHeading}
      </h3>
      {verdict === null ? (
        <p className="mb-1" data-testid="gap-trend-sentence">
          {T.trendTooFew(points.length)}
        </p>
      ) : (
        <>
          <p className="mb-1 fw-semibold" data-testid="gap-trend-sentence">
            {T.trendVerdict(verdict)}
          </p>
          <p className="small mb-1" data-testid="gap-trend-span">
            {T.trendSpan(points.length, points[0]!.meanError, points.at(-1)!.meanError)}
          </p>
          <div className="class-reading-trend-bars" aria-hidden="true" data-testid="gap-trend-bars">
            {points.map((point) => (
              <span
                key={point.ideaId}
                className="class-reading-trend-bar"
                style={{
                  height: `${Math.max(2, Math.round((point.meanError / top) * 1000) / 10)}%`,
                }}
              />
            ))}
          </div>
          <details className="small">
            <summary>{T.trendEach}</summary>
            <ol className="mb-0 mt-1">
              {points.map((point) => (
                <li key={point.ideaId}>
                  {T.trendPoint(point.label, point.meanError, point.guesses)}
                </li>
              ))}
            </ol>
          </details>
        </>
      )}
    </section>
  );
}

function GapQuestion({
  classId,
  question,
}: {
  classId: string;
  question: ClassPerceptionGaps['questions'][number];
}) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="class-reading-question mb-3">
      <h3 id={headingId} className="h5 mb-1">
        <Link to={ideaInClassPath(question.ideaId, classId)}>{question.label}</Link>
      </h3>
      <p className="small text-body-secondary mb-1">{T.scaleOf(question.scale)}</p>
      <p className="mb-1 fw-semibold" data-testid="gap-sentence">
        {T.expects(question.expects)}
      </p>
      <dl className="class-reading-figures mb-1">
        <div>
          <dt>{T.meanErrorTerm}</dt>
          <dd>{T.meanError(question.meanError)}</dd>
        </div>
        <div>
          <dt>{T.medianTerm}</dt>
          <dd>{T.median(question.actual)}</dd>
        </div>
        <div>
          <dt>{T.guessedTerm}</dt>
          <dd>{T.guessed(question.meanGap)}</dd>
        </div>
      </dl>
      <p className="small text-body-secondary mb-0">
        {T.counts(question.predictors, question.respondents)}
      </p>
    </article>
  );
}
