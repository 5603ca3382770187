import type { LinkSentence } from '@thoughtful/shared';
import { LINKS_TEXT } from '../links-text';

/** A link's figures as sentences, each with the numbers behind it under 'How is this worked out?'. */
export function LinkSentenceList({ sentences }: { sentences: readonly LinkSentence[] }) {
  return (
    <ul className="list-unstyled link-sentences" data-testid="link-sentences">
      {sentences.map((sentence) => (
        <li key={sentence.kind} className="mb-2">
          <p className="mb-1">{sentence.text}</p>
          <details className="small">
            <summary>{LINKS_TEXT.howWorkedOut}</summary>
            <p className="mb-0 text-body-secondary">{sentence.howWorkedOut}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
