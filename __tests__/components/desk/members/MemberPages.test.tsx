/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { MemberListPage } from '@/components/desk/members/MemberListPage';
import { MemberRecordPage } from '@/components/desk/members/MemberRecordPage';
import type { MemberListEntry, MemberRecord } from '@/lib/schemas/desk-members';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/desk/members', asPath: '/desk/members', query: {} }) }));

const donor: MemberListEntry = {
  uid: 'u-donor',
  email: 'kiri@example.nz',
  name: 'Kiri Donor',
  type: 'standard',
  supporter: 'one_off',
  totalGiven: 5_000,
  createdAt: '2026-11-24T21:30:00.000Z',
};
const newsletters = [{ listId: 'morning-briefing', name: 'Morning Briefing' }];

describe('MemberListPage', () => {
  it('lists members with links to their pages, the filters kept in the form, and the pages around', () => {
    render(
      <MemberListPage
        page={{ members: [donor], nextCursor: 'NEXTCURSOR', previousCursor: 'PREVCURSOR' }}
        params={{ q: 'kiri', state: 'one_off', after: 'OLD' }}
        refused={[]}
        newsletters={newsletters}
        role="administrator"
      />,
    );
    const row = screen.getByRole('row', { name: /Kiri Donor/ });
    expect(within(row).getByRole('link', { name: 'Kiri Donor' })).toHaveAttribute('href', '/desk/members/u-donor');
    expect(within(row).getByText('One-off donor')).toBeInTheDocument();
    expect(within(row).getByText('$50.00')).toBeInTheDocument();
    expect(within(row).getByText('25 Nov 2026')).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Find members' });
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByLabelText('Email or name')).toHaveValue('kiri');
    expect(within(search).getByLabelText('Supporter')).toHaveValue('one_off');
    expect(within(search).getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/desk/members');
    const pager = screen.getByRole('navigation', { name: 'Pages of members' });
    expect(within(pager).getByRole('link', { name: '← Previous page' })).toHaveAttribute('href', '/desk/members?q=kiri&state=one_off&before=PREVCURSOR');
    expect(within(pager).getByRole('link', { name: 'Next page →' })).toHaveAttribute('href', '/desk/members?q=kiri&state=one_off&after=NEXTCURSOR');
  });

  it('says when nothing matches, with a way to clear the filters, and which filters of the link it left out', () => {
    render(
      <MemberListPage
        page={{ members: [], nextCursor: null, previousCursor: null }}
        params={{ q: 'nobody@example.nz' }}
        refused={['Signed up from (joinedFrom) must be a date written yyyy-MM-dd.']}
        newsletters={newsletters}
        role="administrator"
      />,
    );
    expect(screen.getByText('No members match “nobody@example.nz” with these filters.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Clear filters' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Signed up from (joinedFrom) must be a date');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /(Previous|Next) page/ })).not.toBeInTheDocument();
  });
});

const record: MemberRecord = {
  member: { uid: 'u-donor', email: 'kiri@example.nz', name: 'Kiri Donor', type: 'standard', supporter: 'lapsed', createdAt: '2026-01-10T00:00:00.000Z' },
  transactions: [
    {
      txId: 'tx_1',
      amount: 5_000,
      refundedAmount: 2_500,
      currency: 'NZD',
      status: 'succeeded',
      failureCode: null,
      paymentType: 'PAY_WHAT_YOU_WANT',
      billingInterval: 'ONE_OFF',
      description: 'Donation',
      placement: 'INLINE_BANNER',
      provider: 'sandbox',
      subscriptionId: null,
      receiptPath: '/receipt/tx_1',
      refunds: [{ refundId: 're_1', amount: 2_500, status: 'succeeded', reason: 'Gave twice', createdAt: '2026-02-02T00:00:00.000Z', by: 'admin@example.nz' }],
      createdAt: '2026-02-01T00:00:00.000Z',
    },
  ],
  subscriptions: [
    {
      subscriptionId: 'subscr_1',
      amount: 1_000,
      billingInterval: 'MONTHLY',
      status: 'DELETED',
      provider: 'sandbox',
      placement: 'ONSITE',
      currentPeriodEnd: '2026-07-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      pausedUntil: null,
      cancelReason: 'Moving overseas',
      createdAt: '2026-01-01T00:00:00.000Z',
      history: [
        { kind: 'created', amount: 1_000, billingInterval: 'MONTHLY', reason: null, byStaff: false, at: '2026-01-01T00:00:00.000Z' },
        { kind: 'canceled', amount: 1_000, billingInterval: 'MONTHLY', reason: 'Moving overseas', byStaff: true, at: '2026-06-01T00:00:00.000Z' },
      ],
    },
  ],
  cards: [{ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2030, removed: false }],
  newsletters: [{ listId: 'morning-briefing', name: 'Morning Briefing', status: 'active', source: 'donation', consentAt: '2026-10-01T01:00:00.000Z', consentIp: '203.0.113.9', updatedAt: '2026-10-01T01:00:00.000Z' }],
  comments: [{ id: 7, articlePath: '/news/01-10-2026/ferry', headline: 'Ferry timetable', body: 'Kia ora', status: 'hidden', reports: 2, createdAt: '2026-10-01T01:00:00.000Z' }],
  complimentary: [{ id: 1, startsAt: '2026-07-01T00:00:00.000Z', endsAt: '2027-07-01T00:00:00.000Z', reason: 'Contributor', revokedAt: null }],
};

describe('MemberRecordPage', () => {
  it('shows every section of the record', () => {
    render(<MemberRecordPage record={record} role="administrator" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kiri Donor' })).toBeInTheDocument();
    for (const name of ['Profile', 'Transactions', 'Subscriptions', 'Cards', 'Newsletters', 'Comments', 'Complimentary membership']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const transactions = screen.getByRole('region', { name: 'Transactions' });
    expect(within(transactions).getByText('$50.00')).toBeInTheDocument();
    expect(within(transactions).getByText('$25.00')).toBeInTheDocument();
    expect(within(transactions).getByText(/Gave twice/)).toBeInTheDocument();
    expect(within(transactions).getByText('Inline banner')).toBeInTheDocument();
    expect(within(transactions).getByText('/receipt/tx_1')).toBeInTheDocument();
    // 1 Feb 2026 00:00 UTC is 1:00 pm in New Zealand (NZDT).
    expect(within(transactions).getByText(/1 Feb 2026, 1:00\s?pm NZDT/)).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Subscriptions' })).getByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Started'),
      expect.stringMatching(/Cancelled.*Moving overseas.*by the newsroom/),
    ]);
    expect(within(screen.getByRole('region', { name: 'Cards' })).getByText(/ending 4242, expires 03\/2030/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Newsletters' })).getByText('203.0.113.9')).toBeInTheDocument();
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(within(comments).getByRole('link', { name: 'Ferry timetable' })).toHaveAttribute('href', '/news/01-10-2026/ferry');
    expect(within(comments).getByText(/Hidden by a moderator · 2 reports/)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('draws the actions it is given beside each transaction and subscription, and for the member', () => {
    render(
      <MemberRecordPage
        record={record}
        role="administrator"
        actions={{
          transaction: (tx) => <button type="button">Refund {tx.txId}</button>,
          subscription: (sub) => <button type="button">Pause {sub.subscriptionId}</button>,
          member: <button type="button">Change role</button>,
          complimentary: <button type="button">Give a complimentary membership</button>,
        }}
      />,
    );
    expect(within(screen.getByRole('region', { name: 'Transactions' })).getByRole('button', { name: 'Refund tx_1' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Subscriptions' })).getByRole('button', { name: 'Pause subscr_1' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByRole('button', { name: 'Change role' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Complimentary membership' })).getByRole('button', { name: 'Give a complimentary membership' })).toBeInTheDocument();
  });
});
