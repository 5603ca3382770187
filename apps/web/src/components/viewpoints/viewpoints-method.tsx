import { useSpokenLanguage } from '../../lib/i18n';
import { VIEWPOINT_WORDS as W } from './viewpoint-words';

/** 'How is this worked out?': the viewpoints' method in plain words, folded. */
export function ViewpointsMethod({ className = 'small' }: { className?: string }) {
  useSpokenLanguage();
  return (
    <details className={className}>
      <summary>{W.howWorkedOut}</summary>
      {W.method.map((paragraph) => (
        <p key={paragraph} className="mb-1 text-body-secondary">
          {paragraph}
        </p>
      ))}
    </details>
  );
}
