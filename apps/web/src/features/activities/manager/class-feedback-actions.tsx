import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { downloadClassAnswers, useReleaseFeedback } from '../api/feedback';
import { FEEDBACK_TEXT as T } from './feedback-text';

/**
 * A class's feedback at once (DESIGN.md §14): every drafted feedback released to its student,
 * and the class's answers and feedback as a CSV file.
 */
export function ClassFeedbackActions({ classId }: { classId: string }) {
  const release = useReleaseFeedback(classId);
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');
  const save = () => {
    setDownload('busy');
    downloadClassAnswers(classId).then(
      () => setDownload('idle'),
      () => setDownload('failed'),
    );
  };
  return (
    <section aria-label={T.classActions} className="d-flex flex-wrap gap-2 align-items-center mb-3">
      <Button variant="primary" disabled={release.isPending} onClick={() => release.mutate()}>
        {release.isPending ? T.releasing : T.releaseAll}
      </Button>
      <Button variant="outline-primary" disabled={download === 'busy'} onClick={save}>
        {download === 'busy' ? T.downloading : T.downloadCsv}
      </Button>
      <span role="status" className="small">
        {release.data ? T.released(release.data.released) : ''}
      </span>
      {release.error ? (
        <span role="alert" className="small text-danger">
          {T.releaseFailed(release.error.message)}
        </span>
      ) : null}
      {download === 'failed' ? (
        <span role="alert" className="small text-danger">
          {T.downloadFailed}
        </span>
      ) : null}
    </section>
  );
}
