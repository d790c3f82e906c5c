/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComplimentaryMembershipForm } from '@/components/desk/member-actions/ComplimentaryMembershipForm';
import { MemberRoleForm } from '@/components/desk/member-actions/MemberRoleForm';
import { SubscriptionActions } from '@/components/desk/member-actions/SubscriptionActions';
import { changeStaffRole } from '@/lib/api/desk-staff';
import { ApiError } from '@/lib/api/api-error';
import { cancelMemberSubscription, grantComplimentary, pauseMemberSubscription, revokeComplimentary } from '@/lib/api/desk-member-actions';

const replace = jest.fn().mockResolvedValue(true);
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/desk/members/[uid]', asPath: '/desk/members/u-hemi', query: {}, replace }) }));
jest.mock('@/lib/api/desk-staff', () => ({ changeStaffRole: jest.fn() }));
jest.mock('@/lib/api/desk-member-actions', () => ({
  pauseMemberSubscription: jest.fn(),
  resumeMemberSubscription: jest.fn(),
  cancelMemberSubscription: jest.fn(),
  grantComplimentary: jest.fn(),
  revokeComplimentary: jest.fn(),
}));

// jsdom has no modal dialogs: open and close toggle the attribute, as a browser's would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => jest.clearAllMocks());

const monthly = { subscriptionId: 'subscr_1', status: 'ACTIVE' as const, billingInterval: 'MONTHLY' as const, pausedUntil: null, currentPeriodEnd: '2026-12-05T00:00:00.000Z' };
const state = { subscriptionId: 'subscr_1', amount: 1_500, billingInterval: 'MONTHLY' as const, status: 'ACTIVE' as const, cancelAtPeriodEnd: false, currentPeriodEnd: monthly.currentPeriodEnd, pausedUntil: '2027-02-05T00:00:00.000Z' };

describe('SubscriptionActions', () => {
  it('pauses until a day after asking why in a dialog, then says when the next payment is and reloads the page', async () => {
    const user = userEvent.setup();
    jest.mocked(pauseMemberSubscription).mockResolvedValue(state);
    render(<SubscriptionActions memberUid="u-hemi" subscription={monthly} />);
    await user.click(screen.getByRole('button', { name: 'Pause until…' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause this subscription' });
    await user.type(within(dialog).getByLabelText('Pause until (New Zealand date)'), '2027-02-01');
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Travelling');
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(pauseMemberSubscription).toHaveBeenCalledWith('subscr_1', { memberUid: 'u-hemi', until: '2027-02-01', reason: 'Travelling' });
    expect(await screen.findByText('Paused: the next payment is on 5 February 2027.')).toBe(screen.getByRole('status'));
    expect(replace).toHaveBeenCalledWith('/desk/members/u-hemi', undefined, { scroll: false });
  });

  it('closes the dialog as soon as the server has paused it, its button ready again, while the page is still being read again', async () => {
    const user = userEvent.setup();
    jest.mocked(pauseMemberSubscription).mockResolvedValue(state);
    replace.mockReturnValueOnce(new Promise(() => undefined));
    render(<SubscriptionActions memberUid="u-hemi" subscription={monthly} />);
    const opener = screen.getByRole('button', { name: 'Pause until…' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Pause this subscription' });
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Travelling');
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Paused: the next payment is on 5 February 2027.')).toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toBeEnabled();
  });

  it('shows a refusal inside the dialog, which stays open', async () => {
    const user = userEvent.setup();
    jest.mocked(cancelMemberSubscription).mockRejectedValue(new ApiError(403, 'STAFF_ONLY', 'Only newsroom staff can do this.'));
    render(<SubscriptionActions memberUid="u-hemi" subscription={monthly} />);
    await user.click(screen.getByRole('button', { name: 'Cancel…' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this subscription' });
    await user.click(within(dialog).getByLabelText('Now'));
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the subscription' }));
    expect(cancelMemberSubscription).toHaveBeenCalledWith('subscr_1', { memberUid: 'u-hemi', reason: 'Fraud', when: 'now' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only newsroom staff can do this.');
    expect(dialog).toHaveAttribute('open');
    expect(replace).not.toHaveBeenCalled();
  });

  it('offers Resume for a paused plan, no pause for a yearly one, and nothing for an ended one', () => {
    const { rerender } = render(<SubscriptionActions memberUid="u-hemi" subscription={{ ...monthly, pausedUntil: state.pausedUntil }} />);
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    rerender(<SubscriptionActions memberUid="u-hemi" subscription={{ ...monthly, billingInterval: 'YEARLY' }} />);
    expect(screen.queryByRole('button', { name: 'Pause until…' })).toBeNull();
    rerender(<SubscriptionActions memberUid="u-hemi" subscription={{ ...monthly, status: 'DELETED' }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ComplimentaryMembershipForm', () => {
  const running = { id: 7, startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2027-03-01T11:00:00.000Z', reason: 'Contributor', revokedAt: null };

  it('gives a membership until a day, and revokes a running one after confirming', async () => {
    const user = userEvent.setup();
    jest.mocked(grantComplimentary).mockResolvedValue({ ...running, id: 8 });
    jest.mocked(revokeComplimentary).mockResolvedValue({ ...running, revokedAt: '2026-11-25T00:00:00.000Z' });
    render(<ComplimentaryMembershipForm memberUid="u-hemi" memberships={[running]} now="2026-11-25T00:00:00.000Z" />);
    expect(screen.getByText(/Contributor — until the end of 1 March 2027/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Member until (New Zealand date)'), '2027-06-30');
    await user.type(screen.getByLabelText('Reason'), 'Prize');
    await user.click(screen.getByRole('button', { name: 'Give complimentary membership' }));
    expect(grantComplimentary).toHaveBeenCalledWith('u-hemi', { endsAt: '2027-06-30', reason: 'Prize' });
    expect(await screen.findByText('Complimentary membership given until the end of 30 June 2027.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke…' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke this complimentary membership' })).getByRole('button', { name: 'Revoke' }));
    expect(revokeComplimentary).toHaveBeenCalledWith('u-hemi', 7);
    expect(await screen.findByText('Complimentary membership revoked.')).toBeInTheDocument();
  });
});

describe('MemberRoleForm', () => {
  it('saves a new role only when asked, and says so', async () => {
    const user = userEvent.setup();
    jest.mocked(changeStaffRole).mockResolvedValue({ uid: 'u-hemi', role: 'author', previousRole: 'standard' });
    render(<MemberRoleForm memberUid="u-hemi" type="standard" />);
    const save = screen.getByRole('button', { name: 'Save the role' });
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'author');
    await user.click(save);
    expect(changeStaffRole).toHaveBeenCalledWith('u-hemi', 'author');
    expect(await screen.findByText('Their role is now Author.')).toBeInTheDocument();
  });

  it('leaves a moderator to the command line', () => {
    render(<MemberRoleForm memberUid="u-mod" type="moderator" />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
