import type { GetServerSideProps } from 'next';
import { BookmarkList } from '@/components/bookmarks/BookmarkList';
import { MemberListPage } from '@/components/library/MemberListPage';
import { memberPageProps } from '@/lib/server/http/cache';

export default function BookmarksPage() {
  return (
    <MemberListPage title="Your bookmarks" path="/bookmarks" what="your bookmarks">
      <BookmarkList itemHeading="h2" />
    </MemberListPage>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => memberPageProps(res, {});
