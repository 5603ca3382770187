import { useLingui } from '@lingui/react';
import { SIMILAR_TEXT_MAX_LENGTH, truncateHeadline, type IdeaLinkAs } from '@thoughtful/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useSimilarIdeas } from '../api/get-similar-ideas';
import { toggleLinkTo, type ChosenLink } from '../create-idea-rules';
import { SIMILAR_DEBOUNCE_MS, SIMILAR_IDEAS_TEXT, SIMILAR_MIN_WORDS } from '../similar-ideas-text';

/** The text as asked for: '' (nothing asked) below SIMILAR_MIN_WORDS words. */
export function similarText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.split(/\s+/u).filter(Boolean).length < SIMILAR_MIN_WORDS) return '';
  return Array.from(trimmed).slice(0, SIMILAR_TEXT_MAX_LENGTH).join('');
}

export interface SimilarIdeasProps {
  text: string;
  /** The similar inTell chosen to link to, if any (it may have left the list since). */
  chosen?: ChosenLink | null;
  /** Offers 'Link mine as similar / synthesis' on each; called with the new choice or null. */
  onChoose?: (link: ChosenLink | null) => void;
}

const LINK_CHOICES: readonly IdeaLinkAs[] = ['similar', 'synthesis'];

/**
 * The three existing inTells most like the one being written (issue 45, DESIGN.md §15), once
 * its text has SIMILAR_MIN_WORDS words and has rested for SIMILAR_DEBOUNCE_MS: each with how
 * alike it is, 'Open' (a new tab, so the draft stays) and, with `onChoose`, 'Link mine as
 * similar' and 'Link mine as synthesis' (toggle buttons: one link at a time, made when she
 * shares). Nothing is shown or said while none is alike, nor when the request fails (the author
 * is writing, not asking); a list found is announced politely once settled.
 */
export function SimilarIdeas({ text, chosen = null, onChoose }: SimilarIdeasProps) {
  // Drawn again when the reader changes her language (issue 44).
  useLingui();
  const headingId = useId();
  const hintId = useId();
  const asked = useDebouncedValue(similarText(text), SIMILAR_DEBOUNCE_MS);
  const similar = useSimilarIdeas(asked);
  const ideas = asked !== '' && !similar.isError ? (similar.data ?? []) : [];
  const settled = asked !== '' && similar.isSuccess && !similar.isPlaceholderData;

  return (
    <>
      <div role="status" className="visually-hidden">
        {settled && ideas.length > 0 ? SIMILAR_IDEAS_TEXT.found(ideas.length) : ''}
      </div>
      {ideas.length > 0 ? (
        <section
          aria-labelledby={headingId}
          aria-describedby={hintId}
          className="mb-3 border rounded p-2"
          data-testid="similar-ideas"
        >
          <h2 id={headingId} className="h6 mb-1">
            {SIMILAR_IDEAS_TEXT.heading}
          </h2>
          <p id={hintId} className="small text-body-secondary mb-2">
            {SIMILAR_IDEAS_TEXT.hint}
          </p>
          <ul className="list-unstyled mb-0">
            {ideas.map((idea) => (
              <li
                key={idea._id}
                className="d-flex flex-wrap align-items-baseline gap-2 py-1 border-top"
              >
                <span className="text-break flex-grow-1">{truncateHeadline(idea.myPoint)}</span>
                <span className="small text-body-secondary">
                  {SIMILAR_IDEAS_TEXT.alike(idea.score)}
                </span>
                <span className="d-flex flex-wrap gap-2">
                  <Link
                    to={`/idea/${idea._id}`}
                    target="_blank"
                    rel="noopener"
                    className="btn btn-outline-primary btn-sm"
                    aria-label={SIMILAR_IDEAS_TEXT.openNamed(truncateHeadline(idea.myPoint))}
                  >
                    {SIMILAR_IDEAS_TEXT.open}
                  </Link>
                  {onChoose
                    ? LINK_CHOICES.map((as) => {
                        const label = truncateHeadline(idea.myPoint);
                        const pressed = chosen?.ideaId === idea._id && chosen.as === as;
                        return (
                          <button
                            key={as}
                            type="button"
                            className={`btn btn-sm ${pressed ? 'btn-secondary' : 'btn-outline-secondary'}`}
                            aria-pressed={pressed}
                            aria-label={
                              as === 'similar'
                                ? SIMILAR_IDEAS_TEXT.linkSimilarNamed(label)
                                : SIMILAR_IDEAS_TEXT.linkSynthesisNamed(label)
                            }
                            onClick={() =>
                              onChoose(toggleLinkTo(chosen, { _id: idea._id, label }, as))
                            }
                          >
                            {as === 'similar'
                              ? SIMILAR_IDEAS_TEXT.linkSimilar
                              : SIMILAR_IDEAS_TEXT.linkSynthesis}
                          </button>
                        );
                      })
                    : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export interface ChosenLinkNoteProps {
  chosen: ChosenLink | null;
  /** Removes the choice; the form then moves focus on (the Remove button is gone). */
  onRemove: () => void;
  /** The server could not find the chosen inTell when she shared. */
  gone?: boolean;
  /** The Remove button's id, for the form to move focus to. */
  removeId?: string;
}

/**
 * The link she chose, above Share until she shares or removes it (issue 45): 'Will be linked as
 * similar to "…" · Remove'. The choice and its removal are said politely, since the list she
 * chose from may be far above.
 */
export function ChosenLinkNote({ chosen, onRemove, gone = false, removeId }: ChosenLinkNoteProps) {
  // Drawn again when the reader changes her language (issue 44).
  useLingui();
  const goneId = useId();
  // Once there was a choice, its removal is said too.
  const [everChosen, setEverChosen] = useState(false);
  if (chosen !== null && !everChosen) setEverChosen(true);
  const words =
    chosen === null
      ? ''
      : chosen.as === 'similar'
        ? SIMILAR_IDEAS_TEXT.willLinkSimilar(chosen.label)
        : SIMILAR_IDEAS_TEXT.willLinkSynthesis(chosen.label);
  return (
    <>
      <div role="status" className="visually-hidden">
        {chosen !== null ? words : everChosen ? SIMILAR_IDEAS_TEXT.removed : ''}
      </div>
      {chosen !== null ? (
        <div className="mb-3" data-testid="chosen-link">
          <p className="mb-0 d-flex flex-wrap align-items-baseline gap-1">
            <span className="text-break">{words}</span>
            {/* The dot stays with Remove when the line wraps. */}
            <span className="text-nowrap">
              <span aria-hidden="true">· </span>
              <button
                id={removeId}
                type="button"
                className="btn btn-link btn-sm p-0 align-baseline"
                aria-label={SIMILAR_IDEAS_TEXT.removeNamed(chosen.label)}
                aria-describedby={gone ? goneId : undefined}
                onClick={onRemove}
              >
                {SIMILAR_IDEAS_TEXT.remove}
              </button>
            </span>
          </p>
          {gone ? (
            <p id={goneId} className="text-danger small mb-0">
              {SIMILAR_IDEAS_TEXT.linkGoneShort}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
