/** @jest-environment jsdom */
import { act, render, waitFor } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import NProgress from 'nprogress';
import { PageProgress, PROGRESS_DELAY_MS } from '@/components/layout/PageProgress';

const events = mitt();
jest.mock('next/router', () => ({ useRouter: () => ({ events }) }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  NProgress.remove();
  jest.useRealTimers();
});

const change = (name: string, shallow = false) => act(() => events.emit(name, '/next', { shallow }));

describe('the page-change progress bar', () => {
  it('shows once a page change takes longer than a moment, and goes when the page arrives', async () => {
    render(<PageProgress />);
    change('routeChangeStart');
    await act(async () => jest.advanceTimersByTime(PROGRESS_DELAY_MS - 1));
    expect(NProgress.isStarted()).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(NProgress.isStarted()).toBe(true));
    expect(document.getElementById('nprogress')).not.toBeNull();

    change('routeChangeComplete');
    await waitFor(() => expect(NProgress.isStarted()).toBe(false));
  });

  it('does not flash when the page arrives while the bar is still being fetched', async () => {
    const start = jest.spyOn(NProgress, 'start');
    render(<PageProgress />);
    change('routeChangeStart');
    act(() => jest.advanceTimersByTime(PROGRESS_DELAY_MS));
    change('routeChangeComplete');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(start).not.toHaveBeenCalled();
    start.mockRestore();
  });

  it('never shows for a quick change, a shallow change, or a failed one', async () => {
    render(<PageProgress />);
    change('routeChangeStart');
    change('routeChangeComplete');
    change('routeChangeStart', true);
    await act(async () => jest.advanceTimersByTime(PROGRESS_DELAY_MS * 2));
    expect(NProgress.isStarted()).toBe(false);

    change('routeChangeStart');
    change('routeChangeError');
    await act(async () => jest.advanceTimersByTime(PROGRESS_DELAY_MS * 2));
    expect(NProgress.isStarted()).toBe(false);
  });
});
