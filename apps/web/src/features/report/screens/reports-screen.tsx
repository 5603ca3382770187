import { useLingui } from '@lingui/react';
import { Button } from 'react-bootstrap';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { RelativeTime } from '../../../components/widgets/relative-time';
import { useReports } from '../api/get-reports';
import { REPORT_TEXT } from '../report-text';

/**
 * `/reports` (admins; beyond the spec): what members sent through 'Suggestions and Bug
 * Reporting', newest first, with who and when; 'More' reads older ones.
 */
export function ReportsScreen() {
  useLingui(); // drawn again in the language she switches to
  const reports = useReports();
  useQueryErrorAlerts(reports.error, reports.errorUpdatedAt, REPORT_TEXT.listFailed);
  const rows = reports.data?.pages.flatMap((page) => page.reports) ?? [];
  return (
    <section className="py-4">
      <h1>{REPORT_TEXT.listHeading}</h1>
      <p className="lead">{REPORT_TEXT.listIntro}</p>
      {reports.isPending ? <LoadingIndicator label={REPORT_TEXT.loading} /> : null}
      {reports.data && rows.length === 0 ? <p>{REPORT_TEXT.none}</p> : null}
      {rows.length > 0 ? (
        <ol className="list-unstyled" aria-label={REPORT_TEXT.listLabel}>
          {rows.map((report) => (
            <li key={report._id} className="border-bottom py-3">
              <p className="small text-body-secondary mb-1">
                {report.user
                  ? REPORT_TEXT.from(report.user.name, report.user.email)
                  : REPORT_TEXT.deletedAccount}{' '}
                · <RelativeTime date={report.date} />
              </p>
              <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                {report.message}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {reports.hasNextPage ? (
        <Button
          variant="outline-secondary"
          disabled={reports.isFetchingNextPage}
          onClick={() => void reports.fetchNextPage()}
        >
          {REPORT_TEXT.more}
        </Button>
      ) : null}
    </section>
  );
}
