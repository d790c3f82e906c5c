import type { GetServerSideProps } from 'next';
import { DocumentFrame } from '@/components/payments/DocumentFrame';
import { ReceiptPanel } from '@/components/payments/ReceiptPanel';
import { memberPageProps } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';

interface Props {
  txId: string;
}

// No test-mode banner here: a receipt is a finished document, and the payment it records was
// made on a page that showed one.
export default function ReceiptPage({ txId }: Props) {
  return (
    <DocumentFrame title="Receipt">
      <ReceiptPanel txId={txId} />
    </DocumentFrame>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res }) => {
  const txId = pageParam(params, 'txId');
  if (!txId || !/^tx_[\w-]{1,100}$/.test(txId)) return { notFound: true };
  return memberPageProps(res, { txId });
};
