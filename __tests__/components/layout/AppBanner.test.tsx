/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppBanner, APP_BANNER_QUIET_MS } from '@/components/layout/AppBanner';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/politics/20-11-2026/budget-day' }) }));

const app = { storeUrl: 'https://apps.example/panui', deepLinkBase: 'panui://' };

beforeEach(() => window.localStorage.clear());

describe('the app banner', () => {
  it('opens the page the reader is on in the app, and links to the store', () => {
    render(<AppBanner app={app} />);
    expect(screen.getByRole('link', { name: 'Open in the app' })).toHaveAttribute('href', 'panui:///politics/20-11-2026/budget-day');
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', 'https://apps.example/panui');
  });

  it('goes on "Not now" and stays away for a month', async () => {
    const { unmount } = render(<AppBanner app={app} />);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();

    render(<AppBanner app={app} />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('comes back once the month is over', () => {
    window.localStorage.setItem('panui.appBannerDismissedAt', String(Date.now() - APP_BANNER_QUIET_MS - 1));
    render(<AppBanner app={app} />);
    expect(screen.getByRole('complementary')).toBeInTheDocument();
  });

  it('shows nothing when the newsroom has no app', () => {
    const { container } = render(<AppBanner app={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
