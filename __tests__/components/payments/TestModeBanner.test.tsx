/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { TestModeBanner } from '@/components/payments/TestModeBanner';

describe('TestModeBanner', () => {
  it('says no real money is taken while the sandbox is active', () => {
    render(<TestModeBanner active />);
    expect(screen.getByRole('note')).toHaveTextContent('Test mode: no real money is taken');
  });

  it('renders nothing with Stripe', () => {
    const { container } = render(<TestModeBanner active={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
