/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { useDonationStepHistory } from '@/components/donation/useDonationStepHistory';
import { DonationProvider } from '@/context/DonationContext';
import { useDonationContext } from '@/hooks/useDonationContext';

// A router that records the URL as the browser would and lets the test say when a route change completes.
const routeEvents = new EventEmitter();
// What Next does on popstate: ask the page's beforePopState callback, then change the route.
let beforePopState: (() => boolean) | undefined;
const visit = (query: Record<string, string>) => window.history.pushState(null, '', `/donate?${new URLSearchParams(query).toString()}`);
const mockRouter = {
  isReady: true,
  pathname: '/donate',
  query: {} as Record<string, string>,
  push: jest.fn(async ({ query }: { query: Record<string, string> }) => {
    mockRouter.query = query;
    visit(query);
    return true;
  }),
  replace: jest.fn(async ({ query }: { query: Record<string, string> }) => {
    mockRouter.query = query;
    window.history.replaceState(null, '', `/donate?${new URLSearchParams(query).toString()}`);
    return true;
  }),
  beforePopState: (callback: () => boolean) => {
    beforePopState = callback;
  },
  events: { on: (name: string, listener: () => void) => routeEvents.on(name, listener), off: (name: string, listener: () => void) => routeEvents.off(name, listener) },
};
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

function Flow() {
  useDonationStepHistory();
  const { state, dispatch } = useDonationContext();
  return (
    <>
      <p>{state.step}</p>
      <button type="button" onClick={() => dispatch({ type: 'MEMBER_CREATED' })}>
        member created
      </button>
    </>
  );
}

function renderOnCreateUser() {
  window.history.replaceState(null, '', '/donate');
  mockRouter.query = {};
  render(
    <DonationProvider initial={{ step: 'CREATE_USER', paymentIntent: { txId: 'tx_1', subscriptionId: null }, userStatus: 'visitor', isNewUser: true }}>
      <Flow />
    </DonationProvider>,
  );
}

const completeRoute = () => act(() => void routeEvents.emit('routeChangeComplete'));

afterEach(() => routeEvents.removeAllListeners());

it('the late completion of its own push does not send the donor back to the step they left', async () => {
  renderOnCreateUser();
  // The step moves on before the router has finished taking the first step's address.
  await act(async () => screen.getByRole('button', { name: 'member created' }).click());
  expect(screen.getByText('CREATE_LOGIN')).toBeInTheDocument();
  window.history.replaceState(null, '', '/donate?step=create-user');
  completeRoute();
  expect(screen.getByText('CREATE_LOGIN')).toBeInTheDocument();
});

it('the back button goes to the step before', async () => {
  renderOnCreateUser();
  await act(async () => screen.getByRole('button', { name: 'member created' }).click());
  expect(window.location.search).toBe('?step=create-login');
  act(() => {
    window.history.replaceState(null, '', '/donate?step=create-user');
    beforePopState?.();
  });
  completeRoute();
  expect(screen.getByText('CREATE_USER')).toBeInTheDocument();
});

it('a full navigation to the donate page (Donate in the header after a thank-you) starts a new flow from its link', () => {
  window.history.replaceState(null, '', '/donate?step=thank-you');
  mockRouter.query = { step: 'thank-you' };
  render(
    <DonationProvider initial={{ step: 'THANK_YOU', amount: 2_500, email: 'aroha@example.nz', paymentIntent: { txId: 'tx_1', subscriptionId: null }, userStatus: 'visitor' }}>
      <Flow />
    </DonationProvider>,
  );
  act(() => void routeEvents.emit('routeChangeComplete', '/donate?placement=UPDATE', { shallow: false }));
  expect(screen.getByText('SUBSCRIPTION')).toBeInTheDocument();
  // One of the flow's own step entries completing is not a new flow.
  act(() => void routeEvents.emit('routeChangeComplete', '/donate?placement=UPDATE&step=subscription', { shallow: true }));
  expect(screen.getByText('SUBSCRIPTION')).toBeInTheDocument();
});
