import Head from 'next/head';
import Link from 'next/link';

export default function NotFound() {
  return (
    <>
      <Head>
        <title>Page not found</title>
      </Head>
      <section style={{ textAlign: 'center', margin: '4rem auto', maxWidth: '36rem' }}>
        <h1>We couldn&apos;t find that page</h1>
        <p>It may have moved, or the link may be wrong.</p>
        <Link href="/">Home</Link>
      </section>
    </>
  );
}
