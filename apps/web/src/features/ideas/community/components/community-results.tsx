import {
  binCentre,
  INTERPRETATION_MESSAGES,
  isAnswered,
  summarizeIdeaScales,
  type IdeaDto,
  type ScaleAggregate,
  type IdeaScalePlotData,
  type ScaleSummary,
} from '@thoughtful/shared';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { useScalePlot } from '../api/get-scale-plot';
import { COMMUNITY_SCALES, COMMUNITY_TEXT as T, type CommunityScale } from '../community-text';
import { CsvDownload } from './csv-download';
import { NotesTable } from './notes-table';
import './community-results.css';

// d3 comes with the plot, in its own chunk: not in the idea route's first one.
const DensityPlot = lazy(() =>
  import('./density-plot').then((module) => ({ default: module.DensityPlot })),
);

export interface CommunityResultsProps {
  idea: IdeaDto;
}

/**
 * The community's results below the reader's own interpretation (content §2 view 1, §8, §9): per
 * scale the summary sentences, each with how it is worked out, and the responses as a table. Only
 * once the reader has interpreted; a skipped interpretation sees the spec's skipped message.
 */
export function CommunityResults({ idea }: CommunityResultsProps) {
  const headingId = useId();
  const mine = idea.myScale;
  // Every interpretation that was not skipped answers the emotion.
  const skipped = mine === null || !isAnswered(mine.myEmotion);
  const summaries = skipped ? null : summarizeIdeaScales(idea.scaleAggregates);
  const anyPlot =
    summaries !== null && COMMUNITY_SCALES.some(({ name }) => summaries[name].canPlot);
  const plot = useScalePlot(idea._id, idea.scaleCount, anyPlot);
  if (mine === null) return null;
  return (
    <section aria-labelledby={headingId} className="community-results mx-auto">
      <h2 id={headingId} className="h5">
        {T.heading}
      </h2>
      {summaries === null ? (
        <p>{INTERPRETATION_MESSAGES.SKIPPED}</p>
      ) : (
        <>
          {COMMUNITY_SCALES.map(({ name, label }) => (
            <ScaleResult
              key={name}
              label={label}
              summary={summaries[name]}
              aggregate={idea.scaleAggregates[name]}
              plot={
                plot.data ? (
                  <Plot scale={name} label={label} data={plot.data} summary={summaries[name]} />
                ) : plot.isError ? (
                  <p className="small text-danger">{T.plotFailed}</p>
                ) : (
                  <LoadingIndicator label={T.loadingPlot} />
                )
              }
            />
          ))}
          <NotesTable ideaId={idea._id} scaleCount={idea.scaleCount} />
          <CsvDownload ideaId={idea._id} />
        </>
      )}
    </section>
  );
}

interface ScaleResultProps {
  label: string;
  summary: ScaleSummary;
  aggregate: ScaleAggregate;
  plot: ReactNode;
}

interface PlotProps {
  scale: CommunityScale;
  label: string;
  data: IdeaScalePlotData;
  summary: ScaleSummary;
}

/** One scale's plot from the columnar numbers; the reader's own answer is at `mine`. */
function Plot({ scale, label, data, summary }: PlotProps) {
  const column = data[scale];
  const values = column.filter((value): value is number => value !== null);
  const mine = data.mine === null ? null : (column[data.mine] ?? null);
  return (
    <Suspense fallback={<LoadingIndicator label={T.loadingPlot} />}>
      <DensityPlot
        label={label}
        values={values}
        mine={mine}
        summary={summary.lines[0]?.text ?? ''}
      />
    </Suspense>
  );
}

function ScaleResult({ label, summary, aggregate, plot }: ScaleResultProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-3" data-scale={summary.scale}>
      <h3 id={headingId} className="h6 mb-1">
        {label}
      </h3>
      {summary.canPlot ? plot : null}
      <ul className="list-unstyled mb-1">
        {summary.lines.map((line) => (
          <li key={line.kind}>
            <p className="mb-0">{line.text}</p>
            <details className="small">
              <summary>{T.howWorkedOut}</summary>
              <p className="mb-0 text-body-secondary">{line.howWorkedOut}</p>
            </details>
          </li>
        ))}
      </ul>
      {summary.canPlot ? <BinTable label={label} aggregate={aggregate} /> : null}
    </section>
  );
}

/** The text alternative to the plot: the non-empty bins of the stored histogram. */
export function BinTable({ label, aggregate }: { label: string; aggregate: ScaleAggregate }) {
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
                <td>{row.value.toFixed(2)}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
