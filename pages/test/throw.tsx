import type { GetServerSideProps } from 'next';
import { useState } from 'react';
import { HydratedButton } from '@/components/auth/HydratedButton';
import { getConfig } from '@/lib/server/config';

// Exists only when ENABLE_TEST_ROUTES=1 (the browser journeys): proves the error page and its logging.
export const getServerSideProps: GetServerSideProps = async ({ query }) => {
  if (!getConfig().ENABLE_TEST_ROUTES) return { notFound: true };
  if (query.where !== 'browser') throw new Error('Test error thrown on the server');
  return { props: {} };
};

export default function ThrowPage() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('Test error thrown in the browser');
  return (
    <HydratedButton onClick={() => setBroken(true)}>Throw an error</HydratedButton>
  );
}
