import type { GetServerSideProps } from 'next';
import { AuthPage } from '@/components/auth/AuthPage';
import { ReceiptPanel } from '@/components/payments/ReceiptPanel';
import { TestModeBanner } from '@/components/payments/TestModeBanner';
import { paymentsTestMode } from '@/lib/server/services/payment-wiring';

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
  const txId = typeof params?.txId === 'string' ? params.txId : '';
  if (!/^tx_[\w-]{1,100}$/.test(txId)) return { notFound: true };
  // The page holds no receipt data (that comes from the API with the reader's token), but it is
  // about one person's payment: no shared cache.
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: { txId, testMode: paymentsTestMode() } };
};
