import Link from 'next/link';

/** What the sign-in and sign-up pages say to a reader who is already signed in. */
export function SignedInNotice({ name, next }: { name: string; next: string }) {
  return (
    <>
      <p>You are signed in as {name}.</p>
      <p>
        <Link href={next}>Continue reading</Link>
      </p>
    </>
  );
}
