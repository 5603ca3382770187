import {
  MIN_RESPONDENTS,
  REFERENCE_SCALE_RANGES,
  type ReferenceScale,
  type UnderstoodScales,
  type ValueCode,
} from '@thoughtful/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  formatList,
  formatNumber,
  useSharedMessage,
  useSpokenLanguage,
} from '../../../../lib/i18n';
import { sliderValueWords, sliderWordsOf, valueName } from '../../interpretation/scale-words';
import { ideaPathIn } from '../../viewpoints/viewpoint-paths';
import {
  gapChangeSentence,
  gapShareNumber,
  scaleNameSentence,
  understoodSentence,
  valueDifferenceSentences,
  type SharedSentence,
} from '../understood-sentence';
import { referenceScaleName, UNDERSTOOD_TEXT as T } from '../understood-text';
import './understood.css';

type Row = UnderstoodScales[number];

/** Where a value sits along its scale, as a share of the track's width. */
function percentOf(value: number, scale: ReferenceScale): string {
  const { min, max } = REFERENCE_SCALE_RANGES[scale];
  return `${(((value - min) / (max - min)) * 100).toFixed(1)}%`;
}

/** A gap as a share of its scale (the values' gap is one already). */
function gapShare(gap: number, scale: Row['scale']): number {
  if (scale === 'values') return Math.abs(gap);
  const { min, max } = REFERENCE_SCALE_RANGES[scale];
  return Math.abs(gap) / (max - min);
}

/** Says a shared sentence in the language spoken. */
function useSay() {
  const say = useSharedMessage();
  return (sentence: SharedSentence) => say(sentence.code, sentence.english, sentence.values);
}

/** A slider scale: her mark and the readers' median on a plain track, then both in words. */
function SliderReading({ row, scale }: { row: Row; scale: ReferenceScale }) {
  if (row.author === null) return null;
  const { min, max } = REFERENCE_SCALE_RANGES[scale];
  return (
    <>
      <div className="understood-track" aria-hidden="true">
        <span
          className="understood-marker understood-you"
          style={{ left: percentOf(row.author, scale) }}
        />
        {row.readers !== null ? (
          <span
            className="understood-marker understood-readers"
            style={{ left: percentOf(row.readers, scale) }}
          />
        ) : null}
      </div>
      <div className="understood-ends small text-body-secondary" aria-hidden="true">
        <span>{sliderWordsOf(scale, min)}</span>
        <span className="text-end">{sliderWordsOf(scale, max)}</span>
      </div>
      <p className="mb-0 small">{T.youSaid(sliderValueWords(scale, row.author))}</p>
      {row.readers !== null ? (
        <p className="mb-0 small">{T.readersSaid(sliderValueWords(scale, row.readers))}</p>
      ) : null}
    </>
  );
}

/** The values: hers, then those readers saw with the share of readers who saw each. */
function ValuesReading({ row }: { row: Row }) {
  const meant = row.values?.meant ?? [];
  if (meant.length === 0) return null;
  const names = (codes: readonly number[]) => codes.map((code) => valueName(code as ValueCode));
  const seen = (row.values?.seen ?? []).filter((value) => value.share > 0);
  return (
    <>
      <p className="mb-0 small">{T.youSaid(formatList(names(meant)))}</p>
      {seen.length > 0 ? (
        <p className="mb-0 small">
          {T.readersSaw(
            formatList(
              seen.map((value) =>
                T.valueShare(
                  valueName(value.code as ValueCode),
                  formatNumber(value.share, { style: 'percent' }),
                ),
              ),
            ),
          )}
        </p>
      ) : null}
    </>
  );
}

/** On a revision: the earlier version's gap beside this one's, and whether it closed. */
function VersionChange({ row }: { row: Row }) {
  const say = useSay();
  const sentence = gapChangeSentence(row, say(scaleNameSentence(row.scale)));
  if (!row.earlier || sentence === null) return null;
  const earlierGap = row.earlier.gap;
  return (
    <div className="understood-change mt-1" data-testid={`understood-change-${row.scale}`}>
      {earlierGap !== null && row.gap !== null ? (
        <p className="mb-0 small">
          {T.earlierGap(gapShareNumber(gapShare(earlierGap, row.scale)))}
          <br />
          {T.thisGap(gapShareNumber(gapShare(row.gap, row.scale)))}
        </p>
      ) : null}
      <p className="mb-0 fw-semibold">{say(sentence)}</p>
    </div>
  );
}

/**
 * 'Was I understood?' (issue 45): per scale, her own reading beside the readers' median on a
 * plain track (the words say it too, so the marks are hidden from assistive technology), the
 * sentence, and how many readers it rests on; below 5 readers only that. The values, a set of
 * chosen values, are said in words: hers, the share of readers who saw each, and a sentence per
 * value she and most readers differ on. A revision says beside each scale whether the gap of its
 * earlier version closed; a revised inTell points to its revision.
 */
export function WasIUnderstood({ scales }: { scales: UnderstoodScales }) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const say = useSay();
  const headingId = useId();
  const earlier = scales.find((row) => row.earlier)?.earlier?.ideaId;
  const revision = scales.find((row) => row.revision)?.revision?.ideaId;
  return (
    <section aria-labelledby={headingId} className="mt-4" data-testid="was-i-understood">
      <h2 id={headingId} className="h5">
        {T.understoodHeading}
      </h2>
      <p className="small text-body-secondary mb-2">{T.understoodHelp}</p>
      {earlier ? (
        <p className="mb-2" data-testid="understood-earlier">
          {T.revisionOf} <Link to={ideaPathIn(earlier, null)}>{T.earlierLink}</Link>
        </p>
      ) : null}
      {revision ? (
        <p className="mb-2" data-testid="understood-revision">
          {T.revisedIn} <Link to={ideaPathIn(revision, null)}>{T.revisionLink}</Link>
        </p>
      ) : null}
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
          const differences = valueDifferenceSentences(row);
          const sentences = differences.length > 0 ? differences : [understoodSentence(row)];
          return (
            <li key={row.scale} className="mb-3" data-testid={`understood-${row.scale}`}>
              <h3 className="h6 mb-1">{referenceScaleName(row.scale)}</h3>
              {row.scale === 'values' ? (
                <ValuesReading row={row} />
              ) : (
                <SliderReading row={row} scale={row.scale} />
              )}
              {sentences.map((sentence) => (
                <p key={say(sentence)} className="mb-0 fw-semibold">
                  {say(sentence)}
                </p>
              ))}
              {row.respondents >= MIN_RESPONDENTS ? (
                <p className="mb-0 small text-body-secondary">{T.restsOn(row.respondents)}</p>
              ) : null}
              <VersionChange row={row} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
