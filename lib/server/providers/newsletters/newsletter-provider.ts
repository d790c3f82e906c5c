/** What a subscription looks like where newsletters are sent from. */
export type ProviderStatus = 'pending' | 'subscribed' | 'unsubscribed';

export interface ProviderSubscription {
  email: string;
  listId: string;
  status: ProviderStatus;
  /** When and from where consent was given (the confirmation), for the provider's own records. */
  consentAt: Date | null;
  consentIp: string | null;
}

/**
 * Where newsletters are sent from. The database keeps every subscription and its consent trail
 * in any case; a provider mirrors the state (Mailchimp) or is the database itself.
 */
export interface NewsletterProvider {
  readonly name: 'database' | 'mailchimp';
  /** Makes the provider hold `subscription`'s status (creating the member when new). */
  put(subscription: ProviderSubscription): Promise<void>;
  /** The provider's status of an address; null when it does not know the address, or keeps none of its own. */
  status(email: string, listId: string): Promise<ProviderStatus | null>;
}

export class NewsletterProviderError extends Error {
  override name = 'NewsletterProviderError';
}
