import type { ManagedAccount } from '@thoughtful/shared';
import { useEffect, useRef } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useConfig } from '../../../config/get-config';
import { accountsCsv, downloadText } from '../accounts-csv';
import { ROSTER_TEXT as T } from '../classes-text';
import { printPart } from '../print-part';

export interface ManagedAccountsSheetProps {
  className: string;
  accounts: readonly ManagedAccount[];
  /** The teacher typed the accounts' names: each card prints its own; else a line to write on. */
  named: boolean;
  onClose: () => void;
}

/**
 * The accounts just made, shown once (DESIGN.md §10, way 3): a card per student to cut out and
 * hand over (login ID, password, the site and how to sign in), printed alone (roster.css), and
 * the same as a CSV. The server keeps no password in the clear: after this, only a reset helps.
 */
export function ManagedAccountsSheet({
  className,
  accounts,
  named,
  onClose,
}: ManagedAccountsSheetProps) {
  const { data: config } = useConfig();
  const heading = useRef<HTMLHeadingElement>(null);
  const site = window.location.origin;
  const product = config?.productName ?? '';

  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="accounts-sheet-heading" className="accounts-sheet-block mb-4">
      <h2 className="h4" id="accounts-sheet-heading" ref={heading} tabIndex={-1}>
        {T.sheetHeading(accounts.length)}
      </h2>
      <Alert variant="warning" className="fw-semibold">
        {T.sheetWarning}
      </Alert>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button onClick={() => printPart('sheet', 'sheet')}>{T.printSheet}</Button>
        <Button
          variant="outline-primary"
          onClick={() =>
            downloadText(
              `${className.replace(/[^\w-]+/g, '-')}-accounts.csv`,
              accountsCsv(accounts, site, named),
            )
          }
        >
          {T.downloadCsv}
        </Button>
        <Button variant="outline-secondary" onClick={onClose}>
          {T.closeSheet}
        </Button>
      </div>
      <ul className="accounts-sheet list-unstyled" data-print-area="sheet">
        {accounts.map((account) => (
          <li key={account._id} className="account-card" data-testid="account-card">
            <p className="account-card-title">
              {product} · {className}
            </p>
            <p className="account-card-name">
              {T.cardName}: {named ? account.name : ''}
            </p>
            <dl>
              <dt>{T.cardLoginId}</dt>
              <dd className="account-login-id">{account.loginId}</dd>
              <dt>{T.cardPassword}</dt>
              <dd className="account-password">{account.password}</dd>
            </dl>
            <p className="account-card-steps">{T.cardSteps(site)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
