import { randomUUID } from 'node:crypto';
import { createContentCache } from '@/lib/server/content/content-cache';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { subscriptions } from '@/lib/server/db/schema/payments';
import { publicSupporterCount } from '@/lib/server/revenue/supporter-count-service';

const NOW = new Date('2026-11-27T00:00:00Z');

async function giveMonthly(status: 'ACTIVE' | 'PAST_DUE' | 'DELETED', pausedUntil: Date | null = null) {
  const db = await getDb();
  const uid = `count-${randomUUID()}`;
  await db.insert(members).values({ uid, email: `${uid}@example.nz`, name: uid });
  await db.insert(subscriptions).values({
    id: `subscr_${uid}`,
    memberUid: uid,
    provider: 'sandbox',
    providerSubscriptionId: `sandbox_${uid}`,
    amount: 1_000,
    billingInterval: 'MONTHLY',
    status,
    currentPeriodStart: NOW,
    currentPeriodEnd: new Date('2026-12-27T00:00:00Z'),
    pausedUntil,
  });
}

const countWith = async (shown: boolean, ttlMs = 0) => publicSupporterCount({ db: await getDb(), now: () => NOW, cache: createContentCache({ ttlMs }), shown });

describe('the supporter count readers see', () => {
  it('is nothing until somebody gives, then counts active and paused supporters, never ended or failing ones', async () => {
    expect(await countWith(true)).toBeNull();
    await giveMonthly('ACTIVE');
    await giveMonthly('ACTIVE', new Date('2027-02-01T00:00:00Z'));
    await giveMonthly('DELETED');
    await giveMonthly('PAST_DUE');
    expect(await countWith(true)).toBe(2);
  });

  it('is never shown when the newsroom does not show it', async () => {
    expect(await countWith(false)).toBeNull();
  });

  it('is counted once for a burst of donors while the cache keeps it', async () => {
    const cache = createContentCache({ ttlMs: 60_000 });
    const read = async () => publicSupporterCount({ db: await getDb(), now: () => NOW, cache, shown: true });
    const first = await read();
    await giveMonthly('ACTIVE');
    expect(await read()).toBe(first);
    cache.clear();
    expect(await read()).toBe((first ?? 0) + 1);
  });
});
