import { Button } from 'react-bootstrap';
import { STUDENT_TEXT as T } from '../student-text';

/** The runners' last button: Continue (or Submit), waiting while the completion is on its way. */
export function ContinueButton({
  onClick,
  submitting,
  label = T.continue,
}: {
  onClick: () => void;
  submitting: boolean;
  label?: string;
}) {
  return (
    <div className="d-flex flex-wrap gap-2 mt-3">
      <Button variant="primary" size="lg" onClick={onClick} disabled={submitting}>
        {submitting ? T.saving : label}
      </Button>
    </div>
  );
}
