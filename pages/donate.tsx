import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { DonationFlow } from '@/components/donation/DonationFlow';
import { SupportStory } from '@/components/donation/SupportStory';
import { DonationProvider } from '@/context/DonationContext';
import { donationEntry } from '@/lib/donation/donation-entry';
import type { DonationState } from '@/lib/donation/donation-state';
import type { PaymentsSetup } from '@/lib/donation/payments-setup';
import { appServices } from '@/lib/server/container';
import { publicPageProps } from '@/lib/server/http/cache';
import { site } from '@/lib/site';
import styles from '@/styles/Donate.module.css';

interface Props {
  initial: Partial<DonationState>;
  payments: PaymentsSetup;
  supporters: number | null;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, req, res }) => {
  // The entry depends only on the link, never on who asks, so the page can be cached.
  const services = appServices();
  return publicPageProps({ req, res }, { initial: donationEntry(query), payments: services.payments.setup(), supporters: await services.revenue.publicSupporterCount() });
};

export default function DonatePage({ initial, payments, supporters }: Props) {
  return (
    <>
      <Head>
        <title>{`Support ${site.name}`}</title>
        <meta name="description" content={`Give once, monthly or yearly to ${site.name}, in New Zealand dollars.`} />
      </Head>
      <div className={styles.layout}>
        <DonationProvider initial={initial}>
          <DonationFlow payments={payments} />
        </DonationProvider>
        <div className={styles.story}>
          <SupportStory supporters={supporters} />
        </div>
      </div>
    </>
  );
}
