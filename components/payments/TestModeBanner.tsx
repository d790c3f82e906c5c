import styles from './TestModeBanner.module.css';

/**
 * Shown on every payment screen while the sandbox provider takes payments, so nobody believes a
 * donation was real. Pages learn `active` from the server (paymentsTestMode in getServerSideProps).
 */
export function TestModeBanner({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <p className={styles.banner} role="note">
      <strong>Test mode:</strong> no real money is taken. Use a Stripe test card such as 4242 4242 4242 4242.
    </p>
  );
}
