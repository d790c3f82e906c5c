import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { SupportStory } from '@/components/donation/SupportStory';
import { adUnitPrefix } from '@/lib/ads/ad-unit';
import { formatDonationAmount } from '@/lib/donation/donation-amounts';
import { appServices } from '@/lib/server/container';
import { publicPageProps } from '@/lib/server/http/cache';
import { site } from '@/lib/site';
import styles from '@/styles/Members.module.css';

const OFFERS = [
  { cents: 1000, interval: 'month', label: 'a month' },
  { cents: 10000, interval: 'year', label: 'a year' },
  { cents: 2500, interval: 'one-off', label: 'once' },
] as const;

interface Props {
  supporters: number | null;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  return publicPageProps({ req, res }, { supporters: await appServices().revenue.publicSupporterCount() });
};

/** The members home page: why readers support the newsroom, and the MEMBERSHOMEPAGE way in to the donation flow. */
export default function MembersPage({ supporters }: Props) {
  return (
    <>
      <Head>
        <title>{`Supporters | ${site.name}`}</title>
        <meta name="description" content={`Become a supporter of ${site.name}: give monthly, yearly or once, in New Zealand dollars.`} />
      </Head>
      <section className={styles.page} aria-labelledby="members-heading">
        <h1 id="members-heading">{`Support ${site.name}`}</h1>
        <p>Everything we publish is free to read. Readers who give keep it that way, and keep our reporters in the places that need them.</p>
        <SupportStory supporters={supporters} />
        <h2>What supporters get</h2>
        <ul>
          <li>Receipts and a yearly statement in your profile</li>
          <li>Your choice of newsletters, and early invitations to our events</li>
          {/* Only on a site that shows ads: a promise of no ads where there are none would be empty. */}
          {adUnitPrefix ? <li>Ad-free for members: while you give monthly or yearly, no ads on any page when you are signed in</li> : null}
          <li>Change or stop your support at any time</li>
        </ul>
        <h2>Give now</h2>
        <ul className={styles.offers}>
          {OFFERS.map(({ cents, interval, label }) => (
            <li key={interval}>
              <Link className={styles.offer} href={`/donate?amount=${cents}&interval=${interval}&placement=MEMBERSHOMEPAGE`}>
                Give {formatDonationAmount(cents)} {label}
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link href="/donate?placement=MEMBERSHOMEPAGE">Choose another amount</Link>
        </p>
      </section>
    </>
  );
}
