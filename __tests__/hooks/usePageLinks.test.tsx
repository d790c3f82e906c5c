/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { PageLink } from '@/components/navigation/PageLink';
import { usePageLinks } from '@/hooks/usePageLinks';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)), prefetch: jest.fn(() => Promise.resolve()) };
jest.mock('next/router', () => ({
  __esModule: true,
  get default() {
    return mockRouter;
  },
}));

function Page() {
  usePageLinks();
  return (
    <>
      <PageLink href="/sport?page=2#top">Sport</PageLink>
      <PageLink href="/donate" prefetch={false}>
        Donate
      </PageLink>
      <PageLink href="/news" target="_blank">
        News in a new tab
      </PageLink>
      <PageLink href="https://example.org/elsewhere">Elsewhere</PageLink>
      <a href="#comments">Comments</a>
    </>
  );
}

/** Whether the browser would have followed the link itself (the click was not taken over). */
const clickFollows = (name: string, init: MouseEventInit = {}) => fireEvent.click(screen.getByRole('link', { name }), init);

describe('usePageLinks', () => {
  beforeEach(() => jest.clearAllMocks());

  it('opens a page link with the router, keeping its query and fragment', () => {
    render(<Page />);
    expect(clickFollows('Sport')).toBe(false);
    expect(mockRouter.push).toHaveBeenCalledWith('/sport?page=2#top');
  });

  it('leaves new-tab clicks, other targets, other sites and plain anchors to the browser', () => {
    render(<Page />);
    expect(clickFollows('Sport', { ctrlKey: true })).toBe(true);
    expect(clickFollows('Sport', { metaKey: true })).toBe(true);
    expect(clickFollows('Sport', { button: 1 })).toBe(true);
    expect(clickFollows('News in a new tab')).toBe(true);
    expect(clickFollows('Elsewhere')).toBe(true);
    expect(clickFollows('Comments')).toBe(true);
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('prefetches a page once when a reader points at, touches or tabs to its link', () => {
    render(<Page />);
    const sport = screen.getByRole('link', { name: 'Sport' });
    fireEvent.mouseOver(sport);
    fireEvent.focusIn(sport);
    fireEvent.touchStart(sport);
    expect(mockRouter.prefetch).toHaveBeenCalledTimes(1);
    expect(mockRouter.prefetch).toHaveBeenCalledWith('/sport?page=2');
  });

  it('never prefetches a link marked not to be, another site or a plain anchor', () => {
    render(<Page />);
    for (const name of ['Donate', 'Elsewhere', 'Comments']) fireEvent.mouseOver(screen.getByRole('link', { name }));
    expect(mockRouter.prefetch).not.toHaveBeenCalled();
  });

  it('stops listening when the app unmounts', () => {
    const { unmount } = render(<Page />);
    const sport = screen.getByRole('link', { name: 'Sport' });
    unmount();
    document.body.append(sport);
    fireEvent.click(sport);
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});
