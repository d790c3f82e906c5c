import type { GetServerSideProps } from 'next';
import { AuthPage } from '@/components/auth/AuthPage';
import { ReceiptPanel } from '@/components/payments/ReceiptPanel';
import { TestModeBanner } from '@/components/payments/TestModeBanner';
import { appServices } from '@/lib/server/container';
import { memberPageProps } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';

interface Props {
  txId: string;
  testMode: boolean;
}

export default function ReceiptPage({ txId, testMode }: Props) {
  return (
    <AuthPage title="Receipt">
      <TestModeBanner active={testMode} />
      <ReceiptPanel txId={txId} />
    </AuthPage>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const txId = pageParam(params, 'txId');
  if (!txId || !/^tx_[\w-]{1,100}$/.test(txId)) return { notFound: true };
  return memberPageProps(res, { txId, testMode: appServices().payments.testMode() });
};
