import type { NextPageContext } from 'next';
import Head from 'next/head';
import { useEffect } from 'react';
import { ErrorPage } from '@/components/error/ErrorPage';
import { reportClientError } from '@/lib/api/report-client-error';

interface Props {
  statusCode: number;
}

function ErrorRoute({ statusCode }: Props) {
  useEffect(() => {
    reportClientError(`Error page shown: status ${statusCode} at ${window.location.pathname}`);
  }, [statusCode]);
  return (
    <>
      <Head>
        <title>Error</title>
      </Head>
      <ErrorPage>
        <p>Error {statusCode}. Try again in a moment, or go back to the home page.</p>
      </ErrorPage>
    </>
  );
}

ErrorRoute.getInitialProps = ({ res, err }: NextPageContext): Props => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 500,
});

export default ErrorRoute;
