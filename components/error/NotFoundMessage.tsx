import Link from 'next/link';

/** A page that is not there, or an address that is not one (a 400 for a malformed URL): the reader's link, nothing for us to look into. */
export function NotFoundMessage() {
  return (
    <section style={{ textAlign: 'center', margin: '4rem auto', maxWidth: '36rem' }}>
      <h1>We couldn&apos;t find that page</h1>
      <p>It may have moved, or the link may be wrong.</p>
      <Link href="/">Home</Link>
    </section>
  );
}
