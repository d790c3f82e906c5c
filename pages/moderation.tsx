import type { GetServerSideProps } from 'next';
import { ModerationPage } from '@/components/moderation/ModerationPage';

export default function Moderation() {
  return <ModerationPage />;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  // The frame holds nothing private (the queue loads with the moderator's token), but what it
  // shows depends on who is signed in: no shared cache may keep it.
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: {} };
};
