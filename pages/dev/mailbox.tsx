import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { DevMailbox } from '@/components/dev/DevMailbox';
import type { DevMailboxView } from '@/lib/dev-mailbox/dev-mailbox-view';
import { DevMailboxQuery } from '@/lib/schemas/dev-mailbox';
import { appServices } from '@/lib/server/container';
import { memberPageProps } from '@/lib/server/http/cache';
import { AppError } from '@/lib/server/http/errors';

export default function DevMailboxPage(view: DevMailboxView) {
  return (
    <>
      <Head>
        <title>Dev mailbox</title>
        <meta name="robots" content="noindex" />
      </Head>
      <DevMailbox {...view} />
    </>
  );
}

// Development only: the emails the site wrote to DATA_DIR/mail, and every template with made-up
// data. Without the dev mailbox in use (SMTP_URL set) or in production, the page does not exist.
export const getServerSideProps: GetServerSideProps<DevMailboxView> = async ({ query, res }) => {
  const asked = DevMailboxQuery.safeParse({ file: query.file, sample: query.sample });
  try {
    return memberPageProps(res, await appServices().devMailbox.page(asked.success ? asked.data : {}));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { notFound: true };
    throw error;
  }
};
