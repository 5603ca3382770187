import { Spinner } from 'react-bootstrap';

export function LoadingIndicator({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="d-flex align-items-center gap-2 py-3">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
