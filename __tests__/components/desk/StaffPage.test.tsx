/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffPage } from '@/components/desk/staff/StaffPage';
import { ApiError } from '@/lib/api/api-error';
import { cancelStaffInvite, changeStaffRole, fetchStaffOverview, inviteStaffMember } from '@/lib/api/desk-staff';
import type { StaffOverview } from '@/lib/schemas/desk-staff';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/desk/staff', asPath: '/desk/staff', query: {} }) }));
jest.mock('@/lib/api/desk-staff', () => ({
  fetchStaffOverview: jest.fn(),
  inviteStaffMember: jest.fn(),
  cancelStaffInvite: jest.fn(),
  changeStaffRole: jest.fn(),
}));

const overview: StaffOverview = {
  staff: [
    { uid: 'u-admin', email: 'aroha@example.nz', name: 'Aroha Ngata', role: 'administrator' },
    { uid: 'u-writer', email: 'eru@example.nz', name: 'Eru Tane', role: 'contributor' },
  ],
  invites: [{ email: 'hana@example.nz', role: 'author', invitedAt: '2026-11-24T21:30:00.000Z', invitedBy: 'aroha@example.nz' }],
};

const renderPage = (initial = overview) => render(<StaffPage initial={initial} viewer={{ uid: 'u-admin', role: 'administrator' }} />);
const status = () => screen.getByRole('status');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchStaffOverview).mockResolvedValue(overview);
});

describe('StaffPage', () => {
  it('lists the staff with their roles and the pending invites in New Zealand time', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role for Aroha Ngata' })).toHaveValue('administrator');
    expect(screen.getByRole('combobox', { name: 'Role for Eru Tane' })).toHaveValue('contributor');
    expect(screen.getByText('(you)')).toBeInTheDocument();
    expect(screen.getByText(/Author · invited 25 Nov 2026, 10:30\s?am by aroha@example\.nz/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when there are no pending invites', () => {
    renderPage({ ...overview, invites: [] });
    expect(screen.getByText('No pending invites.')).toBeInTheDocument();
  });

  it('changes a role only when Save is pressed, then says so', async () => {
    const user = userEvent.setup();
    jest.mocked(changeStaffRole).mockResolvedValue({ uid: 'u-writer', role: 'editor', previousRole: 'contributor' });
    renderPage();
    const save = screen.getByRole('button', { name: 'Save the role for Eru Tane' });
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role for Eru Tane' }), 'editor');
    expect(changeStaffRole).not.toHaveBeenCalled();
    await user.click(save);
    expect(changeStaffRole).toHaveBeenCalledWith('u-writer', 'editor');
    expect(await screen.findByText('Eru Tane is now an editor.')).toBe(status());
    expect(fetchStaffOverview).toHaveBeenCalled();
  });

  it("shows the server's refusal and puts the select back", async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest.mocked(changeStaffRole).mockRejectedValue(new ApiError(409, 'LAST_ADMINISTRATOR', 'This is the last administrator.'));
    renderPage();
    const select = screen.getByRole('combobox', { name: 'Role for Aroha Ngata' });
    await user.selectOptions(select, 'standard');
    await user.click(screen.getByRole('button', { name: 'Save the role for Aroha Ngata' }));
    expect(window.confirm).toHaveBeenCalled();
    expect(await screen.findByText('This is the last administrator.')).toBe(status());
    expect(screen.getByRole('combobox', { name: 'Role for Aroha Ngata' })).toHaveValue('administrator');
  });

  it('asks for an email before inviting, then invites and clears the form', async () => {
    const user = userEvent.setup();
    jest.mocked(inviteStaffMember).mockResolvedValue({ email: 'mere@example.nz', role: 'editor', outcome: 'invited', uid: null });
    renderPage();
    const form = screen.getByRole('heading', { name: 'Invite to the staff' }).parentElement!;
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    const email = within(form).getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Enter the email address to invite.');
    expect(email).toHaveFocus();
    await user.type(email, 'mere@');
    await user.keyboard('{Enter}');
    expect(email).toHaveAccessibleDescription('Enter a whole email address, like name@example.nz.');
    expect(inviteStaffMember).not.toHaveBeenCalled();

    await user.type(email, 'Example.nz');
    await user.selectOptions(within(form).getByLabelText('Role'), 'editor');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(inviteStaffMember).toHaveBeenCalledWith('mere@example.nz', 'editor');
    expect(await screen.findByText(/Invite saved: mere@example\.nz becomes an editor/)).toBe(status());
    expect(email).toHaveValue('');
  });

  it('cancels a pending invite', async () => {
    const user = userEvent.setup();
    jest.mocked(cancelStaffInvite).mockResolvedValue({ email: 'hana@example.nz', cancelled: true });
    jest.mocked(fetchStaffOverview).mockResolvedValue({ ...overview, invites: [] });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Cancel the invite for hana@example.nz' }));
    expect(cancelStaffInvite).toHaveBeenCalledWith('hana@example.nz');
    expect(await screen.findByText('The invite for hana@example.nz is cancelled.')).toBe(status());
    expect(screen.getByText('No pending invites.')).toBeInTheDocument();
  });
});
