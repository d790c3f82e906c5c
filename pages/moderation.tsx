import type { GetServerSideProps } from 'next';
import { ModerationPage } from '@/components/moderation/ModerationPage';
import { memberPageProps } from '@/lib/server/http/cache';

export default function Moderation() {
  return <ModerationPage />;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => memberPageProps(res, {});
