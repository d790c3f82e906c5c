import styles from './TestModeBanner.module.css';

/** Shown on every payment screen while the sandbox provider takes the payments. */
export function TestModeBanner() {
  return (
    <p className={styles.banner} role="note">
      <strong>Test mode: no real money is taken.</strong> Use a Stripe test card such as 4242 4242 4242 4242.
    </p>
  );
}
