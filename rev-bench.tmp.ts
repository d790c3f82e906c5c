import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { getRevenueReport } from '@/lib/server/revenue/revenue-service';

const P = `(ARRAY['ONSITE','INLINE_BANNER','MEMBERSHOMEPAGE','PROFILE','UPDATE','PROFILE_ONEOFF','ENHANCED_SIGNUP',NULL])[1 + (i % 8)]`;
async function main() {
  const { db } = await openDatabase({ pgliteDir: 'memory://' });
  const t0 = Date.now();
  await db.execute(sql.raw(`INSERT INTO members (uid, email, name, type) SELECT 'm' || i, 'm' || i || '@x.nz', 'M ' || i, CASE WHEN i = 0 THEN 'administrator' ELSE 'standard' END FROM generate_series(0, 99999) i`));
  await db.execute(sql.raw(`INSERT INTO subscriptions (id, member_uid, provider, provider_subscription_id, amount, billing_interval, status, current_period_start, current_period_end, paused_until, placement, created_at)
    SELECT 's' || i, 'm' || (i * 3 % 100000), 'sandbox', 'ps' || i, 500 + (i % 20) * 100, CASE WHEN i % 5 = 0 THEN 'YEARLY' ELSE 'MONTHLY' END,
      CASE WHEN i % 4 = 0 THEN 'DELETED' WHEN i % 29 = 0 THEN 'PAST_DUE' ELSE 'ACTIVE' END, now(), now() + interval '20 days',
      CASE WHEN i % 17 = 0 THEN now() + interval '30 days' ELSE NULL END, ${P}, now() - (i % 1095) * interval '1 day' FROM generate_series(0, 29999) i`));
  await db.execute(sql.raw(`INSERT INTO subscription_events (subscription_id, member_uid, kind, amount, billing_interval, created_at)
    SELECT 's' || (i % 30000), 'm' || ((i % 30000) * 3 % 100000), (ARRAY['created','canceled','paused','resumed','lapsed','changed','reactivated'])[1 + (i % 7)], 1000, 'MONTHLY', now() - (i % 1095) * interval '1 day' - (i % 86400) * interval '1 second' FROM generate_series(0, 79999) i`));
  await db.execute(sql.raw(`INSERT INTO transactions (id, member_uid, subscription_id, provider, provider_charge_id, amount, refunded_amount, payment_type, billing_interval, status, description, placement, created_at)
    SELECT 't' || i, 'm' || (i % 100000), CASE WHEN i % 10 < 7 THEN 's' || (i % 30000) ELSE NULL END, 'sandbox', 'ch' || i, 200 + (i % 97) * 50, CASE WHEN i % 50 = 0 THEN 100 ELSE 0 END,
      CASE WHEN i % 10 < 7 THEN 'SUBSCRIPTION' ELSE 'PAY_WHAT_YOU_WANT' END, CASE WHEN i % 10 < 6 THEN 'MONTHLY' WHEN i % 10 < 7 THEN 'YEARLY' ELSE 'ONE_OFF' END,
      CASE WHEN i % 23 = 0 THEN 'failed' ELSE 'succeeded' END, 'Donation', ${P}, now() - (i % 1095) * interval '1 day' - (i % 86400) * interval '1 second' FROM generate_series(0, 999999) i`));
  await db.execute(sql.raw(`INSERT INTO refunds (id, transaction_id, member_uid, amount, provider, provider_refund_id, idempotency_key, status, created_by_uid, created_at)
    SELECT 'r' || i, 't' || (i * 50), 'm' || (i * 50 % 100000), 100, 'sandbox', 'pr' || i, 'k' || i, 'succeeded', 'm0', now() - (i % 1000) * interval '1 day' FROM generate_series(0, 19999) i`));
  await db.execute(sql.raw(`INSERT INTO analytics_events (name, data, created_at)
    SELECT CASE WHEN i % 3 = 0 THEN 'page_view' ELSE 'donation_button_click' END, jsonb_build_object('placement', ${P}, 'amount', 10), now() - (i % 1095) * interval '1 day' FROM generate_series(0, 599999) i`));
  await db.execute(sql`analyze`);
  console.log('seeded in', Date.now() - t0, 'ms');
  const deps = { db, now: () => new Date() };
  const time = async (label: string, query: object) => {
    for (let run = 0; run < 3; run++) {
      const start = Date.now();
      await getRevenueReport(deps, 'm0', query);
      console.log(label, 'run', run, Date.now() - start, 'ms');
    }
  };
  await time('12 months, no new index', {});
  await time('36 months, no new index', { from: '2023-12', to: '2026-11' });
  await db.execute(sql`CREATE INDEX tx_created ON transactions (created_at)`);
  await db.execute(sql`CREATE INDEX subs_created ON subscriptions (created_at)`);
  await db.execute(sql`analyze`);
  await time('12 months, with indexes', {});
  await time('3 months, with indexes', { from: '2026-09', to: '2026-11' });
  await time('36 months, with indexes', { from: '2023-12', to: '2026-11' });
  const plan = await db.execute(sql.raw(`EXPLAIN ANALYZE SELECT count(*) FROM transactions WHERE created_at >= now() - interval '1 year'`));
  console.log(JSON.stringify((plan as unknown as { rows: unknown[] }).rows));
}
void main();
