const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** "$25.00" from 2500 cents. */
export const formatNzd = (cents: number) => nzd.format(cents / 100);
