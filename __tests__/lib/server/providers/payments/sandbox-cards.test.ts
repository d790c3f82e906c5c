import { behaviourOf, cardFromToken, findTestCard, sandboxToken } from '@/lib/server/providers/payments/sandbox-cards';

const now = new Date('2026-11-22T00:00:00Z');

describe('sandbox test cards', () => {
  it.each([
    ['4242 4242 4242 4242', null],
    ['5555555555554444', null],
    ['4000 0000 0000 0002', 'card_declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card'],
  ])('%s charges with outcome %s', (number, outcome) => {
    const card = findTestCard(number);
    expect(card).toBeDefined();
    expect(behaviourOf(`${sandboxToken(card!, 12, 2030)}__abcd1234`, now)).toBe(outcome);
  });

  it('refuses any number that is not a published test number', () => {
    expect(findTestCard('4111 1111 1111 1111')).toBeUndefined();
    expect(findTestCard('4242 4242 4242 4241')).toBeUndefined();
  });

  it('accepts Stripe’s ready-made test payment methods and forged tokens only for test cards', () => {
    expect(cardFromToken('pm_card_visa', now)).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(cardFromToken('pm_card_chargeDeclinedExpiredCard', now)).toMatchObject({ last4: '0069' });
    expect(cardFromToken('pm_sbx_visa_1111_12_2030', now)).toBeUndefined();
    expect(cardFromToken('pm_1Abc', now)).toBeUndefined();
  });

  it('declines a card past its expiry as expired', () => {
    expect(behaviourOf('pm_sbx_visa_4242_10_2026__abcd1234', now)).toBe('expired_card');
  });
});
