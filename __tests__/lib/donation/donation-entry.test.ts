import { donationEntry, donationReturnPath } from '@/lib/donation/donation-entry';

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'https://panui.test').searchParams);

describe('donationReturnPath: where a sign-in that leaves the page brings the donor back', () => {
  it('keeps a gift’s amount, interval and placement, and the flow opens on that plan', () => {
    const path = donationReturnPath({ donationLocation: 'inline_banner', amount: 2_500, interval: 'one-off' });
    expect(path).toBe('/donate?placement=INLINE_BANNER&amount=2500&interval=one-off');
    expect(donationEntry(queryOf(path))).toMatchObject({ step: 'SUBSCRIPTION_PRESELECT', amount: 2_500, interval: 'one-off', donationLocation: 'inline_banner' });
  });

  it('for the member’s own plan keeps only the placement, so it opens on their plan again', () => {
    const path = donationReturnPath({ donationLocation: 'update', amount: 1_000, interval: 'month' });
    expect(path).toBe('/donate?placement=UPDATE');
    expect(donationEntry(queryOf(path))).toMatchObject({ step: 'SUBSCRIPTION', donationLocation: 'update' });
  });
});
