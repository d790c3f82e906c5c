import { setupServer } from 'msw/node';

/** msw stands in for services we cannot run here (Stripe, content analytics, Mailchimp). */
export const outsideWorld = setupServer();
