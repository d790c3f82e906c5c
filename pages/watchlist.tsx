import type { GetServerSideProps } from 'next';
import { MemberListPage } from '@/components/library/MemberListPage';
import { WatchlistList } from '@/components/watchlist/WatchlistList';
import { memberPageProps } from '@/lib/server/http/cache';

export default function WatchlistPage() {
  return (
    <MemberListPage title="Your watch list" path="/watchlist" what="your watch list">
      <WatchlistList itemHeading="h2" />
    </MemberListPage>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => memberPageProps(res, {});
