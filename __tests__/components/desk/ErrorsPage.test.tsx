/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorsPage } from '@/components/desk/errors/ErrorsPage';
import type { DeskErrorGroup, DeskErrorList } from '@/lib/schemas/desk-errors';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/desk/errors', asPath: '/desk/errors', query: {} }) }));

const browserGroup: DeskErrorGroup = {
  fingerprint: 'a'.repeat(32),
  source: 'browser',
  message: "Cannot read properties of undefined (reading 'story <n>')",
  firstFrame: 'renderCard (/_next/static/chunks/pages/index-<hash>.js)',
  errorName: 'TypeError',
  reportsInDay: 1_204,
  reports: 5_310,
  firstSeen: '2026-11-20T00:16:00.000Z',
  lastSeen: '2026-11-26T21:05:00.000Z',
  sample: {
    message: "Cannot read properties of undefined (reading 'story 4821')",
    callstack: "TypeError: Cannot read properties of undefined |     at renderCard (https://www.example.nz/_next/static/chunks/pages/index-3f2a9c1b.js:1:2345) |     at div",
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    path: '/news/27-11-2026/kauri-dieback',
    requestId: null,
  },
};
const serverGroup: DeskErrorGroup = {
  ...browserGroup,
  fingerprint: 'b'.repeat(32),
  source: 'server',
  message: 'connect ECONNREFUSED <ip>',
  firstFrame: null,
  errorName: 'Error',
  reportsInDay: 2,
  reports: 2,
  sample: { message: 'connect ECONNREFUSED <ip>', callstack: null, userAgent: null, path: '/api/tsom/payments', requestId: '3f0c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6' },
};
const list = (errors: DeskErrorGroup[]): DeskErrorList => ({ asOf: '2026-11-26T21:30:00.000Z', since: '2026-11-25T21:30:00.000Z', errors });

describe('ErrorsPage', () => {
  it('lists each group with its count in 24 hours, first frame, New Zealand times and the latest report', () => {
    render(<ErrorsPage role="administrator" list={list([browserGroup, serverGroup])} />);
    expect(screen.getByText(/1,206 reports of 2 kinds of error in the last 24 hours/)).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    const one = within(first!);
    expect(one.getByRole('heading', { level: 2 })).toHaveTextContent("Browser TypeError: Cannot read properties of undefined (reading 'story <n>')");
    expect(one.getByText('renderCard (/_next/static/chunks/pages/index-<hash>.js)')).toBeInTheDocument();
    expect(one.getByText('In 24 hours').nextSibling).toHaveTextContent('1,204');
    expect(one.getByText('Since first seen').nextSibling).toHaveTextContent('5,310');
    // 10:05 am on 27 November in New Zealand (+13).
    expect(one.getByText('Last seen').nextSibling).toHaveTextContent(/27 Nov 2026,? 10:05\s?am/);
    expect(one.getByText('Browser', { selector: 'dt' }).nextSibling).toHaveTextContent(/^Mozilla\/5\.0 \(iPhone/);
    expect(one.getByText('Page').nextSibling).toHaveTextContent('/news/27-11-2026/kauri-dieback');
    const two = within(second!);
    expect(two.getByText('No stack frame was reported.')).toBeInTheDocument();
    expect(two.getByText('Route').nextSibling).toHaveTextContent('/api/tsom/payments');
    expect(two.getByText('Request id').nextSibling).toHaveTextContent('3f0c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6');
    expect(two.queryByText('Stack of the latest report')).toBeNull();
  });

  it('puts the latest report’s stack behind a summary the keyboard reaches, a line a frame', async () => {
    render(<ErrorsPage role="administrator" list={list([browserGroup])} />);
    const summary = screen.getByText('Stack of the latest report');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    // Past the desk's links, Tab reaches it (a summary opens with Enter or Space in the browser).
    for (let i = 0; i < 20 && document.activeElement !== summary; i++) await userEvent.tab();
    expect(summary).toHaveFocus();
    expect(within(summary.closest('details')!).getByText(/at renderCard/).textContent).toContain('\n    at renderCard');
  });

  it('says when nothing was reported', () => {
    render(<ErrorsPage role="administrator" list={list([])} />);
    expect(screen.getByText(/No errors were reported in the last 24 hours\./)).toBeInTheDocument();
    // The desk's navigation is the only list.
    expect(screen.getAllByRole('list')).toHaveLength(1);
  });

  it('is linked from the desk’s navigation for administrators only', () => {
    const { unmount } = render(<ErrorsPage role="administrator" list={list([])} />);
    expect(within(screen.getByRole('navigation', { name: 'Desk' })).getByRole('link', { name: 'Errors' })).toHaveAttribute('aria-current', 'page');
    unmount();
    render(<ErrorsPage role="editor" list={list([])} />);
    expect(within(screen.getByRole('navigation', { name: 'Desk' })).queryByRole('link', { name: 'Errors' })).toBeNull();
  });
});
