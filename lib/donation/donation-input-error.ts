/** What the donor typed could not be used: the message is written for them, and nothing is reported. */
export class DonationInputError extends Error {
  override name = 'DonationInputError';
}
