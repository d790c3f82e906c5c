/** What the browser needs to know of the payment provider; the server decides it (getServerSideProps). */
export interface PaymentsSetup {
  /** The sandbox takes the payments: test cards only, and the test-mode banner shows. */
  testMode: boolean;
  /** Stripe's publishable key when Stripe takes the payments: the card form is Stripe Elements. */
  stripeKey: string | null;
}
