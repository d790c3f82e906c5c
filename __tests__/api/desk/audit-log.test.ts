import roleRoute from '@/pages/api/desk/staff/role';
import { recordAudit } from '@/lib/server/audit/audit-store';
import { getDb } from '@/lib/server/db/client';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { expectRefused } from '../../helpers/api-call';
import { serveMemberActionRoutes } from '../../helpers/member-action-routes';
import { serveRoute } from '../../helpers/route-server';
import { memberOfType, send } from '../../helpers/staff-members';

let desk: Awaited<ReturnType<typeof serveMemberActionRoutes>>;
let role: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  [desk, role] = await Promise.all([serveMemberActionRoutes(), serveRoute(roleRoute), getDb()]);
}, 90_000);
afterAll(async () => {
  await Promise.all([desk.close(), role.close()]);
});
beforeEach(() => resetRateLimits());

describe('GET /api/desk/audit', () => {
  it('a role change is listed as member.role with the role before and after, by whom', async () => {
    const [admin, member] = await Promise.all([memberOfType('administrator', 'Aroha Admin'), memberOfType('standard')]);
    expect((await send('PUT', role.url, { uid: member.uid, role: 'editor' }, admin.idToken)).status).toBe(200);
    // Setting the role it already has changes nothing and records nothing.
    expect((await send('PUT', role.url, { uid: member.uid, role: 'editor' }, admin.idToken)).status).toBe(200);
    const res = await desk.call('GET', `/audit?member=${member.uid}`, undefined, admin.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data.entries).toEqual([
      expect.objectContaining({ action: 'member.role', actor: { uid: admin.uid, email: admin.email }, memberUid: member.uid, before: { role: 'standard' }, after: { role: 'editor' } }),
    ]);
  });

  it('pages newest first by keyset, and filters by member and by action', async () => {
    const [admin, member] = await Promise.all([memberOfType('administrator'), memberOfType('standard')]);
    const db = await getDb();
    for (let i = 0; i < 53; i++) {
      await recordAudit(db, {
        actor: { uid: admin.uid, email: admin.email },
        action: i % 2 ? 'subscription.pause' : 'receipt.resend',
        memberUid: member.uid,
        targetType: 'subscription',
        targetId: `subscr_${i}`,
        before: null,
        after: { n: i },
      });
    }
    const first = await desk.call('GET', `/audit?member=${member.uid}`, undefined, admin.idToken);
    expect(first.json.data.entries).toHaveLength(50);
    expect(first.json.data.entries[0].targetId).toBe('subscr_52');
    const second = await desk.call('GET', `/audit?member=${member.uid}&before=${first.json.data.nextCursor}`, undefined, admin.idToken);
    expect(second.json.data.entries.map((entry: { targetId: string }) => entry.targetId)).toEqual(['subscr_2', 'subscr_1', 'subscr_0']);
    expect(second.json.data.nextCursor).toBeNull();
    const pauses = await desk.call('GET', `/audit?member=${member.uid}&action=subscription.pause`, undefined, admin.idToken);
    expect(pauses.json.data.entries).toHaveLength(26);
    // A blank filter (a GET form's empty field) means any.
    expect((await desk.call('GET', `/audit?member=${member.uid}&action=`, undefined, admin.idToken)).json.data.entries).toHaveLength(50);
  });

  it('refuses an unknown action or a malformed page with 400', async () => {
    const admin = await memberOfType('administrator');
    expectRefused(await desk.call('GET', '/audit?action=drop.tables', undefined, admin.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await desk.call('GET', '/audit?before=yesterday', undefined, admin.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await desk.call('GET', '/audit?sort=asc', undefined, admin.idToken), 400, 'VALIDATION_FAILED');
  });
});
