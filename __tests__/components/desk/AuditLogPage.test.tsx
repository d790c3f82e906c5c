/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { AuditLogPage } from '@/components/desk/audit/AuditLogPage';
import type { AuditPage } from '@/lib/schemas/desk-audit';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/desk/audit', asPath: '/desk/audit', query: {} }) }));

const page: AuditPage = {
  entries: [
    {
      id: 2,
      at: '2026-11-24T21:30:00.000Z',
      actor: { uid: 'u-admin', email: 'aroha@example.nz' },
      action: 'subscription.pause',
      memberUid: 'u-hemi',
      targetType: 'subscription',
      targetId: 'subscr_1',
      before: { status: 'ACTIVE', amount: 1_500, pausedUntil: null },
      after: { status: 'ACTIVE', amount: 1_500, pausedUntil: '2027-01-20T00:00:00.000Z', reason: 'Travelling', until: null },
    },
    {
      id: 1,
      at: '2026-11-23T01:00:00.000Z',
      actor: { uid: 'u-admin', email: null },
      action: 'member.role',
      memberUid: 'u-eru',
      targetType: 'member',
      targetId: 'u-eru',
      before: { role: 'standard' },
      after: { role: 'editor' },
    },
  ],
  nextCursor: '1763859600000-1',
};

const renderPage = (props: Partial<Parameters<typeof AuditLogPage>[0]> = {}) =>
  render(<AuditLogPage page={page} filter={{ member: '', action: '', paged: false }} invalidFilter={false} viewer={{ role: 'administrator' }} {...props} />);

describe('AuditLogPage', () => {
  it('lists each action in New Zealand time with who did it, the member’s page and what changed, before → after', () => {
    renderPage();
    const [pause, role] = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(within(pause!).getByText('Paused a subscription')).toBeInTheDocument();
    expect(within(pause!).getByText(/25 Nov 2026, 10:30\s?am/)).toBeInTheDocument();
    expect(within(pause!).getByText(/By aroha@example\.nz/)).toBeInTheDocument();
    expect(within(pause!).getByRole('link', { name: 'u-hemi' })).toHaveAttribute('href', '/desk/members/u-hemi');
    expect(within(pause!).getByText('— → 20 January 2027')).toBeInTheDocument();
    expect(within(pause!).getByText('Travelling')).toBeInTheDocument();
    // Unchanged fields are not shown, nor a detail the action did not use.
    expect(within(pause!).queryByText('Amount')).toBeNull();
    expect(within(pause!).queryByText('Until')).toBeNull();
    expect(within(role!).getByText('standard → editor')).toBeInTheDocument();
    expect(within(role!).getByText(/By u-admin/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older entries' })).toHaveAttribute('href', '/desk/audit?before=1763859600000-1');
  });

  it('keeps the filter in the page links and says when nothing matches', () => {
    renderPage({ page: { entries: [], nextCursor: null }, filter: { member: 'u-hemi', action: 'member.role', paged: true } });
    expect(screen.getByText('Nothing in the log matches this filter.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/desk/audit?member=u-hemi&action=member.role');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('member.role');
    expect(screen.getByRole('textbox', { name: 'Member id' })).toHaveValue('u-hemi');
  });
});
