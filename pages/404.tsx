import Head from 'next/head';
import { NotFoundMessage } from '@/components/error/NotFoundMessage';

export default function NotFound() {
  return (
    <>
      <Head>
        <title>Page not found</title>
      </Head>
      <NotFoundMessage />
    </>
  );
}
