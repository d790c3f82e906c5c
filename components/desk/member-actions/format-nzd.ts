const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** "$25.00" from 2500 cents, as receipts write it (the server's formatNzd, for the desk's browser code). */
export const formatNzd = (cents: number) => nzd.format(cents / 100);
