import { t } from '@lingui/core/macro';
import { Spinner } from 'react-bootstrap';
import { useSpokenLanguage } from '../lib/i18n';

export interface LoadingIndicatorProps {
  /** What is loading, said to everyone: 'Loading the inTell…'; 'Loading…' when not given. */
  label?: string;
  /**
   * 'spinner' (the default): a small spinner and the label, for a part of a screen or a step.
   * 'skeleton': grey lines where a card will appear, for a screen whose main content is loading;
   * the label is then for assistive technology only.
   */
  variant?: 'spinner' | 'skeleton';
}

/**
 * The one loading state of the app: a live status region (role status) named by its label, so
 * screen readers announce it; the spinner or the skeleton lines are decoration.
 */
export function LoadingIndicator({ label: given, variant = 'spinner' }: LoadingIndicatorProps) {
  useSpokenLanguage();
  const label = given ?? t`Loading…`;
  if (variant === 'skeleton') {
    return (
      <div role="status" className="card py-3 px-3 my-3" style={{ maxWidth: '48rem' }}>
        <span className="visually-hidden">{label}</span>
        <span
          className="th-skeleton"
          style={{ width: '60%', height: '1.6rem' }}
          aria-hidden="true"
        />
        <span className="th-skeleton" style={{ width: '95%' }} aria-hidden="true" />
        <span className="th-skeleton" style={{ width: '85%' }} aria-hidden="true" />
        <span className="th-skeleton mb-0" style={{ width: '40%' }} aria-hidden="true" />
      </div>
    );
  }
  return (
    <div role="status" className="d-flex align-items-center gap-2 py-3 text-body-secondary">
      <Spinner animation="border" size="sm" aria-hidden="true" className="text-primary" />
      <span>{label}</span>
    </div>
  );
}
