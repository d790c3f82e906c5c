import { createHash } from 'node:crypto';
import { type NewsletterProvider, NewsletterProviderError, type ProviderStatus, type ProviderSubscription } from './newsletter-provider';

export interface MailchimpOptions {
  apiKey: string;
  /** The data centre, e.g. us21: the API lives at https://us21.api.mailchimp.com/3.0. */
  serverPrefix: string;
  /** Our list id → Mailchimp audience id; an unmapped list is sent as its own id. */
  audienceIds?: Record<string, string>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Mailchimp names a list member by the MD5 of its lower-case address. */
export const subscriberHash = (email: string) => createHash('md5').update(email.trim().toLowerCase()).digest('hex');

/** Mailchimp's statuses that mean "sends nothing"; transactional members were never on the list. */
function fromMailchimp(status: unknown): ProviderStatus | null {
  switch (status) {
    case 'subscribed':
      return 'subscribed';
    case 'pending':
      return 'pending';
    case 'unsubscribed':
    case 'cleaned':
    case 'archived':
      return 'unsubscribed';
    default:
      return null;
  }
}

/** The Marketing API's list-member calls: PUT (add or update) and GET of lists/{list_id}/members/{subscriber_hash}. */
export function createMailchimpNewsletterProvider(options: MailchimpOptions): NewsletterProvider {
  // Looked up per call, so a fetch replaced later (msw in tests) is the one used.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? fetch)(input, init);
  const base = `https://${options.serverPrefix}.api.mailchimp.com/3.0/`;
  const authorization = `Basic ${Buffer.from(`panui:${options.apiKey}`).toString('base64')}`;
  const memberUrl = (email: string, listId: string) => new URL(`lists/${encodeURIComponent(options.audienceIds?.[listId] ?? listId)}/members/${subscriberHash(email)}`, base);

  async function call(method: 'GET' | 'PUT', url: URL, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    let res: Response;
    try {
      res = await doFetch(url, {
        method,
        headers: { Authorization: authorization, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      // The cause (DNS, refused, timeout) says what failed; the headers with the key are not in it.
      throw new NewsletterProviderError(`Mailchimp ${method} ${url.pathname} failed: ${String((error as { cause?: unknown })?.cause ?? error)}`);
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: res.status, json };
  }

  const failed = (what: string, answer: { status: number; json: Record<string, unknown> }) =>
    new NewsletterProviderError(`Mailchimp ${what} answered ${answer.status}: ${String(answer.json.title ?? '')} ${String(answer.json.detail ?? '')}`.trim());

  async function put(subscription: ProviderSubscription): Promise<void> {
    const url = memberUrl(subscription.email, subscription.listId);
    const body = {
      email_address: subscription.email,
      status_if_new: subscription.status,
      status: subscription.status,
      ...(subscription.consentIp ? { ip_opt: subscription.consentIp } : {}),
      ...(subscription.consentAt ? { timestamp_opt: subscription.consentAt.toISOString() } : {}),
    };
    const answer = await call('PUT', url, body);
    if (answer.status < 300) return;
    // An address Mailchimp has as unsubscribed cannot be set to subscribed by the API ("Member In
    // Compliance State"); pending makes Mailchimp send its own opt-in email, the only way back.
    if (subscription.status === 'subscribed' && answer.status === 400 && answer.json.title === 'Member In Compliance State') {
      const retry = await call('PUT', url, { email_address: subscription.email, status_if_new: 'pending', status: 'pending' });
      if (retry.status < 300) return;
      throw failed('PUT (pending)', retry);
    }
    throw failed('PUT', answer);
  }

  async function status(email: string, listId: string): Promise<ProviderStatus | null> {
    const url = memberUrl(email, listId);
    url.searchParams.set('fields', 'status');
    const answer = await call('GET', url);
    if (answer.status === 404) return null;
    if (answer.status >= 300) throw failed('GET', answer);
    return fromMailchimp(answer.json.status);
  }

  return { name: 'mailchimp', put, status };
}
