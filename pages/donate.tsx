import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { DonationFlow } from '@/components/donation/DonationFlow';
import { DonationProvider } from '@/context/DonationContext';
import { donationEntry } from '@/lib/donation/donation-entry';
import type { DonationState } from '@/lib/donation/donation-state';
import type { PaymentsSetup } from '@/lib/donation/payments-setup';
import { appServices } from '@/lib/server/container';
import { publicPageProps } from '@/lib/server/http/cache';
import { site } from '@/lib/site';

interface Props {
  initial: Partial<DonationState>;
  payments: PaymentsSetup;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, req, res }) => {
  // The entry depends only on the link, never on who asks, so the page can be cached.
  return publicPageProps({ req, res }, { initial: donationEntry(query), payments: appServices().payments.setup() });
};

export default function DonatePage({ initial, payments }: Props) {
  return (
    <>
      <Head>
        <title>{`Support ${site.name}`}</title>
        <meta name="description" content={`Give once, monthly or yearly to ${site.name}, in New Zealand dollars.`} />
      </Head>
      <DonationProvider initial={initial}>
        <DonationFlow payments={payments} />
      </DonationProvider>
    </>
  );
}
