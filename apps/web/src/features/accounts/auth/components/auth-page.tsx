import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../../components/language-switch';
import { Wordmark } from '../../../../components/wordmark';
import { LOGIN_TEXT } from '../auth-text';

export interface AuthPageProps {
  children: ReactNode;
  /**
   * The sign-in page's heading is the wordmark itself (its h1 reads 'Thoughtful'); the other
   * pages show the wordmark as a link back to sign-in above their own heading.
   */
  brandHeading?: boolean;
}

/** The signed-out pages: one calm column in the middle of the page, the wordmark on top. */
export function AuthPage({ children, brandHeading = false }: AuthPageProps) {
  const { _ } = useLingui();
  return (
    <section className="py-4 py-md-5 mx-auto" style={{ maxWidth: '30rem' }}>
      {brandHeading ? (
        // The wordmark is the product's name: the tab says which page this is.
        <h1 className="mb-3" data-page-title={_(LOGIN_TEXT.heading)}>
          <Wordmark size="lg" />
        </h1>
      ) : (
        <p className="mb-4">
          <Link to="/login" className="th-wordmark">
            <Wordmark />
          </Link>
        </p>
      )}
      {children}
      {/* The languages on every signed-out page, each in its own name (issue 44). */}
      <LanguageSwitch className="mt-4 justify-content-center" />
    </section>
  );
}
