import { CardUpdateForm } from '@/components/payments/CardUpdateForm';
import { AuthPage } from '@/components/auth/AuthPage';
import { type CardUpdatePageProps, cardUpdatePageProps } from '@/lib/server/payments/payment-link-pages';

export const getServerSideProps = cardUpdatePageProps;

const NOTHING_TO_DO = {
  invalid: 'This link is not valid. Use the link in your most recent email, or sign in and update your card from your profile.',
  expired: 'This link has expired. Sign in and update your card from your profile, or wait for our next email.',
  paid: 'This payment has already been made. Nothing more is due, and nothing was charged again.',
  ended: 'This subscription has ended, so nothing is due. You can start your support again from the donate page.',
};

/** The update-card link of a failed-renewal notice: a new card, and what is due charged once (decision 233). */
export default function UpdateCardPage({ token, link, payments }: CardUpdatePageProps) {
  return (
    <AuthPage title="Update your card">
      {link.state === 'due' ? <CardUpdateForm token={token} due={link} payments={payments} /> : <p role="alert">{NOTHING_TO_DO[link.state]}</p>}
    </AuthPage>
  );
}
