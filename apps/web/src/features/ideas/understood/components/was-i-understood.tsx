import { MIN_RESPONDENTS, REFERENCE_SCALE_RANGES, type UnderstoodScales } from '@thoughtful/shared';
import { useId } from 'react';
import { useSharedMessage, useSpokenLanguage } from '../../../../lib/i18n';
import { sliderValueWords, sliderWordsOf } from '../../interpretation/scale-words';
import { understoodSentence } from '../understood-sentence';
import { referenceScaleName, UNDERSTOOD_TEXT as T } from '../understood-text';
import './understood.css';

/** Where a value sits along its scale, as a share of the track's width. */
function percentOf(value: number, scale: UnderstoodScales[number]['scale']): string {
  const { min, max } = REFERENCE_SCALE_RANGES[scale];
  return `${(((value - min) / (max - min)) * 100).toFixed(1)}%`;
}

/**
 * 'Was I understood?' (issue 45): per scale, her own reading beside the readers' median on a
 * plain track (the words say it too, so the marks are hidden from assistive technology), the
 * sentence, and how many readers it rests on; below 5 readers only that.
 */
export function WasIUnderstood({ scales }: { scales: UnderstoodScales }) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const say = useSharedMessage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4" data-testid="was-i-understood">
      <h2 id={headingId} className="h5">
        {T.understoodHeading}
      </h2>
      <p className="small text-body-secondary mb-2">{T.understoodHelp}</p>
      <p className="understood-legend small mb-3" aria-hidden="true">
        <span className="me-3">
          <span className="understood-marker understood-you" />
          {T.you}
        </span>
        <span>
          <span className="understood-marker understood-readers" />
          {T.readers}
        </span>
      </p>
      <ul className="list-unstyled mb-0">
        {scales.map((row) => {
          const { min, max } = REFERENCE_SCALE_RANGES[row.scale];
          const sentence = understoodSentence(row);
          return (
            <li key={row.scale} className="mb-3" data-testid={`understood-${row.scale}`}>
              <h3 className="h6 mb-1">{referenceScaleName(row.scale)}</h3>
              {row.author !== null ? (
                <>
                  <div className="understood-track" aria-hidden="true">
                    <span
                      className="understood-marker understood-you"
                      style={{ left: percentOf(row.author, row.scale) }}
                    />
                    {row.readers !== null ? (
                      <span
                        className="understood-marker understood-readers"
                        style={{ left: percentOf(row.readers, row.scale) }}
                      />
                    ) : null}
                  </div>
                  <div className="understood-ends small text-body-secondary" aria-hidden="true">
                    <span>{sliderWordsOf(row.scale, min)}</span>
                    <span className="text-end">{sliderWordsOf(row.scale, max)}</span>
                  </div>
                  <p className="mb-0 small">{T.youSaid(sliderValueWords(row.scale, row.author))}</p>
                  {row.readers !== null ? (
                    <p className="mb-0 small">
                      {T.readersSaid(sliderValueWords(row.scale, row.readers))}
                    </p>
                  ) : null}
                </>
              ) : null}
              <p className="mb-0 fw-semibold">{say(sentence.code, sentence.english)}</p>
              {row.respondents >= MIN_RESPONDENTS ? (
                <p className="mb-0 small text-body-secondary">{T.restsOn(row.respondents)}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
