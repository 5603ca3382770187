import {
  binCentre,
  INTERPRETATION_MESSAGES,
  isAnswered,
  summarizeIdeaScales,
  type IdeaDto,
  type ScaleAggregate,
  type ScaleSummary,
} from '@thoughtful/shared';
import { useId } from 'react';
import { COMMUNITY_SCALES, COMMUNITY_TEXT as T } from '../community-text';

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
  if (mine === null) return null;
  // Every interpretation that was not skipped answers the emotion.
  const skipped = !isAnswered(mine.myEmotion);
  const summaries = skipped ? null : summarizeIdeaScales(idea.scaleAggregates);
  return (
    <section aria-labelledby={headingId} className="community-results mx-auto">
      <h2 id={headingId} className="h5">
        {T.heading}
      </h2>
      {summaries === null ? (
        <p>{INTERPRETATION_MESSAGES.SKIPPED}</p>
      ) : (
        COMMUNITY_SCALES.map(({ name, label }) => (
          <ScaleResult
            key={name}
            label={label}
            summary={summaries[name]}
            aggregate={idea.scaleAggregates[name]}
          />
        ))
      )}
    </section>
  );
}

interface ScaleResultProps {
  label: string;
  summary: ScaleSummary;
  aggregate: ScaleAggregate;
}

function ScaleResult({ label, summary, aggregate }: ScaleResultProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-3" data-scale={summary.scale}>
      <h3 id={headingId} className="h6 mb-1">
        {label}
      </h3>
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
