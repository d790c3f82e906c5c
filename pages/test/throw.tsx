import type { GetServerSideProps } from 'next';
import { useState } from 'react';
import { useHydrated } from '@/components/auth/useHydrated';
import { getConfig } from '@/lib/server/config';

// Exists only when ENABLE_TEST_ROUTES=1 (the browser journeys): proves the error page and its logging.
export const getServerSideProps: GetServerSideProps = async ({ query }) => {
  if (!getConfig().ENABLE_TEST_ROUTES) return { notFound: true };
  if (query.where !== 'browser') throw new Error('Test error thrown on the server');
  return { props: {} };
};

export default function ThrowPage() {
  const [broken, setBroken] = useState(false);
  // As the site's own controls: pressable once the page's code has run (decision 336).
  const hydrated = useHydrated();
  if (broken) throw new Error('Test error thrown in the browser');
  return (
    <button type="button" disabled={!hydrated} onClick={() => setBroken(true)}>
      Throw an error
    </button>
  );
}
