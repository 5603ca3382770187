import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useAuth, useCan } from '../../../accounts';
import { downloadScalesCsv } from '../api/download-scales-csv';
import { useCommunityText } from '../community-text';

/**
 * The interpretations as a CSV file: for whom the access policy lets export them (members and
 * admins, not the education build's students), as the server decides the download.
 */
export function CsvDownload({ ideaId }: { ideaId: string }) {
  const T = useCommunityText();
  const { user } = useAuth();
  const can = useCan();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (!can?.(user, 'interpretation.export')) return null;
  const download = () => {
    setState('busy');
    downloadScalesCsv(ideaId).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <p className="mb-3">
      <Button variant="outline-primary" size="sm" disabled={state === 'busy'} onClick={download}>
        {T.downloadCsv}
      </Button>
      {state === 'failed' ? (
        <span role="alert" className="ms-2 small text-danger">
          {T.downloadFailed}
        </span>
      ) : null}
    </p>
  );
}
