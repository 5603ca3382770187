import { useLingui } from '@lingui/react';
import { SIMILAR_TEXT_MAX_LENGTH, truncateHeadline } from '@thoughtful/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useSimilarIdeas } from '../api/get-similar-ideas';
import { SIMILAR_DEBOUNCE_MS, SIMILAR_IDEAS_TEXT, SIMILAR_MIN_WORDS } from '../similar-ideas-text';

/** The text as asked for: '' (nothing asked) below SIMILAR_MIN_WORDS words. */
export function similarText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.split(/\s+/u).filter(Boolean).length < SIMILAR_MIN_WORDS) return '';
  return Array.from(trimmed).slice(0, SIMILAR_TEXT_MAX_LENGTH).join('');
}

/**
 * The three existing inTells most like the one being written (issue 45, DESIGN.md §15), once
 * its text has SIMILAR_MIN_WORDS words and has rested for SIMILAR_DEBOUNCE_MS: each with how
 * alike it is and 'Open' (a new tab, so the draft stays). Nothing is shown or said while none is
 * alike, nor when the request fails (the author is writing, not asking); a list found is
 * announced politely once settled.
 */
export function SimilarIdeas({ text }: { text: string }) {
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
                <Link
                  to={`/idea/${idea._id}`}
                  target="_blank"
                  rel="noopener"
                  className="btn btn-outline-primary btn-sm"
                  aria-label={SIMILAR_IDEAS_TEXT.openNamed(truncateHeadline(idea.myPoint))}
                >
                  {SIMILAR_IDEAS_TEXT.open}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
