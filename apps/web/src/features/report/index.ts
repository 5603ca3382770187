// The report feature's public face: the bug-report dialog of the nav menu.
export { ReportDialog } from './components/report-dialog';
