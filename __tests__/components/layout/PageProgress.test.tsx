/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
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
  it('shows once a page change takes longer than a moment, and goes when the page arrives', () => {
    render(<PageProgress />);
    change('routeChangeStart');
    act(() => jest.advanceTimersByTime(PROGRESS_DELAY_MS - 1));
    expect(NProgress.isStarted()).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(NProgress.isStarted()).toBe(true);
    expect(document.getElementById('nprogress')).not.toBeNull();

    change('routeChangeComplete');
    act(() => jest.advanceTimersByTime(1000));
    expect(NProgress.isStarted()).toBe(false);
  });

  it('never shows for a quick change, a shallow change, or a failed one', () => {
    render(<PageProgress />);
    change('routeChangeStart');
    change('routeChangeComplete');
    change('routeChangeStart', true);
    act(() => jest.advanceTimersByTime(PROGRESS_DELAY_MS * 2));
    expect(NProgress.isStarted()).toBe(false);

    change('routeChangeStart');
    change('routeChangeError');
    act(() => jest.advanceTimersByTime(PROGRESS_DELAY_MS * 2));
    expect(NProgress.isStarted()).toBe(false);
  });
});
