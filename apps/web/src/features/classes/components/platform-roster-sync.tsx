import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { useSyncRoster } from '../api/roster-sync';
import { ROSTER_SYNC_TEXT as T } from '../roster-sync-text';

/**
 * On the Roster screen of a class linked to a course (DESIGN.md §13): one button that fills the
 * roster from the learning platform, and what it did, said in a status line.
 */
export function PlatformRosterSync({
  classId,
  platformName,
}: {
  classId: string;
  platformName: string;
}) {
  const sync = useSyncRoster(classId);
  const { alertErrors } = useAlerts();
  const [answer, setAnswer] = useState<string[] | null>(null);

  function onSync() {
    if (sync.isPending) return;
    setAnswer(null);
    sync.mutate(undefined, {
      onSuccess: (result) => setAnswer(T.answer(result, platformName)),
      onError: (failure) => alertErrors(failure),
    });
  }

  return (
    <section className="mb-4" aria-labelledby="roster-sync-heading">
      <h3 className="h5" id="roster-sync-heading">
        {T.heading(platformName)}
      </h3>
      <p className="text-body-secondary small">{T.help}</p>
      <Button onClick={onSync} disabled={sync.isPending}>
        {T.button(platformName)}
      </Button>
      <div role="status" className="mt-2" data-testid="roster-sync-answer">
        {sync.isPending ? <p className="mb-0">{T.syncing(platformName)}</p> : null}
        {answer?.map((line) => (
          <p key={line} className="mb-0">
            {line}
          </p>
        ))}
      </div>
    </section>
  );
}
