import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Replaces React Router's developer error page, e.g. when a screen's chunk fails to download. */
export function RouteError() {
  const error = useRouteError();
  // In words: a status code ('404 Not Found') is for developers, not for the person reading.
  const detail =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <Trans>There is no page at this address.</Trans>
    ) : (
      <Trans>The page could not be loaded. Please reload, or try again later.</Trans>
    );

  return (
    <section className="py-4">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>{detail}</p>
      <Link to="/">
        <Trans>Go to the login screen</Trans>
      </Link>
    </section>
  );
}
