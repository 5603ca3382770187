import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { TipDialog } from '../../../components/widgets/tip-dialog';
import { TIP_DIALOG_TEXT } from '../../../components/widgets/widgets-text';
import { GitBranchIcon } from '../../../theme/icons';

/**
 * 'How to read the trees' where the trees are: above the idea screen's tree views, the same
 * four-page dialog as on About (which was the only place it could be opened).
 */
export function TreeTipsButton() {
  const [shown, setShown] = useState(false);
  return (
    <div className="d-flex justify-content-end mb-2">
      <Button
        variant="link"
        size="sm"
        className="d-inline-flex align-items-center gap-1 px-0"
        onClick={() => setShown(true)}
      >
        <GitBranchIcon size={16} aria-hidden="true" />
        {TIP_DIALOG_TEXT.title}
      </Button>
      <TipDialog show={shown} onHide={() => setShown(false)} />
    </div>
  );
}
