/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { useNearViewport } from '@/hooks/useNearViewport';

function Probe() {
  const { ref, near } = useNearViewport('400px 0px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  it('turns near when the element first comes within the margin, and stays near when it leaves', async () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    await act(async () => mockAllIsIntersecting(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    await act(async () => mockAllIsIntersecting(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    await act(async () => mockAllIsIntersecting(false));
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is near at once in a browser without IntersectionObserver, so what waits for it still loads', () => {
    const saved = window.IntersectionObserver;
    // @ts-expect-error -- an old browser has none
    delete window.IntersectionObserver;
    try {
      render(<Probe />);
      expect(screen.getByText('near')).toBeInTheDocument();
    } finally {
      window.IntersectionObserver = saved;
    }
  });
});
