import type { GetServerSideProps } from 'next';
import type { CardUpdateLinkView } from '@/lib/schemas/payments';
import type { PaymentsSetup } from '@/lib/donation/payments-setup';
import { appServices } from '../../container';
import { getDb } from '../../db/client';
import { findSandboxChallenge, type SandboxChallenge } from '../../providers/payments/sandbox-challenge-store';

export interface ChallengePageProps {
  intentId: string;
  clientSecret: string;
  /** null: no such challenge, or the link's secret is not its own. */
  challenge: SandboxChallenge | null;
}

export interface CardUpdatePageProps {
  token: string;
  link: CardUpdateLinkView;
  payments: PaymentsSetup;
}

const privatePage = (res: { setHeader: (name: string, value: string) => void }) => {
  // The page carries a secret link: never kept by a CDN or a shared cache, never sent on as a referrer.
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
};

/** /payments/authenticate/{intent}?secret=…: the sandbox's bank screen, opened from a renewal's notice (decision 230). */
export const challengePageProps: GetServerSideProps<ChallengePageProps> = async ({ params, query, res }) => {
  privatePage(res);
  const intentId = typeof params?.id === 'string' ? params.id.slice(0, 100) : '';
  const clientSecret = typeof query.secret === 'string' ? query.secret.slice(0, 200) : '';
  if (!appServices().payments.testMode()) return { notFound: true };
  const challenge = intentId && clientSecret ? ((await findSandboxChallenge(await getDb(), intentId, clientSecret)) ?? null) : null;
  return { props: { intentId, clientSecret, challenge } };
};

/** /payments/update-card?token=…: what a failed-renewal notice's link may pay (decision 233). */
export const cardUpdatePageProps: GetServerSideProps<CardUpdatePageProps> = async ({ query, res }) => {
  privatePage(res);
  const token = typeof query.token === 'string' ? query.token.slice(0, 400) : '';
  const services = appServices();
  const link = token ? await services.payments.describeCardUpdateLink(token) : ({ state: 'invalid' } as const);
  return { props: { token, link, payments: services.payments.setup() } };
};
