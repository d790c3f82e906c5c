/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { useFeatureFlag } from '@/hooks/useFeatureFlag';
import { createFlagClient, type FlagClient } from '@/lib/flags/flag-client';

function EnhancedSignup({ client }: { client: FlagClient }) {
  return <p>{useFeatureFlag('enhancedSignup', client) ? 'enhanced sign-up' : 'standard sign-up'}</p>;
}

beforeEach(() => localStorage.clear());

test('renders the configured value first, then the flag service’s answer', async () => {
  const fetcher = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ flags: { enhancedSignup: true } }) } as Response);
  const client = createFlagClient({ configured: { enhancedSignup: false }, serviceUrl: 'https://flags.example', fetcher });
  render(<EnhancedSignup client={client} />);
  expect(screen.getByText('standard sign-up')).toBeInTheDocument();
  expect(await screen.findByText('enhanced sign-up')).toBeInTheDocument();
});

test('without a service, configuration switches it on and off', async () => {
  render(<EnhancedSignup client={createFlagClient({ configured: { enhancedSignup: true } })} />);
  expect(await screen.findByText('enhanced sign-up')).toBeInTheDocument();
});
