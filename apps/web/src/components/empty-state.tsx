import type { ReactNode } from 'react';
import { InboxIcon } from '../theme/icons';

export interface EmptyStateProps {
  /** What is not there yet, in a few words. */
  title: ReactNode;
  /** What to do next; the action below it does it. */
  children?: ReactNode;
  /** The next step: a button or a link. */
  action?: ReactNode;
  /** The icon; an inbox by default. */
  icon?: ReactNode;
  className?: string;
}

/**
 * A friendly empty state: says what is missing and what to do next, with the control that does
 * it when the reader can act ('Nothing linked yet.' alone left the reader guessing).
 */
export function EmptyState({ title, children, action, icon, className = '' }: EmptyStateProps) {
  return (
    <div className={`th-empty small ${className}`}>
      <span className="th-empty-icon">{icon ?? <InboxIcon size={18} />}</span>
      <div className="min-w-0">
        <p className="th-empty-title mb-0">{title}</p>
        {children !== undefined ? <p className="mb-0">{children}</p> : null}
        {action !== undefined ? <div className="mt-2">{action}</div> : null}
      </div>
    </div>
  );
}
