import {
  binCentre,
  isAnswered,
  spreadOf,
  summarizeIdeaScales,
  summarizeSpread,
  type IdeaDto,
  type ScaleAggregate,
  type IdeaScalePlotData,
  type ScaleSummary,
  type ViewpointGroupScale,
  INTERPRETATION_MESSAGES,
} from '@thoughtful/shared';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { formatNumber, useSharedMessage } from '../../../../lib/i18n';
import { useAuth, useCan } from '../../../accounts';
import { useIdeaCruxes, useIdeaViewpoints } from '../../viewpoints/api/get-viewpoints';
import { LazyViewpointsSection } from '../../viewpoints/components/lazy-viewpoints-section';
import { useScalePlot } from '../api/get-scale-plot';
import {
  countSelected,
  normalizeRange,
  selectRespondents,
  weightedColumn,
  type BrushRange,
} from '../brush-selection';
import {
  COMMUNITY_SCALES,
  isPlottedScale,
  useCommunityText,
  type CommunityText,
  type PlottedScale,
} from '../community-text';
import { useSay } from '../../summary/said-words';
import { BrushForm } from './brush-form';
import { CsvDownload } from './csv-download';
import { LazyDensityPlot } from './lazy-density-plot';
import { NotesTable } from './notes-table';
import './community-results.css';

export interface CommunityResultsProps {
  idea: IdeaDto;
  /**
   * The reader posted this inTell with its intent declared: the gate counts her as done (content
   * §2), so she sees the results without interpreting, which would add her to them.
   */
  readerIsAuthor?: boolean;
  /**
   * The class the inTell was opened in (an activity's, or the screen's `?classId=`): the
   * viewpoint groups and cruxes are then the class's (DESIGN.md §12). Null: the installation's.
   */
  classId?: string | null;
}

/**
 * The community's results below the reader's own interpretation (content §2 view 1, §8, §9): per
 * scale the summary sentences, each with how it is worked out, and the responses as a table. Only
 * once the reader has interpreted or is the author; a skipped interpretation sees the spec's
 * skipped message.
 */
export function CommunityResults({
  idea,
  readerIsAuthor = false,
  classId = null,
}: CommunityResultsProps) {
  const headingId = useId();
  const T = useCommunityText();
  const say = useSay();
  const shared = useSharedMessage();
  const mine = idea.myScale;
  const gatePassed = mine !== null || readerIsAuthor;
  // Every interpretation that was not skipped answers the emotion.
  const skipped = mine !== null && !isAnswered(mine.myEmotion);
  const summaries = skipped ? null : summarizeIdeaScales(idea.scaleAggregates);
  const scales = COMMUNITY_SCALES.filter(
    ({ name, optional }) => !optional || idea.scaleAggregates[name].count > 0,
  ).map(({ name }) => ({ name, label: T.scaleLabel(name) }));
  const plotted =
    summaries === null
      ? []
      : scales.flatMap(({ name, label }) =>
          isPlottedScale(name) && summaries[name].canPlot ? [{ name, label }] : [],
        );
  const plot = useScalePlot(idea._id, idea.scaleCount, gatePassed && plotted.length > 0);
  // The viewpoints beside the summaries (DESIGN.md §12), for whoever sees the summaries.
  const showViewpoints = gatePassed && summaries !== null;
  const viewpoints = useIdeaViewpoints(idea._id, classId, idea.scaleCount, showViewpoints);
  const cruxes = useIdeaCruxes(idea._id, classId, idea.scaleCount, showViewpoints);
  const { user } = useAuth();
  const can = useCan();
  const [range, setRange] = useState<BrushRange | null>(null);
  const mask = useMemo(
    () => (plot.data && range !== null ? selectRespondents(plot.data, range) : null),
    [plot.data, range],
  );
  if (!gatePassed) return null;
  const rangeLabel = scales.find(({ name }) => name === range?.scale)?.label ?? '';
  return (
    <section aria-labelledby={headingId} className="community-results mx-auto">
      <h2 id={headingId} className="h5">
        {T.heading}
      </h2>
      {summaries === null ? (
        <p>{shared('INTERPRETATION_MESSAGES.SKIPPED', INTERPRETATION_MESSAGES.SKIPPED)}</p>
      ) : (
        <>
          {plot.data && plotted.length > 0 ? (
            <>
              <p className="small text-body-secondary mb-2">{T.brushHint}</p>
              <BrushForm scales={plotted} range={range} onSelect={setRange} />
            </>
          ) : null}
          <div aria-live="polite" className="d-flex flex-wrap align-items-center gap-2 mb-2">
            {range !== null && mask !== null ? (
              <>
                <span data-testid="brush-status">
                  {T.brushStatus(
                    countSelected(mask),
                    mask.length,
                    rangeLabel,
                    range.min,
                    range.max,
                  )}
                </span>
                <Button size="sm" variant="outline-secondary" onClick={() => setRange(null)}>
                  {T.brushClear}
                </Button>
              </>
            ) : null}
          </div>
          {scales.map(({ name, label }) => (
            <ScaleResult
              key={name}
              label={label}
              summary={summaries[name]}
              aggregate={idea.scaleAggregates[name]}
              selectedLine={
                plot.data && mask !== null && isPlottedScale(name)
                  ? selectedLine(name, plot.data, mask, T, say)
                  : null
              }
              plot={
                !isPlottedScale(name) ? (
                  <p className="small text-body-secondary mb-1">{T.noPlotNote}</p>
                ) : plot.data ? (
                  <Plot
                    scale={name}
                    label={label}
                    data={plot.data}
                    summary={summaries[name]}
                    mask={mask}
                    range={range?.scale === name ? range : null}
                    groups={groupsOn(viewpoints.data?.scales, name)}
                    onBrush={(ends) =>
                      setRange(ends === null ? null : normalizeRange(name, ends[0], ends[1]))
                    }
                  />
                ) : plot.isError ? (
                  <p className="small text-danger">{T.plotFailed}</p>
                ) : (
                  <LoadingIndicator label={T.loadingPlot} />
                )
              }
            />
          ))}
          <LazyViewpointsSection
            viewpoints={viewpoints.data}
            failed={viewpoints.isError}
            cruxes={cruxes.data?.cruxes ?? []}
            classId={classId}
            linkIdeas={can?.(user, 'content.browse') ?? false}
          />
          <NotesTable ideaId={idea._id} scaleCount={idea.scaleCount} range={range} />
          <CsvDownload ideaId={idea._id} />
        </>
      )}
    </section>
  );
}

/**
 * The viewpoint groups' answers on a plotted scale, when the viewpoints answer has that scale
 * (its names are the plots': 'sound', 'authorIntent', 'emotion', 'score', 'supportLevel').
 */
function groupsOn(
  scales: readonly { scale: string; groups: ViewpointGroupScale[] }[] | undefined,
  name: PlottedScale,
): readonly ViewpointGroupScale[] | undefined {
  return scales?.find((each) => each.scale === name)?.groups;
}

/** The selected respondents' own summary on a scale, once there are enough of them to plot. */
function selectedLine(
  scale: PlottedScale,
  data: IdeaScalePlotData,
  mask: readonly boolean[],
  T: CommunityText,
  say: ReturnType<typeof useSay>,
): string | null {
  const { values } = weightedColumn(data, scale, mask);
  const summary = summarizeSpread(scale, spreadOf(values));
  if (!summary.canPlot) return null;
  const first = summary.lines[0];
  return first ? T.selectedSummary(say(first.said)) : null;
}

interface ScaleResultProps {
  label: string;
  summary: ScaleSummary;
  aggregate: ScaleAggregate;
  plot: ReactNode;
  selectedLine: string | null;
}

interface PlotProps {
  scale: PlottedScale;
  label: string;
  data: IdeaScalePlotData;
  summary: ScaleSummary;
  mask: readonly boolean[] | null;
  range: BrushRange | null;
  onBrush: (ends: [number, number] | null) => void;
  groups: readonly ViewpointGroupScale[] | undefined;
}

/** One scale's plot from the columnar numbers; the reader's own answer is at `mine`. */
function Plot({ scale, label, data, summary, mask, range, onBrush, groups }: PlotProps) {
  const say = useSay();
  const column = data[scale];
  const mine = data.mine === null ? null : (column[data.mine] ?? null);
  return (
    <LazyDensityPlot
      label={label}
      scale={scale}
      everyone={weightedColumn(data, scale)}
      selection={mask === null ? null : weightedColumn(data, scale, mask)}
      mine={mine}
      summary={summary.lines[0] ? say(summary.lines[0].said) : ''}
      range={range}
      onBrush={onBrush}
      {...(groups !== undefined ? { groups } : {})}
    />
  );
}

function ScaleResult({ label, summary, aggregate, plot, selectedLine }: ScaleResultProps) {
  const headingId = useId();
  const T = useCommunityText();
  const say = useSay();
  return (
    <section aria-labelledby={headingId} className="mb-3" data-scale={summary.scale}>
      <h3 id={headingId} className="h6 mb-1">
        {label}
      </h3>
      {summary.canPlot ? plot : null}
      <ul className="list-unstyled mb-1">
        {summary.lines.map((line) => (
          <li key={line.kind}>
            <p className="mb-0">{say(line.said)}</p>
            <details className="small">
              <summary>{T.howWorkedOut}</summary>
              <p className="mb-0 text-body-secondary">
                {line.howSaid.map((part) => say(part)).join(' ')}
              </p>
            </details>
          </li>
        ))}
      </ul>
      {summary.canPlot && selectedLine !== null ? (
        <p className="small mb-1" data-testid="selected-summary">
          {selectedLine}
        </p>
      ) : null}
      {summary.canPlot ? <BinTable label={label} aggregate={aggregate} /> : null}
    </section>
  );
}

/** The text alternative to the plot: the non-empty bins of the stored histogram. */
export function BinTable({ label, aggregate }: { label: string; aggregate: ScaleAggregate }) {
  const T = useCommunityText();
  const rows = aggregate.histogram
    .map((count, index) => ({ value: binCentre(index), count }))
    .filter((row) => row.count > 0);
  return (
    <details className="small">
      <summary>{T.tableSummary}</summary>
      {rows.length === 0 ? (
        <p className="mb-0">{T.noResponses}</p>
      ) : (
        <table className="table table-sm w-auto mb-0">
          <caption className="caption-top">{T.tableCaption(label)}</caption>
          <thead>
            <tr>
              <th scope="col">{T.valueColumn}</th>
              <th scope="col">{T.countColumn}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value}>
                <td>
                  {formatNumber(row.value, {
                    minimumFractionDigits: 2,
                    maximumFractionDigits: 2,
                    useGrouping: false,
                  })}
                </td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
