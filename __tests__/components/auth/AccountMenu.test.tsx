/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMenu } from '@/components/auth/AccountMenu';
import { authValue, fakeMember, fakeUser, renderWithAuth } from './auth-value';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/news/22-11-2026/ferry-timetable', query: {} }) }));

const nav = () => screen.getByRole('navigation', { name: 'Account' });

describe('AccountMenu', () => {
  it('shows a blank placeholder with no text or controls while auth starts', () => {
    renderWithAuth(<AccountMenu />, authValue({ status: 'authenticating' }));
    expect(nav().textContent).toBe('');
    expect(within(nav()).queryByRole('link')).toBeNull();
    expect(within(nav()).queryByRole('button')).toBeNull();
  });

  it('offers "Sign in" back to the current page when signed out', () => {
    renderWithAuth(<AccountMenu />);
    expect(within(nav()).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fnews%2F22-11-2026%2Fferry-timetable');
  });

  it('treats an anonymous user as signed out', () => {
    renderWithAuth(<AccountMenu />, authValue({ user: fakeUser({ isAnonymous: true, email: null, displayName: null }) }));
    expect(within(nav()).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it("shows the member's name, a link to the account and a sign-out button when signed in", () => {
    renderWithAuth(<AccountMenu />, authValue({ user: fakeUser({ displayName: 'Firebase Name' }), member: fakeMember({ name: 'Aroha Ngata' }) }));
    expect(within(nav()).getByText('Aroha Ngata')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
    expect(within(nav()).queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('links a moderator, and only a moderator, to the moderation queue', () => {
    const first = renderWithAuth(<AccountMenu />, authValue({ user: fakeUser(), member: fakeMember({ type: 'moderator' }) }));
    expect(within(nav()).getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
    first.unmount();
    renderWithAuth(<AccountMenu />, authValue({ user: fakeUser(), member: fakeMember() }));
    expect(within(nav()).queryByRole('link', { name: 'Moderation' })).toBeNull();
  });

  it('links staff to the desk, and editors and administrators to moderation too; readers to neither', () => {
    const links = (type?: string) => {
      const view = renderWithAuth(<AccountMenu />, authValue({ user: fakeUser(), member: fakeMember(type ? { type } : {}) }));
      const names = within(nav()).getAllByRole('link').map((link) => link.textContent);
      view.unmount();
      return names.filter((name) => name === 'Desk' || name === 'Moderation');
    };
    expect(links('contributor')).toEqual(['Desk']);
    expect(links('author')).toEqual(['Desk']);
    expect(links('editor')).toEqual(['Desk', 'Moderation']);
    expect(links('administrator')).toEqual(['Desk', 'Moderation']);
    expect(links('moderator')).toEqual(['Moderation']);
    expect(links()).toEqual([]);
    renderWithAuth(<AccountMenu />, authValue({ user: fakeUser(), member: fakeMember({ type: 'editor' }) }));
    expect(within(nav()).getByRole('link', { name: 'Desk' })).toHaveAttribute('href', '/desk');
  });

  it('falls back to the Firebase name, then the email, without a member', () => {
    const first = renderWithAuth(<AccountMenu />, authValue({ user: fakeUser({ displayName: 'Mere Tane' }) }));
    expect(within(nav()).getByText('Mere Tane')).toBeInTheDocument();
    first.unmount();
    renderWithAuth(<AccountMenu />, authValue({ user: fakeUser({ displayName: null, email: 'mere@example.nz' }) }));
    expect(within(nav()).getByText('mere@example.nz')).toBeInTheDocument();
  });

  it('"Sign out" calls signOut', async () => {
    const value = authValue({ user: fakeUser(), member: fakeMember() });
    renderWithAuth(<AccountMenu />, value);
    await userEvent.setup().click(within(nav()).getByRole('button', { name: 'Sign out' }));
    expect(value.signOut).toHaveBeenCalledTimes(1);
  });
});
