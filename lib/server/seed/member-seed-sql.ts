// The statements behind seedGeneratedMembers (generate-members.ts). Every choice (a name, an
// amount, a date) is a hash of the row's number (md5), never random(), so two runs on the same
// day make the same rows. Member i is `seed_000i`; members with i % 10 in 3..5 subscribe (30%),
// those with i % 10 in 1..3 give one-off gifts.

export const SEED_UID_PREFIX = 'seed_';

export interface MemberSeedPlan {
  members: number;
  /** Midnight UTC: every generated date is before it. */
  anchor: Date;
}

/** One transaction in ten is a one-off gift or more, the rest subscription charges: ten per member in all. */
export const TRANSACTIONS_PER_MEMBER = 10;
/** Donate-button clicks per member (the revenue page's conversion by placement). */
const CLICKS_PER_MEMBER = 5;

const PLACEMENTS = ['ONSITE', 'INLINE_BANNER', 'MEMBERSHOMEPAGE', 'PROFILE', 'UPDATE', 'PROFILE_ONEOFF', 'ENHANCED_SIGNUP', null] as const;
const FIRST_NAMES = ['Aroha', 'Mere', 'Tama', 'Wiremu', 'Hana', 'Ngaio', 'Rangi', 'Tui', 'Olivia', 'Jack', 'Charlotte', 'Oliver', 'Isla', 'Noah', 'Amelia', 'Leo', 'Mia', 'George', 'Ruby', 'Lucas', 'Grace', 'Hunter', 'Harper', 'Mason', 'Sophie', 'Liam', 'Ella', 'Arlo', 'Zoe', 'Nikau', 'Anahera', 'Mikaere', 'Sione', 'Losa', 'Priya', 'Arjun', 'Mei', 'Wei', 'Fatima', 'Daniel'];
const LAST_NAMES = ['Smith', 'Wilson', 'Williams', 'Brown', 'Taylor', 'Jones', 'Walker', 'Thompson', 'Anderson', 'White', 'Harris', 'Martin', 'Ngata', 'Parata', 'Tipene', 'Walker', 'Campbell', 'Stewart', 'Robinson', 'Young', 'Clarke', 'King', 'Wright', 'Scott', 'Baker', 'Henare', 'Tawhiri', 'Fifita', 'Tuilagi', 'Patel', 'Singh', 'Chen', 'Li', 'Wong', 'Kumar', 'Mackenzie', 'Fraser', 'Reid', 'Murray', 'Hohaia'];
const DOMAINS = ['example.nz', 'example.co.nz', 'example.com', 'example.org.nz'];
const MONTHLY_CENTS = [500, 800, 1000, 1000, 1200, 1500, 1500, 2000, 2500, 3000, 5000];
const YEARLY_CENTS = [5000, 6000, 8000, 10000];
const GIFT_CENTS = [500, 1000, 1500, 2000, 2500, 2500, 3000, 5000, 5000, 7500, 10000];
const CANCEL_REASONS = ['too_expensive', 'not_reading', 'payment_trouble', 'supporting_elsewhere', 'other'];
const CARD_BRANDS = ['visa', 'visa', 'mastercard', 'amex'];
const DECLINES = ['card_declined', 'insufficient_funds', 'expired_card'];
const COMMENTS = [
  'Thanks for covering this, nobody else did.',
  'Good piece. The council should read it twice.',
  'I would like to see the full figures published.',
  'This matches what we saw in our town last winter.',
  'Worth paying for journalism like this.',
];

/** A number in [0, 1) from the md5 of `tag:expr`: the same for the same row on every run. */
const u = (tag: string, expr: string) => `(('x' || substr(md5('${tag}:' || (${expr})::text), 1, 8))::bit(32)::bigint::float8 / 4294967296.0)`;

const literal = (value: string | number | null) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);

/** One item of `list`, chosen by the hash of `tag:expr`. */
const pick = (list: readonly (string | number | null)[], tag: string, expr: string) => {
  const type = typeof list.find((item) => item !== null) === 'number' ? 'int' : 'text';
  return `(ARRAY[${list.map(literal).join(', ')}]::${type}[])[1 + floor(${u(tag, expr)} * ${list.length})::int]`;
};

const uid = (index: string) => `('${SEED_UID_PREFIX}' || lpad((${index})::text, 6, '0'))`;

export function memberSeedStatements(plan: MemberSeedPlan): { step: string; statement: string }[] {
  const n = plan.members;
  const anchor = `'${plan.anchor.toISOString()}'::timestamptz`;
  // More members joined recently than three years ago (sqrt): at least an hour before the anchor.
  const memberCreated = (index: string) => `(${anchor} - (3600 + floor(sqrt(${u('mc', index)}) * 1094 * 86400)) * interval '1 second')`;

  const membersSql = `
INSERT INTO members (uid, email, name, first_name, last_name, type, created_at, updated_at)
SELECT ${uid('i')},
  translate(lower(first), 'āēīōū', 'aeiou') || '.' || translate(lower(last), 'āēīōū', 'aeiou') || i || '@' || ${pick(DOMAINS, 'md', 'i')},
  CASE WHEN nameless THEN NULL ELSE first || ' ' || last END,
  CASE WHEN nameless THEN NULL ELSE first END,
  CASE WHEN nameless THEN NULL ELSE last END,
  'standard', created, created
FROM (
  SELECT i, ${pick(FIRST_NAMES, 'mf', 'i')} AS first, ${pick(LAST_NAMES, 'ml', 'i')} AS last, ${u('mn', 'i')} < 0.05 AS nameless, ${memberCreated('i')} AS created
  FROM generate_series(1, ${n}) i
) g`;

  // The plan of each subscription: kind, amounts, start, the last moment it was charged.
  const plansSql = `
CREATE TEMP TABLE seed_subscriptions ON COMMIT DROP AS
SELECT p.*,
  p.start + (p.charges - 1) * p.step AS last_charge_at,
  p.start + p.charges * p.step AS period_end,
  CASE WHEN p.changed THEN p.charges / 2 END AS change_m
FROM (
  SELECT e.*,
    CASE WHEN e.yearly THEN extract(year FROM age(e.end_at, e.start))::int + 1
         ELSE (extract(year FROM age(e.end_at, e.start)) * 12 + extract(month FROM age(e.end_at, e.start)))::int + 1 END AS charges
  FROM (
    SELECT s.*,
      CASE s.kind
        WHEN 'active' THEN ${anchor}
        WHEN 'paused' THEN greatest(s.start, ${anchor} - (5 + floor(${u('sp', 's.i')} * 55)) * interval '1 day')
        ELSE s.start + (${anchor} - s.start) * (0.2 + 0.75 * ${u('se', 's.i')})
      END AS end_at,
      CASE WHEN s.yearly THEN interval '1 year' ELSE interval '1 month' END AS step
    FROM (
      SELECT i, ${uid('i')} AS member_uid, 'subscr_seed_' || i AS id,
        least(${memberCreated('i')} + ${u('ss', 'i')} * interval '20 days', ${anchor} - interval '30 minutes') AS start,
        CASE WHEN ${u('sk', 'i')} < 0.6667 THEN 'active' WHEN ${u('sk', 'i')} < 0.75 THEN 'paused' WHEN ${u('sk', 'i')} < 0.9167 THEN 'canceled' ELSE 'lapsed' END AS kind,
        ${u('si', 'i')} < 0.1 AS yearly,
        CASE WHEN ${u('si', 'i')} < 0.1 THEN ${pick(YEARLY_CENTS, 'sa', 'i')} ELSE ${pick(MONTHLY_CENTS, 'sa', 'i')} END AS amount,
        CASE WHEN ${u('si', 'i')} < 0.1 THEN ${pick(YEARLY_CENTS, 'sb', 'i')} ELSE ${pick(MONTHLY_CENTS, 'sb', 'i')} END AS first_amount,
        ${u('sc', 'i')} < 0.1 AS changed,
        ${u('sr', 'i')} < 0.04 AS reactivated,
        ${pick(PLACEMENTS, 'sl', 'i')} AS placement
      FROM generate_series(1, ${n}) i
      WHERE i % 10 BETWEEN 3 AND 5
    ) s
  ) e
) p`;

  const cardsSql = `
INSERT INTO payment_methods (id, member_uid, provider, provider_payment_method_id, brand, last4, exp_month, exp_year, created_at)
SELECT 'card_seed_' || i, member_uid, 'sandbox', 'pm_card_visa', ${pick(CARD_BRANDS, 'cb', 'i')}, lpad((i * 7919 % 10000)::text, 4, '0'), 1 + i % 12, ${plan.anchor.getUTCFullYear() + 1} + i % 4, start
FROM seed_subscriptions`;

  const subscriptionsSql = `
INSERT INTO subscriptions (id, member_uid, provider, provider_subscription_id, payment_method_id, amount, billing_interval, status,
  current_period_start, current_period_end, canceled_at, cancel_reason, paused_until, placement, created_at, updated_at)
SELECT id, member_uid, 'sandbox', 'sub_sbx_seed_' || i, 'card_seed_' || i, amount, CASE WHEN yearly THEN 'YEARLY' ELSE 'MONTHLY' END,
  CASE WHEN kind IN ('active', 'paused') THEN 'ACTIVE' ELSE 'DELETED' END,
  last_charge_at, period_end,
  ended_at,
  CASE kind WHEN 'canceled' THEN ${pick(CANCEL_REASONS, 'cr', 'i')} END,
  CASE WHEN kind = 'paused' THEN ${anchor} + (7 + floor(${u('pu', 'i')} * 83)) * interval '1 day' END,
  placement, start, coalesce(ended_at, CASE WHEN kind = 'paused' THEN end_at ELSE last_charge_at END)
FROM (
  SELECT *,
    CASE kind
      WHEN 'canceled' THEN least(end_at + ${u('ca', 'i')} * interval '20 days', ${anchor} - interval '1 minute')
      WHEN 'lapsed' THEN greatest(last_charge_at, least(last_charge_at + interval '14 days', ${anchor} - interval '1 minute'))
    END AS ended_at
  FROM seed_subscriptions
) s`;

  // A lapsed subscription's last charge was declined; about one renewal in seventy fails on the way.
  const chargesSql = `
INSERT INTO transactions (id, member_uid, subscription_id, payment_method_id, provider, provider_charge_id, amount, payment_type, billing_interval,
  status, failure_code, description, placement, created_at)
SELECT 'tx_seed_s' || s.i || '_' || m, s.member_uid, s.id, 'card_seed_' || s.i, 'sandbox', 'ch_sbx_seed_s' || s.i || '_' || m,
  CASE WHEN s.change_m IS NOT NULL AND m < s.change_m THEN s.first_amount ELSE s.amount END,
  'SUBSCRIPTION', CASE WHEN s.yearly THEN 'YEARLY' ELSE 'MONTHLY' END,
  CASE WHEN failed THEN 'failed' ELSE 'succeeded' END,
  CASE WHEN failed THEN ${pick(DECLINES, 'fc', "s.i || '_' || m")} END,
  CASE WHEN s.yearly THEN 'Yearly subscription' ELSE 'Monthly subscription' END,
  s.placement, s.start + m * s.step
FROM seed_subscriptions s
CROSS JOIN LATERAL generate_series(0, s.charges - 1) m
CROSS JOIN LATERAL (SELECT (s.kind = 'lapsed' AND m = s.charges - 1 AND m > 0) OR (m > 0 AND ${u('tf', "s.i || '_' || m")} < 0.015) AS failed) f`;

  // One-off gifts make up the rest of the ten per member, from members with i % 10 in 1..3.
  const giftsSql = `
INSERT INTO transactions (id, member_uid, provider, provider_charge_id, amount, payment_type, billing_interval, status, failure_code, description, placement, created_at)
SELECT 'tx_seed_g' || j, ${uid('d')}, 'sandbox', 'ch_sbx_seed_g' || j, ${pick(GIFT_CENTS, 'ga', 'j')}, 'PAY_WHAT_YOU_WANT', 'ONE_OFF',
  CASE WHEN failed THEN 'failed' ELSE 'succeeded' END,
  CASE WHEN failed THEN ${pick(DECLINES, 'gc', 'j')} END,
  'Donation', ${pick(PLACEMENTS, 'gl', 'j')},
  ${memberCreated('d')} + (${anchor} - ${memberCreated('d')}) * ${u('gt', 'j')}
FROM (
  SELECT j, 10 * floor(${u('gd', 'j')} * ${Math.floor(n / 10)})::int + 1 + floor(${u('gk', 'j')} * 3)::int AS d, ${u('gf', 'j')} < 0.02 AS failed
  FROM generate_series(1, greatest(0, ${TRANSACTIONS_PER_MEMBER * n} - (SELECT count(*) FROM transactions WHERE member_uid LIKE '${SEED_UID_PREFIX}%'))) j
) g`;

  const eventsSql = `
INSERT INTO subscription_events (subscription_id, member_uid, kind, amount, billing_interval, reason, created_at)
SELECT id, member_uid, event_kind, event_amount, CASE WHEN yearly THEN 'YEARLY' ELSE 'MONTHLY' END, reason, at
FROM (
  SELECT s.id, s.member_uid, s.yearly, x.event_kind, x.event_amount, x.reason, x.at
  FROM (SELECT *, CASE kind WHEN 'canceled' THEN least(end_at + ${u('ca', 'i')} * interval '20 days', ${anchor} - interval '1 minute')
                            WHEN 'lapsed' THEN greatest(last_charge_at, least(last_charge_at + interval '14 days', ${anchor} - interval '1 minute')) END AS ended_at
        FROM seed_subscriptions) s
  CROSS JOIN LATERAL (VALUES
    ('created', CASE WHEN s.changed THEN s.first_amount ELSE s.amount END, NULL, s.start, true),
    ('changed', s.amount, NULL, s.start + s.change_m * s.step - interval '3 days', s.changed AND s.change_m > 0),
    ('canceled', CASE WHEN s.changed AND s.change_m > 1 THEN s.first_amount ELSE s.amount END, 'other', s.start + s.step + interval '3 days', s.reactivated AND s.kind = 'active' AND s.charges >= 3),
    ('reactivated', CASE WHEN s.changed AND s.change_m > 1 THEN s.first_amount ELSE s.amount END, NULL, s.start + s.step + interval '8 days', s.reactivated AND s.kind = 'active' AND s.charges >= 3),
    ('paused', s.amount, NULL, s.end_at + interval '1 hour', s.kind = 'paused'),
    ('canceled', s.amount, ${pick(CANCEL_REASONS, 'cr', 's.i')}, s.ended_at, s.kind = 'canceled'),
    ('lapsed', s.amount, 'payment_failed', s.ended_at, s.kind = 'lapsed')
  ) AS x(event_kind, event_amount, reason, at, happened)
  WHERE x.happened
) e
ORDER BY at`;

  // About one gift in 170 refunded, half of those in part; the transaction keeps the sum.
  const refundsSql = `
WITH picked AS (
  SELECT id, member_uid, created_at, CASE WHEN ${u('rh', 'id')} < 0.5 THEN amount ELSE amount / 2 END AS refund
  FROM transactions
  WHERE id LIKE 'tx_seed_g%' AND status = 'succeeded' AND ${u('rf', 'id')} < 0.006
), added AS (
  INSERT INTO refunds (id, transaction_id, member_uid, amount, provider, provider_refund_id, idempotency_key, status, reason, created_by_uid, created_at)
  SELECT 'rf_seed_' || substr(id, 8), id, member_uid, refund, 'sandbox', 're_sbx_seed_' || substr(id, 8), 'seed_' || id, 'succeeded', 'Asked for by the member', 'seed_desk', least(created_at + interval '3 days', ${anchor} - interval '1 minute')
  FROM picked
)
UPDATE transactions t SET refunded_amount = p.refund FROM picked p WHERE t.id = p.id`;

  const newslettersSql = `
INSERT INTO newsletter_subscriptions (email, list_id, member_uid, source, status, consent_at, consent_ip, created_at, updated_at)
SELECT email, list_id, uid, source, status, CASE WHEN status <> 'pending' THEN created_at + interval '2 minutes' END,
  CASE WHEN status <> 'pending' THEN '203.0.113.' || (1 + abs(hashtext(uid)) % 250) END, created_at, created_at + CASE WHEN status = 'unsubscribed' THEN interval '90 days' ELSE interval '2 minutes' END
FROM (
  SELECT m.email, n.list_id, m.uid, m.created_at,
    ${pick(['signup', 'footer', 'article'], 'ns', "m.uid || n.list_id")} AS source,
    CASE WHEN ${u('nt', "m.uid || n.list_id")} < 0.85 THEN 'active' WHEN ${u('nt', "m.uid || n.list_id")} < 0.95 THEN 'unsubscribed' ELSE 'pending' END AS status
  FROM members m
  JOIN newsletters n ON n.list_id IN ('morning-briefing', 'climate-dispatch')
  WHERE m.uid LIKE '${SEED_UID_PREFIX}%' AND ${u('nl', "m.uid || n.list_id")} < CASE n.list_id WHEN 'morning-briefing' THEN 0.4 ELSE 0.15 END
) s`;

  // The shape the donate buttons send (BudgetSelect, InlineDonationBanner): amount in dollars, interval, placement.
  const clicksSql = `
INSERT INTO analytics_events (name, data, member_uid, created_at)
SELECT 'donation_button_click',
  jsonb_build_object('amount', ${pick(GIFT_CENTS, 'ka', 'k')} / 100.0, 'interval', ${pick(['month', 'month', 'year', 'one-off'], 'ki', 'k')}, 'placement', ${pick(PLACEMENTS.slice(0, -1), 'kl', 'k')}),
  CASE WHEN ${u('km', 'k')} < 0.3 THEN ${uid(`1 + floor(${u('kn', 'k')} * ${n})::int`)} END,
  ${anchor} - floor(sqrt(${u('kt', 'k')}) * 1095 * 86400) * interval '1 second'
FROM generate_series(1, ${CLICKS_PER_MEMBER * n}) k`;

  const commentsSql = `
INSERT INTO comments (article_id, member_uid, body, status, created_at)
SELECT a.ids[1 + floor(${u('ca', 'k')} * array_length(a.ids, 1))::int], ${uid(`1 + floor(${u('cm', 'k')} * ${n})::int`)}, ${pick(COMMENTS, 'cb', 'k')},
  CASE WHEN ${u('cs', 'k')} < 0.05 THEN 'hidden' ELSE 'visible' END, ${anchor} - floor(${u('ct', 'k')} * 365 * 86400) * interval '1 second'
FROM generate_series(1, ${Math.max(1, Math.floor(n / 50))}) k
CROSS JOIN (SELECT array_agg(id) AS ids FROM (SELECT id FROM articles ORDER BY id LIMIT 50) x) a
WHERE a.ids IS NOT NULL`;

  const reportsSql = `
INSERT INTO comment_reports (comment_id, member_uid, reason, created_at)
SELECT id, ${uid(`1 + (id * 7919) % ${n}`)}, 'Abusive', created_at + interval '1 hour'
FROM comments WHERE status = 'hidden' AND member_uid LIKE '${SEED_UID_PREFIX}%'
ON CONFLICT DO NOTHING`;

  return [
    { step: 'members', statement: membersSql },
    { step: 'subscription plans', statement: plansSql },
    { step: 'cards', statement: cardsSql },
    { step: 'subscriptions', statement: subscriptionsSql },
    { step: 'subscription charges', statement: chargesSql },
    { step: 'one-off gifts', statement: giftsSql },
    { step: 'subscription events', statement: eventsSql },
    { step: 'refunds', statement: refundsSql },
    { step: 'newsletter subscriptions', statement: newslettersSql },
    { step: 'donate-button clicks', statement: clicksSql },
    { step: 'comments', statement: commentsSql },
    { step: 'comment reports', statement: reportsSql },
  ];
}
