import Link from 'next/link';
import { AuthPage } from '@/components/auth/AuthPage';
import { CardUpdateForm } from '@/components/payments/CardUpdateForm';
import { type CardUpdatePageProps, cardUpdatePageProps } from '@/lib/server/payments/recovery/payment-link-pages';

export const getServerSideProps = cardUpdatePageProps;

// The profile's card change, behind a sign-in: what a supporter with a dead link can still do.
const SIGN_IN_TO_UPDATE = { href: '/sign-in?next=%2Fdonate%3Fplacement%3DUPDATE', label: 'Sign in to update your card' };

const NOTHING_TO_DO = {
  invalid: { text: 'This link is not valid. Use the link in your most recent email, or sign in and update your card.', next: SIGN_IN_TO_UPDATE },
  expired: { text: 'This link has expired. Sign in and update your card, or wait for our next email.', next: SIGN_IN_TO_UPDATE },
  paid: { text: 'This payment has already been made. Nothing more is due, and nothing was charged again.', next: { href: '/', label: 'Back to the home page' } },
  ended: { text: 'This subscription has ended, so nothing is due. You can start your support again whenever you like.', next: { href: '/donate', label: 'Support us again' } },
};

/** The update-card link of a failed-renewal notice: a new card, and what is due charged once (decision 233). */
export default function UpdateCardPage({ token, link, payments }: CardUpdatePageProps) {
  if (link.state === 'due') {
    return (
      <AuthPage title="Update your card">
        <CardUpdateForm token={token} due={link} payments={payments} />
      </AuthPage>
    );
  }
  const { text, next } = NOTHING_TO_DO[link.state];
  return (
    <AuthPage title="Update your card">
      <p role={link.state === 'paid' ? 'status' : 'alert'}>
        {text} <Link href={next.href}>{next.label}</Link>
      </p>
    </AuthPage>
  );
}
