import type { CardUpdatePayment, PaymentResult, SandboxChallengeBody } from '@/lib/schemas/payments';
import { ApiError } from './api-error';
import { currentToken, postTsom } from './tsom-client';

// The calls of the 3-D Secure challenge and of the update-card link (decisions 230, 233). The
// sandbox's bank and the link carry their own secret, so they go without a cookie.
async function postJson<T>(path: string, body: unknown, token?: string | null): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'We could not reach the site. Check your connection and try again.');
  }
  const answer = (await res.json().catch(() => null)) as { data?: T; error?: { code?: string; message?: string } } | null;
  if (res.ok && answer?.data !== undefined) return answer.data;
  throw new ApiError(res.status, answer?.error?.code ?? 'HTTP_ERROR', answer?.error?.message ?? `The server answered ${res.status}.`);
}

/** After the bank's challenge: the server asks the provider how it ended and settles the payment. */
export const confirmPayment = (txId: string) => postTsom<PaymentResult>('/payments/confirm-payment', { body: { txId } });

/** The sandbox's bank screen: the cardholder's answer. */
export const answerSandboxChallenge = (body: SandboxChallengeBody) => postJson<{ state: 'completed' | 'failed' }>('/api/payments/sandbox-challenge', body);

/** Pays what is due with a new card through a failed-renewal notice's link; a signed-in member's token goes along. */
export async function payWithCardUpdateLink(token: string, paymentMethodId: string): Promise<CardUpdatePayment> {
  return postJson<CardUpdatePayment>('/api/payments/update-card', { token, paymentMethodId }, await currentToken());
}
