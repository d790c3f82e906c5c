import { TextField } from '@/components/auth/TextField';
import { formatCardExpiryAsTyped, parseCardExpiry } from '@/lib/payments/card-expiry';
import styles from './SandboxCardFields.module.css';

/** The sandbox's card form: what Stripe Elements collects, for Stripe's test numbers only. */
export function SandboxCardFields() {
  return (
    <fieldset className={styles.fields}>
      <legend className={styles.legend}>New card</legend>
      <TextField label="Card number" name="cardNumber" type="text" autoComplete="cc-number" />
      <TextField label="Expiry (MM/YY)" name="cardExpiry" type="text" autoComplete="cc-exp" inputMode="numeric" formatAsTyped={formatCardExpiryAsTyped} />
      <TextField label="Security code (CVC)" name="cardCvc" type="text" autoComplete="cc-csc" />
    </fieldset>
  );
}

export type SandboxCardInput = { ok: true; number: string; expMonth: number; expYear: number; cvc: string } | { ok: false; message: string };

/** Reads and checks the card fields; the server checks them again and takes only test numbers. */
export function readSandboxCard(form: FormData): SandboxCardInput {
  const number = String(form.get('cardNumber') ?? '').replace(/[\s-]/g, '');
  const expiry = parseCardExpiry(String(form.get('cardExpiry') ?? ''));
  const cvc = String(form.get('cardCvc') ?? '').trim();
  if (!/^\d{12,19}$/.test(number)) return { ok: false, message: 'Enter the card number: 12 to 19 digits.' };
  if (!expiry) return { ok: false, message: 'Enter the expiry date as MM/YY, like 08/29.' };
  if (!/^\d{3,4}$/.test(cvc)) return { ok: false, message: 'Enter the 3 or 4 digit security code from the back of the card.' };
  return { ok: true, number, expMonth: expiry.month, expYear: expiry.year, cvc };
}
