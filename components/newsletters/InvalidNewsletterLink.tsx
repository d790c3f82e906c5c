import Link from 'next/link';

/** A link whose token is bad or expired: say so, and where to go instead. */
export function InvalidNewsletterLink() {
  return (
    <p role="alert">
      This link is not valid or has expired. You can manage your newsletters on the <Link href="/newsletters">newsletters page</Link>.
    </p>
  );
}
