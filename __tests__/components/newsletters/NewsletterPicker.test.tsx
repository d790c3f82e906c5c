/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { NewsletterPicker } from '@/components/newsletters/NewsletterPicker';
import { AuthContext, type AuthContextValue } from '@/context/AuthProvider';
import { ApiError } from '@/lib/api/api-error';
import { getAllNewsletters, getMemberNewsletters, subscribeNewsletter, unsubscribeNewsletter } from '@/lib/api/newsletters';
import type { Newsletter } from '@/lib/schemas/newsletter';
import { analyticsSpy } from '../../helpers/analytics';
import { authValue, fakeUser } from '../auth/auth-value';

jest.mock('@/lib/api/newsletters', () => ({
  getAllNewsletters: jest.fn(),
  getMemberNewsletters: jest.fn(),
  subscribeNewsletter: jest.fn(),
  unsubscribeNewsletter: jest.fn(),
}));

const lists: Newsletter[] = [
  { listId: 'morning-briefing', name: 'Morning Briefing', description: 'The day before breakfast.', frequency: 'Daily, 6am' },
  { listId: 'climate-dispatch', name: 'Climate Dispatch', description: 'Land, water, energy.', frequency: 'Weekly, Wednesday' },
];

function renderPicker(auth: AuthContextValue, props: { newsletters?: Newsletter[] } = { newsletters: lists }) {
  const analytics = analyticsSpy();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={auth}>
      <analytics.wrapper>{children}</analytics.wrapper>
    </AuthContext.Provider>
  );
  render(<NewsletterPicker source="newsletters_page" {...props} />, { wrapper });
  return analytics;
}

beforeEach(() => jest.clearAllMocks());

describe('NewsletterPicker for a visitor', () => {
  it('refuses a bad email or no list without calling the server', async () => {
    renderPicker(authValue());
    const reader = userEvent.setup();
    await reader.type(screen.getByRole('textbox', { name: /Your email/ }), 'not-an-email');
    await reader.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
    await reader.clear(screen.getByRole('textbox', { name: /Your email/ }));
    await reader.type(screen.getByRole('textbox', { name: /Your email/ }), 'mere@example.nz');
    await reader.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one newsletter.');
    expect(subscribeNewsletter).not.toHaveBeenCalled();
  });

  it('subscribes each chosen list with the source, says to check the inbox, and reports newsletter_signup', async () => {
    jest.mocked(subscribeNewsletter).mockResolvedValue({ email: 'mere@example.nz', listId: 'climate-dispatch', status: 'pending' });
    const { track } = renderPicker(authValue());
    const reader = userEvent.setup();
    await reader.click(screen.getByRole('checkbox', { name: 'Climate Dispatch' }));
    await reader.type(screen.getByRole('textbox', { name: /Your email/ }), 'mere@example.nz');
    await reader.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Nearly done: we've sent an email to mere@example.nz.");
    expect(subscribeNewsletter).toHaveBeenCalledWith({ email: 'mere@example.nz', listId: 'climate-dispatch', source: 'newsletters_page' });
    expect(track).toHaveBeenCalledWith('newsletter_signup', { listId: 'climate-dispatch', source: 'newsletters_page', status: 'pending' });
  });

  it('says so when rate limited', async () => {
    jest.mocked(subscribeNewsletter).mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many'));
    renderPicker(authValue());
    const reader = userEvent.setup();
    await reader.click(screen.getByRole('checkbox', { name: 'Morning Briefing' }));
    await reader.type(screen.getByRole('textbox', { name: /Your email/ }), 'mere@example.nz');
    await reader.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-ups from here just now.');
  });

  it('loads the lists itself when the page has none, and says when that fails', async () => {
    jest.mocked(getAllNewsletters).mockRejectedValue(new Error('offline'));
    renderPicker(authValue(), {});
    expect(screen.getByRole('status')).toHaveTextContent('Loading newsletters…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The newsletters could not be loaded.');
  });
});

describe('NewsletterPicker for a signed-in member', () => {
  const member = () => authValue({ user: fakeUser() });

  it('shows a switch per list from the member’s subscriptions, and toggles them for their own email', async () => {
    jest.mocked(getMemberNewsletters).mockResolvedValue([{ listId: 'morning-briefing', email: 'aroha@example.nz', status: 'active', source: 'profile', consentAt: null }]);
    jest.mocked(subscribeNewsletter).mockResolvedValue({ email: 'aroha@example.nz', listId: 'climate-dispatch', status: 'pending' });
    jest.mocked(unsubscribeNewsletter).mockResolvedValue({ email: 'aroha@example.nz', listId: 'morning-briefing', status: 'unsubscribed' });
    const { track } = renderPicker(member());
    const morning = await screen.findByRole('switch', { name: 'Morning Briefing' });
    const climate = screen.getByRole('switch', { name: 'Climate Dispatch' });
    expect(morning).toBeChecked();
    expect(climate).not.toBeChecked();
    const reader = userEvent.setup();
    await reader.click(climate);
    expect(await screen.findByText('Waiting for you to confirm: check your inbox.')).toBeInTheDocument();
    expect(subscribeNewsletter).toHaveBeenCalledWith({ email: 'aroha@example.nz', listId: 'climate-dispatch', source: 'newsletters_page' });
    expect(track).toHaveBeenCalledWith('newsletter_signup', { listId: 'climate-dispatch', source: 'newsletters_page', status: 'pending' });
    await reader.click(morning);
    expect(unsubscribeNewsletter).toHaveBeenCalledWith({ email: 'aroha@example.nz', listId: 'morning-briefing' });
    expect(await screen.findByRole('switch', { name: 'Morning Briefing' })).not.toBeChecked();
  });

  it('treats an anonymous session as a visitor', () => {
    renderPicker(authValue({ user: fakeUser({ isAnonymous: true, email: null }) }));
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(getMemberNewsletters).not.toHaveBeenCalled();
  });
});
