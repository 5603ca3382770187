import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useConfig } from '../../../../config/get-config';
import { useAuth } from '../../../accounts';
import { downloadScalesCsv } from '../api/download-scales-csv';
import { COMMUNITY_TEXT as T } from '../community-text';

/**
 * The interpretations as a CSV file (issue 11): for members and admins; hidden from the education
 * build's students, whom the server refuses anyway.
 */
export function CsvDownload({ ideaId }: { ideaId: string }) {
  const { user } = useAuth();
  const { data: config } = useConfig();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (user === null || (config?.education === true && user.isStudent)) return null;
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
