import { and, eq } from 'drizzle-orm';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { newsletters, newsletterSubscriptions } from '@/lib/server/db/schema/newsletters';
import { devMailDir } from '@/lib/server/providers/mail/mailer-from-config';
import { type DevMail, readDevMailbox } from '@/lib/server/providers/mail/dev-mailbox';
import { newsletters as seedNewsletters } from '@/lib/server/seed/content/extras';
import { drainTestOutbox } from './outbox';

/** The seed's four lists, as `npm run seed` writes them. */
export async function insertSeedNewsletters(): Promise<void> {
  await (await getDb())
    .insert(newsletters)
    .values(seedNewsletters.map((n, position) => ({ ...n, position })))
    .onConflictDoNothing();
}

export const subscriptionRow = async (email: string, listId: string) =>
  (await (await getDb()).select().from(newsletterSubscriptions).where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.listId, listId))))[0];

/** Every email the dev mailbox holds for `to`, oldest first, once the outbox has sent what it held (as the site's worker does moments after a request). */
export async function mailTo(to: string): Promise<DevMail[]> {
  await drainTestOutbox();
  return readDevMailbox(devMailDir(getConfig()), to);
}
