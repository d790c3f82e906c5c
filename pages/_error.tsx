import type { NextPageContext } from 'next';
import Head from 'next/head';
import { useEffect } from 'react';
import { ErrorPage } from '@/components/error/ErrorPage';
import { NotFoundMessage } from '@/components/error/NotFoundMessage';
import { reportClientError } from '@/lib/api/report-client-error';

interface Props {
  statusCode: number;
  /** The request's id (its X-Request-Id), when the server rendered the page: the server log has its lines under it. */
  reference?: string;
}

function ErrorRoute({ statusCode, reference }: Props) {
  useEffect(() => {
    reportClientError(`Error page shown: status ${statusCode} at ${window.location.pathname}${reference ? ` (ref ${reference})` : ''}`);
  }, [statusCode, reference]);
  // A bad address (a 400 for a malformed URL, a 404) is the reader's link: the not-found words,
  // in the site's frame, whose header already has the logo.
  if (statusCode < 500) {
    return (
      <>
        <Head>
          <title>Page not found</title>
        </Head>
        <NotFoundMessage />
      </>
    );
  }
  return (
    <>
      <Head>
        <title>Error</title>
      </Head>
      <ErrorPage reference={reference}>
        <p>Error {statusCode}. Try again in a moment, or go back to the home page.</p>
      </ErrorPage>
    </>
  );
}

ErrorRoute.getInitialProps = ({ res, err }: NextPageContext): Props => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 500;
  const reference = res?.getHeader('x-request-id');
  // Only our faults need a reference; a 404 is the reader's URL.
  return statusCode >= 500 && typeof reference === 'string' ? { statusCode, reference } : { statusCode };
};

export default ErrorRoute;
