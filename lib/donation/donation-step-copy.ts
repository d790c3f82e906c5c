import { formatDonationAmount } from './format-donation-amount';
import type { DonationStep } from './donation-steps';

/** Each step's heading and page message (the state's pageTitle and pageMessage start from these). */
export const DONATION_STEP_COPY: Record<DonationStep, { title: string; message: string }> = {
  BUDGET_SELECT: { title: 'Support our journalism', message: 'Choose how often and how much. Every dollar keeps our reporting free for everyone to read.' },
  SUBSCRIPTION_PRESELECT: { title: 'Your chosen support', message: 'Check the amount and how often, then carry on.' },
  ANON_SUBSCRIPTION: { title: 'About you', message: 'We need your name and email for your receipt.' },
  SUBSCRIPTION_LOG_IN: { title: 'Sign in to carry on', message: 'That email already has an account with us. Sign in and your gift is linked to it.' },
  LOGIN_PROMPT: { title: 'Sign in first', message: 'Sign in to manage your support.' },
  PAYMENT_FORM: { title: 'Payment', message: 'Pay securely by card. Amounts are in New Zealand dollars.' },
  CREATE_USER: { title: 'Setting up your account', message: 'Your payment went through. We are saving your details.' },
  // The first screen after a visitor's payment says it went through before it asks for anything (its title names the amount: stepTitle).
  CREATE_LOGIN: { title: 'Thank you: your gift is received', message: 'Choose a password, and you can sign in later to see your receipts and change your support.' },
  NEWSLETTERS: { title: 'Our newsletters', message: 'Pick any you would like in your inbox. You can leave at any time.' },
  PERK_OPT_IN: { title: 'A thank-you from us', message: 'Supporters can have their name in our annual thank-you list and get early invitations to events.' },
  SUBSCRIPTION: { title: 'Your current support', message: 'Change your amount or how often you give, or the card you pay with.' },
  UPDATE: { title: 'Change your support', message: 'The new amount applies from your next payment date. Nothing is charged today.' },
  REPLACE_CARD: { title: 'Change your card', message: 'Your next payment will use the card you choose here.' },
  THANK_YOU: { title: 'Thank you', message: 'Your support keeps our journalism free for everyone.' },
  THANK_YOU_CARD_REPLACE: { title: 'Card updated', message: 'Your next payment will use your new card.' },
  THANK_YOU_INCOMPLETE: {
    title: 'Thank you: your payment went through',
    message: 'Something after the payment did not finish. Your gift is safe and you have a receipt; the steps below say what to do next.',
  },
  ERROR: { title: 'Something went wrong', message: 'Nothing has been charged. Please try again in a moment.' },
  ACCOUNT_SETUP: { title: 'Set up your account', message: 'Your payment went through. A password lets you sign in later.' },
  NAME_COLLECTION: { title: 'What should we call you?', message: 'Your name goes on your receipts and emails.' },
  ENHANCED_NEWSLETTER_SELECTION: { title: 'Choose your newsletters', message: 'Pick any you would like in your inbox.' },
  ENHANCED_PODCAST_DISCOVERY: { title: 'Listen to our podcasts', message: 'Our shows are free for everyone, and yours helps make them.' },
  ENHANCED_APP_PROMOTION: { title: 'Get the app', message: 'Read and listen on the go.' },
};

/** A step's heading: its copy's, except that the first screen after a payment names what was received. */
export function stepTitle(step: DonationStep, amountCents: number): string {
  return step === 'CREATE_LOGIN' && amountCents > 0 ? `Thank you: ${formatDonationAmount(amountCents)} received` : DONATION_STEP_COPY[step].title;
}
